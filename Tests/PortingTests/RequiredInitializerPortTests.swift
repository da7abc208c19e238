import XCTest
@testable import Porting

/// Initializers our UIKit declares `required` (it creates the app's subclasses from their class)
/// where Apple's are plain: `override init(frame:)` in a cell becomes `required init(frame:)`, and
/// a subclass with only its own initializers gets the required ones when it can.
final class RequiredInitializerPortTests: PortTestCase {
    func test_overrideInitFrame_inCollectionViewCellSubclass_becomesRequired_keepingAccessAndAttributes() {
        let source = """
            import UIKit
            public class BadgeCell: UICollectionViewCell {
                let badge = UILabel()
                @objc public override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(badge)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let result = port(source)
        assertContains(result.ported, "    public required init(frame: CGRect) {\n")
        assertLacks(result.ported, "override")
        let rewrite = result.rewrites.first { $0.after == "required init(frame:)" }
        XCTAssertEqual(rewrite?.line, 4)
        XCTAssertEqual(rewrite?.before, "override init(frame:)")
        XCTAssertEqual(rewrite?.note, "our UIKit creates your subclass from its class, which Swift allows only through required initializers")
        XCTAssertEqual(result.problems, [])
        assertIdempotent(result)
    }

    func test_layerAndAnimationOverrides_throughAPortedBaseInAnotherFile_becomeRequired() throws {
        let results = try port(files: [
            "A.swift": "import UIKit\nclass GlowLayer: CAShapeLayer {}\n",
            "B.swift": """
                import UIKit
                class PulseLayer: GlowLayer {
                    var pulses = 0
                    override init() { super.init() }
                    override init(layer: Any) { super.init(layer: layer) }
                }
                class Flash: CABasicAnimation {
                    override init() { super.init() }
                }
                class Row: UITableViewCell {
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                    }
                }
                """,
        ])
        XCTAssertEqual(results[0].rewrites, [])
        assertContains(results[1].ported, "    required init() { super.init() }\n    required init(layer: Any) { super.init(layer: layer) }")
        assertContains(results[1].ported, "class Flash: CABasicAnimation {\n    required init() { super.init() }")
        assertContains(results[1].ported, "    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {")
        XCTAssertEqual(results[1].rewrites.map(\.line), [4, 5, 8, 11])
        assertIdempotent(results[1])
    }

    func test_layerWithOnlyItsOwnInitializer_andInitialValues_getsTheRequiredOnesAfterItsInitializers() {
        let source = """
            import UIKit
            open class SwatchLayer: CALayer {
                var color = UIColor.red
                var label: String?

                init(color: UIColor) {
                    self.color = color
                    super.init()
                }

                func paint() {}
            }
            """
        let result = port(source)
        XCTAssertEqual(result.ported, """
            import UIKit
            open class SwatchLayer: CALayer {
                var color = UIColor.red
                var label: String?

                init(color: UIColor) {
                    self.color = color
                    super.init()
                }

                public required init() { super.init() }

                public required init(layer: Any) { super.init(layer: layer) }

                func paint() {}
            }
            """)
        XCTAssertEqual(result.rewrites.map(\.line), [2, 2])
        XCTAssertEqual(result.rewrites.first?.before, "class SwatchLayer without init()")
        assertIdempotent(result)
    }

    func test_subclassWithAStoredPropertyWithoutValue_isReportedNotPorted_andLeftAsWritten() {
        let source = """
            import UIKit
            class RingLayer: CALayer {
                let width: CGFloat
                override init() {
                    width = 2
                    super.init()
                }
            }
            """
        let result = port(source)
        XCTAssertEqual(result.ported, source.replacingOccurrences(of: "override init()", with: "required init()"))
        XCTAssertEqual(result.problems.map(\.line), [2])
        XCTAssertEqual(result.problems.first?.construct, "class RingLayer: CALayer")
        XCTAssertTrue(result.problems.first?.reason.contains("required init(layer:)") == true, "\(result.problems)")
        XCTAssertTrue(result.problems.first?.advice.contains("giving width a value") == true, "\(result.problems)")
    }

    func test_subclassOfAGenericPortedLayer_becomesRequired() {
        let source = """
            import UIKit
            class ValueLayer<Value>: CALayer {}
            class CountLayer: ValueLayer<Int> {
                override init(layer: Any) { super.init(layer: layer) }
            }
            """
        let result = port(source)
        assertContains(result.ported, "    required init(layer: Any) { super.init(layer: layer) }\n\n    required init() { super.init() }")
        XCTAssertEqual(result.rewrites.map(\.line), [3, 4])
        assertIdempotent(result)
    }

    func test_requiredOverride_losesOverride() {
        let source = "import UIKit\nclass Cell: UICollectionViewCell {\n    required override init(frame: CGRect) { super.init(frame: frame) }\n}\n"
        let result = port(source)
        XCTAssertEqual(result.ported, "import UIKit\nclass Cell: UICollectionViewCell {\n    required init(frame: CGRect) { super.init(frame: frame) }\n}\n")
        XCTAssertEqual(result.rewrites.map(\.line), [3])
        assertIdempotent(result)
    }

    func test_onlyTheSubclassOfAClassWithRequiredInitializers_changes_notPlainViewsOrInheritingClasses() {
        let source = """
            import UIKit
            class Card: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { nil }
            }
            class Tinted: CALayer {
                var tint = 1
                convenience init(tint: Int) { self.init(); self.tint = tint }
            }
            class Plain: CAGradientLayer {
                var stops: [Double] = []
            }
            class Badge: UICollectionReusableView {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { nil }
            }
            """
        let result = port(source)
        XCTAssertEqual(result.ported, source.replacingOccurrences(
            of: "class Badge: UICollectionReusableView {\n    override", with: "class Badge: UICollectionReusableView {\n    required"))
        XCTAssertEqual(result.rewrites.map(\.line), [14])
        XCTAssertEqual(result.problems, [])
    }
}
