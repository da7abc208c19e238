import UIKit

/// Seed 003's photo album: a grid of photos; tapping one zooms it to full screen, fitted to the
/// screen with its aspect ratio kept, and tapping the full-screen photo zooms it back, as does
/// pinching it closed, interactively (`PhotoViewController`).
final class AlbumViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate,
                                 UIViewControllerTransitioningDelegate {
    /// Photos of different shapes, so the aspect-fit correction shows.
    let photos: [UIImage] = DemoPictures.album.map(DemoPictures.named)
    private(set) var collectionView: UICollectionView!
    /// The cell the zoom starts from and returns to.
    var selectedIndexPath: IndexPath?
    private var backButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.minimumInteritemSpacing = 4
        layout.minimumLineSpacing = 4
        layout.sectionInset = UIEdgeInsets(top: 90, left: 6, bottom: 6, right: 6)
        // Photos keep clear of the sensor housing of a phone on its side.
        layout.sectionInsetReference = .fromSafeArea
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .white
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.dataSource = self
        collectionView.delegate = self
        // The page keeps its content clear of the bars with frames and insets of its own, so the
        // safe area must not add to them.
        collectionView.contentInsetAdjustmentBehavior = .never
        view.addSubview(collectionView)
        backButton = topLeftButton("‹ 返回") { [weak self] _ in self?.dismiss(animated: true) }
        view.addSubview(backButton)
    }

    /// The back button keeps clear of the sensor housing of a phone on its side.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        backButton.frame.origin.x = 8 + view.safeAreaInsets.left
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
        cell.imageView.image = photos[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selectedIndexPath = indexPath
        let photo = PhotoViewController(image: photos[indexPath.item])
        photo.modalPresentationStyle = .fullScreen
        photo.transitioningDelegate = self
        present(photo, animated: true)
    }

    /// The selected cell's picture frame, in window coordinates.
    func selectedCellFrame() -> CGRect? {
        guard let indexPath = selectedIndexPath, let cell = collectionView.cellForItem(at: indexPath) as? PhotoCell else { return nil }
        return cell.imageView.convert(cell.imageView.bounds, to: nil)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PhotoZoomAnimator(album: self, zoomingIn: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PhotoZoomAnimator(album: self, zoomingIn: false)
    }

    /// The photo's pinch drives the zoom back while it closes; a tap's zoom back runs on its own.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        (presentedViewController as? PhotoViewController)?.pinchInteraction
    }
}

/// A square photo cell that crops its picture.
final class PhotoCell: UICollectionViewCell {
    let imageView = UIImageView()

    required init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) { return nil }
}

/// The full-screen photo on black; a tap zooms back to the album, and so does a pinch closing
/// it, as in a photo app: the photo follows the pinch's scale back towards its cell, and when the
/// fingers lift it closes if pinched below `closingScale`, else springs back to full screen.
final class PhotoViewController: UIViewController {
    let imageView: UIImageView
    /// The zoom back the pinch drives, while it does.
    private(set) var pinchInteraction: UIPercentDrivenInteractiveTransition?
    /// A pinch released below this scale closes the photo; above it the photo springs back.
    static let closingScale: CGFloat = 0.75
    /// The pinch's scale at which the photo is back at its cell's size (the zoom back's end):
    /// about a cell's width over the screen's, so the photo keeps under the fingers.
    static let cellScale: CGFloat = 0.3

    init(image: UIImage) {
        imageView = UIImageView(image: image)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        imageView.contentMode = .scaleAspectFit
        imageView.frame = view.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(imageView)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: PhotoViewController.close))
        view.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: PhotoViewController.pinched))
    }

    func close(_ recognizer: UITapGestureRecognizer) {
        dismiss(animated: true)
    }

    /// The pinch: closing starts the zoom back, which follows the scale; released, it finishes
    /// below `closingScale` and is cancelled (the photo springs back) above it.
    func pinched(_ recognizer: UIPinchGestureRecognizer) {
        switch recognizer.state {
        case .began:
            guard presentingViewController != nil, pinchInteraction == nil else { return }
            pinchInteraction = UIPercentDrivenInteractiveTransition()
            dismiss(animated: true)
            pinchInteraction?.update(Self.progress(forScale: recognizer.scale))
        case .changed:
            pinchInteraction?.update(Self.progress(forScale: recognizer.scale))
        case .ended, .cancelled, .failed:
            if recognizer.state == .ended && recognizer.scale < Self.closingScale {
                pinchInteraction?.finish()
            } else {
                pinchInteraction?.cancel()
            }
            pinchInteraction = nil
        default:
            break
        }
    }

    /// How far the zoom back is for a pinch's scale: 0 at full size (or pinched wider), 1 at
    /// `cellScale`.
    static func progress(forScale scale: CGFloat) -> CGFloat {
        min(max((1 - scale) / (1 - cellScale), 0), 1)
    }

    /// Where the photo shows when fitted into `bounds` with its aspect ratio kept.
    static func aspectFitRect(for size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        let scale = min(bounds.width / size.width, bounds.height / size.height)
        let fitted = CGSize(width: size.width * scale, height: size.height * scale)
        return CGRect(x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2, width: fitted.width, height: fitted.height)
    }
}
