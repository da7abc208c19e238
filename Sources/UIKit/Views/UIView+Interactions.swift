import Foundation

extension UIView {
    /// The interaction state, made on first use.
    var interactionState: ViewInteractionState {
        if let state = interactionStateStorage { return state }
        let state = ViewInteractionState()
        interactionStateStorage = state
        return state
    }

    func baseAddInteraction(_ interaction: UIInteraction) {
        // As in UIKit, an interaction lives on one view: attaching it elsewhere detaches it first.
        if let previous = interaction.view, previous !== self { previous.removeInteraction(interaction) }
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: self)
        interactionState.interactions.append(interaction)
        interaction.didMove(to: self)
    }

    func baseRemoveInteraction(_ interaction: UIInteraction) {
        guard let state = interactionStateStorage, state.interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        state.interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }

    /// The direction content with `attribute` is laid out in: right to left only when forced,
    /// else left to right (the only language direction here), as UIKit decides for a
    /// left-to-right language.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The constraints that place this view along `axis`: those of this view and of its
    /// ancestors that name the view (or its guides) and an attribute of that axis, as UIKit's
    /// debugging aid lists them.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var holder: UIView? = self
        while let view = holder {
            for constraint in view.constraints where constraint.isActive && constraint.affects(self, along: axis) {
                found.append(constraint)
            }
            holder = view.superview
        }
        return found
    }
}

extension NSLayoutConstraint {
    /// Whether the constraint names `view` (or one of its guides) with an attribute of `axis`.
    func affects(_ view: UIView, along axis: NSLayoutConstraint.Axis) -> Bool {
        func names(_ item: AnyObject?) -> Bool {
            item === view || (item as? UILayoutGuide)?.owningView === view
        }
        return (names(firstItem) && firstAttribute.axis == axis) || (names(secondItem) && secondAttribute.axis == axis)
    }
}

extension NSLayoutConstraint.Attribute {
    /// The axis the attribute lies along (nil for `.notAnAttribute`).
    var axis: NSLayoutConstraint.Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        default:
            return nil
        }
    }
}
