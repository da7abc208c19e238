import Foundation

/// A view controller whose view is a collection view, as UIKit's `UICollectionViewController`:
/// it makes the collection view with its layout in `loadView()`, is its data source and
/// delegate, and clears the selection when it appears again.
///
/// Every data source, collection delegate and scroll view delegate method is declared here, as
/// the iOS SDK shows them, so a subclass overrides them with `override func`, as on iOS.
/// Unlike UIKit, `installsStandardGestureForInteractiveMovement` is accepted and ignored: there
/// is no interactive reordering.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout the controller's collection view is made with.
    let initialLayout: UICollectionViewLayout

    /// Whether `viewWillAppear(_:)` deselects the selected items (true).
    open var clearsSelectionOnViewWillAppear = true

    /// Whether a long press starts reordering items (true). Unlike UIKit, it is only kept: items
    /// cannot be moved interactively here.
    open var installsStandardGestureForInteractiveMovement = true

    /// Creates a controller whose collection view is placed by `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a flow layout (nibs are not supported; both arguments are kept).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive: not supported (there are no storyboards).
    public required init?(coder: NSCoder) { return nil }

    /// The collection view: the controller's view (loading it if needed).
    open var collectionView: UICollectionView! {
        get {
            if let collection = view as? UICollectionView { return collection }
            UIKitLog.warn("\(type(of: self)).collectionView: the view is not a UICollectionView")
            return nil
        }
        set { view = newValue }
    }

    /// The layout of the collection view (the one given at creation until the view loads).
    open var collectionViewLayout: UICollectionViewLayout {
        (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
    }

    /// Makes a white collection view with the controller's layout, filling the screen, with this
    /// controller as its data source and delegate.
    open override func loadView() {
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // iOS 13 and later show the system background (white in light mode) behind the items.
        collection.backgroundColor = .white
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    /// Deselects the selected items when `clearsSelectionOnViewWillAppear` is set.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = viewIfLoaded as? UICollectionView else { return }
        for item in collection.indexPathsForSelectedItems ?? [] { collection.deselectItem(at: item, animated: animated) }
    }

    // MARK: UICollectionViewDataSource

    /// One section; override to have more.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// No items; override to supply them.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// A plain cell; override to supply the item's cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    // MARK: UICollectionViewDelegate

    /// Allows selection; override to refuse it.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing; override to hear selections.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing; override to hear deselections.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing; override to hear a cell about to be shown.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}

    // MARK: UIScrollViewDelegate

    /// Does nothing; override to hear scrolling.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing; override to hear a drag begin.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing; override to change where a released drag stops.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing; override to hear a drag end.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing; override to hear deceleration begin.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing; override to hear deceleration end.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing; override to hear an animated scroll end.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Allows scrolling to the top; override to refuse.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing; override to hear a scroll to the top.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}
