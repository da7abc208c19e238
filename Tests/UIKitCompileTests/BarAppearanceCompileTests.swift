import Raster
import TestSupport
import UIKit
import XCTest

// Bar customization as iOS apps write it (iOS 13+ appearances and the older properties), which
// must compile against our UIKit unchanged and give the bar the look it gives on iOS: read here
// from the drawn pixels and the bar's labels, as an app could (NavigationBarAppearanceTests checks
// the bar's resolved look for every source of it).

/// A page that gives the bar a red look with white text through its navigation item.
private final class RedBarPage: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Red"
        view.backgroundColor = .white
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

final class BarAppearanceCompileTests: XCTestCase {
    /// UIColor.systemRed as the compositor writes it.
    private let red = RGBA8(r: 255, g: 59, b: 48, a: 255)
    /// A point inside the 6.1-inch phone's bar (below the 47 pt status bar, above its 91 pt edge).
    private let inBar = (x: 20, y: 70)

    func test_itemAppearanceCode_givesTheBarItsLook() {
        controllerScene(root: { UINavigationController(rootViewController: RedBarPage()) }) { scene in
            let navigation = scene.root as! UINavigationController
            navigation.pushViewController(RedBarPage(), animated: false)
            scene.settle()
            let bar = navigation.navigationBar
            let pixels = scene.screenPixels()

            XCTAssertEqual(pixels[inBar.x, inBar.y], red, "the opaque red background")
            XCTAssertEqual(pixels[inBar.x, 90], red, "no hairline: its shadow color is clear")
            XCTAssertEqual(pixels[inBar.x, 92], RGBA8(r: 255, g: 255, b: 255, a: 255), "the white page below the bar")
            let labels = scene.labels(containing: "Red", in: bar)
            XCTAssertEqual(labels.count, 2, "the title, and the back button's \"‹ Red\"")
            XCTAssertEqual(labels.map(\.textColor), [.white, .white], "white title and back button text")
        }
    }

    func test_transparentBarTrick_withEmptyImages_drawsNoBackground() {
        controllerScene(root: {
            let page = UIViewController()
            page.view.backgroundColor = .green
            return UINavigationController(rootViewController: page)
        }) { scene in
            let bar = (scene.root as! UINavigationController).navigationBar
            bar.setBackgroundImage(UIImage(), for: .default)
            bar.shadowImage = UIImage()
            bar.isTranslucent = true
            bar.tintColor = .white
            scene.frame()
            let pixels = scene.screenPixels()

            XCTAssertEqual(pixels[inBar.x, inBar.y], RGBA8(r: 0, g: 255, b: 0, a: 255), "the green page shows through: no material")
            XCTAssertEqual(pixels[inBar.x, 90], RGBA8(r: 0, g: 255, b: 0, a: 255), "no hairline")
        }
    }

    func test_globalAppearanceOnTheBar_andLegacyStyle() {
        controllerScene(root: { UINavigationController(rootViewController: ControllerScene.whitePage()) }) { scene in
            let navigation = scene.root as! UINavigationController
            let appearance = UINavigationBarAppearance()
            appearance.configureWithDefaultBackground()
            appearance.backgroundEffect = UIBlurEffect(style: .systemUltraThinMaterial)
            navigation.navigationBar.standardAppearance = appearance
            navigation.navigationBar.scrollEdgeAppearance = appearance
            navigation.navigationBar.compactAppearance = appearance
            navigation.navigationBar.barStyle = .black
            navigation.navigationBar.barTintColor = .red
            scene.frame()
            let pixel = scene.screenPixels()[inBar.x, inBar.y]

            // A light material over the white page; the legacy black style or red tint would
            // darken it or take its green and blue away.
            XCTAssertGreaterThan(pixel.g, 200, "the appearance wins over the legacy style: \(pixel)")
            XCTAssertGreaterThan(pixel.b, 200, "the appearance wins over the legacy tint: \(pixel)")
        }
    }

    func test_pageHidingInWillAppear_andShowingInWillDisappear_pushCancelledPopAndPop() {
        controllerScene(root: { UINavigationController(rootViewController: RedBarPage()) }) { scene in
            let navigation = scene.root as! UINavigationController
            let bar = navigation.navigationBar

            navigation.pushViewController(FullScreenPage(), animated: true)
            scene.settle()
            XCTAssertTrue(bar.isHidden)

            // A finger from the left edge half way across, then back and up: a cancelled pop.
            let finger = SceneFinger(window: scene.window)
            finger.down(at: CGPoint(x: 2, y: 400))
            for x in stride(from: 12, through: 195, by: 12) {
                finger.move(to: CGPoint(x: CGFloat(x), y: 400))
                scene.frame()
            }
            XCTAssertFalse(bar.isHidden, "the red bar comes in with the page below")
            for x in stride(from: 183, through: 15, by: -12) {
                finger.move(to: CGPoint(x: CGFloat(x), y: 400))
                scene.frame()
            }
            finger.up()
            scene.settle()
            XCTAssertTrue(bar.isHidden, "cancelled: hidden again, not stuck on screen")
            XCTAssertTrue(navigation.isNavigationBarHidden)

            navigation.popViewController(animated: true)
            scene.settle()
            XCTAssertFalse(bar.isHidden)
            XCTAssertFalse(navigation.isNavigationBarHidden)
            XCTAssertEqual(scene.screenPixels()[inBar.x, inBar.y], red)
        }
    }
}
