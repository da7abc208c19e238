import Demos
import Simulator
import UIKit
import XCTest

/// `LiveClock`: how many ticks each display frame of the live window runs, from the wall clock.
final class LiveClockTests: XCTestCase {
    private func session() -> SimulatorSession {
        let device = Device(model: .phone47)
        device.launch(device.run { DemoApp.makeRootViewController() })
        return SimulatorSession(device: device)
    }

    func test_framesOnTime_runOneTickEach_evenOnAMillisecondClock() {
        let session = session()
        var wall = 0.0, frame = 0
        // SDL's millisecond clock: frames 16 and 17 ms apart in turn, 60 Hz on average.
        let clock = LiveClock(session: session) { wall }

        for _ in 0..<600 {
            frame += 1
            wall = (Double(frame) * 1000 / 60).rounded(.down) / 1000
            clock.displayFrame()
        }

        XCTAssertEqual(clock.framesDrawn, 600)
        XCTAssertEqual(clock.framesDropped, 0)
        XCTAssertEqual(session.device.frameCount, 600)
    }

    func test_aLateFrame_runsTheTicksItMissed_undrawnButTheLast() {
        let session = session()
        var wall = 0.0
        let clock = LiveClock(session: session) { wall }
        clock.displayFrame()

        wall += 0.1 // six ticks' worth
        clock.displayFrame()

        XCTAssertEqual(session.device.frameCount, 7)
        XCTAssertEqual(clock.framesDropped, 5)
        XCTAssertTrue(session.device.lastStepWasDrawn, "the last tick draws")
    }

    func test_aLongStall_catchesUpHalfASecondAtMost() {
        let session = session()
        var wall = 0.0
        let clock = LiveClock(session: session) { wall }
        clock.displayFrame()

        wall += 10
        clock.displayFrame()
        wall += 1.0 / 60
        clock.displayFrame()

        XCTAssertEqual(session.device.frameCount, 1 + LiveClock.catchUpLimit + 1, "then on time again")
    }

    func test_afterIdle_paused_andFixedStep_oneTickAFrame() {
        let session = session()
        var wall = 0.0
        let clock = LiveClock(session: session) { wall }
        let fixed = LiveClock(session: session, fixedStep: true) { wall }
        clock.displayFrame()

        wall += 5 // slept while idle: recorded as a wait, not owed as ticks
        clock.displayFrame(afterIdle: true)
        wall += 1.0 / 60
        clock.displayFrame()
        let afterIdle = session.device.frameCount
        wall += 1
        fixed.displayFrame()

        XCTAssertEqual(afterIdle, 3)
        XCTAssertEqual(session.device.frameCount, 4, "--frames N is fixed-step")
        XCTAssertEqual(clock.framesDropped, 0)
    }
}
