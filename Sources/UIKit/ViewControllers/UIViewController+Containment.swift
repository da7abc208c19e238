import Foundation

extension UIViewController {
    /// UIKit's `addChild(_:)`: detaches the child from any old parent, tells it
    /// `willMove(toParent:)` and records it.
    func performAddChild(_ child: UIViewController) {
        guard child !== self else {
            UIKitLog.warn("addChild(_:): a view controller cannot be its own child; ignored")
            return
        }
        if child.parentStorage === self { return }
        if child.parentStorage != nil {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        child.willMove(toParent: self)
        childStorage.append(child)
        child.parentStorage = self
    }

    /// UIKit's `removeFromParent()`: forgets the parent and tells the child
    /// `didMove(toParent: nil)`.
    func performRemoveFromParent() {
        guard let parent = parentStorage else { return }
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
        didMove(toParent: nil)
    }

    /// The closest ancestor (not this controller) of class `type`.
    func nearestAncestor<T: UIViewController>(of type: T.Type) -> T? {
        var candidate = parentStorage
        while let controller = candidate {
            if let match = controller as? T { return match }
            candidate = controller.parentStorage
        }
        return nil
    }
}
