import XCTest
@testable import Porting

/// Swift 4-era names, migrated as Xcode's migrator does (issue 35).
final class Swift4NamePortTests: PortTestCase {
    func test_nestedTypeNames_becomeTheirSwift42Spelling() {
        let source = """
            import UIKit
            final class Nav: NSObject, UINavigationControllerDelegate {
                var operation: UINavigationControllerOperation = .push
                let options: UIViewAnimationOptions = [.curveEaseIn]
                var state = UIGestureRecognizerState.began
                let style = UIBlurEffectStyle.dark
                let events: UIControlEvents = .touchUpInside
                func attribute(_ a: NSLayoutAttribute) -> UIViewContentMode { .center }
            }
            """
        let result = port(source)
        assertContains(result.ported, "var operation: UINavigationController.Operation = .push")
        assertContains(result.ported, "let options: UIView.AnimationOptions = [.curveEaseIn]")
        assertContains(result.ported, "var state = UIGestureRecognizer.State.began")
        assertContains(result.ported, "let style = UIBlurEffect.Style.dark")
        assertContains(result.ported, "let events: UIControl.Event = .touchUpInside")
        assertContains(result.ported, "func attribute(_ a: NSLayoutConstraint.Attribute) -> UIView.ContentMode { .center }")
        XCTAssertEqual(result.rewrites.map(\.line), [3, 4, 5, 6, 7, 8, 8])
        XCTAssertTrue(result.rewrites.allSatisfy { $0.note.contains("Swift 4.2 renamed") })
        assertIdempotent(result)
    }

    func test_runLoopModes_displayLinkCalls_andOpenStatic_areMigrated() {
        let source = """
            import UIKit
            open class Ticker {
                open static let shared = Ticker()
                let link = CADisplayLink(target: Ticker.shared, selector: #selector(tick))
                func start() { link.add(to: .main, forMode: RunLoopMode.commonModes) }
                func stop() { link.remove(from: .main, forMode: .defaultRunLoopMode) }
                @objc func tick() {}
            }
            """
        let result = port(source)
        assertContains(result.ported, "public static let shared = Ticker()")
        assertContains(result.ported, "link.add(to: .main, forMode: RunLoop.Mode.common)")
        assertContains(result.ported, "link.remove(from: .main, forMode: .default)")
        assertIdempotent(result)
    }

    func test_constantsAndMakeFunctions_becomeMembersAndInitializers() {
        let source = """
            import UIKit
            func configure(_ transition: CATransition, _ layer: CAShapeLayer) -> UIEdgeInsets {
                transition.type = kCATransitionPush
                transition.subtype = kCATransitionFromRight
                transition.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
                layer.fillMode = kCAFillModeForwards
                layer.frame = CGRectMake(0, 0, 10, 20)
                return UIEdgeInsetsMake(1, 2, 3, 4)
            }
            """
        let result = port(source)
        assertContains(result.ported, "transition.type = CATransitionType.push")
        assertContains(result.ported, "transition.subtype = CATransitionSubtype.fromRight")
        assertContains(result.ported, "CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)")
        assertContains(result.ported, "layer.fillMode = CAMediaTimingFillMode.forwards")
        assertContains(result.ported, "layer.frame = CGRect(x: 0, y: 0, width: 10, height: 20)")
        assertContains(result.ported, "return UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)")
        assertIdempotent(result)
    }

    func test_renamedMethods_areMigratedAtCallsAndOverrides() {
        let source = """
            import UIKit
            final class Container: UIViewController {
                func embed(_ child: UIViewController) {
                    addChildViewController(child)
                    view.bringSubview(toFront: child.view)
                    child.didMove(toParentViewController: self)
                    NotificationCenter.default.post(name: .UIApplicationDidBecomeActive, object: nil)
                    _ = childViewControllers.count
                }
                override func willMove(toParentViewController parent: UIViewController?) {
                    super.willMove(toParentViewController: parent)
                    removeFromParentViewController()
                }
            }
            """
        let result = port(source)
        assertContains(result.ported, "addChild(child)")
        assertContains(result.ported, "view.bringSubviewToFront(child.view)")
        assertContains(result.ported, "child.didMove(toParent: self)")
        assertContains(result.ported, "post(name: UIApplication.didBecomeActiveNotification, object: nil)")
        assertContains(result.ported, "_ = children.count")
        assertContains(result.ported, "override func willMove(toParent parent: UIViewController?) {")
        assertContains(result.ported, "super.willMove(toParent: parent)")
        assertContains(result.ported, "removeFromParent()")
        assertIdempotent(result)
    }
}
