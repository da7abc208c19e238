import Foundation
import TestSupport
import UIKit
import XCTest

/// The UIKit API that ported code calls where iOS used the Objective-C runtime: method-reference
/// target-action, timers, delays and display links on the simulated clock, notification
/// observers, `responds(to:)` and associated objects.
final class ObjectiveCIdiomsTests: XCTestCase {
    private final class Target: NSObject {
        var calls: [String] = []
        func any(_ sender: Any) { calls.append("any \(type(of: sender))") }
        func tick(_ timer: Timer) { calls.append("tick") }
        func later() { calls.append("later") }
        func show(_ text: String) { calls.append("show \(text)") }
        func step(_ link: CADisplayLink) { calls.append("step") }
        func notified(_ note: Notification) { calls.append(note.name.rawValue) }
    }

    private final class Payload {}

    func test_controlAndGesture_withAnySenderMethod_callTheTarget() {
        TestScene.inEnvironment { _ in
            let target = Target()
            let button = UIButton()
            button.addTarget(target, action: Target.any, for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
            _ = UIPanGestureRecognizer(target: target, action: Target.any)
            XCTAssertEqual(target.calls, ["any UIButton"])
        }
    }

    func test_scheduledTimer_methodReference_firesOnTheSimulatedClockOnly() {
        TestScene.inEnvironment { environment in
            let scene = TestScene(environment: environment)
            let target = Target()
            let timer = Timer.scheduledTimer(timeInterval: 0.5, target: target, selector: Target.tick, userInfo: nil, repeats: true)
            Thread.sleep(forTimeInterval: 0.6)
            scene.stepClock()
            XCTAssertEqual(target.calls, [], "the wall clock moved the timer")
            scene.advance(by: 0.47)
            XCTAssertEqual(target.calls, [])
            scene.advance(by: 0.52)
            XCTAssertEqual(target.calls, ["tick", "tick"])
            timer.invalidate()
            scene.advance(by: 1)
            XCTAssertEqual(target.calls.count, 2)
            XCTAssertFalse(scene.context.hasActiveDisplayLinks)
        }
    }

    func test_blockTimerAddedToRunLoop_firesOnceOnTheSimulatedClock() {
        TestScene.inEnvironment { environment in
            let scene = TestScene(environment: environment)
            var fired = 0
            let timer = Timer(simulatedTimeInterval: 0.3, repeats: false) { _ in fired += 1 }
            RunLoop.main.addOnSimulatedClock(timer, forMode: .common)
            scene.advance(by: 0.29)
            XCTAssertEqual(fired, 0)
            scene.advance(by: 1)
            XCTAssertEqual(fired, 1)
            XCTAssertFalse(timer.isValid)
        }
    }

    func test_performAfterDelay_passesItsArgument_andCancelStopsIt() {
        TestScene.inEnvironment { environment in
            let scene = TestScene(environment: environment)
            let target = Target()
            target.perform(Target.show, with: "hi", afterDelay: 0.2)
            target.perform(Target.later, with: nil, afterDelay: 0.2)
            scene.advance(by: 0.25)
            XCTAssertEqual(target.calls, ["show hi", "later"])
            target.perform(Target.later, with: nil, afterDelay: 0.2)
            NSObject.cancelPreviousPerformRequests(withTarget: target)
            scene.advance(by: 0.5)
            XCTAssertEqual(target.calls, ["show hi", "later"])
        }
    }

    func test_displayLink_targetSelector_firesEachFrameUntilInvalidated() {
        TestScene.inEnvironment { environment in
            let scene = TestScene(environment: environment)
            let target = Target()
            let link = CADisplayLink(target: target, selector: Target.step)
            link.add(to: .main, forMode: .common)
            scene.advance(by: 3.0 / 60)
            link.invalidate()
            scene.advance(by: 3.0 / 60)
            XCTAssertEqual(target.calls, ["step", "step", "step"])
        }
    }

    func test_notificationObserver_methodReference_isCalled_andRemovedByRemoveObserver() {
        let center = NotificationCenter()
        let target = Target()
        let name = Notification.Name("PortedNote")
        center.addObserver(target, selector: Target.notified, name: name, object: nil)
        center.post(name: name, object: nil)
        center.removeObserver(target)
        center.post(name: name, object: nil)
        XCTAssertEqual(target.calls, ["PortedNote"])
    }

    func test_notificationObserver_endsWhenTheObserverGoes() {
        let center = NotificationCenter()
        let name = Notification.Name("PortedNote")
        weak var gone: Target?
        do {
            let target = Target()
            gone = target
            center.addObserver(target, selector: Target.notified, name: name, object: nil)
        }
        XCTAssertNil(gone)
        center.post(name: name, object: nil)
    }

    func test_respondsTo_methodReference_answersByType() {
        let target = Target()
        XCTAssertTrue(target.responds(to: Target.later))
        XCTAssertFalse(NSObject().responds(to: Target.later))
    }

    func test_associatedObject_onAView_goesWhenTheViewGoes() {
        TestScene.inEnvironment { _ in
            var key: UInt8 = 0
            weak var payload: Payload?
            do {
                let view = UIView()
                let value = Payload()
                payload = value
                objc_setAssociatedObject(view, &key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                XCTAssertTrue(objc_getAssociatedObject(view, &key) as AnyObject? === value)
            }
            XCTAssertNil(payload, "the view's associated value outlived it")
        }
    }

    func test_associatedObject_onAPlainObject_isReleasedAtTheNextCallAfterItGoes() {
        var key: UInt8 = 0
        weak var payload: Payload?
        do {
            let owner = NSObject()
            objc_setAssociatedObject(owner, &key, "copy", .OBJC_ASSOCIATION_COPY_NONATOMIC)
            XCTAssertEqual(objc_getAssociatedObject(owner, &key) as? String, "copy")
            let value = Payload()
            payload = value
            objc_setAssociatedObject(owner, &key, value, .OBJC_ASSOCIATION_RETAIN)
            XCTAssertTrue(objc_getAssociatedObject(owner, &key) as AnyObject? === value)
        }
        XCTAssertNotNil(payload, "kept until the next call, as documented")
        _ = objc_getAssociatedObject(NSObject(), &key)
        XCTAssertNil(payload)
    }

    func test_associatedObject_assignPolicy_holdsWeakly() {
        var key: UInt8 = 0
        let owner = NSObject()
        do {
            let value = Payload()
            objc_setAssociatedObject(owner, &key, value, .OBJC_ASSOCIATION_ASSIGN)
            XCTAssertTrue(objc_getAssociatedObject(owner, &key) as AnyObject? === value)
        }
        XCTAssertNil(objc_getAssociatedObject(owner, &key))
    }
}
