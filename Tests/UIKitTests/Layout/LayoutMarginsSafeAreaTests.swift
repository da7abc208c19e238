import TestSupport
import XCTest
@_spi(TransitionLab) @testable import UIKit

/// Layout margins and the safe area on the 6.1-inch phone on its side: margins measured from
/// the safe area, `preservesSuperviewLayoutMargins`, and the calls that report changes.
final class LayoutMarginsSafeAreaTests: XCTestCase {
    private static let phone61 = CGSize(width: 390, height: 844)

    private final class Recording: UIView {
        var safeAreaChanges = 0
        var marginChanges = 0
        override func safeAreaInsetsDidChange() { safeAreaChanges += 1 }
        override func layoutMarginsDidChange() { marginChanges += 1 }
    }

    func test_marginsGuide_onItsSide_startsAtTheSafeAreaPlusTheMargins() {
        TestScene.inEnvironment(screen: Self.phone61) { environment in
            let controller = UIViewController()
            let scene = WindowTestScene(environment: environment, root: controller)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 844, height: 390))
            view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 10, bottom: 8, trailing: 12)
            controller.view.addSubview(view)
            environment.rotate(to: .landscapeLeft, animated: false)
            scene.frame()

            XCTAssertEqual(view.layoutMarginsGuide.layoutFrame, CGRect(x: 47 + 10, y: 8, width: 844 - 47 - 10 - 47 - 12, height: 390 - 16 - 21))
            view.insetsLayoutMarginsFromSafeArea = false
            XCTAssertEqual(view.layoutMarginsGuide.layoutFrame.minX, 10, "margins stay where they are set, under the housing")
        }
    }

    func test_turningTheScene_reportsSafeAreaAndMarginChanges() {
        TestScene.inEnvironment(screen: Self.phone61) { environment in
            let controller = UIViewController()
            let scene = WindowTestScene(environment: environment, root: controller)
            let view = Recording(frame: controller.view.bounds)
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            controller.view.addSubview(view)
            scene.frame()
            let (safe, margins) = (view.safeAreaChanges, view.marginChanges)

            environment.rotate(to: .landscapeLeft, animated: false)
            scene.frame()

            XCTAssertEqual(view.safeAreaChanges, safe + 1)
            XCTAssertEqual(view.marginChanges, margins + 1, "margins measured from the safe area move with it")
        }
    }

    func test_turningTheScene_tellsTheControllerItsViewsMarginsChanged() {
        final class Counting: UIViewController {
            var changes = 0
            override func viewLayoutMarginsDidChange() { changes += 1 }
        }
        TestScene.inEnvironment(screen: Self.phone61) { environment in
            let controller = Counting()
            let scene = WindowTestScene(environment: environment, root: controller)
            scene.frame()
            let before = controller.changes

            environment.rotate(to: .landscapeLeft, animated: false)
            scene.frame()

            XCTAssertEqual(controller.changes, before + 1)
        }
    }

    func test_preservesSuperviewLayoutMargins_keepsContentInsideTheSuperviewsMargins() {
        TestScene.inEnvironment { _ in
            let outer = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            outer.layoutMargins = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
            let inner = UIView(frame: CGRect(x: 10, y: 0, width: 280, height: 200))
            inner.layoutMargins = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
            outer.addSubview(inner)

            XCTAssertFalse(inner.preservesSuperviewLayoutMargins)
            XCTAssertEqual(inner.layoutMarginsGuide.layoutFrame.minX, 8)
            inner.preservesSuperviewLayoutMargins = true
            // The superview's margin reaches 30 pt into the inner view (40 less its 10 pt offset).
            XCTAssertEqual(inner.layoutMarginsGuide.layoutFrame.minX, 30)
            XCTAssertEqual(inner.layoutMarginsGuide.layoutFrame.maxX, 280 - 30)
        }
    }

    func test_settingPreservesSuperviewLayoutMargins_reportsAMarginChange() {
        TestScene.inEnvironment { _ in
            let view = Recording(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.preservesSuperviewLayoutMargins = true

            XCTAssertEqual(view.marginChanges, 1)
        }
    }

    /// Runs `body` with a window on a 6.1-inch phone turned on its side, rooted at a plain page.
    private func onItsSide(_ body: (UIViewController, WindowTestScene) -> Void) {
        TestScene.inEnvironment(screen: Self.phone61) { environment in
            let root = UIViewController()
            let scene = WindowTestScene(environment: environment, root: root)
            environment.rotate(to: .landscapeLeft, animated: false)
            scene.frame()
            body(root, scene)
        }
    }

    func test_pageLaidOutBeforeEnteringTheWindow_onItsSide_isLaidOutAgainInsideTheSafeArea() {
        onItsSide { root, scene in
            // Setup: an animator sizes and lays out the page before it adds it to the window,
            // where its safe area is still zero.
            let page = InsetsRecordingPage()
            page.modalPresentationStyle = .fullScreen
            page.view.frame = scene.window.bounds
            page.view.layoutIfNeeded()

            root.present(page, animated: false)
            scene.frame()

            XCTAssertEqual(page.insetsAtLayout.first, .zero, "first laid out outside the window")
            XCTAssertEqual(page.insetsAtLayout.last, page.view.safeAreaInsets, "laid out again once in the window")
            XCTAssertEqual(page.view.safeAreaInsets.left, 47, "beside the sensor housing")
        }
    }

    func test_pageSnapshottedByItsAnimatorBeforeEnteringTheContainer_isLaidOutInsideTheSafeArea() {
        /// Seed 002's way: a snapshot of the new page, taken before the page is in the container.
        final class SnapshotFirstAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let page = transitionContext.viewController(forKey: .to)!
                page.view.frame = transitionContext.finalFrame(for: page)
                let snapshot = page.view.snapshotView(afterScreenUpdates: true)!
                transitionContext.containerView.addSubview(snapshot)
                transitionContext.containerView.addSubview(page.view)
                snapshot.removeFromSuperview()
                transitionContext.completeTransition(true)
            }
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        }
        onItsSide { root, scene in
            let animator = SnapshotFirstAnimator()
            let page = InsetsRecordingPage()
            page.modalPresentationStyle = .custom
            page.transitioningDelegate = animator

            root.present(page, animated: true)
            scene.frame()

            XCTAssertEqual(page.insetsAtLayout.first?.left, 47, "laid out for the snapshot beside the sensor housing")
            XCTAssertEqual(page.insetsAtLayout.first, page.view.safeAreaInsets, "as it is once in the container")
        }
    }
}

/// A page that records its safe-area insets at every layout.
private final class InsetsRecordingPage: UIViewController {
    var insetsAtLayout: [UIEdgeInsets] = []
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        insetsAtLayout.append(view.safeAreaInsets)
    }
}
