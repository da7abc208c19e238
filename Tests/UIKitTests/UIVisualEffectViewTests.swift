import TestSupport
import XCTest
import Raster
@testable import QuartzCore
@testable import UIKit

/// A page of 20 pt red and blue vertical stripes, with a label, to blur.
private final class StripesPage: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for i in 0..<20 {
            let stripe = UIView(frame: CGRect(x: CGFloat(i) * 20, y: 0, width: 20, height: 844))
            stripe.backgroundColor = i % 2 == 0 ? .red : .blue
            view.addSubview(stripe)
        }
    }
}

/// Ordinary presentation-controller code: a blurred background faded in behind a card.
private final class BlurCardPresentationController: UIPresentationController {
    let blurView = UIVisualEffectView(effect: nil)

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        return containerView.bounds.insetBy(dx: 40, dy: 220)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        blurView.frame = containerView.bounds
        containerView.insertSubview(blurView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.blurView.effect = UIBlurEffect(style: .systemThinMaterialDark)
        })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.blurView.effect = nil
        })
    }
}

private final class CardPage: UIViewController, UIViewControllerTransitioningDelegate {
    private(set) var presentation: BlurCardPresentationController?
    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = 16
    }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = BlurCardPresentationController(presentedViewController: presented, presenting: presenting)
        presentation = controller
        return controller
    }
}

final class UIVisualEffectViewTests: XCTestCase {
    /// Renders the window at half resolution (enough detail to see a 20 pt stripe blur).
    private func render(_ scene: WindowTestScene, compositor: LayerCompositor) -> Bitmap {
        compositor.render(scene.window.layer)
    }

    func test_blurView_overStripes_mixesThemOnlyUnderItself() {
        TestScene.inEnvironment { environment in
            let page = StripesPage()
            let scene = WindowTestScene(environment: environment, root: page)
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
            blur.frame = CGRect(x: 0, y: 422, width: 390, height: 422)
            page.view.addSubview(blur)
            let compositor = LayerCompositor(width: 195, height: 422, scale: 0.5)

            scene.frame()
            let frame = render(scene, compositor: compositor)

            let sharp = frame[5, 100], blurred = frame[5, 300]
            XCTAssertEqual(sharp, RGBA8(r: 255, g: 0, b: 0, a: 255), "above the blur, a red stripe stays red")
            XCTAssertGreaterThan(blurred.b, 60, "under the blur, the blue stripes beside bleed into the red one")
            XCTAssertGreaterThan(blurred.r, 60)
            XCTAssertTrue(blur.contentView.superview === blur)
            XCTAssertEqual(blur.contentView.frame, blur.bounds)
        }
    }

    func test_effectSetInsideAnimate_growsTheBlurFromNothing() {
        TestScene.inEnvironment { environment in
            let page = StripesPage()
            let scene = WindowTestScene(environment: environment, root: page)
            let blur = UIVisualEffectView(effect: nil)
            blur.frame = page.view.bounds
            page.view.addSubview(blur)
            scene.frame()

            UIView.animate(withDuration: 0.4) { blur.effect = UIBlurEffect(style: .dark) }
            scene.run(0.2)
            let midway = (blur.layer.presentation() as? BackdropBlurLayer)?.blurRadius ?? -1
            scene.run(0.3)

            XCTAssertGreaterThan(midway, 0)
            XCTAssertLessThan(midway, UIBlurEffect(style: .dark).blurRadius)
            XCTAssertEqual((blur.layer as? BackdropBlurLayer)?.blurRadius, UIBlurEffect(style: .dark).blurRadius)
            XCTAssertNil(blur.layer.animationKeys(), "the animation ended")
        }
    }

    func test_blurredPresentation_card_matchesGolden() {
        TestScene.inEnvironment { environment in
            let page = StripesPage()
            let scene = WindowTestScene(environment: environment, root: page)
            let card = CardPage(nibName: nil, bundle: nil)
            let compositor = LayerCompositor(width: 195, height: 422, scale: 0.5)

            page.present(card, animated: true)
            scene.run(0.25)
            let midway = render(scene, compositor: compositor)
            scene.run(0.5)
            let presented = render(scene, compositor: compositor)

            XCTAssertTrue(card.presentation?.blurView.superview != nil)
            assertGolden(contactSheet([midway, presented], columns: 2, background: .white), named: "blur-card-presentation")
        }
    }
}
