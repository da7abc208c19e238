import XCTest
@testable import UIKit

/// A gesture arena member that answers as a test tells it and writes what the arena does to it
/// (actions sent, resets) into a shared log, in order.
final class FakeArenaMember: GestureArenaMember, CustomStringConvertible {
    typealias Peer = FakeArenaMember

    let name: String
    /// Where `sendActions` and `reset` write their lines, shared by a test's members.
    let log: ArenaEventLog

    var stateStorage: UIGestureRecognizer.State = .possible
    var isEnabled = true
    var cancelsTouchesInView = true

    /// What `arenaShouldBegin(touches:)` answers.
    var shouldBegin = true
    /// The members named by `require(toFail:)`.
    var requiredToFail: [FakeArenaMember] = []
    /// The members this one's delegate makes it wait for.
    var delegateWaitsFor: [FakeArenaMember] = []
    /// The members this one's delegate makes wait for it.
    var delegateMakesWait: [FakeArenaMember] = []
    /// The members this one's delegate lets recognize alongside it.
    var simultaneousWith: [FakeArenaMember] = []
    /// What `canPrevent(_:)` answers for every other member.
    var preventsOthers = true
    /// How many times the arena reset the member.
    private(set) var resetCount = 0

    init(_ name: String, log: ArenaEventLog) {
        self.name = name
        self.log = log
    }

    var description: String { name }

    func arenaShouldBegin(touches: [UITouch]) -> Bool { shouldBegin }
    var failureRequirementPeers: [FakeArenaMember] { requiredToFail }
    func shouldRequireFailure(of other: FakeArenaMember) -> Bool { false }
    func shouldBeRequiredToFail(by other: FakeArenaMember) -> Bool { false }
    func canPrevent(_ other: FakeArenaMember) -> Bool { preventsOthers }
    func canBePrevented(by other: FakeArenaMember) -> Bool { true }
    func delegateRequiresFailure(of other: FakeArenaMember) -> Bool { delegateWaitsFor.contains { $0 === other } }
    func delegateRequiresFailure(by other: FakeArenaMember) -> Bool { delegateMakesWait.contains { $0 === other } }
    func delegateAllowsSimultaneousRecognition(with other: FakeArenaMember) -> Bool { simultaneousWith.contains { $0 === other } }

    func sendActions(reporting state: UIGestureRecognizer.State) { log.lines.append("\(name) \(state)") }
    func prepareForReset(touches: [UITouch]) {}

    func reset() {
        resetCount += 1
        log.lines.append("\(name) reset")
    }
}
