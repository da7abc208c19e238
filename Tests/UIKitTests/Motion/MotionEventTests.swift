import QuartzCore
import XCTest
@_spi(TransitionLab) @testable import UIKit

/// A view that writes down the motions it hears.
private final class MotionView: UIView {
    var heard: [String] = []
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { heard.append("began \(motion)") }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { heard.append("ended \(motion)") }
}

/// A window that writes down the motions that reach it, with their event's type and subtype.
private final class MotionWindow: UIWindow {
    var heard: [String] = []
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        heard.append("began \(motion) \(event.map { "\($0.type) \($0.subtype)" } ?? "")")
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        heard.append("ended \(motion) \(event.map { "\($0.type) \($0.subtype)" } ?? "")")
    }
}

/// Motion events (a shake) as UIKit delivers them: to the responder UIKit designates, then up
/// the responder chain by `UIResponder`'s default methods (docs/UIKIT.md, "Shaking").
final class MotionEventTests: XCTestCase {
    private let environment = UIKitEnvironment(screen: UIScreen(size: CGSize(width: 320, height: 480), scale: 1))

    func test_motionAViewDoesNotHandle_goesUpToItsSuperview() {
        let parent = environment.run { () -> MotionView in
            let parent = MotionView(), child = UIView()
            parent.addSubview(child)
            child.motionBegan(.motionShake, with: nil)
            child.motionEnded(.motionShake, with: nil)
            return parent
        }

        XCTAssertEqual(parent.heard, ["began motionShake", "ended motionShake"])
    }

    func test_shake_aRootControllerThatDoesNotHandleIt_passesItToItsWindow_asAMotionEvent() {
        let window = environment.run { () -> MotionWindow in
            let window = MotionWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            environment.shake()
            return window
        }

        XCTAssertEqual(window.heard, ["began motionShake motion motionShake", "ended motionShake motion motionShake"])
    }

    func test_shake_withNoViewController_goesToTheKeyWindow() {
        let window = environment.run { () -> MotionWindow in
            let window = MotionWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.makeKeyAndVisible()
            environment.shake()
            return window
        }

        XCTAssertEqual(window.heard.count, 2)
    }

    func test_aTouchEvent_isOfTypeTouches_withNoSubtype() {
        let event = UIEvent()

        XCTAssertEqual(event.type, .touches)
        XCTAssertEqual(event.subtype, .none)
    }
}
