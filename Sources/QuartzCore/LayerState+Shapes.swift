import Foundation

/// The animatable properties of shape and gradient layers, and `maskedCorners`, by key.
///
/// Stored on every layer's state (as `curlAmount` is) so they animate like any other property;
/// only `CAShapeLayer` and `CAGradientLayer` draw them.
extension LayerState {
    /// The keys of this extension, all animatable.
    static let drawingKeys: Set<String> = [
        "path", "fillColor", "strokeColor", "lineWidth", "strokeStart", "strokeEnd", "lineDashPhase", "miterLimit",
        "colors", "locations", "startPoint", "endPoint", "maskedCorners",
    ]

    /// The keys of this extension that change at once.
    static let discreteDrawingKeys: Set<String> = ["maskedCorners"]

    /// The value of a shape, gradient or corner key; nil for other keys.
    func drawingValue(forKey key: String) -> AnimationValue? {
        switch key {
        case "path": return shapePath.map { .path($0) } ?? .color(nil)
        case "fillColor": return .color(fillColor)
        case "strokeColor": return .color(strokeColor)
        case "lineWidth": return .number(Double(lineWidth))
        case "strokeStart": return .number(Double(strokeStart))
        case "strokeEnd": return .number(Double(strokeEnd))
        case "lineDashPhase": return .number(Double(lineDashPhase))
        case "miterLimit": return .number(Double(miterLimit))
        case "colors": return gradientColors.map { .discrete(AnyEquatableBox(ValueList($0))) } ?? .color(nil)
        case "locations": return gradientLocations.map { .discrete(AnyEquatableBox(ValueList($0))) } ?? .color(nil)
        case "startPoint": return .point(startPoint)
        case "endPoint": return .point(endPoint)
        case "maskedCorners": return .number(Double(maskedCorners.rawValue))
        default: return nil
        }
    }

    /// Writes a shape, gradient or corner key; false when the key or value does not fit.
    mutating func setDrawingValue(_ value: AnimationValue, forKey key: String) -> Bool {
        switch (key, value) {
        case ("path", .path(let p)): shapePath = p
        case ("path", .discrete(let box)): shapePath = box.object as? CGPath
        case ("path", .color(nil)): shapePath = nil
        case ("fillColor", .color(let c)): fillColor = c
        case ("strokeColor", .color(let c)): strokeColor = c
        case ("lineWidth", .number(let v)): lineWidth = CGFloat(v)
        case ("strokeStart", .number(let v)): strokeStart = CGFloat(v)
        case ("strokeEnd", .number(let v)): strokeEnd = CGFloat(v)
        case ("lineDashPhase", .number(let v)): lineDashPhase = CGFloat(v)
        case ("miterLimit", .number(let v)): miterLimit = CGFloat(v)
        case ("colors", .discrete(let box)):
            gradientColors = (box.object as? ValueList<CGColor>)?.values ?? (box.object as? [Any])?.compactMap { $0 as? CGColor }
        case ("colors", .color(nil)): gradientColors = nil
        case ("locations", .discrete(let box)):
            gradientLocations = (box.object as? ValueList<CGFloat>)?.values
                ?? (box.object as? [Any])?.compactMap { ($0 as? NSNumber).map { CGFloat($0.doubleValue) } }
        case ("locations", .color(nil)): gradientLocations = nil
        case ("startPoint", .point(let p)): startPoint = p
        case ("endPoint", .point(let p)): endPoint = p
        case ("maskedCorners", .number(let v)): maskedCorners = CACornerMask(rawValue: UInt(max(0, v)))
        default: return false
        }
        return true
    }
}

/// A list of values held by reference, so an animation value can carry it.
final class ValueList<Element> {
    let values: [Element]
    init(_ values: [Element]) { self.values = values }

    /// Two lists of colors or of numbers of the same length mixed item by item (colors
    /// componentwise, as Core Animation animates a gradient's `colors`); nil for anything else.
    static func mix(_ a: AnyObject, _ b: AnyObject, fraction f: Double) -> AnyObject? {
        func mix(_ u: CGFloat, _ v: CGFloat) -> CGFloat { u + (v - u) * CGFloat(f) }
        if let a = a as? ValueList<CGColor>, let b = b as? ValueList<CGColor>, a.values.count == b.values.count {
            return ValueList<CGColor>(zip(a.values, b.values).map { ca, cb in
                let x = ca.components ?? [0, 0, 0, 0], y = cb.components ?? [0, 0, 0, 0]
                return CGColor(red: mix(x[0], y[0]), green: mix(x[1], y[1]), blue: mix(x[2], y[2]), alpha: mix(x[3], y[3]))
            })
        }
        if let a = a as? ValueList<CGFloat>, let b = b as? ValueList<CGFloat>, a.values.count == b.values.count {
            return ValueList<CGFloat>(zip(a.values, b.values).map { mix($0, $1) })
        }
        return nil
    }
}

extension CALayer {
    /// Sets a shape, gradient or corner key from `copy` through its setter's path, so its
    /// action runs (used by `setValue(_:forKeyPath:)`).
    func applyDrawingKey(_ key: String, from copy: LayerState) {
        switch key {
        case "path": change("path", \.shapePath, copy.shapePath)
        case "fillColor": change("fillColor", \.fillColor, copy.fillColor)
        case "strokeColor": change("strokeColor", \.strokeColor, copy.strokeColor)
        case "lineWidth": change("lineWidth", \.lineWidth, copy.lineWidth)
        case "strokeStart": change("strokeStart", \.strokeStart, copy.strokeStart)
        case "strokeEnd": change("strokeEnd", \.strokeEnd, copy.strokeEnd)
        case "lineDashPhase": change("lineDashPhase", \.lineDashPhase, copy.lineDashPhase)
        case "miterLimit": change("miterLimit", \.miterLimit, copy.miterLimit)
        case "colors": change("colors", \.gradientColors, copy.gradientColors)
        case "locations": change("locations", \.gradientLocations, copy.gradientLocations)
        case "startPoint": change("startPoint", \.startPoint, copy.startPoint)
        case "endPoint": change("endPoint", \.endPoint, copy.endPoint)
        case "maskedCorners": change("maskedCorners", \.maskedCorners, copy.maskedCorners)
        default: break
        }
    }
}
