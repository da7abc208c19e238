import Foundation

extension CATransform3D {
    /// A field of Core Animation's transform key paths ("transform.rotation.z", "transform.scale").
    ///
    /// TransitionLab's addition. Core Animation documents these fields of `transform` and
    /// `sublayerTransform`: `rotation.x`, `rotation.y`, `rotation.z`, `rotation` (the same as
    /// `rotation.z`), `scale.x`, `scale.y`, `scale.z`, `scale` (the average of the three scale
    /// factors), `translation.x`, `translation.y`, `translation.z` and `translation` (x and y
    /// together, as a `CGSize`).
    public enum KeyPathComponent: String, CaseIterable, Sendable {
        /// The rotation about the x axis, in radians.
        case rotationX = "rotation.x"
        /// The rotation about the y axis, in radians.
        case rotationY = "rotation.y"
        /// The rotation about the z axis, in radians; "rotation" names it too.
        case rotationZ = "rotation.z"
        /// The scale factor along x.
        case scaleX = "scale.x"
        /// The scale factor along y.
        case scaleY = "scale.y"
        /// The scale factor along z.
        case scaleZ = "scale.z"
        /// The average of the three scale factors; setting it sets all three.
        case scale = "scale"
        /// The translation along x.
        case translationX = "translation.x"
        /// The translation along y.
        case translationY = "translation.y"
        /// The translation along z.
        case translationZ = "translation.z"
        /// The translation along x and y, as a `CGSize`.
        case translation = "translation"

        /// Parses a field name, with or without a leading "transform." or "sublayerTransform.".
        public init?(keyPath: String) {
            var name = Substring(keyPath)
            for prefix in ["transform.", "sublayerTransform."] where name.hasPrefix(prefix) {
                name = name.dropFirst(prefix.count)
            }
            if name == "rotation" { self = .rotationZ; return }
            self.init(rawValue: String(name))
        }
    }

    /// The transform that a value function builds from one field alone, as an animation of
    /// "transform.rotation.z" from 0 to 2 pi shows a full turn.
    ///
    /// `.translation` takes the same value along x and y; use `fromTranslationComponent(_:)` for a size.
    public static func fromKeyPathComponent(_ component: KeyPathComponent, value: Double) -> CATransform3D {
        let v = CGFloat(value)
        switch component {
        case .rotationX: return CATransform3DMakeRotation(v, 1, 0, 0)
        case .rotationY: return CATransform3DMakeRotation(v, 0, 1, 0)
        case .rotationZ: return CATransform3DMakeRotation(v, 0, 0, 1)
        case .scaleX: return CATransform3DMakeScale(v, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, v, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, v)
        case .scale: return CATransform3DMakeScale(v, v, v)
        case .translationX: return CATransform3DMakeTranslation(v, 0, 0)
        case .translationY: return CATransform3DMakeTranslation(0, v, 0)
        case .translationZ: return CATransform3DMakeTranslation(0, 0, v)
        case .translation: return CATransform3DMakeTranslation(v, v, 0)
        }
    }

    /// The transform of one field named by a key path ("rotation.y", "transform.scale"), or
    /// nil when the name is not a transform field.
    public static func fromKeyPathComponent(_ component: String, value: Double) -> CATransform3D? {
        KeyPathComponent(keyPath: component).map { fromKeyPathComponent($0, value: value) }
    }

    /// The transform of a "translation" value: a translation by `(size.width, size.height, 0)`.
    public static func fromTranslationComponent(_ size: CGSize) -> CATransform3D {
        CATransform3DMakeTranslation(size.width, size.height, 0)
    }

    /// The rotation as angles about x, y and z, in radians, applied in that order.
    ///
    /// The rotation equals `MakeRotation(x, 1,0,0)`, then `(y, 0,1,0)`, then `(z, 0,0,1)`
    /// concatenated in that order; y lies in [-pi/2, pi/2] and x, z in (-pi, pi]. At y = +-pi/2
    /// (gimbal lock) z is reported as 0. Nil when the transform cannot be decomposed.
    public var eulerAngles: SIMD3<Double>? {
        guard let q = decomposed()?.quaternion else { return nil }
        return Self.eulerAngles(of: q)
    }

    /// Reads one field from the decomposed transform; nil when it cannot be decomposed.
    ///
    /// `.translation` reads as its x part here; `translationComponent` gives the size.
    public func value(of component: KeyPathComponent) -> Double? {
        guard let parts = decomposed() else { return nil }
        switch component {
        case .rotationX, .rotationY, .rotationZ:
            let angles = Self.eulerAngles(of: parts.quaternion)
            return component == .rotationX ? angles.x : component == .rotationY ? angles.y : angles.z
        case .scaleX: return parts.scale.x
        case .scaleY: return parts.scale.y
        case .scaleZ: return parts.scale.z
        case .scale: return parts.scale.sum() / 3
        case .translationX, .translation: return parts.translation.x
        case .translationY: return parts.translation.y
        case .translationZ: return parts.translation.z
        }
    }

    /// The translation along x and y, as "transform.translation" reads it.
    public var translationComponent: CGSize {
        CGSize(width: m41, height: m42)
    }

    /// Reads one scalar field named by a key path, as `layer.value(forKeyPath: "transform.scale")`
    /// does; nil for unknown names, for "translation" (a size) and for undecomposable transforms.
    public func keyPathComponentValue(_ component: String) -> CGFloat? {
        guard let field = KeyPathComponent(keyPath: component), field != .translation,
              let value = value(of: field) else { return nil }
        return CGFloat(value)
    }

    /// The transform with one field replaced and the others kept, as
    /// `layer.setValue(_, forKeyPath: "transform.rotation.y")` changes it.
    ///
    /// The transform is decomposed, the field set, and the parts recomposed; rotations replace
    /// one of the `eulerAngles`, `.scale` sets all three factors and `.translation` sets x and y
    /// to the same value. Nil when the transform cannot be decomposed.
    public func setting(_ component: KeyPathComponent, to value: Double) -> CATransform3D? {
        guard var parts = decomposed() else { return nil }
        switch component {
        case .rotationX, .rotationY, .rotationZ:
            var angles = Self.eulerAngles(of: parts.quaternion)
            switch component {
            case .rotationX: angles.x = value
            case .rotationY: angles.y = value
            default: angles.z = value
            }
            parts.quaternion = Self.quaternion(eulerAngles: angles)
        case .scaleX: parts.scale.x = value
        case .scaleY: parts.scale.y = value
        case .scaleZ: parts.scale.z = value
        case .scale: parts.scale = SIMD3(repeating: value)
        case .translationX: parts.translation.x = value
        case .translationY: parts.translation.y = value
        case .translationZ: parts.translation.z = value
        case .translation: parts.translation.x = value; parts.translation.y = value
        }
        return CATransform3D(parts)
    }

    /// The transform with one field named by a key path replaced; nil for unknown names and
    /// undecomposable transforms.
    public func settingKeyPathComponent(_ component: String, to value: CGFloat) -> CATransform3D? {
        guard let field = KeyPathComponent(keyPath: component) else { return nil }
        return setting(field, to: Double(value))
    }

    /// Angles about x, y, z (applied in that order) of a unit quaternion.
    static func eulerAngles(of q: SIMD4<Double>) -> SIMD3<Double> {
        let r = rotationRows(q)
        // With rows of Rx(a) * Ry(b) * Rz(c): m13 = -sin b, m23 / m33 = tan a, m12 / m11 = tan c.
        let sinB = max(-1, min(1, -r.0.z))
        let b = asin(sinB)
        if abs(sinB) > 1 - 1e-12 {
            // Gimbal lock: only a -+ c is defined; put it all in a.
            let a = sinB > 0 ? atan2(r.1.x, r.1.y) : atan2(-r.1.x, r.1.y)
            return SIMD3(a, sinB > 0 ? Double.pi / 2 : -Double.pi / 2, 0)
        }
        return SIMD3(atan2(r.1.z, r.2.z), b, atan2(r.0.y, r.0.x))
    }

    /// The unit quaternion of the rotation by angles about x, y, z applied in that order.
    static func quaternion(eulerAngles angles: SIMD3<Double>) -> SIMD4<Double> {
        let m = CATransform3DMakeRotation(CGFloat(angles.x), 1, 0, 0)
            .multiplied(by: CATransform3DMakeRotation(CGFloat(angles.y), 0, 1, 0))
            .multiplied(by: CATransform3DMakeRotation(CGFloat(angles.z), 0, 0, 1))
        let e = m.rowMajor
        return quaternionFromRows(MatrixRows(x: SIMD3(e[0], e[1], e[2]), y: SIMD3(e[4], e[5], e[6]), z: SIMD3(e[8], e[9], e[10])))
    }
}
