import TestSupport
import XCTest
@testable import UIKit

// Bar customization as iOS apps write it (iOS 13+ appearances and the older properties), which
// must compile against our UIKit unchanged and give the bar the look it gives on iOS.

/// A page that gives the bar a red look with white text through its navigation item.
private final class RedBarPage: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemRed
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.shadowColor = .clear
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.setBackIndicatorImage(nil, transitionMaskImage: nil)
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance
        navigationItem.compactAppearance = appearance
        navigationItem.compactScrollEdgeAppearance = appearance
    }
}

/// A page that hides the bar while it is on top, as apps do.
private final class FullScreenPage: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

final class BarAppearanceCompileTests: UIKitTestCase {
    func test_itemAppearanceCode_givesTheBarItsLook() {
        let page = RedBarPage()
        let navigation = UINavigationController(rootViewController: page)
        page.loadViewIfNeeded()

        let look = navigation.navigationBar.look(for: page.navigationItem)

        XCTAssertEqual(look.color, .systemRed)
        XCTAssertEqual(look.titleColor, .white)
        XCTAssertEqual(look.shadowColor, .clear)
        XCTAssertEqual(look.backButtonColor, .white)
    }

    func test_transparentBarTrick_withEmptyImages_drawsNoBackground() {
        let bar = UINavigationController(rootViewController: UIViewController()).navigationBar
        bar.setBackgroundImage(UIImage(), for: .default)
        bar.shadowImage = UIImage()
        bar.isTranslucent = true
        bar.tintColor = .white

        let look = bar.look(for: bar.topItem)

        XCTAssertNil(look.material, "an image replaces the material")
        XCTAssertNil(look.shadowColor, "a shadow image replaces the hairline")
    }

    func test_globalAppearanceOnTheBar_andLegacyStyle() {
        let navigation = UINavigationController(rootViewController: FullScreenPage())
        let appearance = UINavigationBarAppearance()
        appearance.configureWithDefaultBackground()
        appearance.backgroundEffect = UIBlurEffect(style: .systemUltraThinMaterial)
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        navigation.navigationBar.compactAppearance = appearance
        navigation.navigationBar.barStyle = .black
        navigation.navigationBar.barTintColor = .red

        let look = navigation.navigationBar.look(for: navigation.topViewController?.navigationItem)

        XCTAssertEqual(look.material, NavigationBarLook.lightMaterial, "the appearance wins over the legacy style")
    }

    func test_pageHidingInWillAppear_andShowingInWillDisappear_pushCancelledPopAndPop() {
        let scene = NavigationScene(environment: UIKitEnvironment.current, log: EventLog(), root: RedBarPage())
        let navigation = scene.navigation
        let bar = navigation.navigationBar

        navigation.pushViewController(FullScreenPage(), animated: true)
        scene.settle()
        XCTAssertTrue(bar.isHidden)

        navigation.driveInteractivePop(.began, translationX: 0, velocityX: 0)
        navigation.driveInteractivePop(.changed, translationX: scene.width * 0.5, velocityX: 0)
        scene.frame()
        XCTAssertFalse(bar.isHidden, "the red bar comes in with the page below")
        navigation.driveInteractivePop(.cancelled, translationX: scene.width * 0.5, velocityX: 0)
        scene.settle()
        XCTAssertTrue(bar.isHidden, "cancelled: hidden again, not stuck on screen")
        XCTAssertTrue(navigation.isNavigationBarHidden)

        navigation.popViewController(animated: true)
        scene.settle()
        XCTAssertFalse(bar.isHidden)
        XCTAssertFalse(navigation.isNavigationBarHidden)
        XCTAssertEqual(bar.backgroundView.look?.color, .systemRed)
    }
}
