import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// `UIKitEnvironment.addTransitionActivityObserver(_:)` and `transitionProgress`: what review tools read.
final class TransitionActivityTests: UIKitTestCase {
    func test_animatedPush_reportsBeganThenFinished_andProgressRunsFromZeroToOne() {
        navigationScene { scene, log in
            var reports: [TransitionActivity] = []
            UIKitEnvironment.current.addTransitionActivityObserver { reports.append($0) }

            scene.navigation.pushViewController(RecordingViewController("B", log: log), animated: true)
            scene.frame()
            let early = UIKitEnvironment.current.transitionProgress
            scene.settle()

            XCTAssertEqual(reports.map(\.kind), [.push, .push])
            XCTAssertEqual(reports.map(\.phase), [.began, .finished])
            XCTAssertLessThan(reports[0].mediaTime, reports[1].mediaTime)
            XCTAssertEqual(early?.kind, .push)
            XCTAssertGreaterThan(early?.fraction ?? 0, 0)
            XCTAssertLessThan(early?.fraction ?? 1, 0.5)
            XCTAssertNil(UIKitEnvironment.current.transitionProgress, "nothing runs after the push")
        }
    }

    func test_interactivePopLetGoEarly_reportsCancelled_andProgressFollowsTheFinger() {
        navigationScene { scene, log in
            scene.navigation.pushViewController(RecordingViewController("B", log: log), animated: false)
            scene.frame()
            var reports: [TransitionActivity] = []
            UIKitEnvironment.current.addTransitionActivityObserver { reports.append($0) }

            scene.navigation.driveInteractivePop(.began, translationX: 0, velocityX: 0)
            scene.navigation.driveInteractivePop(.changed, translationX: scene.width * 0.25, velocityX: 0)
            scene.frame()
            let dragging = UIKitEnvironment.current.transitionProgress
            scene.navigation.driveInteractivePop(.ended, translationX: scene.width * 0.25, velocityX: 0)
            scene.settle()

            XCTAssertEqual(dragging?.kind, .pop)
            XCTAssertEqual(dragging?.isInteractive, true)
            XCTAssertEqual(dragging?.fraction ?? 0, 0.25, accuracy: 0.01)
            XCTAssertEqual(reports.map(\.phase), [.began, .cancelled])
            XCTAssertTrue(reports[0].isInteractive)
        }
    }

    func test_percentReadouts_ofNonFiniteOrOutOfRangeFractions_areClamped_neverTrapping() {
        // An app's interactor may override percentComplete with anything; the replay engine's
        // status and the gesture overlay's card read it as a whole percent.
        let nan = TransitionProgress(kind: .pop, fraction: .nan, isInteractive: true)
        let snapshot = InteractiveTransitionSnapshot(kind: .interactivePop, percentComplete: .infinity, isInteractive: true,
                                                     velocity: nil, releaseFinishes: nil)

        let percents = [CGFloat.nan, -.nan, .infinity, -.infinity, -0.2, 0.424, 0.426, 1.7].map(TransitionProgress.wholePercent)

        XCTAssertEqual(percents, [0, 0, 100, 0, 0, 42, 43, 100])
        XCTAssertEqual(nan.percent, 0)
        XCTAssertTrue(snapshot.description.hasPrefix("interactivePop 100%"), snapshot.description)
    }

    func test_twoObservers_bothHearEachTransition_andARemovedOneStops() {
        navigationScene { scene, log in
            var first: [TransitionActivity.Phase] = [], second: [TransitionActivity.Phase] = []
            let environment = UIKitEnvironment.current
            let firstToken = environment.addTransitionActivityObserver { first.append($0.phase) }
            environment.addTransitionActivityObserver { second.append($0.phase) }

            scene.navigation.pushViewController(RecordingViewController("B", log: log), animated: true)
            scene.settle()
            environment.removeTransitionActivityObserver(firstToken)
            scene.navigation.popViewController(animated: true)
            scene.settle()

            XCTAssertEqual(first, [.began, .finished], "removed after the push, it hears no pop")
            XCTAssertEqual(second, [.began, .finished, .began, .finished], "the other still hears both")
        }
    }
}
