import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

final class ApplicationAndSceneTests: XCTestCase {
    func test_sharedApplication_andWindowScene_describeTheEnvironment() {
        TestScene.inEnvironment(screen: CGSize(width: 390, height: 844)) { environment in
            let root = UIViewController()
            let scene = WindowTestScene(environment: environment, root: root)

            let windowScene = UIApplication.shared.connectedScenes.first as? UIWindowScene
            let statusBar = root.view.window?.windowScene?.statusBarManager?.statusBarFrame

            XCTAssertTrue(UIApplication.shared === UIApplication.shared, "one application per environment")
            XCTAssertTrue(UIApplication.shared.keyWindow === scene.window)
            XCTAssertTrue(UIApplication.shared.windows.first === scene.window)
            XCTAssertTrue(windowScene?.keyWindow === scene.window)
            XCTAssertEqual(windowScene?.interfaceOrientation, .portrait)
            XCTAssertEqual(UIApplication.shared.applicationState, .active)
            XCTAssertEqual(statusBar?.height, environment.screen.safeAreaInsets.top)
            XCTAssertGreaterThan(statusBar?.height ?? 0, 0)
            XCTAssertEqual(UIWindow(windowScene: windowScene!).frame, environment.screen.bounds)
        }
    }

    func test_applicationsOfTwoEnvironments_areDistinct() {
        let first = TestScene.inEnvironment { _ in UIApplication.shared }
        let second = TestScene.inEnvironment { _ in UIApplication.shared }

        XCTAssertFalse(first === second)
    }

    func test_ignoringInteractionEvents_dropsTapsUntilEnded() {
        TestScene.inEnvironment { environment in
            let root = UIViewController()
            let scene = WindowTestScene(environment: environment, root: root)
            let button = UIButton(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
            var taps = 0
            button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
            root.view.addSubview(button)
            scene.frame()
            let finger = TouchInjector(window: scene.window)

            UIApplication.shared.beginIgnoringInteractionEvents()
            finger.down(at: CGPoint(x: 150, y: 320))
            UIApplication.shared.endIgnoringInteractionEvents()
            finger.up()
            let whileIgnoring = taps
            finger.down(at: CGPoint(x: 150, y: 320))
            finger.up()

            XCTAssertEqual(whileIgnoring, 0, "a finger that touched down while ignoring stays ignored until it lifts")
            XCTAssertEqual(taps, 1)
            XCTAssertFalse(UIApplication.shared.isIgnoringInteractionEvents)
        }
    }

    func test_namedColor_isFoundOnceRegistered() {
        TestScene.inEnvironment { _ in
            XCTAssertNil(UIColor(named: "Accent"), "unknown names give nil, as on iOS")

            UIColor.register(.systemPink, named: "Accent")

            XCTAssertEqual(UIColor(named: "Accent")?.cgColor, UIColor.systemPink.cgColor)
        }
    }

    func test_everydayCompatibilityCalls_compileAndKeepTheirValues() {
        TestScene.inEnvironment { _ in
            let view = UIView()
            view.overrideUserInterfaceStyle = .dark
            view.layer.shouldRasterize = true
            view.layer.rasterizationScale = 3
            view.layer.cornerCurve = .continuous
            let generator = UIImpactFeedbackGenerator(style: .rigid)
            generator.prepare()
            generator.impactOccurred(intensity: 0.5)
            UINotificationFeedbackGenerator().notificationOccurred(.success)

            XCTAssertEqual(view.traitCollection.userInterfaceStyle, .light, "no dark mode")
            XCTAssertTrue(view.layer.shouldRasterize)
            XCTAssertEqual(view.layer.rasterizationScale, 3)
            XCTAssertEqual(view.layer.presentation()?.cornerCurve, .continuous, "copied into presentation layers")
        }
    }
}
