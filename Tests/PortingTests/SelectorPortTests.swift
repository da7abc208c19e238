import XCTest
@testable import Porting

/// `#selector` in the UIKit and Foundation APIs that take one becomes a method reference.
final class SelectorPortTests: PortTestCase {
    func test_selector_inControlAddTarget_becomesMethodReference() {
        let source = """
            import UIKit
            class MenuViewController: UIViewController {
                let button = UIButton()
                override func viewDidLoad() {
                    button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
                }
                @objc func didTap(_ sender: UIButton) {}
            }
            """
        let result = port(source)
        assertContains(result.ported, "button.addTarget(self, action: MenuViewController.didTap(_:), for: .touchUpInside)")
        XCTAssertEqual(result.rewrites.first?.line, 5)
        XCTAssertEqual(result.rewrites.first?.before, "#selector(didTap(_:))")
        assertIdempotent(result)
    }

    func test_selector_withSelfOrTypePrefix_usesTheTypeName() {
        let source = """
            import UIKit
            extension CardViewController {
                func install() {
                    let pan = UIPanGestureRecognizer(target: self, action: #selector(self.handlePan(_:)))
                    let tap = UITapGestureRecognizer(target: self, action: #selector(CardViewController.close))
                    view.addGestureRecognizer(pan); view.addGestureRecognizer(tap)
                }
            }
            """
        let result = port(source)
        assertContains(result.ported, "UIPanGestureRecognizer(target: self, action: CardViewController.handlePan(_:))")
        assertContains(result.ported, "UITapGestureRecognizer(target: self, action: CardViewController.close)")
        assertIdempotent(result)
    }

    func test_selector_inNestedType_usesTheQualifiedName() {
        let source = """
            import UIKit
            class Outer { class Inner: NSObject {
                func go(_ item: UIBarButtonItem?) -> UIBarButtonItem {
                    UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
                }
                @objc func done() {}
            } }
            """
        let result = port(source)
        assertContains(result.ported, "action: Outer.Inner.done)")
    }

    func test_selector_inTimerNotificationDisplayLinkAndPerform_becomesMethodReference() {
        let source = """
            import UIKit
            final class Spring: NSObject {
                func start() {
                    Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
                    NotificationCenter.default.addObserver(self, selector: #selector(rotated), name: UIDevice.orientationDidChangeNotification, object: nil)
                    let link = CADisplayLink(target: self, selector: #selector(step(_:)))
                    link.add(to: .main, forMode: .common)
                    perform(#selector(finish), with: nil, afterDelay: 0.3)
                    if responds(to: #selector(Spring.finish)) {}
                }
            }
            """
        let result = port(source)
        assertContains(result.ported, "selector: Spring.tick(_:), userInfo: nil")
        assertContains(result.ported, "selector: Spring.rotated, name:")
        assertContains(result.ported, "CADisplayLink(target: self, selector: Spring.step(_:))")
        assertContains(result.ported, "perform(Spring.finish, with: nil, afterDelay: 0.3)")
        assertContains(result.ported, "responds(to: Spring.finish)")
        XCTAssertEqual(result.rewrites.count, 5)
        XCTAssertTrue(result.rewrites[0].note.contains("simulated clock"), result.rewrites[0].note)
        XCTAssertEqual(result.problems, [])
        assertIdempotent(result)
    }

    func test_selector_getterOrForeignObject_isReportedNotRewritten() {
        let source = """
            import UIKit
            class A: NSObject {
                func f(model: Model) {
                    _ = responds(to: #selector(getter: title))
                    control.addTarget(model, action: #selector(model.save), for: .valueChanged)
                }
            }
            """
        let result = port(source)
        XCTAssertEqual(result.ported, source)
        XCTAssertEqual(result.problems.map(\.line), [4, 5])
        XCTAssertTrue(result.problems[0].reason.contains("property accessor"), result.problems[0].reason)
        XCTAssertTrue(result.problems[1].advice.contains("Type.method"), result.problems[1].advice)
    }

    func test_selector_withNilTargetOrUserInfo_isRewrittenAndReported() {
        let source = """
            import UIKit
            class A: UIViewController {
                func f() {
                    button.addTarget(nil, action: #selector(go), for: .touchUpInside)
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(go), userInfo: ["n": 1], repeats: false)
                }
                func go() {}
            }
            """
        let result = port(source)
        XCTAssertEqual(result.rewrites.count, 2)
        XCTAssertEqual(result.problems.count, 2)
        XCTAssertTrue(result.problems[0].reason.contains("responder-chain"))
        XCTAssertTrue(result.problems[1].reason.contains("userInfo"))
    }
}
