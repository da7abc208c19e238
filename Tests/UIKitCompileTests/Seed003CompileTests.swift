import TestSupport
import XCTest
import QuartzCore
import UIKit

// Seed 003 ("iOS 自定義轉場動畫"): the article's Objective-C written in Swift the ordinary way, from
// the article alone, with only the Linux differences in docs/UIKIT.md, "Your own code"
// (target-action takes a method reference). The article's pseudo-code helpers (`getImageFromPhotoGraphy()` and so on)
// are filled in, marked, the way a reader of the article would write them.

/// The article's `ViewController`: presents itself with a custom style and is its own delegate.
class JYViewController: UIViewController, UIViewControllerTransitioningDelegate {
    // Filled in: which of the article's three animators this page uses.
    var animator: UIViewControllerAnimatedTransitioning?
    var usesMemoPresentation = false

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        self.modalPresentationStyle = .custom
        self.transitioningDelegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return animator // return a transition animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return animator // return a transition animator
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        // Filled in: the memo page's presentation controller, nil otherwise.
        guard usesMemoPresentation else { return nil }
        return JYMemoPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// The album's zoom: an image view flies from the thumbnail's frame to the full-screen frame.
class JYPhotoZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    // Filled in: the article's `getImageFromPhotoGraphy()`, `getInitialFrameFromPhotoGraphy()`
    // and `getFinalFrameFromPhotoGraphy()`.
    var image = UIImage()
    var initialFrame = CGRect(x: 20, y: 100, width: 80, height: 80)
    private(set) var flyingImageView: UIImageView?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)!
        let finalFrame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        toView.frame = finalFrame
        toView.alpha = 0
        containerView.addSubview(toView)

        let animateImageView = UIImageView(image: image)
        animateImageView.frame = initialFrame
        containerView.addSubview(animateImageView)
        flyingImageView = animateImageView
        UIView.animate(withDuration: 0.5, animations: {
            animateImageView.frame = finalFrame
        }, completion: { _ in
            toView.alpha = 1
            animateImageView.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The door: the presenting page's snapshot, cut in two halves that swing open about their edges.
class JYDoorAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private(set) var leftImageView: UIImageView?
    private(set) var rightImageView: UIImageView?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    // Filled in: `getSnapshotImageFromPresentingViewController()`, as the article describes it.
    func snapshotImage(of view: UIView) -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(view.bounds.size, true, 0)
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else { return nil }
        view.layer.render(in: context)
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    // Filled in: `cropImageViewFromLeftSnapshotImage()` and its right-hand twin.
    func cropImageView(from image: UIImage, rect: CGRect) -> UIImageView {
        let scale = image.scale
        let pixels = CGRect(x: rect.origin.x * scale, y: rect.origin.y * scale,
                            width: rect.width * scale, height: rect.height * scale)
        let cropped = image.cgImage!.cropping(to: pixels)!
        return UIImageView(image: UIImage(cgImage: cropped, scale: scale, orientation: .up))
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromView = transitionContext.viewController(forKey: .from)!.view!
        let toView = transitionContext.view(forKey: .to)!
        toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        containerView.addSubview(toView)

        let bounds = fromView.bounds
        let leftRect = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
        let rightRect = CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)
        let snapshotImage = self.snapshotImage(of: fromView)!

        let leftImageView = cropImageView(from: snapshotImage, rect: leftRect)
        leftImageView.layer.anchorPoint = CGPoint(x: 0.0, y: 0.5)
        leftImageView.frame = leftRect
        containerView.insertSubview(leftImageView, aboveSubview: toView)

        let rightImageView = cropImageView(from: snapshotImage, rect: rightRect)
        rightImageView.layer.anchorPoint = CGPoint(x: 1.0, y: 0.5)
        rightImageView.frame = rightRect
        containerView.insertSubview(rightImageView, aboveSubview: toView)
        self.leftImageView = leftImageView
        self.rightImageView = rightImageView

        var leftRotateTransform = CATransform3DIdentity
        leftRotateTransform.m34 = 4.5 / -2000
        leftRotateTransform = CATransform3DRotate(leftRotateTransform, 90.0 * .pi / 180.0, 0, 1.0, 0)
        var rightRotateTransform = CATransform3DIdentity
        rightRotateTransform.m34 = 4.5 / -2000
        rightRotateTransform = CATransform3DRotate(rightRotateTransform, -90.0 * .pi / 180.0, 0, 1.0, 0)

        UIView.animate(withDuration: 0.5, delay: 0.0, options: .curveEaseOut, animations: {
            leftImageView.layer.transform = leftRotateTransform
            rightImageView.layer.transform = rightRotateTransform
        }, completion: { _ in
            leftImageView.removeFromSuperview()
            rightImageView.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The memo sheet's animator: the page rises from below its final frame while fading in.
class JYMemoAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.2
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let containerView = transitionContext.containerView

        // Filled in: the article shows the presenting half; dismissing runs it backwards.
        if let toView = toView, toViewController.isBeingPresented {
            let endFrame = transitionContext.finalFrame(for: toViewController)
            let startFrame = endFrame.offsetBy(dx: 0.0, dy: endFrame.height)
            toView.frame = startFrame
            toView.alpha = 0.0
            containerView.addSubview(toView)
            UIView.animate(withDuration: 0.2, delay: 0.0, options: [.beginFromCurrentState, .curveEaseIn], animations: {
                toView.frame = endFrame
                toView.alpha = 1.0
            }, completion: { _ in
                if transitionContext.transitionWasCancelled {
                    toView.removeFromSuperview()
                }
                transitionContext.completeTransition(true)
            })
        } else if let fromView = fromView {
            let startFrame = transitionContext.initialFrame(for: fromViewController)
            UIView.animate(withDuration: 0.2, delay: 0.0, options: [.beginFromCurrentState, .curveEaseIn], animations: {
                fromView.frame = startFrame.offsetBy(dx: 0.0, dy: startFrame.height)
                fromView.alpha = 0.0
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}

/// The article's `_JYMemoViewController_PresentationController`.
class JYMemoPresentationController: UIPresentationController, UIGestureRecognizerDelegate {
    private(set) var backgroundView: UIView!
    private var tapGestureRecognizer: UITapGestureRecognizer!

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        backgroundView = UIView(frame: .zero)
        backgroundView.isUserInteractionEnabled = false
        backgroundView.translatesAutoresizingMaskIntoConstraints = false
        tapGestureRecognizer = UITapGestureRecognizer(target: self, action: JYMemoPresentationController.handleTapGestureRecognizer)
        tapGestureRecognizer.delegate = self
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        let height = fmin(containerView!.frame.height, 500.0)
        return CGRect(x: 0.0, y: containerView!.frame.maxY - height, width: containerView!.frame.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        backgroundView.backgroundColor = UIColor(white: 0.0, alpha: 0.5)
        backgroundView.alpha = 0.0
        containerView!.addSubview(backgroundView)
        backgroundView.topAnchor.constraint(equalTo: containerView!.topAnchor).isActive = true
        backgroundView.bottomAnchor.constraint(equalTo: containerView!.bottomAnchor).isActive = true
        backgroundView.leadingAnchor.constraint(equalTo: containerView!.leadingAnchor).isActive = true
        backgroundView.trailingAnchor.constraint(equalTo: containerView!.trailingAnchor).isActive = true
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.backgroundView.alpha = 1.0
        }, completion: { context in
            if context.isCancelled {
                self.presentedView?.layer.shadowOpacity = 0.0
                self.backgroundView.alpha = 0.0
            }
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if completed {
            containerView?.addGestureRecognizer(tapGestureRecognizer)
        }
        super.presentationTransitionDidEnd(completed)
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        containerView?.removeGestureRecognizer(tapGestureRecognizer)
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.presentedView?.layer.shadowOpacity = 0.0
            self.backgroundView.alpha = 0.0
        }, completion: { context in
            if context.isCancelled {
                self.presentedView?.layer.shadowOpacity = 1.0
                self.backgroundView.alpha = 1.0
            } else {
                self.backgroundView.removeFromSuperview()
            }
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if !completed {
            containerView?.addGestureRecognizer(tapGestureRecognizer)
        }
        super.dismissalTransitionDidEnd(completed)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            let container = self.containerView!.frame
            self.presentedView?.frame = CGRect(x: container.minX, y: container.minY + fmax(size.height - 500.0, 0.0),
                                               width: container.width, height: container.height - fmax(size.height - 500.0, 0.0))
        }, completion: nil)
    }

    func handleTapGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        presentingViewController.dismiss(animated: true, completion: nil)
    }

    // MARK: - UIGestureRecognizerDelegate

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        if gestureRecognizer == tapGestureRecognizer {
            if let view = touch.view {
                return view != presentedView && !view.isDescendant(of: presentedView!)
            }
        }
        return true
    }
}

final class Seed003CompileTests: XCTestCase {
    private func presentPage(in scene: ControllerScene, configure: (JYViewController) -> Void) -> JYViewController {
        let page = JYViewController(nibName: nil, bundle: nil)
        page.view.backgroundColor = .white
        configure(page)
        scene.root.present(page, animated: true, completion: nil)
        return page
    }

    func test_seed003_memoSheet_is500PointsHigh_dimsBehind_andATapAboveDismisses() {
        controllerScene { scene in
            let page = presentPage(in: scene) {
                $0.animator = JYMemoAnimator()
                $0.usesMemoPresentation = true
            }
            scene.settle()
            let controller = page.presentationController as? JYMemoPresentationController
            XCTAssertNotNil(controller, "the delegate's presentation controller is used")
            XCTAssertEqual(page.view.frame, CGRect(x: 0, y: 844 - 500, width: 390, height: 500))
            XCTAssertEqual(controller?.backgroundView.frame, scene.window.bounds, "constraints pin the dimming view")
            XCTAssertEqual(controller?.backgroundView.alpha, 1, "faded in alongside the transition")

            let finger = SceneFinger(window: scene.window)
            finger.down(at: CGPoint(x: 200, y: 600))
            scene.frame()
            finger.up()
            scene.settle()
            XCTAssertTrue(scene.root.presentedViewController === page, "a tap on the memo itself is not for the recognizer")

            finger.down(at: CGPoint(x: 200, y: 100))
            scene.frame()
            finger.up()
            scene.settle()
            XCTAssertNil(scene.root.presentedViewController, "a tap above the memo dismisses it")
            XCTAssertNil(controller?.backgroundView.superview, "the dimming view is removed after the dismissal")
        }
    }

    func test_seed003_memoSheet_inLandscape_fillsTheShorterScreen() {
        controllerScene(screen: CGSize(width: 844, height: 390)) { scene in
            let page = presentPage(in: scene) {
                $0.animator = JYMemoAnimator()
                $0.usesMemoPresentation = true
            }
            scene.settle()

            XCTAssertEqual(page.view.frame, CGRect(x: 0, y: 0, width: 844, height: 390), "fmin(height, 500) is the screen")
        }
    }

    func test_seed003_door_swingsTheSnapshotHalvesOpen_andRemovesThem() {
        controllerScene { scene in
            scene.root.view.backgroundColor = .blue
            let door = JYDoorAnimator()
            let page = presentPage(in: scene) { $0.animator = door }
            scene.run(0.25)
            let left = door.leftImageView?.layer.presentation()
            XCTAssertNotNil(door.leftImageView?.image?.cgImage, "the snapshot was cut")
            XCTAssertEqual(door.leftImageView?.image?.size, CGSize(width: 195, height: 844))
            XCTAssertEqual(door.leftImageView?.layer.anchorPoint, CGPoint(x: 0, y: 0.5))
            XCTAssertNotEqual(left?.transform.m11 ?? 1, 1, "the left half is turning about its edge")
            scene.settle()

            XCTAssertTrue(scene.root.presentedViewController === page)
            XCTAssertNil(door.leftImageView?.superview)
            XCTAssertNil(door.rightImageView?.superview)
            XCTAssertEqual(page.view.frame, scene.window.bounds)
        }
    }

    func test_seed003_photoZoom_fliesTheImageToTheFinalFrame() {
        controllerScene { scene in
            let zoom = JYPhotoZoomAnimator()
            let page = presentPage(in: scene) { $0.animator = zoom }
            scene.run(0.25)
            let midway = zoom.flyingImageView.map { scene.onScreenFrame($0) } ?? .zero
            XCTAssertGreaterThan(midway.width, 80, "growing from the thumbnail")
            XCTAssertLessThan(midway.width, 390, "not yet full width")
            scene.settle()

            XCTAssertTrue(scene.root.presentedViewController === page)
            XCTAssertNil(zoom.flyingImageView?.superview)
            XCTAssertEqual(page.view.alpha, 1)
        }
    }
}
