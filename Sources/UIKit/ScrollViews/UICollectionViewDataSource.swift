import Foundation

/// Supplies a collection view's items, as UIKit's `UICollectionViewDataSource`: every
/// requirement of Apple's, the optional ones with defaults in the extension.
///
/// The flow layout here makes no supplementary views and the view has no interactive moves, so
/// only the sections, the items and their cells are asked for.
///
/// When each is asked, as in UIKit:
///
/// - `numberOfSections(in:)` and `collectionView(_:numberOfItemsInSection:)` when the view lays
///   out after `reloadData()` (or its first layout), before any cell is made;
/// - `collectionView(_:cellForItemAt:)` for each item that comes on screen, usually answered
///   with `dequeueReusableCell(withReuseIdentifier:for:)` so cells scrolled off are reused;
/// - the supplementary and move requirements never: they are declared so that iOS data
///   sources implementing them compile unchanged, and their defaults are UIKit's answers when a
///   data source leaves them out (no moves; a missing supplementary view stops the program, as
///   UIKit raises an exception then).
///
/// A class that adopts the protocol must implement the two required methods; the optional ones
/// it implements are found as with any Swift protocol default: in the class that declares the
/// conformance.
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of sections (1 by default).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The number of items in a section.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item, usually from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// A header, footer or other supplementary view the layout asks for (never asked here).
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    /// Whether an item may be moved (not asked here).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// An item the user moved (not asked here).
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    /// One section (optional in UIKit).
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// Stops with a message, as UIKit does when a layout asks for a supplementary view that the
    /// data source cannot make.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        fatalError("\(type(of: self)) does not implement collectionView(_:viewForSupplementaryElementOfKind:at:)")
    }
    /// No item may be moved.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
