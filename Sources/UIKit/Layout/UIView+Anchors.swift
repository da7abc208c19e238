import Foundation

extension UIView {
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The leading edge; unlike UIKit, always the left edge (left-to-right layouts only).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge; unlike UIKit, always the right edge (left-to-right layouts only).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The first line's baseline; unlike UIKit, the bottom edge for every view.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last line's baseline; unlike UIKit, the bottom edge for every view.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// The guide of the area not covered by bars, the status bar, the home indicator or the
    /// rounded corners (`safeAreaInsets` inside the bounds).
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = layoutState.safeAreaGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owningView: self, identifier: "UIViewSafeAreaLayoutGuide")
        layoutState.safeAreaGuide = guide
        return guide
    }

    /// The guide of the bounds inset by the layout margins (and by the safe area when
    /// `insetsLayoutMarginsFromSafeArea`).
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = layoutState.marginsGuide { return guide }
        let guide = UILayoutGuide(kind: .margins, owningView: self, identifier: "UIViewLayoutMarginsGuide")
        layoutState.marginsGuide = guide
        return guide
    }

    /// The guide of the margins narrowed, centred, to a readable line length: UIKit's 672 points
    /// at the default text size, so on a phone it is the margins guide and on an iPad's full
    /// width it is a centred column.
    public var readableContentGuide: UILayoutGuide {
        if let guide = layoutState.readableGuide { return guide }
        let guide = UILayoutGuide(kind: .readableContent, owningView: self, identifier: "UIViewReadableContentGuide")
        layoutState.readableGuide = guide
        return guide
    }

    /// The widest `readableContentGuide` UIKit makes at the default text size (Large).
    static let readableContentWidth: CGFloat = 672

    /// The insets of `readableContentGuide`: the margins, widened evenly at the sides so that no
    /// more than `readableContentWidth` is left between them.
    var readableContentInsets: UIEdgeInsets {
        var insets = marginsGuideInsets
        let excess = bounds.width - insets.left - insets.right - Self.readableContentWidth
        if excess > 0 {
            insets.left += excess / 2
            insets.right += excess / 2
        }
        return insets
    }

    /// The space Auto Layout keeps inside the edges for margin attributes and the margins
    /// guide: 8 points on each side by default; for a view controller's root view, UIKit's
    /// system minimum instead (16 points at the sides in compact width, 20 in regular width,
    /// none at the top and bottom).
    public var layoutMargins: UIEdgeInsets {
        get {
            if let margins = layoutStateStorage?.layoutMargins { return margins }
            guard owningViewController != nil, UIKitEnvironment.isBound else { return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
            let compact = UITraitCollection.current(for: UIKitEnvironment.current.screen).horizontalSizeClass != .regular
            let side: CGFloat = compact ? 16 : 20
            return UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
        }
        set {
            layoutState.layoutMargins = newValue
            reportLayoutMarginsChange()
            if UIKitEnvironment.current.autoLayout.isInUse { UIKitEnvironment.current.autoLayout.hierarchyDidChange() }
            setNeedsLayout()
        }
    }

    /// The layout margins with leading and trailing (the same as left and right here).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    /// Whether the margins are measured from the safe area rather than from the edges (true).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutStateStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            layoutState.insetsLayoutMarginsFromSafeArea = newValue
            if safeAreaInsets != .zero { reportLayoutMarginsChange() }
            setNeedsLayout()
        }
    }

    /// Whether the view's margins also keep content inside its superview's margins (false):
    /// where the view lies closer to the superview's edge than the superview's margin, its own
    /// margin grows by the smallest amount that keeps content inside both.
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutStateStorage?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            layoutState.preservesSuperviewLayoutMargins = newValue
            reportLayoutMarginsChange()
            setNeedsLayout()
        }
    }

    /// The insets of the margins guide: the margins, plus the safe area when asked, and no
    /// less than the superview's margins reach into the view when it preserves them.
    var marginsGuideInsets: UIEdgeInsets {
        let margins = layoutMargins
        var insets = margins
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            insets = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                  bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        guard preservesSuperviewLayoutMargins, let superview else { return insets }
        let outer = superview.marginsGuideInsets, frame = untransformedFrame, area = superview.bounds
        insets.left = max(insets.left, outer.left - (frame.minX - area.minX))
        insets.top = max(insets.top, outer.top - (frame.minY - area.minY))
        insets.right = max(insets.right, outer.right - (area.maxX - frame.maxX))
        insets.bottom = max(insets.bottom, outer.bottom - (area.maxY - frame.maxY))
        return insets
    }
}

/// Insets by leading and trailing rather than left and right, as UIKit's
/// `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// Inset from the top.
    public var top: CGFloat
    /// Inset from the leading edge.
    public var leading: CGFloat
    /// Inset from the bottom.
    public var bottom: CGFloat
    /// Inset from the trailing edge.
    public var trailing: CGFloat

    /// Creates insets.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
