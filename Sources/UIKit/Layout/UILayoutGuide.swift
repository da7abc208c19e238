import Foundation

/// An invisible rectangle that takes part in Auto Layout like a view, as UIKit's
/// `UILayoutGuide`: add it to a view with `addLayoutGuide(_:)`, constrain its anchors, and
/// read `layoutFrame` after layout. A view's `safeAreaLayoutGuide` and `layoutMarginsGuide`
/// are guides the view keeps in place itself.
open class UILayoutGuide: NSObject {
    /// Where the guide's rectangle comes from: the app's constraints, the owning view's safe
    /// area, margins or readable width, or a scroll view's content area or frame
    /// (`UIScrollView+LayoutGuides.swift`).
    enum Kind { case custom, safeArea, margins, readableContent, scrollContent, scrollFrame }

    let kind: Kind
    /// The view the guide belongs to.
    open weak internal(set) var owningView: UIView?
    /// A name shown in logs.
    open var identifier = ""

    /// Creates a guide for `addLayoutGuide(_:)`.
    public override init() {
        kind = .custom
        super.init()
    }

    init(kind: Kind, owningView: UIView, identifier: String) {
        self.kind = kind
        self.owningView = owningView
        self.identifier = identifier
        super.init()
    }

    /// The guide's rectangle in its owning view's coordinates: after layout for a custom guide,
    /// the safe area or the margins for the view's own guides.
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        switch kind {
        case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
        case .margins: return view.bounds.inset(by: view.marginsGuideInsets)
        case .readableContent: return view.bounds.inset(by: view.readableContentInsets)
        case .scrollFrame: return view.bounds
        case .scrollContent:
            view.layoutRoot.layoutStateStorage?.engine?.solveIfNeeded()
            let size = (view as? UIScrollView)?.contentSize ?? .zero
            return view.layoutRoot.layoutStateStorage?.engine?.solvedFrame(of: self) ?? CGRect(origin: .zero, size: size)
        case .custom:
            view.layoutRoot.layoutStateStorage?.engine?.solveIfNeeded()
            return view.layoutRoot.layoutStateStorage?.engine?.solvedFrame(of: self) ?? .zero
        }
    }

    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The leading edge (the left edge: left-to-right only).
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (the right edge: left-to-right only).
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The horizontal center.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical center.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
