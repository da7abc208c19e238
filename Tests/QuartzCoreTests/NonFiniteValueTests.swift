import TestSupport
import XCTest
@testable import QuartzCore

/// NaN and infinite values given to layer properties are refused at the setter, so they never
/// reach the compositor's pixel arithmetic.
final class NonFiniteValueTests: XCTestCase {
    func test_nanShadowRadius_isIgnored_andTheLayerStillRenders() {
        withFreshContext { _ in
            let layer = makeLayer(CGRect(x: 10, y: 10, width: 40, height: 40), color: CGColor(gray: 0.5, alpha: 1))
            layer.shadowOpacity = 0.5
            layer.shadowRadius = 4

            layer.shadowRadius = .nan
            let frame = LayerCompositor(width: 64, height: 64).render(layer, atMediaTime: 0)

            XCTAssertEqual(layer.shadowRadius, 4, "the last good value is kept")
            XCTAssertNotEqual(frame.pixels[30 * 64 + 30], 0, "the layer is drawn")
        }
    }

    func test_infiniteOrNaNGeometry_isIgnored_forEveryGeometricProperty() {
        withFreshContext { _ in
            let layer = makeLayer(CGRect(x: 1, y: 2, width: 30, height: 40))
            let transform = CATransform3DMakeScale(2, 2, 1)
            layer.transform = transform

            layer.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
            layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
            layer.position = CGPoint(x: 1, y: -CGFloat.infinity)
            layer.opacity = .nan
            var bad = transform
            bad.m34 = .nan
            layer.transform = bad
            layer.cornerRadius = .infinity

            XCTAssertEqual(layer.bounds.size, CGSize(width: 30, height: 40))
            XCTAssertEqual(layer.position, CGPoint(x: 16, y: 22))
            XCTAssertEqual(layer.opacity, 1)
            XCTAssertEqual(layer.transform, transform)
            XCTAssertEqual(layer.cornerRadius, 0)
        }
    }

    func test_notFiniteValue_isIgnored_forEveryOtherNumericProperty() {
        withFreshContext { _ in
            // Setup: each property's setter and a description of its value, read back.
            let layer = CALayer(), shape = CAShapeLayer(), gradient = CAGradientLayer()
            let properties: [(name: String, setNaN: () -> Void, value: () -> String)] = [
                ("zPosition", { layer.zPosition = .nan }, { "\(layer.zPosition)" }),
                ("anchorPoint", { layer.anchorPoint = CGPoint(x: CGFloat.nan, y: 0) }, { "\(layer.anchorPoint)" }),
                ("anchorPointZ", { layer.anchorPointZ = .infinity }, { "\(layer.anchorPointZ)" }),
                ("sublayerTransform", { layer.sublayerTransform.m34 = .nan }, { "\(layer.sublayerTransform)" }),
                ("borderWidth", { layer.borderWidth = .nan }, { "\(layer.borderWidth)" }),
                ("shadowOpacity", { layer.shadowOpacity = .nan }, { "\(layer.shadowOpacity)" }),
                ("shadowOffset", { layer.shadowOffset = CGSize(width: 0, height: CGFloat.nan) }, { "\(layer.shadowOffset)" }),
                ("contentsRect", { layer.contentsRect = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1) }, { "\(layer.contentsRect)" }),
                ("contentsScale", { layer.contentsScale = .infinity }, { "\(layer.contentsScale)" }),
                ("lineWidth", { shape.lineWidth = .nan }, { "\(shape.lineWidth)" }),
                ("strokeEnd", { shape.strokeEnd = .nan }, { "\(shape.strokeEnd)" }),
                ("lineDashPhase", { shape.lineDashPhase = -.infinity }, { "\(shape.lineDashPhase)" }),
                ("startPoint", { gradient.startPoint = CGPoint(x: CGFloat.nan, y: CGFloat.nan) }, { "\(gradient.startPoint)" }),
            ]
            for property in properties {
                let before = property.value()

                property.setNaN()

                XCTAssertEqual(property.value(), before, "\(property.name) keeps its last good value")
            }
        }
    }

    func test_finiteValues_stillApply() {
        withFreshContext { _ in
            let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))

            layer.shadowRadius = 1e6
            layer.bounds = CGRect(x: 0, y: 0, width: 1e5, height: 1)

            XCTAssertEqual(layer.shadowRadius, 1e6)
            XCTAssertEqual(layer.bounds.width, 1e5)
        }
    }

    func test_hugeFiniteShadowRadius_isNotDrawn_insteadOfTrapping() {
        withFreshContext { _ in
            let layer = makeLayer(CGRect(x: 10, y: 10, width: 40, height: 40), color: CGColor(gray: 0.5, alpha: 1))
            layer.shadowOpacity = 1

            layer.shadowRadius = 1e300
            let frame = LayerCompositor(width: 64, height: 64).render(layer, atMediaTime: 0)

            XCTAssertNotEqual(frame.pixels[30 * 64 + 30], 0, "the layer itself is drawn")
        }
    }
}
