import Porting
import XCTest

/// A `#selector` passed to an API the ported files declare with a `Selector` parameter (a
/// library's recognizer that hands it on to `super.init(target:action:)`) becomes a selector
/// carrying its method; one passed to UIKit stays a method reference (docs/PORTING.md).
final class SelectorParameterPortTests: PortTestCase {
    private let recognizer = """
        import UIKit
        open class OneWayPan: UIPanGestureRecognizer {
            public init(direction: Int, target: Any?, action: Selector?) {
                super.init(target: target, action: action)
            }
        }
        """
    private let controller = """
        import UIKit
        final class Swiper: NSObject {
            lazy var oneWay = OneWayPan(direction: 1, target: self, action: #selector(gestureAction(_:)))
            lazy var plain = UIPanGestureRecognizer(target: self, action: #selector(gestureAction(_:)))
            lazy var other = OneWayPan(direction: 1, target: self, action: #selector(handle(recognizer:)))
            @objc private func gestureAction(_ gesture: UIPanGestureRecognizer) {}
            @objc private func handle(recognizer: UIPanGestureRecognizer) {}
        }
        """

    func test_selectorPassedToALibrarysSelectorParameter_carriesItsNameAndMethod() throws {
        let results = try port(files: ["OneWayPan.swift": recognizer, "Swiper.swift": controller])

        let swiper = try XCTUnwrap(results.first { $0.path == "Swiper.swift" })
        assertContains(swiper.ported, #"OneWayPan(direction: 1, target: self, action: Selector("gestureAction:", method: Swiper.gestureAction(_:)))"#)
        assertContains(swiper.ported, "UIPanGestureRecognizer(target: self, action: Swiper.gestureAction(_:))")
        assertContains(swiper.ported, #"action: Selector("handleWithRecognizer:", method: Swiper.handle(recognizer:)))"#)
        XCTAssertEqual(swiper.problems, [])
        assertIdempotent(swiper)
    }

    func test_theLibraryAlone_keepsItsSelectorParameter() throws {
        let results = try port(files: ["OneWayPan.swift": recognizer])

        XCTAssertEqual(results.first?.ported, recognizer, "nothing to rewrite: UIKit takes the Selector")
    }
}
