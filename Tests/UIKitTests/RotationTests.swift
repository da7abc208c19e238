import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// Rotation: `viewWillTransition(to:with:)` reaches controllers and presentation controllers,
/// the layout follows, animated alongside, while the window turns upright (see
/// `RotationTurnTests` for the turn itself).
final class RotationTests: UIKitTestCase {
    func test_rotate_toLandscape_deliversViewWillTransitionWithTheNewSizeAndLaysOutAgain() {
        presentationScene { scene, _ in
            let root = SizeRecorder()
            scene.window.rootViewController = root
            scene.frame()

            UIKitEnvironment.current.rotate(to: .landscapeLeft)
            scene.run(0.1)
            let midWidth = scene.onScreenFrame(root.view).width
            scene.run(0.5)

            XCTAssertEqual(root.sizes, [CGSize(width: 844, height: 390)])
            XCTAssertEqual(root.alongsideRan, 1)
            XCTAssertEqual(root.completionRan, 1)
            XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 844, height: 390))
            XCTAssertEqual(scene.window.frame.size, CGSize(width: 844, height: 390))
            XCTAssertEqual(root.view.frame.size, CGSize(width: 844, height: 390))
            XCTAssertTrue(midWidth > 390 && midWidth < 844, "the root view grows with the turning window: \(midWidth)")
            XCTAssertEqual(UIKitEnvironment.current.interfaceOrientation, .landscapeLeft)
        }
    }

    func test_rotate_memoSheetTurnedAndBack_fullHeightInLandscapeAnd500InPortrait() {
        presentationScene { scene, log in
            let page = RecordingViewController("B", log: log)
            let delegate = RecordingTransitioningDelegate(log: log)
            delegate.presentationControllerFactory = { presented, presenting in
                let controller = RecordingPresentationController(presented: presented, presenting: presenting, log: log)
                controller.frameProvider = { container in
                    let height = min(container.bounds.height, 500)
                    return CGRect(x: 0, y: container.bounds.maxY - height, width: container.bounds.width, height: height)
                }
                return controller
            }
            page.modalPresentationStyle = .custom
            page.transitioningDelegate = delegate
            scene.root.present(page, animated: false)
            scene.frame()
            XCTAssertEqual(page.view.frame, CGRect(x: 0, y: 344, width: 390, height: 500))

            UIKitEnvironment.current.rotate(to: .landscapeRight)
            scene.run(0.6)
            XCTAssertTrue(log.entries.contains("pc.viewWillTransition(844x390)"))
            XCTAssertEqual(page.view.frame, CGRect(x: 0, y: 0, width: 844, height: 390))

            UIKitEnvironment.current.rotate(to: .portrait)
            scene.run(0.6)
            XCTAssertEqual(page.view.frame, CGRect(x: 0, y: 344, width: 390, height: 500))
        }
    }

    func test_rotate_formSheetOnATablet_staysCentred() {
        presentationScene(screen: tabletScreen) { scene, log in
            let page = RecordingViewController("B", log: log)
            page.modalPresentationStyle = .formSheet
            scene.root.present(page, animated: false)
            scene.frame()

            UIKitEnvironment.current.rotate(to: .landscapeLeft)
            scene.run(0.6)

            XCTAssertEqual(page.view.frame, CGRect(x: 320, y: 100, width: 540, height: 620))
            XCTAssertEqual(page.presentationController?.dimmingView?.frame, CGRect(x: 0, y: 0, width: 1180, height: 820))
        }
    }

    /// A root recording its sizes, 0.1 s into presenting a full-screen page (full screen, so the
    /// page fills the turned screen, where a card would stop below the status bar).
    private func rootMidPresentation(_ scene: PresentationScene, _ log: EventLog) -> SizeRecorder {
        let root = SizeRecorder()
        scene.window.rootViewController = root
        scene.frame()
        let page = RecordingViewController("B", log: log)
        page.modalPresentationStyle = .fullScreen
        root.present(page, animated: true)
        scene.run(0.1)
        return root
    }

    func test_rotate_duringAPresentation_waitsForItsEnd() {
        presentationScene { scene, log in
            let root = rootMidPresentation(scene, log)

            UIKitEnvironment.current.rotate(to: .landscapeLeft)
            XCTAssertTrue(root.sizes.isEmpty, "not in the middle of the presentation")
            scene.settle()
            scene.run(0.6)

            XCTAssertEqual(root.sizes, [CGSize(width: 844, height: 390)])
            XCTAssertEqual(root.presentedViewController?.view.frame.size, CGSize(width: 844, height: 390))
        }
    }

    func test_rotate_backWhileATurnWaitsForATransition_callsOffTheWaitingTurn() {
        presentationScene { scene, log in
            let root = rootMidPresentation(scene, log)

            UIKitEnvironment.current.rotate(to: .landscapeLeft)
            UIKitEnvironment.current.rotate(to: .portrait)
            scene.settle()
            scene.run(0.6)

            XCTAssertEqual(UIKitEnvironment.current.interfaceOrientation, .portrait, "turned there and back: upright")
            XCTAssertTrue(root.sizes.isEmpty, "no turn happened: \(root.sizes)")
        }
    }

    func test_rotate_presenterViewRemoved_comesBackAtTheNewSize() {
        presentationScene { scene, log in
            let page = RecordingViewController("B", log: log)
            page.modalPresentationStyle = .fullScreen
            scene.root.present(page, animated: false)
            UIKitEnvironment.current.rotate(to: .landscapeLeft, animated: false)
            page.dismiss(animated: false)
            XCTAssertEqual(scene.root.view.frame, CGRect(x: 0, y: 0, width: 844, height: 390))
        }
    }

    func test_rotate_contextStylesOverAPresentedContext_fillTheTurnedContext() {
        for style in [UIModalPresentationStyle.currentContext, .overCurrentContext] {
            presentationScene { scene, log in
                // Seed 003's gallery: a full-screen page that defines the context, presenting in it.
                let context = RecordingViewController("Context", log: log)
                context.modalPresentationStyle = .fullScreen
                context.definesPresentationContext = true
                scene.root.present(context, animated: false)
                let page = RecordingViewController("Page", log: log)
                page.modalPresentationStyle = style
                context.present(page, animated: false)
                scene.frame()

                UIKitEnvironment.current.rotate(to: .landscapeLeft)
                scene.run(0.6)
                let turned = scene.onScreenFrame(page.view)
                page.dismiss(animated: false)
                scene.frame()

                let screen = CGRect(x: 0, y: 0, width: 844, height: 390)
                XCTAssertEqual(turned, screen, "\(style): the page fills the turned context")
                XCTAssertEqual(scene.onScreenFrame(context.view), screen, "\(style): the context's view after the dismissal")
            }
        }
    }

    func test_rotate_contextLaidOutByItsParentsCode_thePresentationFollowsTheContextsNewFrame() {
        /// A container that lays its child out in code, in the left half, without a mask.
        final class HalfContainer: UIViewController {
            let child = UIViewController()
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(child)
                child.view.autoresizingMask = []
                view.addSubview(child.view)
                child.didMove(toParent: self)
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                child.view.frame = CGRect(x: 0, y: 0, width: view.bounds.width / 2, height: view.bounds.height)
            }
        }
        for style in [UIModalPresentationStyle.currentContext, .overCurrentContext] {
            presentationScene { scene, log in
                let root = HalfContainer()
                scene.window.rootViewController = root
                scene.frame()
                root.child.definesPresentationContext = true
                let page = RecordingViewController("Page", log: log)
                page.modalPresentationStyle = style
                root.child.present(page, animated: false)
                scene.frame()
                XCTAssertEqual(scene.onScreenFrame(page.view), CGRect(x: 0, y: 0, width: 195, height: 844), "\(style)")

                UIKitEnvironment.current.rotate(to: .landscapeLeft)
                scene.run(0.6)

                XCTAssertEqual(scene.onScreenFrame(page.view), CGRect(x: 0, y: 0, width: 422, height: 390),
                               "\(style): the page covers the context where its parent put it")
            }
        }
    }

    func test_rotate_contextStylesOverTheRoot_fillTheTurnedScreen() {
        for style in [UIModalPresentationStyle.currentContext, .overCurrentContext] {
            presentationScene { scene, log in
                scene.root.definesPresentationContext = true
                let page = RecordingViewController("Page", log: log)
                page.modalPresentationStyle = style
                scene.root.present(page, animated: false)
                scene.frame()

                UIKitEnvironment.current.rotate(to: .landscapeLeft)
                scene.run(0.6)

                XCTAssertEqual(scene.onScreenFrame(page.view), CGRect(x: 0, y: 0, width: 844, height: 390), "\(style)")
            }
        }
    }
}

/// A root controller that records the sizes it is told about and runs an alongside block.
final class SizeRecorder: UIViewController {
    var sizes: [CGSize] = []
    var alongsideRan = 0
    var completionRan = 0
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        sizes.append(size)
        coordinator.animate(alongsideTransition: { _ in self.alongsideRan += 1 }, completion: { _ in self.completionRan += 1 })
    }
}
