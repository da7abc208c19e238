import Foundation

extension UIScrollView {
    /// The layout guide of the content area, as UIKit's: its origin is the content's (untranslated
    /// by scrolling) and its size, when constraints decide it, is the scroll view's `contentSize`.
    ///
    /// Constraints between the scroll view's own edges or margins and its subviews attach to this
    /// area too, as on iOS (`LayoutEngine+ScrollViews.swift`).
    public var contentLayoutGuide: UILayoutGuide {
        if let guide = layoutState.scrollContentGuide { return guide }
        let guide = UILayoutGuide(kind: .scrollContent, owningView: self, identifier: "UIScrollView-contentLayoutGuide")
        layoutState.scrollContentGuide = guide
        return guide
    }

    /// The layout guide of the scroll view's frame, as UIKit's: content pinned to it stays put
    /// while the content scrolls, and its width makes a vertical-only scroll view's content as
    /// wide as the scroll view.
    public var frameLayoutGuide: UILayoutGuide {
        if let guide = layoutState.scrollFrameGuide { return guide }
        let guide = UILayoutGuide(kind: .scrollFrame, owningView: self, identifier: "UIScrollView-frameLayoutGuide")
        layoutState.scrollFrameGuide = guide
        return guide
    }
}
