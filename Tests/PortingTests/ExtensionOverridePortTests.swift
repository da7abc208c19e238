import XCTest
@testable import Porting

/// Members declared in an extension that a subclass overrides (or that override, or are `open`)
/// move into the class's body, since Swift without the Objective-C runtime cannot override them.
final class ExtensionOverridePortTests: PortTestCase {
    func test_extensionMethodOverriddenBySubclass_movesIntoTheClassBody() {
        let source = """
            import UIKit
            public class Fade: NSObject {
                public var duration = 0.3
            }

            extension Fade: UIViewControllerAnimatedTransitioning {
                public func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

                /// Subclasses draw their own.
                public func animateTransition(using context: UIViewControllerContextTransitioning) {
                    context.completeTransition(true)
                }
            }

            class Circle: Fade {
                override func animateTransition(using context: UIViewControllerContextTransitioning) {}
            }
            """
        let result = port(source)
        XCTAssertEqual(result.ported, """
            import UIKit
            public class Fade: NSObject {
                public var duration = 0.3

                /// Subclasses draw their own.
                public func animateTransition(using context: UIViewControllerContextTransitioning) {
                    context.completeTransition(true)
                }
            }

            extension Fade: UIViewControllerAnimatedTransitioning {
                public func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { duration }
            }

            class Circle: Fade {
                override func animateTransition(using context: UIViewControllerContextTransitioning) {}
            }
            """)
        XCTAssertEqual(result.rewrites.map(\.line), [10])
        XCTAssertEqual(result.rewrites.first?.after, "class Fade { animateTransition(using:) }")
        assertIdempotent(result)
    }

    func test_overrideInAnExtension_andOpenMembers_moveWithTheirOwnRewrites() {
        let source = """
            import UIKit
            class Menu: UIViewController {
            }
            extension Menu {
                override func viewDidLoad() {
                    let tap = UITapGestureRecognizer(target: self, action: #selector(close))
                    view.addGestureRecognizer(tap)
                }
                @objc open func close() {}
                func helper() {}
            }
            """
        let result = port(source)
        assertContains(result.ported, """
            class Menu: UIViewController {

                override func viewDidLoad() {
                    let tap = UITapGestureRecognizer(target: self, action: Menu.close)
                    view.addGestureRecognizer(tap)
                }

                open func close() {}
            }
            extension Menu {
                func helper() {}
            }
            """)
        assertIdempotent(result)
    }

    func test_memberOfAClassDeclaredInAnotherFile_movesIntoThatFile() throws {
        let results = try port(files: [
            "A.swift": "import UIKit\nclass Base: NSObject {\n    func f() {}\n}\n",
            "B.swift": "import UIKit\nextension Base {\n    func g() -> Int { 1 }\n}\nclass Sub: Base {\n    override func g() -> Int { 2 }\n}\n",
        ])
        XCTAssertEqual(results[0].ported, "import UIKit\nclass Base: NSObject {\n    func f() {}\n\n    func g() -> Int { 1 }\n}\n")
        XCTAssertEqual(results[0].rewrites.map(\.line), [4])
        XCTAssertEqual(results[1].ported, "import UIKit\nextension Base {\n}\nclass Sub: Base {\n    override func g() -> Int { 2 }\n}\n")
        XCTAssertEqual(results[1].rewrites.map(\.line), [3])
    }

    func test_membersNobodyOverrides_andExtensionsOfUIKitClasses_stay() {
        let source = """
            import UIKit
            class Card: UIView {}
            extension Card { func shake() {} }
            extension UIViewController { func topMost() -> UIViewController { self } }
            class Deck: UIViewController { override func topMost() -> UIViewController { self } }
            """
        let result = port(source)
        XCTAssertEqual(result.ported, source)
    }
}
