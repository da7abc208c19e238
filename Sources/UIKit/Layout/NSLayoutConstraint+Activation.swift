import Foundation

extension NSLayoutConstraint {
    /// The view an item lays out in: a view itself, a guide's owning view.
    static func hostView(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The closest common ancestor of the items' views (a view and its own guide share it).
    var commonAncestor: UIView? {
        guard let first = Self.hostView(of: firstItem) else { return nil }
        guard secondItem != nil else { return first }
        guard let second = Self.hostView(of: secondItem) else { return nil }
        var ancestor: UIView? = first
        while let candidate = ancestor {
            if second.isDescendant(of: candidate) { return candidate }
            ancestor = candidate.superview
        }
        return nil
    }

    /// Installs the constraint on the items' closest common ancestor; as UIKit, items with no
    /// common ancestor cannot be constrained (UIKit raises; here it is logged and ignored).
    func install() {
        guard let ancestor = commonAncestor else {
            UIKitLog.warn("Unable to activate constraint with anchors \(Self.name(of: firstItem)) and \(Self.name(of: secondItem)) "
                          + "because they have no common ancestor. Does the constraint or its anchors reference items in "
                          + "different view hierarchies? That's illegal. \(self)")
            return
        }
        if let installed = installedView {
            guard installed !== ancestor else { return }
            uninstall()
        }
        let registry = UIKitEnvironment.current.autoLayout
        activationSerial = registry.nextActivationSerial()
        installedView = ancestor
        ancestor.layoutState.installedConstraints.append(self)
        registry.structureDidChange()
        // A view constrained in code takes its frame from the engine only when the app says so
        // (`translatesAutoresizingMaskIntoConstraints = false`), as in UIKit.
        markItemsNeedLayout()
    }

    /// Takes the constraint out of the view it is installed on.
    func uninstall() {
        guard let installed = installedView else { return }
        installed.layoutState.installedConstraints.removeAll { $0 === self }
        installedView = nil
        UIKitEnvironment.current.autoLayout.structureDidChange()
        markItemsNeedLayout()
    }
}
