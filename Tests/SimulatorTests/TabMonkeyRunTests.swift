import XCTest
@testable import Demos
@testable import Simulator
@_spi(TransitionLab) @testable import UIKit

/// Two random-input runs over the demo catalogue (issue 33, the report "tabs-paused-container")
/// that turned the phone, opened 004-tabs and dragged its pages: each once left the tab page
/// container's layer frozen at speed 0, or a visible page stuck appearing, with no finger down
/// and nothing animating.
final class TabMonkeyRunTests: XCTestCase {
    func test_runA_turnsThenDragsTabs_leavesNoLayerFrozen_andNoPageAppearing() {
        let device = RecordedMonkeyRun(Self.runA).replay()

        assertConsistentAfterTheLastEvent(device)
    }

    func test_runB_turnsThenDragsTabs_leavesNoLayerFrozen_andNoPageAppearing() {
        let device = RecordedMonkeyRun(Self.runB).replay()

        assertConsistentAfterTheLastEvent(device)
    }

    /// The report gives an edge drag's end height only as "Y±30": the runs are replayed with
    /// every edge drag ending 30 points above its start, and 30 below. Run B's first drag,
    /// ending 30 points lower, scrolls the catalogue (the rubber band then moves its next tap onto
    /// 004-bars' row) and the run never reaches the tabs, so that variant is left out.
    func test_runsWithEdgeDragsEnding30PointsAboveOrBelow_leaveNoLayerFrozen_andNoPageAppearing() {
        let variants: [(name: String, run: String, rise: CGFloat)] = [
            ("A", Self.runA, -30), ("A", Self.runA, 30), ("B", Self.runB, -30),
        ]
        for (name, run, rise) in variants {
            let device = RecordedMonkeyRun(run, edgeDragRise: rise).replay()

            assertConsistentAfterTheLastEvent(device, "run \(name), edge drags ending \(Int(rise)) points below their start")
        }
    }

    /// Right after the last event, with no finger down and nothing animating, no layer in the
    /// window is frozen (the tab page container's first among them), no page is left appearing,
    /// every controller whose view is on screen has appeared, and UIKit's invariants hold (no
    /// transition runs then, so all of them apply); the device then goes idle.
    private func assertConsistentAfterTheLastEvent(_ device: Device, _ variant: String = "as reported",
                                                   file: StaticString = #filePath, line: UInt = #line) {
        let found = device.run { () -> (quiet: Bool, frozen: [String], appearing: [String], notAppeared: [String],
                                         violations: [String])? in
            guard let window = device.window, let tabs = DemoApp.shownDemoRoot(in: window) as? TabSwitchController else { return nil }
            let quiet = !window.hasActiveTouches && !Self.animates(window.layer) && !device.environment.isTransitioning
            let appearing = tabs.children.filter { $0.appearanceState == .appearing }.map { $0.title ?? "?" }
            return (quiet, Self.frozenLayers(under: window.layer), appearing, Self.shownButNotAppeared(tabs),
                    device.environment.checkInvariants().map { "\($0)" })
        }
        guard let found else { return XCTFail("the run does not end in 004-tabs (\(variant))", file: file, line: line) }
        XCTAssertTrue(found.quiet, "no finger down, nothing animating, no transition (\(variant))", file: file, line: line)
        XCTAssertEqual(found.frozen, [], "layers frozen at speed 0 (\(variant))", file: file, line: line)
        XCTAssertEqual(found.appearing, [], "pages left appearing (\(variant))", file: file, line: line)
        XCTAssertEqual(found.notAppeared, [], "controllers on screen that have not appeared (\(variant))", file: file, line: line)
        XCTAssertEqual(found.violations, [], variant, file: file, line: line)
        var frames = 0
        while !device.isIdle && frames < 600 {
            device.step()
            frames += 1
        }
        XCTAssertTrue(device.isIdle, "the device goes idle (\(variant))", file: file, line: line)
        XCTAssertEqual(device.environment.loggedInvariantViolations.map { "\($0)" }, [], variant, file: file, line: line)
    }

    /// The controllers at and under `controller` whose view is in a window but that are not in
    /// the appeared state, with theirs.
    private static func shownButNotAppeared(_ controller: UIViewController) -> [String] {
        let shown = controller.viewIfLoaded?.window != nil && controller.appearanceState != .appeared
        let own = shown ? ["\(type(of: controller)) \(controller.title ?? "") is \(controller.appearanceState)"] : []
        return own + controller.children.flatMap(shownButNotAppeared)
    }

    /// Whether any layer at or under `layer` has an animation.
    private static func animates(_ layer: CALayer) -> Bool {
        !(layer.animationKeys() ?? []).isEmpty || (layer.sublayers ?? []).contains(where: animates)
    }

    /// The layers at and under `layer` whose speed is 0.
    private static func frozenLayers(under layer: CALayer) -> [String] {
        let name = (layer.delegate as? UIView).map { "\(type(of: $0))" } ?? "\(type(of: layer))"
        return (layer.speed == 0 ? [name] : []) + (layer.sublayers ?? []).flatMap(frozenLayers(under:))
    }

    /// Run A of issue 33's report: the container left at speed 0 after event 56.
    static let runA = """
        #0 right-half drag 222,208 -> 41 in 16f
        #1 advance 0.767 s
        #2 tap-back UIButton '‹ 目录' at 48,90
        #3 edge-drag y 324 to 362 (96%) in 43f CANCELLED
        #4 advance 0.692 s
        #5 tap 170,76 hold 4
        #6 tap 327,103 hold 3
        #7 advance 0.183 s
        #8 tap-back BarButtonView '‹ Things' at 42,42
        #9 advance 0.408 s
        #10 tap 365,260 hold 4
        #11 edge-drag y 278 to 56 (13%) in 24f ended
        #12 tap-back BarButtonView '‹ 目录' at 38,42
        #13 tap-hotspot 187.0,154.0
        #14 right-half drag 366,200 -> 52 in 18f
        #15 tap-back BarButtonView '‹ Things' at 42,42
        #16 tap 142,512 hold 4
        #17 tap-back BarButtonView '‹ 目录' at 38,42
        #18 tap-hotspot 187.0,198.0
        #19 advance 0.416 s
        #20 advance 0.473 s
        #21 tap-hotspot 150.0,100.0
        #22 rotate-right
        #23 tap-hotspot 305.0,140.0
        #24 drag 370,378 -> 253,339 in 3f
        #25 drag 0,89 -> 75,392 in 14f
        #26 advance 0.251 s
        #27 tap-hotspot 150.0,172.0
        #28 advance 0.170 s
        #29 drag 624,152 -> 651,229 in 13f
        #30 advance 0.584 s
        #31 advance 0.533 s
        #32 tap-hotspot 48.0,62.0
        #33 advance 1.371 s
        #34 tap-back UIButton '‹ 目录' at 48,22
        #35 tap-back (none found) advance 0.3
        #36 advance 0.561 s
        #37 rotate-left
        #38 advance 0.527 s
        #39 tap 126,468 hold 4
        #40 tap 115,476 hold 2
        #41 advance 1.499 s
        #42 tap-back (none found) advance 0.3
        #43 tap-back (none found) advance 0.3
        #44 tap-back (none found) advance 0.3
        #45 drag 143,640 -> 4,286 in 15f
        #46 edge-drag y 373 to 45 (9%) in 34f ended
        #47 tap 318,595 hold 2
        #48 rotate-left
        #49 advance 1.299 s
        #50 tap-hotspot 150.0,100.0
        #51 tap-back (none found) advance 0.3
        #52 tap 451,13 hold 3
        #53 tap-hotspot 48.0,62.0
        #54 drag 283,113 -> 47,277 in 23f
        #55 tap 360,139 hold 1
        #56 tap-back (none found) advance 0.3
        """

    /// Run B of issue 33's report: the container left at speed 0 after event 65. Event 33 tapped
    /// 48,62 on a tab page, then bare; since issue 36 the page's way back to the catalogue is
    /// there, so the same tap on bare page is given lower down (48,140), keeping the run in 004-tabs.
    static let runB = """
        #0 edge-drag y 464 to 32 (7%) in 43f ended
        #1 tap 163,416 hold 3
        #2 tap-back (none found) advance 0.3
        #3 tap 255,389 hold 1
        #4 tap 331,259 hold 4
        #5 tap 130,267 hold 4
        #6 tap-hotspot 150.0,244.0
        #7 tap-hotspot 187.0,418.0
        #8 edge-drag y 351 to 51 (13%) in 25f ended
        #9 tap 254,69 hold 3
        #10 advance 0.616 s
        #11 tap 130,270 hold 2
        #12 advance 1.181 s
        #13 tap 94,145 hold 3
        #14 tap-hotspot 187.5,220.0
        #15 tap-hotspot 150.0,100.0
        #16 tap-hotspot 187.0,140.0
        #17 drag 144,40 -> 277,568 in 19f
        #18 tap 349,450 hold 4
        #19 tap-back (none found) advance 0.3
        #20 advance 1.409 s
        #21 advance 0.972 s
        #22 tap-hotspot 187.0,286.0
        #23 advance 0.755 s
        #24 tap-back (none found) advance 0.3
        #25 advance 1.236 s
        #26 edge-drag y 222 to 310 (82%) in 33f ended
        #27 edge-drag y 315 to 231 (59%) in 12f ended
        #28 advance 1.168 s
        #29 edge-drag y 551 to 122 (31%) in 25f ended
        #30 drag 270,382 -> 222,85 in 28f
        #31 edge-drag y 513 to 27 (4%) in 21f ended
        #32 tap-back (none found) advance 0.3
        #33 tap-hotspot 48.0,140.0
        #34 advance 1.349 s
        #35 tap-hotspot 150.0,172.0
        #36 advance 0.951 s
        #37 right-half drag 329,100 -> 88 in 11f
        #38 tap-hotspot 187.0,198.0
        #39 advance 1.158 s
        #40 tap 269,480 hold 2
        #41 tap-hotspot 300.0,260.0
        #42 tap 336,326 hold 3
        #43 tap-hotspot 187.0,145.0
        #44 tap-hotspot 70.0,290.0
        #45 advance 0.292 s
        #46 advance 0.173 s
        #47 tap 74,615 hold 2
        #48 edge-drag y 169 to 211 (55%) in 34f ended
        #49 rotate-left
        #50 advance 1.494 s
        #51 tap-back (none found) advance 0.3
        #52 tap-hotspot 187.5,502.0
        #53 tap-hotspot 150.0,316.0
        #54 advance 0.578 s
        #55 tap-back (none found) advance 0.3
        #56 advance 0.508 s
        #57 edge-drag y 119 to 577 (85%) in 22f ended
        #58 tap 223,135 hold 4
        #59 tap-back (none found) advance 0.3
        #60 tap 295,368 hold 3
        #61 tap 288,58 hold 4
        #62 tap-hotspot 187.0,286.0
        #63 edge-drag y 133 to 436 (65%) in 18f ended
        #64 drag 591,231 -> 455,239 in 26f
        #65 advance 0.322 s
        """
}
