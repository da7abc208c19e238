import Foundation

/// Auto Layout's state for one environment: whether any constraint exists yet, a generation
/// number that tells the layout engines to re-read the hierarchy, the activation order, and the
/// constraints broken because they could not be satisfied.
///
/// Each hierarchy's solver lives with its root view (`LayoutEngine`); this registry only holds
/// what is shared by the environment's windows.
final class AutoLayoutRegistry {
    /// Whether a constraint was ever activated here; until then layout skips Auto Layout
    /// entirely, so apps that use frames only lay out exactly as before.
    private(set) var isInUse = false
    /// Bumped when constraints, hierarchies or intrinsic sizes change; an engine whose
    /// generation differs re-reads its hierarchy before solving.
    private(set) var generation = 0
    private var serial = 0
    /// The descriptions of the constraints broken to recover from unsatisfiable sets, oldest
    /// first, for tests and diagnostics.
    var brokenConstraints: [String] = []
    /// The "Unable to simultaneously satisfy constraints" messages logged, oldest first.
    var unsatisfiableMessages: [String] = []

    /// A new activation number.
    func nextActivationSerial() -> Int {
        serial += 1
        return serial
    }

    /// Something the engines read changed: they re-read their hierarchies at the next layout.
    func structureDidChange() {
        isInUse = true
        generation += 1
    }

    /// Notes a hierarchy change; ignored until Auto Layout is in use.
    func hierarchyDidChange() {
        if isInUse { generation += 1 }
    }

    /// A constraint's constant changed: the engine holding it re-solves incrementally.
    func constantDidChange(of constraint: NSLayoutConstraint) {
        if let root = constraint.installedView?.layoutRoot, let engine = root.layoutStateStorage?.engine {
            engine.constantDidChange(of: constraint)
        }
        constraint.markItemsNeedLayout()
    }
}

extension UIKitEnvironment {
    /// Auto Layout's shared state in this environment.
    var autoLayout: AutoLayoutRegistry { autoLayoutStorage }

    /// The descriptions of the constraints Auto Layout broke because a required set could not
    /// be satisfied, oldest first.
    ///
    /// Unlike UIKit, which only logs them, TransitionLab keeps them so tests can check a layout.
    @_spi(TransitionLab) public var brokenLayoutConstraints: [String] { autoLayout.brokenConstraints }
}
