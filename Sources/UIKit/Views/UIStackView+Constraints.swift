import Foundation

extension UIStackView {
    /// The attributes of one axis: where views start and end, their center and their size.
    struct AxisAttributes {
        let start: NSLayoutConstraint.Attribute
        let end: NSLayoutConstraint.Attribute
        let center: NSLayoutConstraint.Attribute
        let size: NSLayoutConstraint.Attribute

        static let horizontal = AxisAttributes(start: .leading, end: .trailing, center: .centerX, size: .width)
        static let vertical = AxisAttributes(start: .top, end: .bottom, center: .centerY, size: .height)
    }

    /// The priority that decides ties between equally hugging views by index, below anything
    /// an app uses.
    static let ambiguitySuppressionPriority = UILayoutPriority(1)
    /// The priority that keeps a stack as small as its views allow where nothing else sizes
    /// it (UIKit's `UISV-canvas-fit`), just below `fittingSizeLevel`.
    static let canvasFitPriority = UILayoutPriority(49)
    /// The priority of the proportional sizes, below required so that required sizes the app
    /// sets on views win.
    static let proportionalPriority = UILayoutPriority(999)

    /// The attributes along the axis.
    var mainAxis: AxisAttributes { axis == .horizontal ? .horizontal : .vertical }
    /// The attributes across the axis.
    var crossAxis: AxisAttributes { axis == .horizontal ? .vertical : .horizontal }

    /// The item the views are laid out in: the bounds, or the margins guide.
    var canvas: AnyObject { isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self }

    /// Whether an arranged view takes no room: hidden, or being hidden by an animation.
    func isCollapsed(_ view: UIView) -> Bool { view.isHidden }

    /// The space after `view` in the arrangement: its custom spacing, else `spacing`.
    func spacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == UIStackView.spacingUseSystem ? UIStackView.systemSpacing : value
    }

    /// The intrinsic sizes along the axis of the views that take room (0 for none).
    func currentProportionalSizes() -> [CGFloat] {
        arrangedSubviews.filter { !isCollapsed($0) }.map { view in
            let size = view.intrinsicContentSize
            return max(0, axis == .horizontal ? size.width : size.height)
        }
    }

    /// Replaces the arrangement's constraints with ones made from the current settings.
    func rebuildArrangement() {
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for guide in spacingGuides { removeLayoutGuide(guide) }
        spacingGuides = []
        proportionalSizes = []
        var made: [NSLayoutConstraint] = []
        makeMainAxisConstraints(into: &made)
        makeCrossAxisConstraints(into: &made)
        arrangementConstraints = made
        NSLayoutConstraint.activate(made)
    }

    /// A constraint `a.attrA (relation) b.attrB * multiplier + constant` with an identifier
    /// and a priority.
    func constraint(_ a: AnyObject, _ attrA: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                    _ b: AnyObject?, _ attrB: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                    priority: UILayoutPriority = .required, _ identifier: String) -> NSLayoutConstraint {
        let made = NSLayoutConstraint(first: a, attrA, relation, second: b, attrB, multiplier: multiplier, constant: constant)
        made.priority = priority
        made.identifier = identifier
        return made
    }

    /// Edges, spacing and sizes along the axis.
    private func makeMainAxisConstraints(into made: inout [NSLayoutConstraint]) {
        let main = mainAxis, canvas = self.canvas
        let visible = arrangedSubviews.filter { !isCollapsed($0) }
        // A collapsed view has no size and sits where the previous visible view ends.
        var previousVisible: UIView?
        for view in arrangedSubviews {
            if isCollapsed(view) {
                made.append(constraint(view, main.size, .equal, nil, .notAnAttribute, "UISV-hiding"))
                if let previousVisible {
                    made.append(constraint(view, main.start, .equal, previousVisible, main.end, "UISV-hiding"))
                } else {
                    made.append(constraint(view, main.start, .equal, canvas, main.start, "UISV-hiding"))
                }
            } else {
                previousVisible = view
            }
        }
        guard let first = visible.first, let last = visible.last else {
            // Nothing takes room: the stack is as small as its margins allow.
            made.append(constraint(canvas, main.size, .equal, nil, .notAnAttribute, priority: Self.canvasFitPriority, "UISV-canvas-fit"))
            return
        }
        made.append(constraint(first, main.start, .equal, canvas, main.start, "UISV-canvas-connection"))
        made.append(constraint(canvas, main.end, .equal, last, main.end, "UISV-canvas-connection"))
        let pairs = zip(visible, visible.dropFirst()).map { ($0, $1) }
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
            for (a, b) in pairs {
                made.append(constraint(b, main.start, .equal, a, main.end, constant: spacing(after: a), "UISV-spacing"))
            }
        case .equalSpacing, .equalCentering:
            makeEqualGaps(pairs, centers: distribution == .equalCentering, into: &made)
        }
        switch distribution {
        case .fill:
            // Equal hugging leaves the extra room to any view; UIKit decides by index, and so
            // does this: views after the first prefer nothing, so the first grows first.
            for view in visible.dropFirst() {
                made.append(constraint(view, main.size, .equal, nil, .notAnAttribute, priority: Self.ambiguitySuppressionPriority,
                                       "UISV-ambiguity-suppression"))
            }
        case .fillEqually:
            for view in visible.dropFirst() {
                made.append(constraint(view, main.size, .equal, first, main.size, "UISV-fill-equally"))
            }
        case .fillProportionally:
            makeProportionalSizes(visible, into: &made)
        case .equalSpacing, .equalCentering:
            break
        }
    }

    /// Gaps (between edges, or between centers) held equal by guides between the views, each
    /// gap at least the spacing after its first view, and as small as that where nothing
    /// else sizes the stack.
    private func makeEqualGaps(_ pairs: [(UIView, UIView)], centers: Bool, into made: inout [NSLayoutConstraint]) {
        let main = mainAxis
        for (index, (a, b)) in pairs.enumerated() {
            let gap = spacing(after: a)
            made.append(constraint(b, main.start, .greaterThanOrEqual, a, main.end, constant: gap, "UISV-spacing"))
            made.append(constraint(b, main.start, .equal, a, main.end, constant: gap, priority: Self.canvasFitPriority, "UISV-canvas-fit"))
            let guide = UILayoutGuide()
            guide.identifier = "UISV-distributing"
            addLayoutGuide(guide)
            spacingGuides.append(guide)
            made.append(constraint(guide, main.start, .equal, a, centers ? main.center : main.end, "UISV-distributing-edge"))
            made.append(constraint(b, centers ? main.center : main.start, .equal, guide, main.end, "UISV-distributing-edge"))
            // The guides need a cross-axis place too, or the engine would find them ambiguous.
            made.append(constraint(guide, crossAxis.start, .equal, self, crossAxis.start, "UISV-distributing-edge"))
            made.append(constraint(guide, crossAxis.size, .equal, nil, .notAnAttribute, "UISV-distributing-edge"))
            if index > 0 {
                made.append(constraint(guide, main.size, .equal, spacingGuides[0], main.size,
                                       centers ? "UISV-equal-centering" : "UISV-fill-equally"))
            }
        }
    }

    /// Sizes along the axis in proportion to the views' intrinsic sizes, sharing the room the
    /// spacing leaves; without intrinsic sizes the views fill as with `.fill`.
    private func makeProportionalSizes(_ visible: [UIView], into made: inout [NSLayoutConstraint]) {
        let sizes = currentProportionalSizes()
        proportionalSizes = sizes
        let total = sizes.reduce(0, +)
        guard total > 0 else { return }
        let gaps = zip(visible, visible.dropFirst()).map { spacing(after: $0.0) }.reduce(0, +)
        for (view, size) in zip(visible, sizes) {
            let share = size / total
            made.append(constraint(view, mainAxis.size, .equal, canvas, mainAxis.size, multiplier: share, constant: -share * gaps,
                                   priority: Self.proportionalPriority, "UISV-fill-proportionally"))
        }
    }

    /// Placement across the axis by the alignment, for every arranged view.
    private func makeCrossAxisConstraints(into made: inout [NSLayoutConstraint]) {
        let cross = crossAxis, canvas = self.canvas
        let placement = alignment.crossPlacement
        for view in arrangedSubviews {
            switch placement {
            case .fill:
                made.append(constraint(view, cross.start, .equal, canvas, cross.start, "UISV-alignment"))
                made.append(constraint(canvas, cross.end, .equal, view, cross.end, "UISV-alignment"))
            case .start:
                made.append(constraint(view, cross.start, .equal, canvas, cross.start, "UISV-alignment"))
                made.append(constraint(canvas, cross.end, .greaterThanOrEqual, view, cross.end, "UISV-spanning-boundary"))
            case .end:
                made.append(constraint(canvas, cross.end, .equal, view, cross.end, "UISV-alignment"))
                made.append(constraint(view, cross.start, .greaterThanOrEqual, canvas, cross.start, "UISV-spanning-boundary"))
            case .center:
                made.append(constraint(view, cross.center, .equal, canvas, cross.center, "UISV-alignment"))
                made.append(constraint(view, cross.start, .greaterThanOrEqual, canvas, cross.start, "UISV-spanning-boundary"))
            }
        }
        if placement != .fill || arrangedSubviews.isEmpty {
            // Where nothing else sizes the stack across its axis, it is as thick as its
            // thickest view.
            made.append(constraint(canvas, cross.size, .equal, nil, .notAnAttribute, priority: Self.canvasFitPriority, "UISV-canvas-fit"))
        }
    }
}
