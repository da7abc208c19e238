import Foundation

extension GestureArena {
    /// Engaged recognizers that saw at least one of the same touches.
    func competitors(of recognizer: Member) -> [Member] {
        engaged.filter { other in
            other !== recognizer && touches(of: other).contains { touch in touches(of: recognizer).contains { $0 === touch } }
        }
    }

    /// Competitors plus the engaged recognizers named by `require(toFail:)`.
    func candidates(for recognizer: Member) -> [Member] {
        var result = competitors(of: recognizer)
        for other in recognizer.failureRequirementPeers {
            guard engaged.contains(where: { $0 === other }), !result.contains(where: { $0 === other }) else { continue }
            result.append(other)
        }
        return result
    }

    /// Whether `waiter` must wait for `other` to fail: either side's rule or delegate says so.
    ///
    /// The questions go in UIKit's order and stop at the first yes, so a delegate is asked
    /// exactly as often as before the arena had members.
    func requiresFailure(of other: Member, by waiter: Member) -> Bool {
        waiter.failureRequirementPeers.contains { $0 === other }
            || waiter.shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: waiter)
            || waiter.delegateRequiresFailure(of: other)
            || other.delegateRequiresFailure(by: waiter)
    }

    /// Whether either delegate lets the two recognize together.
    func simultaneous(_ a: Member, _ b: Member) -> Bool {
        a.delegateAllowsSimultaneousRecognition(with: b) || b.delegateAllowsSimultaneousRecognition(with: a)
    }
}
