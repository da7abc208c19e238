import Foundation

extension UICollectionViewFlowLayout {
    /// What a flow layout's section insets are measured from, as UIKit's
    /// `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: Int, Sendable {
        /// From the collection view's adjusted content inset: items may lie under the sensor
        /// housing of a phone on its side when the inset leaves the sides alone.
        case fromContentInset
        /// From the collection view's safe area.
        case fromSafeArea
        /// From the collection view's layout margins (which include the safe area while
        /// `insetsLayoutMarginsFromSafeArea`).
        case fromLayoutMargins
    }

    /// The insets of the reference edges from the collection view's bounds.
    func referenceInsets(in view: UICollectionView) -> UIEdgeInsets {
        switch sectionInsetReference {
        case .fromContentInset: return view.adjustedContentInset
        case .fromSafeArea: return view.safeAreaInsets
        case .fromLayoutMargins: return view.marginsGuideInsets
        }
    }

    /// A section inset measured from `reference` across the lines, given in the content's
    /// coordinates (which start at the adjusted content inset). As Apple documents, the
    /// content inset is the least it can be: where the adjusted inset already reaches past the
    /// reference edge plus the section inset, the section starts at the content inset.
    func referenced(_ inset: UIEdgeInsets, reference: UIEdgeInsets, adjusted: UIEdgeInsets) -> UIEdgeInsets {
        guard sectionInsetReference != .fromContentInset else { return inset }
        var result = inset
        if scrollDirection == .vertical {
            result.left = max(reference.left + inset.left, adjusted.left) - adjusted.left
            result.right = max(reference.right + inset.right, adjusted.right) - adjusted.right
        } else {
            result.top = max(reference.top + inset.top, adjusted.top) - adjusted.top
            result.bottom = max(reference.bottom + inset.bottom, adjusted.bottom) - adjusted.bottom
        }
        return result
    }
}
