import Foundation

extension UIView {
    /// After `view` was added here: its own engine (if it was a root) is dropped, and with
    /// Auto Layout in use the hierarchy is re-read at the next layout, which this view asks for.
    func hierarchyDidChange(adding view: UIView) {
        view.layoutStateStorage?.engine = nil
        guard UIKitEnvironment.isBound else { return }
        let registry = UIKitEnvironment.current.autoLayout
        // A view that makes its constraints in updateConstraints() needs the engine even
        // before any constraint exists.
        if type(of: view).requiresConstraintBasedLayout { registry.structureDidChange() }
        guard registry.isInUse else { return }
        registry.hierarchyDidChange()
        setNeedsLayout()
    }

    /// Before this view leaves `parent`: deactivates the constraints installed on `parent` and
    /// its ancestors that refer to this view or a view inside it, as UIKit's
    /// `removeFromSuperview()` does.
    func removeConstraintsReferencingSubtree(above parent: UIView) {
        guard UIKitEnvironment.isBound, UIKitEnvironment.current.autoLayout.isInUse else { return }
        func isInside(_ item: AnyObject?) -> Bool {
            NSLayoutConstraint.hostView(of: item)?.isDescendant(of: self) ?? false
        }
        var ancestor: UIView? = parent
        while let view = ancestor {
            for constraint in view.constraints where isInside(constraint.firstItem) || isInside(constraint.secondItem) {
                constraint.isActive = false
            }
            ancestor = view.superview
        }
        UIKitEnvironment.current.autoLayout.hierarchyDidChange()
    }
}
