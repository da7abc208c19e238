import XCTest
@testable import Porting

/// `@objc optional` requirements become plain ones with defaults; their `?(` calls lose the `?`.
final class OptionalRequirementPortTests: PortTestCase {
    let protocolSource = """
        import UIKit
        @objc protocol DeckDelegate {
            func deckDidLoad()
            @objc optional func deck(_ deck: Deck, didSwipe index: Int)
            @objc optional func deckHeight(_ deck: Deck) -> CGFloat
            @objc optional func deckHeader(_ deck: Deck) -> UIView?
            @objc optional var deckTitle: String { get }
        }
        """

    func test_optionalRequirements_becomePlainWithDefaultsInAnExtension() {
        let result = port(protocolSource)
        XCTAssertEqual(result.ported, """
            import UIKit
            protocol DeckDelegate: AnyObject {
                func deckDidLoad()
                func deck(_ deck: Deck, didSwipe index: Int)
                func deckHeight(_ deck: Deck) -> CGFloat?
                func deckHeader(_ deck: Deck) -> UIView?
                var deckTitle: String? { get }
            }

            extension DeckDelegate {
                func deck(_ deck: Deck, didSwipe index: Int) {}
                func deckHeight(_ deck: Deck) -> CGFloat? { nil }
                func deckHeader(_ deck: Deck) -> UIView? { nil }
                var deckTitle: String? { nil }
            }
            """)
        assertIdempotent(result)
    }

    func test_optionalCalls_loseTheQuestionMark_andValueCallsStayOptional() throws {
        let caller = """
            import UIKit
            class Deck: UIView {
                weak var delegate: DeckDelegate?
                func swipe() {
                    delegate?.deck?(self, didSwipe: 1)
                    let height = delegate?.deckHeight?(self) ?? 200
                    let forced = delegate!.deckHeight!(self)
                    let title = delegate?.deckTitle ?? ""
                    onSwipe?(1)
                    _ = (height, forced, title)
                }
                var onSwipe: ((Int) -> Void)?
            }
            """
        let results = try port(files: ["A.swift": protocolSource, "B.swift": caller])
        let ported = results[1].ported
        assertContains(ported, "delegate?.deck(self, didSwipe: 1)")
        assertContains(ported, "delegate?.deckHeight(self) ?? 200")
        assertContains(ported, "delegate!.deckHeight(self)!")
        assertContains(ported, "onSwipe?(1)")
        XCTAssertEqual(results[1].rewrites.map(\.line), [5, 6, 7])
    }

    func test_conformersOfValueRequirements_returnOptionals_soTheyStillWitness() throws {
        let conformer = """
            import UIKit
            class Host: UIViewController {
                func deckDidLoad() {}
                func deckHeight(_ deck: Deck) -> CGFloat { 320 }
                var deckTitle: String { "Cards" }
                func unrelated() -> CGFloat { 1 }
            }
            extension Host: DeckDelegate {}
            """
        let results = try port(files: ["A.swift": protocolSource, "B.swift": conformer])
        let ported = results[1].ported
        assertContains(ported, "func deckHeight(_ deck: Deck) -> CGFloat? { 320 }")
        assertContains(ported, "var deckTitle: String? { \"Cards\" }")
        assertContains(ported, "func unrelated() -> CGFloat { 1 }")
        let again = try Porter().port([PortSource(path: "A.swift", text: results[0].ported),
                                       PortSource(path: "B.swift", text: ported)])
        XCTAssertEqual(again.map(\.ported), results.map(\.ported))
    }

    func test_uikitOptionalDelegateCalls_loseTheQuestionMark() {
        let source = """
            import UIKit
            final class Proxy: NSObject, UIScrollViewDelegate {
                weak var forward: UIScrollViewDelegate?
                func scrollViewDidScroll(_ scrollView: UIScrollView) {
                    forward?.scrollViewDidScroll?(scrollView)
                }
            }
            """
        let result = port(source)
        assertContains(result.ported, "forward?.scrollViewDidScroll(scrollView)")
        assertIdempotent(result)
    }

    func test_publicProtocol_getsPublicDefaults_andKeepsItsInheritance() {
        let source = """
            @objc public protocol MenuDelegate: NSObjectProtocol {
                @objc optional func menuDidClose()
            }
            """
        let result = port(source)
        assertContains(result.ported, "public protocol MenuDelegate: NSObjectProtocol, AnyObject {")
        assertContains(result.ported, "    public func menuDidClose() {}")
        assertIdempotent(result)
    }
}
