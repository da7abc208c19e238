import XCTest
import Raster
@testable import Simulator
@testable import UIKit

/// A container that shows one child and lets it decide the status bar, as an app's own
/// container does by overriding `childForStatusBarStyle` and `childForStatusBarHidden`.
private final class ForwardingContainer: UIViewController {
    let child: UIViewController

    init(child: UIViewController) {
        self.child = child
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        child.view.frame = view.bounds
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
    override var childForStatusBarStyle: UIViewController? { child }
    override var childForStatusBarHidden: UIViewController? { child }
}

/// A page that hides the status bar by sliding it away.
private final class SlidingPage: StatusBarColorPage {
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
}

/// Which controller decides the status bar, as UIKit resolves it: from the window's root down
/// through containers, and a presented controller taking over when it covers the screen or
/// captures the appearance.
final class StatusBarAppearanceTests: XCTestCase {
    private let white = UIColor.white
    private let navy = UIColor(red: 0.1, green: 0.2, blue: 0.45, alpha: 1)

    private func launch(_ make: () -> UIViewController) -> (Device, UIViewController) {
        let device = Device(model: .phone61)
        let root = device.run(make)
        device.launch(root)
        device.step(frames: 2)
        return (device, root)
    }

    private func style(_ device: Device) -> UIStatusBarStyle? {
        device.run { device.window?.statusBarManager?.statusBarStyle }
    }

    private func hidden(_ device: Device) -> Bool? {
        device.run { device.window?.statusBarManager?.isStatusBarHidden }
    }

    /// How many pixels of the top 47 pt are darker than mid-grey.
    private func darkPixelsInTopStrip(_ screen: Bitmap) -> Int {
        var count = 0
        for y in 0..<94 {
            for x in 0..<screen.width where Int(screen[x, y].g) < 128 { count += 1 }
        }
        return count
    }

    func test_rootPage_decidesTheStyle() {
        let (device, _) = launch { StatusBarColorPage(style: .lightContent, color: self.navy) }

        XCTAssertEqual(style(device), .lightContent)
        XCTAssertEqual(hidden(device), false)
        XCTAssertEqual(device.run { device.window?.statusBarManager?.statusBarFrame }, CGRect(x: 0, y: 0, width: 390, height: 47))
    }

    func test_navigationController_withBarShown_takesTheStyleFromItsBar_notFromThePage() {
        let (device, root) = launch {
            UINavigationController(rootViewController: StatusBarColorPage(style: .lightContent, color: self.navy))
        }
        let navigation = root as! UINavigationController

        XCTAssertEqual(style(device), .default, "a default bar gives dark content; the page is not asked")
        device.run {
            navigation.navigationBar.barStyle = .black
            navigation.setNeedsStatusBarAppearanceUpdate()
        }
        XCTAssertEqual(style(device), .lightContent, "a black bar gives light content")
    }

    func test_navigationController_withBarHidden_takesTheStyleFromItsTopPage() {
        let (device, root) = launch {
            UINavigationController(rootViewController: StatusBarColorPage(style: .lightContent, color: self.navy))
        }
        let navigation = root as! UINavigationController

        device.run { navigation.setNavigationBarHidden(true, animated: false) }
        device.step()

        XCTAssertEqual(style(device), .lightContent)
    }

    func test_tabBarController_takesTheStyleAndHiddenFromTheSelectedPage() {
        let pages = [StatusBarColorPage(style: .darkContent, color: white), StatusBarColorPage(style: .lightContent, color: navy)]
        let (device, root) = launch {
            let tabs = UITabBarController()
            tabs.viewControllers = pages
            return tabs
        }
        XCTAssertEqual(style(device), .darkContent)

        device.run { (root as! UITabBarController).selectedIndex = 1 }
        device.step()

        XCTAssertEqual(style(device), .lightContent, "the newly selected page decides")
    }

    func test_customContainer_childForStatusBarStyleAndHidden_forwardToTheChild() {
        let page = StatusBarColorPage(style: .lightContent, color: navy)
        page.hidesStatusBar = true
        let (device, _) = launch { ForwardingContainer(child: page) }

        XCTAssertEqual(style(device), .lightContent, "the container's own .darkContent is not used")
        XCTAssertEqual(hidden(device), true)
    }

    func test_prefersStatusBarHidden_hidesTheBar_andItsPixels() {
        let page = StatusBarColorPage(style: .darkContent, color: white)
        let (device, _) = launch { page }
        let shown = device.screen

        device.run {
            page.hidesStatusBar = true
            page.setNeedsStatusBarAppearanceUpdate()
        }
        device.step()

        XCTAssertEqual(hidden(device), true)
        XCTAssertEqual(device.run { device.window?.statusBarManager?.statusBarFrame }, .zero)
        XCTAssertNotEqual(device.screen, shown)
        XCTAssertGreaterThan(darkPixelsInTopStrip(shown), 200)
        XCTAssertEqual(darkPixelsInTopStrip(device.screen), 0, "the time's and the indicators' pixels are gone")
    }

    func test_preferenceChange_withoutSetNeedsStatusBarAppearanceUpdate_changesNothing() {
        let page = StatusBarColorPage(style: .darkContent, color: white)
        let (device, _) = launch { page }

        device.run { page.hidesStatusBar = true }
        device.step(frames: 3)

        XCTAssertEqual(hidden(device), false, "UIKit reads the preference only when asked to")
    }

    func test_setNeedsUpdate_insideAnimationBlock_fadesTheBarOut() {
        let page = StatusBarColorPage(style: .darkContent, color: white)
        let (device, _) = launch { page }

        device.run {
            page.hidesStatusBar = true
            UIView.animate(withDuration: 0.4) { page.setNeedsStatusBarAppearanceUpdate() }
        }
        device.advance(seconds: 0.2)
        let midway = device.run { device.window?.statusBarStorage?.layer.presentation()?.opacity }
        device.advance(seconds: 0.4)
        let after = device.run { device.window?.statusBarStorage?.layer.presentation()?.opacity ?? 1 }

        XCTAssertNotNil(midway)
        XCTAssertGreaterThan(midway ?? 0, 0.05, "half way through the fade the bar still shows")
        XCTAssertLessThan(midway ?? 1, 0.95)
        XCTAssertEqual(after, 0, accuracy: 0.001)
    }

    func test_setNeedsUpdate_insideAnimationBlock_withSlide_movesTheBarUpOutOfTheScreen() {
        let page = SlidingPage(style: .darkContent, color: white)
        let (device, _) = launch { page }

        device.run {
            page.hidesStatusBar = true
            UIView.animate(withDuration: 0.4) { page.setNeedsStatusBarAppearanceUpdate() }
        }
        device.advance(seconds: 0.2)
        let midway = device.run { device.window?.statusBarStorage?.layer.presentation()?.transform.m42 ?? 0 }
        device.advance(seconds: 0.4)
        let after = device.run { device.window?.statusBarStorage?.layer.presentation()?.transform.m42 ?? 0 }
        let opacity = device.run { device.window?.statusBarStorage?.layer.presentation()?.opacity ?? 0 }

        XCTAssertLessThan(midway, -1, "half way the bar is partly up")
        XCTAssertGreaterThan(midway, -46)
        XCTAssertEqual(after, -47, accuracy: 0.001, "the whole 47 pt bar is above the screen")
        XCTAssertEqual(opacity, 1, "a slide does not fade")
        XCTAssertEqual(darkPixelsInTopStrip(device.screen), 0)
    }

    func test_setNeedsUpdate_outsideAnimationBlock_hidesAtOnce() {
        let page = StatusBarColorPage(style: .darkContent, color: white)
        let (device, _) = launch { page }

        device.run {
            page.hidesStatusBar = true
            page.setNeedsStatusBarAppearanceUpdate()
        }
        device.step()

        XCTAssertEqual(device.run { device.window?.statusBarStorage?.layer.presentation()?.opacity ?? 1 }, 0)
    }

    func test_fullScreenPresentation_takesOver_andDismissalGivesItBack() {
        let (device, root) = launch { StatusBarColorPage(style: .darkContent, color: self.white) }
        let modal = device.run { StatusBarColorPage(style: .lightContent, color: self.navy) }
        device.run { modal.modalPresentationStyle = .fullScreen }

        device.run { root.present(modal, animated: true) }
        device.step()
        XCTAssertEqual(style(device), .lightContent, "a full-screen presentation decides from its start")
        device.advance(seconds: 1)
        XCTAssertEqual(style(device), .lightContent)

        device.run { modal.dismiss(animated: true) }
        device.step()
        XCTAssertEqual(style(device), .darkContent, "a dismissal gives the bar back at its start")
        device.advance(seconds: 1)
        XCTAssertEqual(style(device), .darkContent)
    }

    func test_overFullScreenPresentation_leavesTheBarToThePresenter_unlessItCapturesTheAppearance() {
        let (device, root) = launch { StatusBarColorPage(style: .darkContent, color: self.white) }
        let overlay = device.run { StatusBarColorPage(style: .lightContent, color: self.navy) }
        device.run { overlay.modalPresentationStyle = .overFullScreen }

        device.run { root.present(overlay, animated: true) }
        device.advance(seconds: 1)
        XCTAssertEqual(style(device), .darkContent, "only a full-screen presentation takes the status bar over")

        device.run {
            overlay.modalPresentationCapturesStatusBarAppearance = true
            overlay.setNeedsStatusBarAppearanceUpdate()
        }
        XCTAssertEqual(style(device), .lightContent, "a presentation that captures the appearance does")
    }

    func test_formSheetOnATablet_leavesTheBarToThePresenter() {
        let device = Device(model: .tablet11)
        let root = device.run { StatusBarColorPage(style: .lightContent, color: self.navy) }
        device.launch(root)
        device.step(frames: 2)
        let sheet = device.run { StatusBarColorPage(style: .darkContent, color: self.white) }
        device.run { sheet.modalPresentationStyle = .formSheet }

        device.run { root.present(sheet, animated: true) }
        device.advance(seconds: 1)

        XCTAssertEqual(style(device), .lightContent, "a form sheet in regular width is not full screen")
    }
}
