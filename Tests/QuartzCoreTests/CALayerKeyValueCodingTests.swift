import Foundation
import QuartzCore
import TestSupport
import XCTest

/// Key-value coding on layers, with the keys animations name (plain `import QuartzCore`).
final class CALayerKeyValueCodingTests: LayerTestCase {
    private func makeLayer() -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 60)
        return layer
    }

    func test_valueForKey_animatablePropertiesAndFrame_readModelValues() {
        let layer = makeLayer()
        layer.opacity = 0.4
        layer.cornerRadius = 8

        XCTAssertEqual(layer.value(forKey: "position") as? CGPoint, CGPoint(x: 60, y: 50))
        XCTAssertEqual(layer.value(forKey: "opacity") as? CGFloat ?? 0, 0.4, accuracy: 1e-6)
        XCTAssertEqual(layer.value(forKey: "cornerRadius") as? CGFloat, 8)
        XCTAssertEqual(layer.value(forKey: "frame") as? CGRect, CGRect(x: 10, y: 20, width: 100, height: 60))
        XCTAssertEqual(layer.value(forKeyPath: "bounds.size.width") as? CGFloat, 100)
        XCTAssertEqual(layer.value(forKeyPath: "frame.origin.y") as? CGFloat, 20)
        XCTAssertEqual(layer.value(forKeyPath: "position.x") as? CGFloat, 60)
    }

    func test_setValueForKeyPath_transformComponents_rotateAndScale() {
        let layer = makeLayer()

        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        layer.setValue(2, forKeyPath: "transform.scale")

        XCTAssertEqual(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0, .pi / 2, accuracy: 1e-9)
        XCTAssertEqual(layer.value(forKeyPath: "transform.scale.x") as? CGFloat ?? 0, 2, accuracy: 1e-9)
        XCTAssertEqual(layer.frame.width, 120, accuracy: 1e-9)
    }

    func test_setValueForKey_geometryKeys_goThroughTheSetters() {
        let layer = makeLayer()

        layer.setValue(CGPoint(x: 5, y: 6), forKey: "position")
        layer.setValue(30, forKeyPath: "bounds.size.width")
        layer.setValue(CGRect(x: 0, y: 0, width: 10, height: 10), forKey: "frame")
        layer.setValue(12.5, forKey: "cornerRadius")
        layer.setValue(Float(0.5), forKey: "opacity")

        XCTAssertEqual(layer.frame, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(layer.cornerRadius, 12.5)
        XCTAssertEqual(layer.opacity, 0.5)
    }

    func test_setValueForKey_unknownKey_isStoredAsOnCoreAnimation() {
        let layer = makeLayer()

        layer.setValue("card-3", forKey: "cardIdentifier")
        layer.setValue(42, forKey: "index")
        layer.setValue(nil, forKey: "index")

        XCTAssertEqual(layer.value(forKey: "cardIdentifier") as? String, "card-3")
        XCTAssertNil(layer.value(forKey: "index"))
        XCTAssertNil(layer.value(forKey: "neverSet"))
    }

    func test_valueForKey_unknownKey_fallsBackToClassDefaultValue() {
        final class BadgeLayer: CALayer {
            override class func defaultValue(forKey key: String) -> Any? { key == "badgeCount" ? 7 : super.defaultValue(forKey: key) }
        }
        let layer = BadgeLayer()

        XCTAssertEqual(layer.value(forKey: "badgeCount") as? Int, 7)
        layer.setValue(3, forKey: "badgeCount")
        XCTAssertEqual(layer.value(forKey: "badgeCount") as? Int, 3)
    }

    func test_setValueForKey_withAnAction_runsItLikeTheSetter() {
        final class FadingDelegate: NSObject, CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> CAAction? {
                event == "opacity" ? CABasicAnimation(keyPath: event) : nil
            }
        }
        let delegate = FadingDelegate()
        let layer = makeLayer()
        layer.delegate = delegate

        layer.setValue(0, forKey: "opacity")

        XCTAssertNotNil(layer.animation(forKey: "opacity"))
        XCTAssertEqual(layer.opacity, 0)
    }

    func test_nameAndTimingKeys_readAndWrite() {
        let layer = makeLayer()

        layer.setValue("hero", forKey: "name")
        layer.setValue(0, forKey: "speed")
        layer.setValue(1.5, forKey: "timeOffset")

        XCTAssertEqual(layer.name, "hero")
        XCTAssertEqual(layer.speed, 0)
        XCTAssertEqual(layer.value(forKey: "timeOffset") as? CGFloat, 1.5)
    }
}
