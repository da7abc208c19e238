import XCTest
@testable import UIKit

/// The gesture arena alone, with fake members: who wins between competitors, `require(toFail:)`
/// holding a recognition back and releasing it, simultaneous recognition, and resets once an
/// event has been handled. (`GestureRecognizerTests` drive real recognizers through touches.)
final class GestureArenaTests: XCTestCase {
    private let log = ArenaEventLog()
    private lazy var arena = makeArena(log: log)

    private func makeArena(log: ArenaEventLog) -> GestureArena<FakeArenaMember> {
        GestureArena(cancelTouchesInViews: { log.lines.append("cancel touches of \($0.name)") },
                     replayDelayedTouches: {})
    }

    /// Members that all saw one touch, engaged as touch delivery engages them on touch-down.
    private func members(_ names: String..., in arena: GestureArena<FakeArenaMember>? = nil, log: ArenaEventLog? = nil) -> [FakeArenaMember] {
        let arena = arena ?? self.arena
        let touch = UITouch()
        return names.map { name in
            let member = FakeArenaMember(name, log: log ?? self.log)
            arena.engage(member, with: touch)
            return member
        }
    }

    /// Runs `body` as one event's delivery: actions and resets wait for its end, then go out.
    private func deliver(in arena: GestureArena<FakeArenaMember>? = nil, _ body: () -> Void) {
        let arena = arena ?? self.arena
        arena.delivering(body)
        arena.flush()
    }

    // MARK: Competitors

    func test_twoCompetitors_firstRecognizes_otherFailsAndBothReset() {
        let pair = members("tap", "pan")
        let (tap, pan) = (pair[0], pair[1])

        deliver {
            arena.request(.ended, for: tap)

            XCTAssertEqual(tap.stateStorage, .ended)
            XCTAssertEqual(pan.stateStorage, .failed)
            XCTAssertEqual(log.lines, ["cancel touches of tap"])
        }

        XCTAssertEqual(log.lines, ["cancel touches of tap", "tap ended", "tap reset", "pan reset"])
        XCTAssertEqual(tap.stateStorage, .possible)
        XCTAssertEqual(pan.stateStorage, .possible)
        XCTAssertTrue(arena.engaged.isEmpty)
    }

    func test_competitor_cannotPrevent_letsTheOtherRecognizeToo() {
        let pair = members("tap", "pan")
        let (tap, pan) = (pair[0], pair[1])
        tap.preventsOthers = false

        deliver {
            arena.request(.ended, for: tap)
            arena.request(.began, for: pan)
        }

        XCTAssertEqual(log.lines, ["cancel touches of tap", "cancel touches of pan", "tap ended", "pan began", "tap reset"])
        XCTAssertEqual(pan.stateStorage, .began)
    }

    func test_member_shouldNotBegin_failsInsteadOfRecognizing() {
        let tap = members("tap")[0]
        tap.shouldBegin = false

        deliver { arena.request(.ended, for: tap) }

        XCTAssertEqual(log.lines, ["tap reset"])
        XCTAssertEqual(tap.resetCount, 1)
    }

    func test_memberNotCancellingTouches_recognizes_withoutCallingTouchDelivery() {
        let tap = members("tap")[0]
        tap.cancelsTouchesInView = false

        deliver { arena.request(.ended, for: tap) }

        XCTAssertEqual(log.lines, ["tap ended", "tap reset"])
    }

    // MARK: Required failures

    func test_requireToFail_otherStillPossible_holdsTheRecognitionBack() {
        let pair = members("single", "double")
        let (single, double) = (pair[0], pair[1])
        single.requiredToFail = [double]

        deliver { arena.request(.ended, for: single) }

        XCTAssertEqual(single.stateStorage, .possible)
        XCTAssertEqual(arena.pendingState(of: single), .ended)
        XCTAssertEqual(log.lines, [])
    }

    func test_requireToFail_otherFails_releasesTheWaiter() {
        let pair = members("single", "double")
        let (single, double) = (pair[0], pair[1])
        single.requiredToFail = [double]
        deliver { arena.request(.ended, for: single) }

        deliver { arena.request(.failed, for: double) }

        XCTAssertEqual(log.lines, ["cancel touches of single", "single ended", "double reset", "single reset"])
        XCTAssertNil(arena.pendingState(of: single))
    }

    func test_requireToFail_otherRecognizes_waiterFailsWithoutActions() {
        let pair = members("single", "double")
        let (single, double) = (pair[0], pair[1])
        single.requiredToFail = [double]
        deliver { arena.request(.ended, for: single) }

        deliver { arena.request(.ended, for: double) }

        XCTAssertEqual(log.lines, ["cancel touches of double", "double ended", "double reset", "single reset"])
        XCTAssertNil(arena.pendingState(of: single))
    }

    func test_requireToFail_ofAMemberOnAnotherTouch_stillHoldsBack() {
        let single = members("single")[0]
        let double = members("double")[0]
        single.requiredToFail = [double]

        deliver { arena.request(.ended, for: single) }

        XCTAssertEqual(arena.pendingState(of: single), .ended)
        XCTAssertEqual(log.lines, [])
    }

    func test_otherDelegate_saysItMustFailFirst_makesTheMemberWait() {
        let pair = members("pan", "edge")
        let (pan, edge) = (pair[0], pair[1])
        // The edge pan's delegate: the pan waits for the edge pan to fail.
        edge.delegateMakesWait = [pan]

        deliver { arena.request(.began, for: pan) }

        XCTAssertEqual(arena.pendingState(of: pan), .began)
        XCTAssertEqual(pan.stateStorage, .possible)
    }

    func test_heldBackContinuousGesture_endsWhileWaiting_beginsAndEndsWhenReleased() {
        let pair = members("pan", "edge")
        let (pan, edge) = (pair[0], pair[1])
        pan.delegateWaitsFor = [edge]
        deliver {
            arena.request(.began, for: pan)
            arena.request(.changed, for: pan)
            arena.request(.ended, for: pan)
        }
        XCTAssertTrue(arena.pendingEnd(of: pan))

        deliver { arena.request(.failed, for: edge) }

        XCTAssertEqual(log.lines, ["cancel touches of pan", "pan began", "pan ended", "edge reset", "pan reset"])
        XCTAssertFalse(arena.pendingEnd(of: pan))
    }

    // MARK: Simultaneous recognition

    func test_simultaneous_delegateAllows_bothBeginAndSendActions() {
        let pair = members("pinch", "rotate")
        let (pinch, rotate) = (pair[0], pair[1])
        pinch.simultaneousWith = [rotate]

        deliver {
            arena.request(.began, for: pinch)
            arena.request(.began, for: rotate)
        }

        XCTAssertEqual(pinch.stateStorage, .began)
        XCTAssertEqual(rotate.stateStorage, .began)
        XCTAssertEqual(log.lines, ["cancel touches of pinch", "cancel touches of rotate", "pinch began", "rotate began"])
    }

    func test_withoutSimultaneity_beginning_failsTheOtherPossibleMember() {
        let pair = members("pinch", "rotate")
        let (pinch, rotate) = (pair[0], pair[1])

        deliver {
            arena.request(.began, for: pinch)

            XCTAssertEqual(rotate.stateStorage, .failed)
        }

        XCTAssertEqual(pinch.stateStorage, .began)
        XCTAssertEqual(rotate.stateStorage, .possible)
        XCTAssertEqual(rotate.resetCount, 1)
        XCTAssertEqual(log.lines, ["cancel touches of pinch", "pinch began", "rotate reset"])
    }

    // MARK: Resets

    func test_reset_waitsForTheEndOfDelivery_thenResetsEachMemberOnce() {
        let pair = members("pinch", "rotate")
        let (pinch, rotate) = (pair[0], pair[1])
        pinch.simultaneousWith = [rotate]
        deliver {
            arena.request(.began, for: pinch)
            arena.request(.began, for: rotate)
        }

        deliver {
            arena.request(.ended, for: pinch)
            arena.request(.ended, for: rotate)

            XCTAssertEqual(pinch.resetCount + rotate.resetCount, 0)
            XCTAssertEqual(arena.engaged.count, 2)
        }

        XCTAssertEqual(pinch.resetCount, 1)
        XCTAssertEqual(rotate.resetCount, 1)
        XCTAssertEqual([pinch.stateStorage, rotate.stateStorage], [.possible, .possible])
        XCTAssertTrue(arena.touches(of: pinch).isEmpty && arena.touches(of: rotate).isEmpty && arena.records.isEmpty)
        XCTAssertTrue(arena.engaged.isEmpty)
    }

    func test_disabling_memberInProgress_cancelsAndResetsIt() {
        let pan = members("pan")[0]
        deliver { arena.request(.began, for: pan) }

        arena.recognizerWasDisabled(pan)

        XCTAssertEqual(log.lines, ["cancel touches of pan", "pan began", "pan cancelled", "pan reset"])
        XCTAssertEqual(pan.stateStorage, .possible)
    }

    // MARK: Trace

    func test_traceSink_set_writesTheDecisionsAndChangesNoOutcome() {
        func run(tracing: Bool) -> (events: [String], trace: [String]) {
            let log = ArenaEventLog()
            let arena = makeArena(log: log)
            var trace: [String] = []
            arena.traceSink = tracing ? { trace.append($0) } : nil
            let pair = members("single", "double", in: arena, log: log)
            pair[0].requiredToFail = [pair[1]]
            deliver(in: arena) { arena.request(.ended, for: pair[0]) }
            deliver(in: arena) { arena.request(.failed, for: pair[1]) }
            return (log.lines, trace)
        }

        let traced = run(tracing: true)
        let untraced = run(tracing: false)

        XCTAssertEqual(traced.events, untraced.events)
        XCTAssertTrue(untraced.trace.isEmpty)
        XCTAssertTrue(traced.trace.contains("[arena] single waits to be ended: a recognizer it requires to fail is still possible"))
        XCTAssertTrue(traced.trace.contains("[arena] single released: double failed"))
        XCTAssertTrue(traced.trace.contains("[arena] single reset"))
    }

    // MARK: Delivery stages

    func test_delivering_holdsActionsUntilTheOutermostStageEnds() {
        let pan = members("pan")[0]
        pan.cancelsTouchesInView = false

        arena.delivering {
            arena.delivering { arena.request(.began, for: pan) }
            XCTAssertEqual(log.lines, [], "an inner stage's end sends nothing: the event is still being delivered")
        }
        arena.flushIfIdle()

        XCTAssertEqual(log.lines, ["pan began"], "the actions go out once no stage runs")
    }
}
