import Foundation

extension UIView {
    /// Whether the view's frame stays authoritative (true, the default for views made in code):
    /// Auto Layout then treats the frame as fixed, as UIKit's autoresizing-mask constraints
    /// do. Set it to false to have constraints decide the frame.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutStateStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutState.translatesAutoresizingMaskIntoConstraints = newValue
            UIKitEnvironment.current.autoLayout.structureDidChange()
            (superview ?? self).setNeedsLayout()
        }
    }

    /// The constraints installed on this view (the active ones whose items' closest common
    /// ancestor it is).
    public var constraints: [NSLayoutConstraint] { layoutStateStorage?.installedConstraints ?? [] }

    /// Activates a constraint (UIKit's older form; `isActive = true` is the modern one).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }

    /// Activates constraints.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }

    /// Deactivates a constraint installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.installedView === self { constraint.isActive = false }
    }

    /// Deactivates constraints installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// How strongly the view resists growing beyond its intrinsic size on an axis (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutState.hugging.horizontal : layoutState.hugging.vertical
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size on an axis.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.hugging.horizontal = priority } else { layoutState.hugging.vertical = priority }
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size on an axis (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutState.compressionResistance.horizontal : layoutState.compressionResistance.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on an axis.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            layoutState.compressionResistance.horizontal = priority
        } else {
            layoutState.compressionResistance.vertical = priority
        }
        invalidateIntrinsicContentSize()
    }

    /// Tells Auto Layout the intrinsic content size changed: it is read again at the next layout.
    public func invalidateIntrinsicContentSize() {
        guard UIKitEnvironment.isBound, UIKitEnvironment.current.autoLayout.isInUse else { return }
        UIKitEnvironment.current.autoLayout.hierarchyDidChange()
        (superview ?? self).setNeedsLayout()
    }

    /// Asks for `updateConstraints()` before the next layout.
    public func setNeedsUpdateConstraints() {
        layoutState.needsUpdateConstraints = true
        UIKitEnvironment.current.autoLayout.structureDidChange()
        setNeedsLayout()
    }

    /// Whether `updateConstraints()` is pending.
    public func needsUpdateConstraints() -> Bool { layoutStateStorage?.needsUpdateConstraints ?? true }

    /// Runs the pending `updateConstraints()` calls in this view's subtree now.
    public func updateConstraintsIfNeeded() { runUpdateConstraintsPass() }

    /// The layout guides added to the view.
    public var layoutGuides: [UILayoutGuide] { layoutStateStorage?.layoutGuides ?? [] }

    /// Adds a layout guide, which then takes part in Auto Layout in this view's coordinates.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView = self
        if !layoutState.layoutGuides.contains(where: { $0 === layoutGuide }) { layoutState.layoutGuides.append(layoutGuide) }
    }

    /// Removes a layout guide (its constraints stop having effect).
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutState.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
        UIKitEnvironment.current.autoLayout.hierarchyDidChange()
    }

    /// Whether the engine left some of the view's frame undetermined by its constraints.
    public var hasAmbiguousLayout: Bool {
        guard UIKitEnvironment.current.autoLayout.isInUse else { return false }
        let engine = hierarchyLayoutEngine
        engine.solveIfNeeded()
        return engine.isAmbiguous(self)
    }

    /// The smallest size (for `UIView.layoutFittingCompressedSize`) or largest
    /// (`layoutFittingExpandedSize`) that satisfies the constraints of the view's subtree, or
    /// the one closest to `targetSize`, solved in an engine of its own.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// As `systemLayoutSizeFitting(_:)`; unlike UIKit, both priorities are taken as
    /// `fittingSizeLevel` unless one is required, which fixes that side to the target.
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        UIKitEnvironment.current.autoLayout.structureDidChange()
        let engine = LayoutEngine(root: self, fittingTarget: targetSize)
        engine.solveIfNeeded()
        guard let variables = engine.items[ObjectIdentifier(self)] else { return targetSize }
        let width = horizontalFittingPriority == .required ? targetSize.width : CGFloat(variables.width.value)
        let height = verticalFittingPriority == .required ? targetSize.height : CGFloat(variables.height.value)
        return CGSize(width: width, height: height)
    }

    /// The target of `systemLayoutSizeFitting(_:)` for the smallest size.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The target of `systemLayoutSizeFitting(_:)` for the largest size.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)
}

extension NSLayoutConstraint {
    /// A layout direction, as UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}
