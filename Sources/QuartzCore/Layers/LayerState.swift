import Foundation

/// The animatable properties of a layer, stored together so a presentation copy is one value.
///
/// `CALayer` keeps its model values here; the compositor evaluates animations into a copy of it
/// (the presentation state) once per frame without allocating layers.
struct LayerState {
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var zPosition: CGFloat = 0
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var anchorPointZ: CGFloat = 0
    var transform = CATransform3DIdentity
    var sublayerTransform = CATransform3DIdentity
    var opacity: Float = 1
    var isHidden = false
    var masksToBounds = false
    var cornerRadius: CGFloat = 0
    var backgroundColor: CGColor?
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = .black
    var shadowColor: CGColor? = .black
    var shadowOpacity: Float = 0
    var shadowRadius: CGFloat = 3
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowPath: CGPath?
    var contents: Any?
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsScale: CGFloat = 1
    var contentsGravity: CALayerContentsGravity = .resize
    var isDoubleSided = true
    /// How far a `PageCurlLayer` is curled (0: flat). Kept here so it animates like any other
    /// property; other layers ignore it.
    var curlAmount: CGFloat = 0
    /// How much a `BackdropBlurLayer` blurs what is behind it, in points. Kept here so it
    /// animates like any other property; other layers ignore it.
    var blurRadius: CGFloat = 0
    /// The running `CATransition`'s moment, in presentation values only (never in the model).
    var transition: LayerTransitionFrame?
    /// Which corners `cornerRadius` rounds.
    var maskedCorners = CACornerMask.all
    // CAShapeLayer's animatable properties (see LayerState+Shapes.swift).
    var shapePath: CGPath?
    var fillColor: CGColor? = .black
    var strokeColor: CGColor?
    var lineWidth: CGFloat = 1
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1
    var lineDashPhase: CGFloat = 0
    var miterLimit: CGFloat = 10
    // CAGradientLayer's.
    var gradientColors: [CGColor]?
    var gradientLocations: [CGFloat]?
    var startPoint = CGPoint(x: 0.5, y: 0)
    var endPoint = CGPoint(x: 0.5, y: 1)

    /// Reads an animatable property or one of its components by key path ("position.x",
    /// "transform.rotation.y", "bounds.size.width").
    func value(forKeyPath keyPath: String) -> AnimationValue? {
        // A plain key ("position") is the common case on every animated frame: no splitting.
        if Self.isPlainKey(keyPath) { return value(forKey: keyPath) }
        let parts = keyPath.split(separator: ".").map(String.init)
        guard let first = parts.first, let value = value(forKey: first) else { return nil }
        return value.value(atKeyPath: parts.dropFirst())
    }

    /// Writes an animatable property or one of its components by key path; false when the key
    /// path names no animatable property.
    @discardableResult
    mutating func setValue(_ newValue: AnimationValue, forKeyPath keyPath: String) -> Bool {
        if Self.isPlainKey(keyPath) { return setValue(newValue, forKey: keyPath) }
        let parts = keyPath.split(separator: ".").map(String.init)
        guard let first = parts.first else { return false }
        if parts.count == 1 { return setValue(newValue, forKey: first) }
        guard let root = value(forKey: first),
              let replaced = root.replacing(atKeyPath: parts.dropFirst(), with: newValue) else { return false }
        return setValue(replaced, forKey: first)
    }

    /// Whether `keyPath` is one non-empty key, which splitting at dots would leave whole.
    ///
    /// Splitting and joining the key path cost about 3,500 instructions per animation per frame
    /// (docs/PERFORMANCE.md, "Recording and scrubbing").
    static func isPlainKey(_ keyPath: String) -> Bool {
        !keyPath.isEmpty && !keyPath.utf8.contains(UInt8(ascii: "."))
    }

    /// The names of the properties `value(forKey:)` knows.
    static let animatableKeys = Set<String>([
        "bounds", "position", "zPosition", "anchorPoint", "anchorPointZ", "transform", "sublayerTransform",
        "opacity", "hidden", "isHidden", "masksToBounds", "cornerRadius", "backgroundColor", "borderWidth",
        "borderColor", "shadowColor", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowPath",
        "contents", "contentsRect", "contentsScale", "contentsGravity", "doubleSided", "isDoubleSided",
        "curlAmount", "blurRadius",
    ]).union(drawingKeys)

    /// The keys whose values cannot be interpolated, so they get no implicit animation.
    static let discreteKeys = Set<String>([
        "hidden", "isHidden", "masksToBounds", "doubleSided", "isDoubleSided", "contents", "contentsGravity", "shadowPath",
    ]).union(discreteDrawingKeys)

    func value(forKey key: String) -> AnimationValue? {
        switch key {
        case "bounds": return .rect(bounds)
        case "position": return .point(position)
        case "zPosition": return .number(Double(zPosition))
        case "anchorPoint": return .point(anchorPoint)
        case "anchorPointZ": return .number(Double(anchorPointZ))
        case "transform": return .transform(transform)
        case "sublayerTransform": return .transform(sublayerTransform)
        case "opacity": return .number(Double(opacity))
        case "hidden", "isHidden": return .bool(isHidden)
        case "masksToBounds": return .bool(masksToBounds)
        case "cornerRadius": return .number(Double(cornerRadius))
        case "backgroundColor": return .color(backgroundColor)
        case "borderWidth": return .number(Double(borderWidth))
        case "borderColor": return .color(borderColor)
        case "shadowColor": return .color(shadowColor)
        case "shadowOpacity": return .number(Double(shadowOpacity))
        case "shadowRadius": return .number(Double(shadowRadius))
        case "shadowOffset": return .size(shadowOffset)
        case "shadowPath": return shadowPath.map { .path($0) } ?? .color(nil)
        case "contents": return (contents as AnyObject?).map { .discrete(AnyEquatableBox($0)) } ?? .color(nil)
        case "contentsRect": return .rect(contentsRect)
        case "contentsScale": return .number(Double(contentsScale))
        case "contentsGravity": return .discrete(AnyEquatableBox(contentsGravity.rawValue as NSString))
        case "doubleSided", "isDoubleSided": return .bool(isDoubleSided)
        case "curlAmount": return .number(Double(curlAmount))
        case "blurRadius": return .number(Double(blurRadius))
        default: return drawingValue(forKey: key)
        }
    }

    mutating func setValue(_ value: AnimationValue, forKey key: String) -> Bool {
        switch (key, value) {
        case ("bounds", .rect(let v)): bounds = v
        case ("position", .point(let v)): position = v
        case ("zPosition", .number(let v)): zPosition = CGFloat(v)
        case ("anchorPoint", .point(let v)): anchorPoint = v
        case ("anchorPointZ", .number(let v)): anchorPointZ = CGFloat(v)
        case ("transform", .transform(let v)): transform = v
        case ("sublayerTransform", .transform(let v)): sublayerTransform = v
        case ("opacity", .number(let v)): opacity = Float(v)
        case ("hidden", .bool(let v)), ("isHidden", .bool(let v)): isHidden = v
        case ("masksToBounds", .bool(let v)): masksToBounds = v
        case ("cornerRadius", .number(let v)): cornerRadius = CGFloat(v)
        case ("backgroundColor", .color(let v)): backgroundColor = v
        case ("borderWidth", .number(let v)): borderWidth = CGFloat(v)
        case ("borderColor", .color(let v)): borderColor = v
        case ("shadowColor", .color(let v)): shadowColor = v
        case ("shadowOpacity", .number(let v)): shadowOpacity = Float(v)
        case ("shadowRadius", .number(let v)): shadowRadius = CGFloat(v)
        case ("shadowOffset", .size(let v)): shadowOffset = v
        case ("shadowPath", .path(let p)): shadowPath = p
        case ("shadowPath", .discrete(let box)): shadowPath = box.object as? CGPath
        case ("shadowPath", .color(nil)): shadowPath = nil
        case ("contents", .discrete(let box)): contents = box.object
        case ("contents", .color(nil)): contents = nil
        case ("contentsRect", .rect(let v)): contentsRect = v
        case ("contentsScale", .number(let v)): contentsScale = CGFloat(v)
        case ("contentsGravity", .discrete(let box)):
            guard let name = box.object as? NSString else { return false }
            contentsGravity = CALayerContentsGravity(rawValue: String(name))
        case ("doubleSided", .bool(let v)), ("isDoubleSided", .bool(let v)): isDoubleSided = v
        case ("curlAmount", .number(let v)): curlAmount = CGFloat(v)
        case ("blurRadius", .number(let v)): blurRadius = CGFloat(v)
        default: return setDrawingValue(value, forKey: key)
        }
        return true
    }
}
