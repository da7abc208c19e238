import XCTest
@testable import Porting

/// Objective-C and Interface Builder attributes go; the declarations stay.
final class AttributePortTests: PortTestCase {
    func test_objcAttributes_onTheirOwnLineOrInline_areRemovedWithTheirSpace() {
        let source = """
            import UIKit
            @objcMembers
            class Panel: UIView {
                @IBOutlet weak var title: UILabel!
                @objc dynamic var progress: CGFloat = 0
                @objc(closeWithSender:)
                func close(_ sender: Any) {}
                @IBAction func open(_ sender: Any) {}
                @nonobjc func helper() {}
            }
            """
        let result = port(source)
        XCTAssertEqual(result.ported, """
            import UIKit
            class Panel: UIView {
                weak var title: UILabel!
                var progress: CGFloat = 0
                func close(_ sender: Any) {}
                func open(_ sender: Any) {}
                func helper() {}
            }
            """)
        XCTAssertEqual(result.rewrites.map(\.line), [2, 4, 5, 5, 6, 8, 9])
        XCTAssertEqual(result.rewrites[3].before, "dynamic")
        assertIdempotent(result)
    }

    func test_plainDynamicAndInspectable_areKept() {
        let source = """
            import UIKit
            @IBDesignable class Dial: UIView {
                @IBInspectable var radius: CGFloat = 4
                dynamic var value = 0
            }
            """
        let result = port(source)
        XCTAssertEqual(result.ported, source)
        XCTAssertEqual(result.rewrites, [])
    }
}
