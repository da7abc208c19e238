import Cassowary
import Foundation

/// The Auto Layout engine of one view hierarchy: the solver for every constraint installed in
/// the hierarchy of its root view (a window, or the top view of a hierarchy not on screen),
/// kept with that root, never shared between hierarchies or environments.
///
/// The engine re-reads the hierarchy when the environment's Auto Layout generation changes
/// (constraints activated or deactivated, views moved, intrinsic sizes invalidated) and changes
/// the solver incrementally: constraints that stay, stay in the tableau; frames of views laid
/// out by their frames and safe-area insets enter as pins whose constants are edited in place;
/// a changed `constant` goes straight to `LayoutSolver.changeConstant`.
final class LayoutEngine {
    weak var root: UIView?
    /// The size `systemLayoutSizeFitting(_:)` asks for, or nil for an on-screen engine.
    let fittingTarget: CGSize?
    var solver = LayoutSolver()
    var items: [ObjectIdentifier: LayoutItemVariables] = [:]
    /// The active constraints in the solver: the solver's form and its constant without the
    /// app's constant (margins, for instance).
    var userConstraints: [ObjectIdentifier: (constraint: NSLayoutConstraint, solved: SolverConstraint, base: Double)] = [:]
    var scannedGeneration = -1
    private var itemSerial = 0
    var needsRebuild = false

    init(root: UIView, fittingTarget: CGSize? = nil) {
        self.root = root
        self.fittingTarget = fittingTarget
    }

    /// Brings the solver up to date with the hierarchy and reads the solution: re-reads the
    /// hierarchy if it changed, edits the pins whose frames or insets moved, and marks the
    /// superviews of views whose solved frames differ from their frames as needing layout.
    func solveIfNeeded() {
        guard root != nil else { return }
        let registry = UIKitEnvironment.current.autoLayout
        if needsRebuild || scannedGeneration != registry.generation {
            scan(rebuild: needsRebuild)
            needsRebuild = false
            scannedGeneration = registry.generation
        }
        updatePins()
        updateMarginConstants()
        if needsRebuild {
            scan(rebuild: true)
            needsRebuild = false
        }
        solver.updateVariables()
        measureAtSolvedWidths()
        markChangedViews()
    }

    /// A constant of an active constraint changed: edit it in the tableau.
    func constantDidChange(of constraint: NSLayoutConstraint) {
        guard let entry = userConstraints[ObjectIdentifier(constraint)] else { return }
        do {
            try solver.changeConstant(of: entry.solved, to: entry.base - Double(constraint.constant))
        } catch {
            // A required set that the new constant makes unsatisfiable: start again from the
            // constraints, which logs and breaks one as adding it would.
            needsRebuild = true
        }
    }

    /// The solved frame of a view or guide in its container's coordinates, if the engine
    /// lays it out.
    func solvedFrame(of item: AnyObject) -> CGRect? {
        items[ObjectIdentifier(item)].map { $0.solvedFrame(scale: scale) }
    }

    /// Sets a view's frame from the solution if the engine lays it out.
    func apply(to view: UIView) {
        guard let variables = items[ObjectIdentifier(view)], variables.role == .free else { return }
        view.untransformedFrame = variables.solvedFrame(scale: scale)
    }

    /// Whether the solution leaves some of the item's frame free to move without breaking a
    /// constraint (a variable no constraint pins down).
    func isAmbiguous(_ item: AnyObject) -> Bool {
        guard let variables = items[ObjectIdentifier(item)], variables.role == .free else { return false }
        // Another layout variable, or a slack or error that costs nothing, can move one of
        // them without any constraint noticing.
        return [variables.minX, variables.minY, variables.width, variables.height].contains { solver.isUndetermined($0) }
    }

    /// A new creation number for item variables.
    func nextItemSerial() -> Int {
        itemSerial += 1
        return itemSerial
    }

    var scale: CGFloat { UIKitEnvironment.current.screen.scale }

    /// Marks the superviews of free views whose solved frames differ from their frames, so
    /// the layout pass applies them.
    private func markChangedViews() {
        for variables in items.values where variables.role == .contentArea {
            guard let scrollView = variables.container as? UIScrollView else { continue }
            if scrollView.contentSize != variables.solvedFrame(scale: scale).size, !scrollView.layer.needsLayout() {
                scrollView.setNeedsLayout()
            }
        }
        for variables in items.values where variables.role == .free {
            guard let view = variables.item as? UIView, let superview = view.superview else { continue }
            if view.untransformedFrame != variables.solvedFrame(scale: scale), !superview.layer.needsLayout() {
                superview.setNeedsLayout()
            }
        }
    }

    /// Adds a constraint; if it is required and cannot be satisfied, logs UIKit's message with
    /// the constraints involved and adds it again just below required ("breaks" it), so layout
    /// goes on with the others satisfied.
    func addOrBreak(_ constraint: SolverConstraint) -> SolverConstraint {
        do {
            try solver.add(constraint)
            return constraint
        } catch LayoutSolverError.unsatisfiable(let involved) {
            let lowered = SolverConstraint(constraint.expression, constraint.relation,
                                           priority: UILayoutPriority.required.rawValue - 0.5,
                                           owner: constraint.owner, label: constraint.label)
            reportUnsatisfiable(involved.isEmpty ? solver.requiredNeighbours(of: constraint) + [constraint] : involved,
                                broken: constraint)
            try? solver.add(lowered)
            return lowered
        } catch {
            return constraint
        }
    }

    private func reportUnsatisfiable(_ involved: [SolverConstraint], broken: SolverConstraint) {
        func describe(_ constraint: SolverConstraint) -> String {
            (constraint.owner as? NSLayoutConstraint)?.description ?? constraint.label
        }
        let list = involved.map { "    \"\(describe($0))\"" }.joined(separator: ",\n")
        let message = "Unable to simultaneously satisfy constraints.\n"
            + "\tProbably at least one of the constraints in the following list is one you don't want.\n"
            + "(\n\(list)\n)\n\nWill attempt to recover by breaking constraint \n\(describe(broken))"
        let registry = UIKitEnvironment.current.autoLayout
        registry.unsatisfiableMessages.append(message)
        registry.brokenConstraints.append(describe(broken))
        UIKitLog.warn(message)
    }
}
