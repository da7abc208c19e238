import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// `UIKitEnvironment.checkInvariants()`: silent when all is well, and naming each broken rule.
final class InvariantCheckerTests: UIKitTestCase {
    func test_afterAPushAndAPop_nothingIsReported() {
        navigationScene { scene, log in
            scene.navigation.pushViewController(RecordingViewController("B", log: log), animated: true)
            scene.settle()
            scene.navigation.popViewController(animated: true)
            scene.settle()

            XCTAssertEqual(UIKitEnvironment.current.checkInvariants(), [])
        }
    }

    func test_aLayerLeftFrozen_isReported() {
        navigationScene { scene, _ in
            scene.navigation.transitionView.layer.speed = 0

            let rules = UIKitEnvironment.current.checkInvariants().map(\.rule)

            XCTAssertEqual(rules, ["notFrozen"])
        }
    }

    func test_aContainerLeftWithATimeOffset_isReported() {
        navigationScene { scene, _ in
            scene.navigation.transitionView.layer.timeOffset = 0.25

            let rules = UIKitEnvironment.current.checkInvariants().map(\.rule)

            XCTAssertEqual(rules, ["containerRunning"])
        }
    }

    func test_aPageLeftAppearing_isReported_asUnbalancedAndNotMatchingItsContainer() {
        navigationScene { scene, log in
            let hidden = RecordingViewController("Hidden", log: log)
            scene.navigation.setViewControllers([hidden, scene.navigation.topViewController!], animated: false)
            hidden.performBeginAppearanceTransition(true, animated: false)

            let rules = UIKitEnvironment.current.checkInvariants().map(\.rule)

            XCTAssertEqual(rules, ["appearanceBalanced"])
            hidden.performEndAppearanceTransition()
            XCTAssertEqual(UIKitEnvironment.current.checkInvariants().map(\.rule), ["appearanceMatchesContainer"],
                           "a page under the top one has appeared")
        }
    }

    func test_aPageLeftBesideTheTopPage_orNotFillingTheContainer_isReported() {
        navigationScene { scene, log in
            let stray = RecordingViewController("Stray", log: log)
            scene.navigation.transitionView.addSubview(stray.view)
            scene.navigation.topViewController?.view.frame.origin.x = 100

            let rules = UIKitEnvironment.current.checkInvariants().map(\.rule)

            XCTAssertEqual(rules, ["onlyTopPageShown", "pageFillsContainer"])
        }
    }

    func test_aTransitionCompletedByTheTimeOut_isReported() {
        navigationScene { scene, log in
            let delegate = RecordingNavigationDelegate()
            delegate.animator = RecordingAnimator(.neverCompletes, duration: 0.2)
            scene.navigation.delegate = delegate
            scene.navigation.pushViewController(RecordingViewController("B", log: log), animated: true)
            scene.run(4)

            let rules = UIKitEnvironment.current.checkInvariants().map(\.rule)

            XCTAssertEqual(rules, ["completedByAnimator"])
        }
    }

    // MARK: The automatic check

    func test_afterATransitionEnds_theCheckRunsByItself_andLogsWhatIsBroken() {
        navigationScene { scene, log in
            let delegate = RecordingNavigationDelegate()
            delegate.animator = RecordingAnimator(.neverCompletes, duration: 0.2)
            scene.navigation.delegate = delegate

            scene.navigation.pushViewController(RecordingViewController("B", log: log), animated: true)
            scene.run(4)

            let environment = UIKitEnvironment.current
            XCTAssertTrue(environment.checksInvariantsAfterTransitions, "the test helpers turn the check on")
            XCTAssertEqual(environment.loggedInvariantViolations.map(\.rule), ["completedByAnimator"])
        }
    }

    func test_afterACleanPushAndPop_theAutomaticCheckLogsNothing_andLeavesNoDisplayLink() {
        navigationScene { scene, log in
            scene.navigation.pushViewController(RecordingViewController("B", log: log), animated: true)
            scene.settle()
            scene.navigation.popViewController(animated: true)
            scene.settle()
            scene.frame()

            let environment = UIKitEnvironment.current
            XCTAssertEqual(environment.loggedInvariantViolations, [])
            XCTAssertFalse(environment.layerContext.hasActiveDisplayLinks)
        }
    }

    func test_withTheCheckOff_nothingIsLogged() {
        navigationScene { scene, log in
            UIKitEnvironment.current.checksInvariantsAfterTransitions = false
            let delegate = RecordingNavigationDelegate()
            delegate.animator = RecordingAnimator(.neverCompletes, duration: 0.2)
            scene.navigation.delegate = delegate

            scene.navigation.pushViewController(RecordingViewController("B", log: log), animated: true)
            scene.run(4)

            XCTAssertEqual(UIKitEnvironment.current.loggedInvariantViolations, [])
        }
    }

    func test_byDefault_theCheckIsOnInDebugBuildsOnly() {
        let environment = UIKitEnvironment(screen: UIScreen(size: CGSize(width: 390, height: 844), scale: 2))

        #if DEBUG
        XCTAssertTrue(environment.checksInvariantsAfterTransitions)
        #else
        XCTAssertFalse(environment.checksInvariantsAfterTransitions)
        #endif
    }
}
