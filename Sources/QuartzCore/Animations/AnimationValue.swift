import Foundation

/// A value of an animatable layer property, in a form that can be interpolated.
///
/// Core Animation's `fromValue`/`toValue` are `Any?`; they are converted to this on use.
/// Colors are kept as straight RGBA components and interpolated componentwise, as Core Animation
/// does; transforms interpolate by decomposition (see `CATransform3D.interpolated(to:fraction:)`).
enum AnimationValue: Equatable {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor?)
    case bool(Bool)
    /// A path: interpolated point by point when the two paths have the same structure.
    case path(CGPath)
    /// A value that cannot be interpolated (contents, paths, gravity): it switches at the end.
    case discrete(AnyEquatableBox)

    /// Converts a value as given to `fromValue`, `toValue` or `values`.
    init?(_ any: Any?) {
        guard let any else { self = .color(nil); return }
        self = Self.ofExactType(any) ?? Self.byCasting(any)
    }

    /// The value `any` converts to, found by casting it to each kind in turn.
    static func byCasting(_ any: Any) -> AnimationValue {
        switch any {
        case let v as AnimationValue: return v
        case let v as CGFloat: return .number(Double(v))
        case let v as Double: return .number(v)
        case let v as Float: return .number(Double(v))
        case let v as Int: return .number(Double(v))
        case let v as NSNumber: return .number(v.doubleValue)
        case let v as CGPoint: return .point(v)
        case let v as CGSize: return .size(v)
        case let v as CGRect: return .rect(v)
        case let v as CATransform3D: return .transform(v)
        case let v as CGAffineTransform: return .transform(CATransform3DMakeAffineTransform(v))
        case let v as CGColor: return .color(v)
        case let v as Bool: return .bool(v)
        case let v as CGPath: return .path(v)
        // Lists (a gradient's colors and locations) are carried whole and mixed item by item.
        case let v as [CGColor]: return .discrete(AnyEquatableBox(ValueList(v)))
        case let v as [NSNumber]: return .discrete(AnyEquatableBox(ValueList(v.map { CGFloat($0.doubleValue) })))
        case let v as [CGFloat]: return .discrete(AnyEquatableBox(ValueList(v)))
        case let v as [Double]: return .discrete(AnyEquatableBox(ValueList(v.map { CGFloat($0) })))
        case let v as NSValue: return AnimationValue(boxed: v) ?? .discrete(AnyEquatableBox(v))
        case let v as AnyObject: return .discrete(AnyEquatableBox(v))
        }
    }

    /// The value of the kinds animations carry most, recognized by their exact type: what
    /// `byCasting(_:)` gives them, without its casts; nil for anything else.
    ///
    /// A failed cast of a struct to a class (`NSNumber`, `NSValue`) looks for a bridging
    /// conformance, and the Swift runtime finds one by scanning every conformance in the program
    /// the first time it is asked for each type: a transition's first frame paid that for every
    /// kind of value it animated.
    static func ofExactType(_ any: Any) -> AnimationValue? {
        let type = type(of: any)
        if type == CGFloat.self { return .number(Double(any as! CGFloat)) }
        if type == Double.self { return .number(any as! Double) }
        if type == CGPoint.self { return .point(any as! CGPoint) }
        if type == CGSize.self { return .size(any as! CGSize) }
        if type == CGRect.self { return .rect(any as! CGRect) }
        if type == CATransform3D.self { return .transform(any as! CATransform3D) }
        if type == AnimationValue.self { return any as? AnimationValue }
        return nil
    }

    /// The value as Core Animation hands it back from `value(forKeyPath:)`.
    var asAny: Any? {
        switch self {
        case .number(let v): return CGFloat(v)
        case .point(let v): return v
        case .size(let v): return v
        case .rect(let v): return v
        case .transform(let v): return v
        case .color(let v): return v
        case .bool(let v): return v
        case .path(let v): return v
        case .discrete(let box): return box.object
        }
    }

    var number: Double? { if case .number(let v) = self { return v } else { return nil } }

    /// The value at `fraction` between `self` (0) and `other` (1); extrapolates past 0...1 for
    /// springs that overshoot.
    func interpolated(to other: AnimationValue, fraction f: Double) -> AnimationValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(f) }
        switch (self, other) {
        case let (.number(a), .number(b)): return .number(a + (b - a) * f)
        case let (.point(a), .point(b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.size(a), .size(b)): return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                                width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.transform(a), .transform(b)): return .transform(a.interpolated(to: b, fraction: CGFloat(f)))
        case let (.color(a), .color(b)):
            // A missing color is transparent black, so fading to or from nil fades alpha.
            let ca = a?.components ?? [0, 0, 0, 0], cb = b?.components ?? [0, 0, 0, 0]
            let c = zip(ca, cb).map { mix($0, $1) }
            return .color(CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        case let (.path(a), .path(b)):
            // Paths of different structure cannot be interpolated: they switch at the end.
            return a.interpolated(to: b, fraction: f).map { .path($0) } ?? (f < 1 ? self : other)
        case let (.discrete(a), .discrete(b)):
            return ValueList<CGFloat>.mix(a.object, b.object, fraction: f).map { .discrete(AnyEquatableBox($0)) } ?? (f < 1 ? self : other)
        default:
            return f < 1 ? self : other
        }
    }

    /// `self + other`, for additive and cumulative animations and `byValue`.
    func adding(_ other: AnimationValue) -> AnimationValue {
        switch (self, other) {
        case let (.number(a), .number(b)): return .number(a + b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
        // Transforms add by concatenation, as Core Animation's additive transform animations do.
        case let (.transform(a), .transform(b)): return .transform(CATransform3DConcat(b, a))
        case let (.color(a), .color(b)):
            let ca = a?.components ?? [0, 0, 0, 0], cb = b?.components ?? [0, 0, 0, 0]
            let c = zip(ca, cb).map { $0 + $1 }
            return .color(CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        default: return other
        }
    }

    /// `self - other`, the inverse of `adding`.
    func subtracting(_ other: AnimationValue) -> AnimationValue {
        switch (self, other) {
        case let (.number(a), .number(b)): return .number(a - b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x - b.x, y: a.y - b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width - b.width, height: a.height - b.height))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: a.minX - b.minX, y: a.minY - b.minY, width: a.width - b.width, height: a.height - b.height))
        case let (.transform(a), .transform(b)): return .transform(CATransform3DConcat(CATransform3DInvert(b), a))
        default: return self
        }
    }

    /// A sub-value named by one key-path component (`x`, `width`, `origin`, ...), if any.
    func component(_ name: String) -> AnimationValue? {
        switch (self, name) {
        case let (.point(p), "x"): return .number(Double(p.x))
        case let (.point(p), "y"): return .number(Double(p.y))
        case let (.size(s), "width"): return .number(Double(s.width))
        case let (.size(s), "height"): return .number(Double(s.height))
        case let (.rect(r), "origin"): return .point(r.origin)
        case let (.rect(r), "size"): return .size(r.size)
        default: return nil
        }
    }

    /// A copy with the sub-value named `name` replaced.
    func replacingComponent(_ name: String, with value: AnimationValue) -> AnimationValue? {
        switch (self, name, value) {
        case let (.point(p), "x", .number(v)): return .point(CGPoint(x: CGFloat(v), y: p.y))
        case let (.point(p), "y", .number(v)): return .point(CGPoint(x: p.x, y: CGFloat(v)))
        case let (.size(s), "width", .number(v)): return .size(CGSize(width: CGFloat(v), height: s.height))
        case let (.size(s), "height", .number(v)): return .size(CGSize(width: s.width, height: CGFloat(v)))
        case let (.rect(r), "origin", .point(p)): return .rect(CGRect(origin: p, size: r.size))
        case let (.rect(r), "size", .size(s)): return .rect(CGRect(origin: r.origin, size: s))
        default: return nil
        }
    }
}

/// Wraps a reference so values Core Animation cannot interpolate can still be compared.
struct AnyEquatableBox: Equatable {
    let object: AnyObject
    init(_ object: AnyObject) { self.object = object }
    static func == (lhs: AnyEquatableBox, rhs: AnyEquatableBox) -> Bool { lhs.object === rhs.object }
}
