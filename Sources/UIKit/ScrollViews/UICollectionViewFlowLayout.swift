import Foundation

/// A line-based grid layout, as UIKit's `UICollectionViewFlowLayout`: items fill a row (or a
/// column when scrolling horizontally), then wrap to the next.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Which way the content scrolls.
    public enum ScrollDirection: Int, Sendable {
        /// Rows stacked downwards.
        case vertical
        /// Columns stacked to the right.
        case horizontal
    }

    /// The size of every item, unless the delegate says otherwise.
    open var itemSize = CGSize(width: 50, height: 50)
    /// The space between rows (or columns when horizontal).
    open var minimumLineSpacing: CGFloat = 10
    /// The smallest space between items in a row.
    open var minimumInteritemSpacing: CGFloat = 10
    /// The margins of each section.
    open var sectionInset = UIEdgeInsets.zero
    /// Which way the content scrolls.
    open var scrollDirection: ScrollDirection = .vertical
    /// What `sectionInset` is measured from across the lines (`.fromContentInset`, as UIKit):
    /// the content inset, the safe area, or the layout margins (see `SectionInsetReference`).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { if sectionInsetReference != oldValue { invalidateLayout() } }
    }

    private var attributes: [UICollectionViewLayoutAttributes] = []
    private var contentSize = CGSize.zero

    /// Whether the new bounds need a new layout: true when the extent the lines fill changes (the
    /// width when scrolling vertically, the height when horizontally), as a rotation does; a
    /// scroll alone keeps the layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let view = collectionView else { return false }
        return scrollDirection == .vertical ? newBounds.width != view.bounds.width : newBounds.height != view.bounds.height
    }

    /// Places every item: each row takes as many items as fit, spaced evenly, as UIKit does.
    open override func prepare() {
        attributes = []
        guard let view = collectionView else { return }
        let flowDelegate = view.delegate as? UICollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        // Lines fill the content's width (height when horizontal): the bounds less the adjusted
        // content inset, as UIKit's flow layout; the reference edges push the section insets in.
        let adjusted = view.adjustedContentInset
        let extent = vertical ? view.bounds.width - adjusted.left - adjusted.right : view.bounds.height - adjusted.top - adjusted.bottom
        let reference = referenceInsets(in: view)
        var cursor: CGFloat = 0
        var breadth: CGFloat = 0
        for section in 0..<view.numberOfSections {
            let inset = referenced(flowDelegate?.collectionView(view, layout: self, insetForSectionAt: section) ?? sectionInset,
                                   reference: reference, adjusted: adjusted)
            let lineSpacing = flowDelegate?.collectionView(view, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing = flowDelegate?.collectionView(view, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let leading = vertical ? inset.left : inset.top, trailing = vertical ? inset.right : inset.bottom
            cursor += vertical ? inset.top : inset.left
            let available = extent - leading - trailing
            var line: [(IndexPath, CGSize)] = []
            var lineLength: CGFloat = 0
            func flush() {
                guard !line.isEmpty else { return }
                let thickness = line.map { vertical ? $0.1.height : $0.1.width }.max() ?? 0
                let used = line.reduce(0) { $0 + (vertical ? $1.1.width : $1.1.height) }
                // Leftover space goes between the items, as the flow layout justifies full lines.
                let gap = line.count > 1 ? max(itemSpacing, (available - used) / CGFloat(line.count - 1)) : 0
                var along = leading
                for (indexPath, size) in line {
                    let item = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                    let across = cursor + (thickness - (vertical ? size.height : size.width)) / 2
                    item.frame = vertical ? CGRect(x: along, y: across, width: size.width, height: size.height)
                                          : CGRect(x: across, y: along, width: size.width, height: size.height)
                    attributes.append(item)
                    along += (vertical ? size.width : size.height) + gap
                }
                cursor += thickness + lineSpacing
                breadth = max(breadth, along)
                line = []
                lineLength = 0
            }
            for item in 0..<view.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let size = flowDelegate?.collectionView(view, layout: self, sizeForItemAt: indexPath) ?? itemSize
                let length = vertical ? size.width : size.height
                if !line.isEmpty && lineLength + itemSpacing + length > available { flush() }
                lineLength += (line.isEmpty ? 0 : itemSpacing) + length
                line.append((indexPath, size))
            }
            flush()
            if view.numberOfItems(inSection: section) > 0 { cursor -= lineSpacing }
            cursor += vertical ? inset.bottom : inset.right
        }
        contentSize = vertical ? CGSize(width: extent, height: cursor) : CGSize(width: cursor, height: extent)
    }

    /// The size of all the content.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// The attributes of every item intersecting `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }

    /// The attributes of the item at `indexPath`.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.indexPath == indexPath }
    }
}

/// Per-item and per-section sizes for a flow layout, asked of the collection view's delegate.
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of one item.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The margins of a section.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    /// The space between lines of a section.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The space between items of a line.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The size of a section's header (not shown here: the flow layout makes no headers).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The size of a section's footer (not shown here).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// The layout's `itemSize` (optional in UIKit).
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    /// The layout's `sectionInset` (optional in UIKit).
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    /// The layout's `minimumLineSpacing` (optional in UIKit).
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    /// The layout's `minimumInteritemSpacing` (optional in UIKit).
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    /// No header.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize { .zero }
    /// No footer.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize { .zero }
}
