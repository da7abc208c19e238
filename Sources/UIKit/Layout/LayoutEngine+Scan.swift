import Cassowary
import Foundation

extension LayoutEngine {
    /// Re-reads the hierarchy: runs the update-constraints pass, collects the active
    /// constraints and the views laid out by the engine, and brings the solver in line,
    /// incrementally unless a view moved to another container (then from scratch).
    func scan(rebuild: Bool) {
        guard let root else { return }
        root.runUpdateConstraintsPass()
        var constraints: [NSLayoutConstraint] = []
        var freeViews: [UIView] = []
        collect(root, isRoot: true, into: &constraints, &freeViews)
        constraints.sort { $0.activationSerial < $1.activationSerial }

        var needed: [AnyObject] = freeViews
        for constraint in constraints {
            let (first, second) = solverItems(of: constraint)
            if let first { needed.append(first) }
            if let second { needed.append(second) }
        }
        var order: [ObjectIdentifier] = []
        var wanted: [ObjectIdentifier: (item: AnyObject, container: UIView?, role: LayoutItemVariables.Role)] = [:]
        func want(_ item: AnyObject) {
            let key = ObjectIdentifier(item)
            guard wanted[key] == nil else { return }
            let container: UIView?, role: LayoutItemVariables.Role
            if let view = item as? UIView {
                container = view === root ? nil : view.superview
                role = view === root ? .root : (view.translatesAutoresizingMaskIntoConstraints ? .frozen : .free)
            } else if let guide = item as? UILayoutGuide {
                container = guide.owningView
                switch guide.kind {
                case .custom: role = .free
                case .scrollContent: role = .contentArea
                case .safeArea, .margins, .readableContent, .scrollFrame: role = .systemGuide
                }
            } else { return }
            // Containers first, so pins and expressions are made from the root down.
            if let container { want(container) }
            wanted[key] = (item, container, role)
            order.append(key)
        }
        want(root)
        for item in needed { want(item) }

        let stale = items.contains { key, variables in
            guard let next = wanted[key] else { return false }
            // A freed item's identifier can come back for a new one: that is stale too.
            return variables.item !== next.item || variables.container !== next.container || variables.role != next.role
        }
        if rebuild || stale {
            solver = LayoutSolver()
            items = [:]
            userConstraints = [:]
        }
        // Removals go in creation order: the tableau, and so an ambiguous layout, must not
        // depend on the order of a dictionary.
        for (key, variables) in items.sorted(by: { $0.value.serial < $1.value.serial }) where wanted[key] == nil {
            for pin in variables.pins { solver.remove(pin.constraint) }
            for intrinsicKey in variables.intrinsic.keys.sorted() { solver.remove(variables.intrinsic[intrinsicKey]!) }
            items[key] = nil
        }
        for key in order where items[key] == nil {
            let next = wanted[key]!
            let variables = LayoutItemVariables(item: next.item, container: next.container, role: next.role, serial: nextItemSerial())
            items[key] = variables
            addPins(for: variables)
        }
        for view in freeViews { updateIntrinsicConstraints(of: view) }

        let active = Set(constraints.map(ObjectIdentifier.init))
        let sortedEntries = userConstraints.sorted { $0.value.constraint.activationSerial < $1.value.constraint.activationSerial }
        for (key, entry) in sortedEntries {
            // A broken constraint sits just below required while the app's says required.
            let wasBroken = entry.constraint.priority.isRequiredLevel && !entry.solved.isRequired
            if !active.contains(key) || (!wasBroken && entry.solved.priority != entry.constraint.priority.rawValue) {
                solver.remove(entry.solved)
                userConstraints[key] = nil
            }
        }
        for constraint in constraints where userConstraints[ObjectIdentifier(constraint)] == nil {
            guard let (expression, relation, base) = solverForm(of: constraint) else { continue }
            let solved = addOrBreak(SolverConstraint(expression, relation, priority: constraint.priority.rawValue, owner: constraint))
            userConstraints[ObjectIdentifier(constraint)] = (constraint, solved, base)
        }
    }

    /// Walks the hierarchy in subview order, collecting active constraints whose items are
    /// still inside the view they are installed on, and the views laid out by the engine.
    private func collect(_ view: UIView, isRoot: Bool, into constraints: inout [NSLayoutConstraint], _ freeViews: inout [UIView]) {
        if !isRoot && !view.translatesAutoresizingMaskIntoConstraints { freeViews.append(view) }
        if let state = view.layoutStateStorage {
            for constraint in state.installedConstraints {
                let constrained: [AnyObject] = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
                if constrained.allSatisfy({ NSLayoutConstraint.hostView(of: $0)?.isDescendant(of: view) ?? false }) {
                    constraints.append(constraint)
                }
            }
        }
        for subview in view.subviews { collect(subview, isRoot: false, into: &constraints, &freeViews) }
    }
}

extension UILayoutPriority {
    /// Whether the priority is required.
    var isRequiredLevel: Bool { self >= .required }
}
