import TestSupport
import XCTest
import Raster
import QuartzCore
import UIKit

/// A page with a solid background, pushed and presented by the tests below.
private final class ColorPage: UIViewController {
    let color: UIColor
    init(_ color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }
}

// Ordinary iOS code that animates a change with a Core Animation transition instead of a
// transitioning delegate, as many tutorials do.
private extension UINavigationController {
    func pushFromBottom(_ viewController: UIViewController) {
        let transition = CATransition()
        transition.duration = 0.4
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        transition.type = .moveIn
        transition.subtype = .fromBottom
        view.layer.add(transition, forKey: kCATransition)
        pushViewController(viewController, animated: false)
    }
}

final class CATransitionCompileTests: XCTestCase {
    private func color(at point: CGPoint, in scene: WindowTestScene) -> RGBA8 {
        let frame = scene.compositor.frame
        return frame[Int(point.x / 10), Int(point.y / 10)]
    }

    func test_pushWithoutAnimation_underAMoveInTransition_risesOverTheOldPage() {
        TestScene.inEnvironment { environment in
            let log = EventLog()
            let first = ColorPage(.red)
            let navigation = UINavigationController(rootViewController: first)
            navigation.isNavigationBarHidden = true
            let scene = NavigationScene(environment: environment, log: log, root: first, navigation: navigation)

            navigation.pushFromBottom(ColorPage(.blue))
            scene.run(0.2)
            let top = color(at: CGPoint(x: 195, y: 100), in: scene)
            let bottom = color(at: CGPoint(x: 195, y: 800), in: scene)
            scene.run(0.3)

            XCTAssertEqual(top, RGBA8(r: 255, g: 0, b: 0, a: 255), "the old page stays under the rising one")
            XCTAssertEqual(bottom, RGBA8(r: 0, g: 0, b: 255, a: 255), "the new page comes up from the bottom")
            XCTAssertEqual(color(at: CGPoint(x: 195, y: 100), in: scene), RGBA8(r: 0, g: 0, b: 255, a: 255))
            XCTAssertNil(navigation.view.layer.animation(forKey: kCATransition))
            XCTAssertEqual(navigation.viewControllers.count, 2)
        }
    }

    func test_imageChangedThenFaded_dissolvesFromTheImageOnScreen() {
        TestScene.inEnvironment { environment in
            let page = ColorPage(.white)
            let scene = WindowTestScene(environment: environment, root: page)
            let imageView = UIImageView(frame: page.view.bounds)
            imageView.backgroundColor = .red
            page.view.addSubview(imageView)
            scene.frame()

            imageView.backgroundColor = .blue
            let fade = CATransition()
            fade.duration = 1
            imageView.layer.add(fade, forKey: nil)
            scene.run(0.5)
            let mid = color(at: CGPoint(x: 195, y: 400), in: scene)

            XCTAssertEqual(Double(mid.r), 127, accuracy: 12, "red fading out")
            XCTAssertEqual(Double(mid.b), 127, accuracy: 12, "blue fading in")
        }
    }
}
