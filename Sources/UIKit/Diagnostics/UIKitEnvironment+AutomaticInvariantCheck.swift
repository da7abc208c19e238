import Foundation
import QuartzCore

/// The automatic invariant check: on the frame after a transition ends, once the transition's
/// completion handlers have cleaned up, `checkInvariants()` runs and each violation is logged
/// with the transition that ended before it, like an `assert` that logs instead of stopping.
///
/// It runs when `checksInvariantsAfterTransitions` is on: in debug builds by default, and in
/// tests, whose helpers turn it on (tests build for release with `-enable-testing`, so the build
/// configuration alone cannot tell). Release builds of the app skip it.
extension UIKitEnvironment {
    /// Whether the automatic check is on when an environment is made: true in debug builds.
    @_spi(TransitionLab) public static var checksInvariantsByDefault: Bool {
        #if DEBUG
        return true
        #else
        return false
        #endif
    }

    /// The label of the automatic check's display link (it lives for one frame).
    static let invariantCheckLabel = "UIKit invariant check"

    /// Arranges the check for the next frame after a transition of `kind` ended (once, however
    /// many transitions end in the same frame).
    func scheduleInvariantCheck(after kind: TransitionActivity.Kind) {
        guard checksInvariantsAfterTransitions else { return }
        let endedAt = layerContext.mediaTime
        pendingInvariantCheck?.invalidate()
        let link = CADisplayLink { [weak self] link in
            link.invalidate()
            guard let self else { return }
            self.pendingInvariantCheck = nil
            self.runAutomaticInvariantCheck(after: kind, endedAt: endedAt)
        }
        link.label = Self.invariantCheckLabel
        pendingInvariantCheck = link
        link.add(to: .current, forMode: .common)
    }

    /// Checks and logs, unless another transition has begun meanwhile (its own end checks).
    func runAutomaticInvariantCheck(after kind: TransitionActivity.Kind, endedAt: CFTimeInterval) {
        guard !isTransitioning else { return }
        let violations = checkInvariants()
        guard !violations.isEmpty else { return }
        loggedInvariantViolations.append(contentsOf: violations)
        for violation in violations {
            UIKitLog.warn("invariant broken after a \(kind.rawValue) ended at t=\(String(format: "%.3f", endedAt)) s: "
                + "\(violation)")
        }
    }
}
