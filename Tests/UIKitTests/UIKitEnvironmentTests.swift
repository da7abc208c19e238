import QuartzCore
import TestSupport
import XCTest
@_spi(TransitionLab) @testable import UIKit

/// The environment is typed state bound by `run(_:)`: nothing is shared, nothing is made up.
final class UIKitEnvironmentTests: XCTestCase {
    func test_outsideRun_noEnvironmentOrLayerContextIsBound() {
        XCTAssertFalse(UIKitEnvironment.isBound)
        XCTAssertFalse(LayerContext.isBound)
    }

    func test_run_bindsTheEnvironmentAndItsLayerContext_andUnbindsAfter() {
        let environment = UIKitEnvironment(screen: UIScreen(size: CGSize(width: 320, height: 480), scale: 1))

        let (bound, context, screenWidth) = environment.run {
            (UIKitEnvironment.current, LayerContext.current, UIScreen.main.bounds.width)
        }

        XCTAssertTrue(bound === environment)
        XCTAssertTrue(context === environment.layerContext)
        XCTAssertEqual(screenWidth, 320)
        XCTAssertFalse(UIKitEnvironment.isBound)
    }

    func test_nestedRun_innerEnvironmentWins_thenOuterComesBack() {
        let outer = UIKitEnvironment(screen: UIScreen(size: CGSize(width: 390, height: 844), scale: 2))
        let inner = UIKitEnvironment(screen: UIScreen(size: CGSize(width: 820, height: 1180), scale: 2))

        let seen = outer.run { () -> [CGFloat] in
            let inside = inner.run { UIScreen.main.bounds.width }
            return [inside, UIScreen.main.bounds.width]
        }

        XCTAssertEqual(seen, [820, 390])
    }

    func test_registeredImages_belongToOneEnvironment() {
        let first = UIKitEnvironment(screen: UIScreen(size: CGSize(width: 390, height: 844), scale: 2))
        let second = UIKitEnvironment(screen: UIScreen(size: CGSize(width: 390, height: 844), scale: 2))
        let image = first.run { UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in } }

        first.run { UIImage.register(image, named: "only-in-first") }

        XCTAssertNotNil(first.run { UIImage(named: "only-in-first") })
        XCTAssertNil(second.run { UIImage(named: "only-in-first") })
    }

    func test_animationBlocks_ofOneEnvironment_doNotAnimateViewsOfAnother() {
        let first = UIKitEnvironment(screen: UIScreen(size: CGSize(width: 390, height: 844), scale: 2))
        let second = UIKitEnvironment(screen: UIScreen(size: CGSize(width: 390, height: 844), scale: 2))
        let view = second.run { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }

        first.run {
            UIView.animate(withDuration: 1) {
                second.run { view.alpha = 0.5 }
            }
        }

        XCTAssertNil(second.run { view.layer.animationKeys() }, "second's views change outside first's block")
        XCTAssertEqual(second.run { view.alpha }, 0.5)
    }
}
