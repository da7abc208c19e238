import XCTest
@testable import Porting

/// `#keyPath` key-value coding, delegate proxies forwarding with `Selector`, a library's own
/// Objective-C module, and `Self(…)` constructions (issue 35).
final class RuntimeIdiomPortTests: PortTestCase {
    func test_keyPathRead_becomesThePropertyRead_andOtherKeyPathsTheirString() {
        let source = """
            import UIKit
            func application() -> UIApplication? {
                let animation = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
                _ = animation
                return UIApplication.value(forKeyPath: #keyPath(UIApplication.shared)) as? UIApplication
            }
            """
        let result = port(source)
        assertContains(result.ported, "CABasicAnimation(keyPath: \"opacity\")")
        assertContains(result.ported, "return (UIApplication.shared as Any?) as? UIApplication")
        XCTAssertEqual(result.rewrites.map(\.line), [3, 5])
        XCTAssertEqual(result.problems, [])
        assertIdempotent(result)
    }

    func test_privateKeys_areReportedWithTheirLine_andLeftAsWritten() {
        let source = """
            import UIKit
            let bar = UIApplication.shared.value(forKey: "statusBarWindow") as? UIWindow
            let other = UIApplication.shared.value(forKeyPath: #keyPath(UIApplication.statusBarWindow))
            """
        let result = port(source)
        XCTAssertEqual(result.ported, source)
        XCTAssertEqual(result.problems.map(\.line), [2, 3])
        XCTAssertTrue(result.problems.allSatisfy { $0.reason.contains("statusBarWindow") && $0.reason.contains("private API") })
    }

    func test_libraryOwnObjectiveCModule_isDroppedAndReported_localAndSystemModulesStay() throws {
        let results = try port(files: [
            "Lib/Sources/Shade/Shade.swift": "import UIKit\nimport ShadeObjC\nimport Shade\nfinal class Shade: UIView {}\n",
        ])
        XCTAssertEqual(results[0].ported, "import UIKit\nimport Shade\nfinal class Shade: UIView {}\n")
        XCTAssertEqual(results[0].problems.map(\.line), [2])
        XCTAssertTrue(results[0].problems[0].reason.contains("ShadeObjC"), results[0].problems[0].reason)
        XCTAssertTrue(results[0].problems[0].advice.contains("rewrite by hand"), results[0].problems[0].advice)
    }

    func test_delegateProxy_losesItsOverrides_andForwardsThroughMessageForwarding() {
        let source = """
            import UIKit
            final class NavigationProxy: NSObject, UINavigationControllerDelegate {
                weak var delegate: UINavigationControllerDelegate?
                override func responds(to aSelector: Selector!) -> Bool {
                    return super.responds(to: aSelector) || delegate?.responds(to: aSelector) == true
                }
                override func forwardingTarget(for aSelector: Selector!) -> Any? {
                    if delegate?.responds(to: aSelector) == true { return delegate }
                    return super.forwardingTarget(for: aSelector)
                }
            }
            """
        let result = port(source)
        assertContains(result.ported, "final class NavigationProxy: NSObject, UINavigationControllerDelegate, MessageForwarding {")
        assertContains(result.ported, "    func responds(to aSelector: Selector!) -> Bool {")
        assertContains(result.ported, "return (self as NSObjectProtocol).responds(to: aSelector) || delegate?.responds(to: aSelector) == true")
        assertContains(result.ported, "    func forwardingTarget(for aSelector: Selector!) -> Any? {")
        assertContains(result.ported, "        return nil\n")
        assertLacks(result.ported, "override")
        assertIdempotent(result)
    }

    func test_weakGenericBox_holdsItsObjectAsAnyObject_soAProtocolMeetsItsParameter() {
        let source = """
            import UIKit
            struct Weak<T: AnyObject> {
                weak var value: T?
                init(_ value: T) { self.value = value }
            }
            final class Strong<T: AnyObject> {
                let value: T
                init(_ value: T) { self.value = value }
            }
            """
        let result = port(source)
        XCTAssertEqual(result.ported, """
            import UIKit
            struct Weak<T> {
                var value: T? {
                    get { valueObject as? T }
                    set { valueObject = newValue.map { $0 as AnyObject } }
                }
                private weak var valueObject: AnyObject?
                init(_ value: T) { self.value = value }
            }
            final class Strong<T: AnyObject> {
                let value: T
                init(_ value: T) { self.value = value }
            }
            """)
        XCTAssertEqual(result.rewrites.map(\.line), [2, 3])
        assertIdempotent(result)
    }

    func test_selfConstruction_makesTheInitializerItCallsRequired() {
        let source = """
            import UIKit
            class Bubble: UIView {
                init(color: UIColor) { super.init(frame: .zero); backgroundColor = color }
                required init?(coder: NSCoder) { fatalError() }
                class func make() -> Self { Self(color: .red) }
                func copy() -> Bubble { type(of: self).init(color: .blue) }
            }
            final class Sealed: UIView {
                init(size: CGFloat) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
                static func make() -> Sealed { Self(size: 1) }
            }
            """
        let result = port(source)
        assertContains(result.ported, "    required init(color: UIColor) {")
        assertContains(result.ported, "    init(size: CGFloat) {")
        XCTAssertEqual(result.rewrites.filter { $0.after.hasPrefix("required") }.map(\.line), [3])
        assertIdempotent(result)
    }
}
