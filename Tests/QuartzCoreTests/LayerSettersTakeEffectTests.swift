import TestSupport
import XCTest
@testable import QuartzCore

// Layer properties set by name inside an extension's convenience init, with a literal
// `self.property = value` (where Swift would skip a stored property's observers).

extension CALayer {
    convenience init(timingSetting name: String, to value: Double) {
        self.init()
        switch name {
        case "beginTime": self.beginTime = value
        case "speed": self.speed = Float(value)
        case "timeOffset": self.timeOffset = value
        default: XCTFail("no case \(name)")
        }
    }
}

extension CAShapeLayer {
    convenience init(shapeSetting name: String) {
        self.init()
        switch name {
        case "fillRule": self.fillRule = .evenOdd
        case "lineCap": self.lineCap = .round
        case "lineJoin": self.lineJoin = .bevel
        case "lineDashPattern": self.lineDashPattern = [4, 2]
        default: XCTFail("no case \(name)")
        }
    }
}

extension CAGradientLayer {
    convenience init(gradientSetting name: String) {
        self.init()
        switch name {
        case "type": self.type = .radial
        default: XCTFail("no case \(name)")
        }
    }
}

extension PageCurlLayer {
    convenience init(curlSetting name: String) {
        self.init()
        switch name {
        case "curlAngle": self.curlAngle = 0.3
        case "curlRadius": self.curlRadius = 40
        case "curlBackColor": self.curlBackColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        case "curlBackShade": self.curlBackShade = 0.5
        case "curlShadowOpacity": self.curlShadowOpacity = 0.2
        default: XCTFail("no case \(name)")
        }
    }
}

/// A layer property's setter tells the layer context that something changed (its
/// `changeCount`, which idle detection reads); set from an initializer it must too, and the
/// layer must hold the value.
final class LayerSettersTakeEffectTests: XCTestCase {
    /// How many changes making the layer with `make` counts, beyond making a plain one.
    private func changesCounted(_ make: () -> CALayer, plain: () -> CALayer) -> Int {
        withFreshLayerContext { context in
            let start = context.changeCount
            _ = plain()
            let plainCost = context.changeCount - start
            let before = context.changeCount
            _ = make()
            return context.changeCount - before - plainCost
        }
    }

    func test_layerProperties_setInExtensionInitializers_noteTheChange() {
        var silent: [String] = []
        for name in ["beginTime", "speed", "timeOffset"]
        where changesCounted({ CALayer(timingSetting: name, to: 0.5) }, plain: { CALayer() }) < 1 {
            silent.append("CALayer.\(name)")
        }
        for name in ["fillRule", "lineCap", "lineJoin", "lineDashPattern"]
        where changesCounted({ CAShapeLayer(shapeSetting: name) }, plain: { CAShapeLayer() }) < 1 {
            silent.append("CAShapeLayer.\(name)")
        }
        if changesCounted({ CAGradientLayer(gradientSetting: "type") }, plain: { CAGradientLayer() }) < 1 {
            silent.append("CAGradientLayer.type")
        }
        for name in ["curlAngle", "curlRadius", "curlBackColor", "curlBackShade", "curlShadowOpacity"]
        where changesCounted({ PageCurlLayer(curlSetting: name) }, plain: { PageCurlLayer() }) < 1 {
            silent.append("PageCurlLayer.\(name)")
        }
        XCTAssertTrue(silent.isEmpty, "\(silent.count) of 13 layer properties set in an initializer noted no change: "
            + silent.joined(separator: ", "))
    }

    func test_layerProperties_setInExtensionInitializers_holdTheirValues() {
        withFreshLayerContext { _ in
            // Setup and action: layers made by the extensions' initializers.
            let timing = CALayer(timingSetting: "speed", to: 0.5)
            let shape = CAShapeLayer(shapeSetting: "lineDashPattern")
            let curl = PageCurlLayer(curlSetting: "curlRadius")

            // Assertions: the values are the ones set.
            XCTAssertEqual(timing.speed, 0.5)
            XCTAssertEqual(shape.lineDashPattern, [4, 2])
            XCTAssertEqual(curl.curlRadius, 40)
        }
    }
}
