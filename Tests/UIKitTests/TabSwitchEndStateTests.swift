import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// A tab switch ends as a navigation transition does, however it ends: the page container's layer
/// runs again with its speed and time offset as before (an interactive switch froze it), and the
/// appearance callbacks are balanced (every `viewWillAppear` followed by `viewDidAppear`, or by
/// `viewWillDisappear` and `viewDidDisappear`), with the invariant checker clean.
final class TabSwitchEndStateTests: XCTestCase {
    /// Starts an interactive switch from "A" to "B", scrubbed to `percent`.
    private func startInteractiveSwitch(_ scene: TabScene, to percent: CGFloat) -> UIPercentDrivenInteractiveTransition {
        let delegate = RecordingTabBarDelegate()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.animator = SlideInAnimator()
        delegate.interactor = interactor
        scene.tabs.delegate = delegate
        scene.retained.append(delegate)
        scene.tabs.selectedIndex = 1
        scene.frame()
        interactor.update(percent)
        scene.run(0.2)
        return interactor
    }

    private func assertContainerRunsAsBefore(_ scene: TabScene, file: StaticString = #filePath, line: UInt = #line) {
        let layer = scene.tabs.pageContainer.layer
        XCTAssertEqual(layer.speed, 1, "the page container runs again", file: file, line: line)
        XCTAssertEqual(layer.timeOffset, 0, "the page container's time offset is put back", file: file, line: line)
        XCTAssertEqual(UIKitEnvironment.current.checkInvariants(), [], file: file, line: line)
    }

    func test_interactiveSwitch_finished_leavesThePageContainerRunningWithItsTimeOffset() {
        tabScene { scene in
            let interactor = startInteractiveSwitch(scene, to: 0.6)

            interactor.finish()
            scene.settle()

            XCTAssertEqual(scene.tabs.selectedIndex, 1)
            assertContainerRunsAsBefore(scene)
        }
    }

    func test_interactiveSwitch_cancelled_leavesThePageContainerRunningWithItsTimeOffset() {
        tabScene { scene in
            let interactor = startInteractiveSwitch(scene, to: 0.3)

            interactor.cancel()
            scene.settle()

            XCTAssertEqual(scene.tabs.selectedIndex, 0)
            assertContainerRunsAsBefore(scene)
        }
    }

    func test_interactiveSwitch_afterTheContainerRunsAgain_animationsAddedLaterPlayOnTime() {
        tabScene { scene in
            let interactor = startInteractiveSwitch(scene, to: 0.5)
            interactor.finish()
            scene.settle()
            let page = scene.pages[1].view!

            UIView.animate(withDuration: 0.4) { page.alpha = 0 }
            scene.run(0.2)

            XCTAssertEqual(Double(page.layer.presentation()?.opacity ?? -1), 0.5, accuracy: 0.15,
                           "half way through a 0.4 s fade added after the switch, 0.2 s later")
        }
    }

    // MARK: Selecting while the tab bar controller itself appears

    /// The presented pages' loading and appearance callbacks, in order.
    private func appearanceCalls(_ log: EventLog) -> [String] {
        log.entries.filter { ($0.hasPrefix("P.") || $0.hasPrefix("Q.")) && $0.contains(".view") }
    }

    /// A tab bar controller presented over a plain page; `select` runs while it is appearing.
    private func presentTabs(selecting index: Int, _ body: (TabScene, UITabBarController) -> Void) {
        tabScene { scene in
            let log = scene.log
            let pages = ["P", "Q"].map { RecordingViewController($0, log: log) }
            let tabs = UITabBarController()
            tabs.viewControllers = pages
            tabs.modalPresentationStyle = .fullScreen
            scene.tabs.present(tabs, animated: true)
            scene.frame()
            XCTAssertEqual(tabs.appearanceState, .appearing, "mid-presentation")
            log.clear()

            tabs.selectedIndex = index
            scene.run(1)

            body(scene, tabs)
        }
    }

    func test_selectedIndex_whileTheTabBarControllerAppears_balancesTheCallbacksOfBothPages() {
        presentTabs(selecting: 1) { scene, tabs in
            let (p, q) = (tabs.viewControllers![0], tabs.viewControllers![1])
            XCTAssertEqual(p.appearanceState, .disappeared, "the page that was going to appear has disappeared")
            XCTAssertEqual(q.appearanceState, .appeared, "the selected page appeared with its tab bar controller")
            XCTAssertEqual(appearanceCalls(scene.log), ["P.viewWillDisappear", "Q.viewDidLoad", "P.viewDidDisappear",
                                                        "Q.viewWillAppear", "Q.viewIsAppearing", "Q.viewDidAppear"])
            XCTAssertEqual(UIKitEnvironment.current.checkInvariants(), [])
        }
    }

    func test_setViewControllers_whileTheTabBarControllerAppears_balancesTheCallbacksOfBothPages() {
        tabScene { scene in
            let log = scene.log
            let pages = ["P", "Q"].map { RecordingViewController($0, log: log) }
            let tabs = UITabBarController()
            tabs.viewControllers = [pages[0]]
            tabs.modalPresentationStyle = .fullScreen
            scene.tabs.present(tabs, animated: true)
            scene.frame()
            log.clear()

            tabs.viewControllers = [pages[1]]
            scene.run(1)

            XCTAssertEqual(pages[0].appearanceState, .disappeared)
            XCTAssertEqual(pages[1].appearanceState, .appeared)
            XCTAssertEqual(appearanceCalls(log), ["P.viewWillDisappear", "P.viewDidDisappear", "Q.viewDidLoad",
                                         "Q.viewWillAppear", "Q.viewIsAppearing", "Q.viewDidAppear"])
            XCTAssertEqual(UIKitEnvironment.current.checkInvariants(), [])
        }
    }
}
