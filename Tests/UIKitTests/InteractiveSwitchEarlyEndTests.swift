import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// An interactive tab switch whose animations end before the percent-driven interactor's settle
/// does (issue 33: the settle's last step can land on their end time a frame early; an animator's
/// animations can be shorter than its duration): the switch's end runs the page container
/// again at once, so nothing of it is left frozen, and the next switch, begun as soon as this
/// one ends, is its own.
final class InteractiveSwitchEarlyEndTests: XCTestCase {
    /// A switch from the selected tab to `index`, driven by a new interactor through an animator
    /// whose slide lasts 0.2 s of its 0.5 s, scrubbed to `percent`.
    private func startSwitch(_ scene: TabScene, to index: Int, percent: CGFloat,
                             interactor: UIPercentDrivenInteractiveTransition = UIPercentDrivenInteractiveTransition())
        -> UIPercentDrivenInteractiveTransition {
        let delegate = RecordingTabBarDelegate()
        delegate.animator = SlideInAnimator(duration: 0.5, animationDuration: 0.2)
        delegate.interactor = interactor
        scene.tabs.delegate = delegate
        scene.retained.append(delegate)
        scene.tabs.selectedIndex = index
        interactor.update(percent)
        scene.frame()
        return interactor
    }

    /// Frames until the tab switch has ended (at most 2 s).
    private func runUntilTheSwitchEnds(_ scene: TabScene) {
        var frames = 0
        while scene.tabs.activeTabTransition != nil && frames < 120 {
            scene.frame()
            frames += 1
        }
    }

    func test_animationsEndingBeforeTheSettle_leaveNothingFrozen_whenTheSwitchEnds() {
        tabScene { scene in
            let interactor = startSwitch(scene, to: 1, percent: 0.2)

            interactor.finish()
            runUntilTheSwitchEnds(scene)

            XCTAssertNil(scene.tabs.activeTabTransition)
            XCTAssertEqual(scene.tabs.selectedIndex, 1)
            XCTAssertEqual(scene.tabs.pageContainer.layer.speed, 1, "the container runs in the frame the switch ends")
            XCTAssertEqual(UIKitEnvironment.current.layerContext.displayLinkLabels.filter { $0 == CADisplayLink.transitionLabel }, [],
                           "the settle stops with the switch")
            XCTAssertEqual(UIKitEnvironment.current.checkInvariants(), [])
        }
    }

    func test_aSwitchBegunAsTheLastOneEnds_staysUnderTheFinger() {
        tabScene { scene in
            let first = startSwitch(scene, to: 1, percent: 0.2)
            first.finish()
            runUntilTheSwitchEnds(scene)

            _ = startSwitch(scene, to: 2, percent: 0.3)
            scene.run(0.6)

            XCTAssertNotNil(scene.tabs.activeTabTransition, "the finger still drives the second switch")
            XCTAssertEqual(scene.tabs.pageContainer.layer.speed, 0, "its container stays frozen where the finger holds it")
            XCTAssertEqual(scene.pages[2].appearanceState, .appearing)
            XCTAssertEqual(scene.presentedMinX(scene.pages[2].view), 390 * (1 - 0.75), accuracy: 1,
                           "0.3 of 0.5 s is three quarters of the 0.2 s slide")
        }
    }

    func test_aSwitchEndingUnderTheFinger_leavesTheFingersFinishToNoOne() {
        tabScene { scene in
            let interactor = startSwitch(scene, to: 1, percent: 0.6)
            XCTAssertNil(scene.tabs.activeTabTransition, "the slide ended under the finger, at 0.3 of 0.5 s")
            XCTAssertEqual(scene.tabs.pageContainer.layer.speed, 1)

            interactor.finish()
            _ = startSwitch(scene, to: 2, percent: 0.1, interactor: interactor)
            scene.run(0.6)

            XCTAssertNotNil(scene.tabs.activeTabTransition, "the lift of the first drag does not finish the next switch")
            XCTAssertEqual(scene.tabs.selectedIndex, 2)
        }
    }
}
