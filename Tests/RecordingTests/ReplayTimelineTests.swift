import Overlays
import Recording
import XCTest

/// A replay's timeline: its marks found again, and shown on the review bar.
final class ReplayTimelineTests: XCTestCase {
    private let timeline = ReplayTimeline(lastFrame: 300, marks: [
        TimelineMark(frame: 20, kind: .touchDown), TimelineMark(frame: 24, kind: .touchUp),
        TimelineMark(frame: 24, kind: .transitionBegan, detail: "push"), TimelineMark(frame: 60, kind: .transitionFinished, detail: "push"),
        TimelineMark(frame: 120, kind: .transitionBegan, detail: "pop"), TimelineMark(frame: 150, kind: .transitionCancelled, detail: "pop"),
        TimelineMark(frame: 200, kind: .transitionBegan, detail: "presentation"), TimelineMark(frame: 210, kind: .transitionFinished, detail: "dismissal"),
        TimelineMark(frame: 230, kind: .rotation),
    ])

    func test_marks_nextAndPrevious() {
        XCTAssertEqual(timeline.nextMark(after: 24)?.frame, 60)
        XCTAssertEqual(timeline.previousMark(before: 24)?.frame, 20)
        XCTAssertNil(timeline.nextMark(after: 230))
    }

    func test_reviewBar_forATimeline_showsEveryMarkByKind() {
        var bar = ReviewBar(timeline: ReplayTimeline(lastFrame: 10, marks: []), width: 400, scale: 1)

        bar.show(timeline)

        XCTAssertEqual(bar.lastFrame, 300)
        XCTAssertEqual(bar.marks.map(\.frame), [20, 24, 24, 60, 120, 150, 200, 210, 230])
        XCTAssertEqual(bar.marks.map(\.kind), [.touch, .touch, .transitionBegan, .transitionFinished, .transitionBegan,
                                               .transitionCancelled, .presentation, .presentation, .rotation],
                       "both touch phases are touches; a presentation and a dismissal are presentations whatever their end")
    }
}
