import TestSupport
import XCTest
@_spi(TransitionLab) @testable import UIKit

/// Safe-area insets from the device, the bars of containers and the controller, and the
/// guide that follows them.
final class SafeAreaTests: XCTestCase {
    private static let phone61 = CGSize(width: 390, height: 844)
    private static let phone47 = CGSize(width: 375, height: 667)
    private static let tablet11 = CGSize(width: 820, height: 1180)

    private func windowInsets(screen: CGSize, landscape: Bool) -> UIEdgeInsets {
        TestScene.inEnvironment(screen: screen) { environment in
            let scene = WindowTestScene(environment: environment, root: UIViewController())
            if landscape { environment.rotate(to: .landscapeLeft, animated: false) }
            scene.frame()
            return scene.window.safeAreaInsets
        }
    }

    func test_notchedPhone_portraitAndLandscape() {
        XCTAssertEqual(windowInsets(screen: Self.phone61, landscape: false), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(windowInsets(screen: Self.phone61, landscape: true), UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    }

    func test_homeButtonPhone_portraitAndLandscape() {
        XCTAssertEqual(windowInsets(screen: Self.phone47, landscape: false), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(windowInsets(screen: Self.phone47, landscape: true), .zero)
    }

    func test_tablet_portraitAndLandscape() {
        let tablet = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        XCTAssertEqual(windowInsets(screen: Self.tablet11, landscape: false), tablet)
        XCTAssertEqual(windowInsets(screen: Self.tablet11, landscape: true), tablet)
    }

    func test_subview_getsOnlyTheInsetsItOverlaps() {
        TestScene.inEnvironment(screen: Self.phone61) { environment in
            let controller = UIViewController()
            let scene = WindowTestScene(environment: environment, root: controller)
            let top = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
            let middle = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
            controller.view.addSubview(top)
            controller.view.addSubview(middle)
            scene.frame()

            XCTAssertEqual(controller.view.safeAreaInsets, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            XCTAssertEqual(top.safeAreaInsets, UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
            XCTAssertEqual(middle.safeAreaInsets, .zero)
        }
    }

    func test_navigationBar_andAdditionalInsets_addToThePage() {
        TestScene.inEnvironment(screen: Self.phone61) { environment in
            let page = SafeAreaRecordingController()
            let scene = WindowTestScene(environment: environment, root: UINavigationController(rootViewController: page))
            scene.frame()
            XCTAssertEqual(page.view.safeAreaInsets, UIEdgeInsets(top: 47 + 44, left: 0, bottom: 34, right: 0))
            XCTAssertEqual(page.changes, 1)

            page.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0)
            scene.frame()

            XCTAssertEqual(page.view.safeAreaInsets.bottom, 84)
            XCTAssertEqual(page.changes, 2)
        }
    }

    func test_tabBar_coversTheBottomOfItsPages() {
        TestScene.inEnvironment(screen: Self.phone61) { environment in
            let page = UIViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [page]
            let scene = WindowTestScene(environment: environment, root: tabs)
            scene.frame()

            XCTAssertEqual(page.view.safeAreaInsets.bottom, tabs.tabBar.frame.height)
            XCTAssertEqual(page.view.safeAreaInsets.top, 47)
        }
    }

    func test_safeAreaLayoutGuide_placesContentBelowTheBar_andFollowsRotation() {
        TestScene.inEnvironment(screen: Self.phone61) { environment in
            let page = UIViewController()
            let scene = WindowTestScene(environment: environment, root: UINavigationController(rootViewController: page))
            let banner = UIView()
            banner.translatesAutoresizingMaskIntoConstraints = false
            page.view.addSubview(banner)
            let guide = page.view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                banner.topAnchor.constraint(equalTo: guide.topAnchor),
                banner.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                banner.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                banner.heightAnchor.constraint(equalToConstant: 40),
            ])
            scene.frame()
            XCTAssertEqual(banner.frame, CGRect(x: 0, y: 91, width: 390, height: 40))

            environment.rotate(to: .landscapeLeft, animated: false)
            scene.run(0.1)

            let insets = page.view.safeAreaInsets
            XCTAssertEqual(banner.frame, CGRect(x: 47, y: insets.top, width: 844 - 94, height: 40))
        }
    }
}

/// A page that counts `viewSafeAreaInsetsDidChange()` calls.
private final class SafeAreaRecordingController: UIViewController {
    var changes = 0
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        changes += 1
    }
}
