import APICoverage
import XCTest

/// Reading the data files' lines into keys.
final class AppleSpellingTests: XCTestCase {
    func key(_ line: String) -> String? { AppleSpelling.key(of: line)?.description }

    func test_spelling_selectorStyleFunction_givesLabels() {
        XCTAssertEqual(key("func present(_:animated:completion:)"), "present(_:animated:completion:)")
    }

    func test_spelling_fullParameters_giveTheSameLabels() {
        XCTAssertEqual(key("func present(_ viewController: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)"),
                       "present(_:animated:completion:)")
    }

    func test_spelling_propertyWithModifiers_isItsName() {
        XCTAssertEqual(key("class var layerClass: AnyClass"), "layerClass")
        XCTAssertEqual(key("var view: UIView!"), "view")
        XCTAssertEqual(key("static let `default`: CAMediaTimingFunctionName"), "default")
    }

    func test_spelling_initializers_failableAndPlain() {
        XCTAssertEqual(key("init?(coder:)"), "init(coder:)")
        XCTAssertEqual(key("init(frame: CGRect)"), "init(frame:)")
        XCTAssertEqual(key("init()"), "init()")
    }

    func test_spelling_subscriptWithOneName_isUnlabelled() {
        XCTAssertEqual(key("subscript(index: Int) -> Element"), "subscript(_:)")
        XCTAssertEqual(key("subscript(key key: String) -> Any"), "subscript(key:)")
    }

    func test_spelling_genericFunction_skipsTheGenericClause() {
        XCTAssertEqual(key("func dequeue<T: UIView>(of type: T.Type)"), "dequeue(of:)")
    }

    func test_spelling_garbage_isNil() {
        XCTAssertNil(AppleSpelling.key(of: "typealias Foo = Int"))
        XCTAssertNil(AppleSpelling.key(of: ""))
    }

    func test_spelling_closureParameters_doNotSplitLabels() {
        XCTAssertEqual(key("static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)"),
                       "animate(withDuration:animations:completion:)")
    }

    func test_spelling_enumCase_isItsName() {
        XCTAssertEqual(key("case push"), "push")
        XCTAssertEqual(AppleSpelling.key(of: "case push")?.shape, .value)
    }
}
