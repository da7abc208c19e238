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
