import Foundation

/// Reads and replaces the parts of a geometry value named by key-path components (`"x"`,
/// `"size.width"`, `"rotation.z"`), with the same resolver `CABasicAnimation` key paths use
/// (`AnimationValue` and `CATransform3D`'s key-path fields).
///
/// For the properties outside a layer's animatable state: a layer's `frame`, and UIKit's
/// view properties read by key (`view.value(forKeyPath: "center.x")`).
package enum KeyValueCodingPath {
    /// The part of `root` named by `path`, as a Swift value; nil when it names none.
    package static func value(in root: Any, path: ArraySlice<String>) -> Any? {
        guard var value = AnimationValue(root) else { return nil }
        if case .transform(let t) = value, !path.isEmpty {
            return t.keyPathComponentValue(path.joined(separator: "."))
        }
        for name in path {
            guard let part = value.component(name) else { return nil }
            value = part
        }
        return value.asAny
    }

    /// `root` with the part named by `path` replaced by `newValue`; nil when the path names no
    /// part or the value does not fit.
    package static func replacing(in root: Any, path: ArraySlice<String>, with newValue: Any?) -> Any? {
        guard let rootValue = AnimationValue(root), let part = AnimationValue(newValue) else { return nil }
        if case .transform(let t) = rootValue {
            guard case .number(let v) = part else { return nil }
            return t.settingKeyPathComponent(path.joined(separator: "."), to: CGFloat(v))
        }
        return replace(in: rootValue, path: path, with: part)?.asAny
    }

    private static func replace(in value: AnimationValue, path: ArraySlice<String>, with newValue: AnimationValue) -> AnimationValue? {
        guard let name = path.first else { return newValue }
        guard let sub = value.component(name), let replaced = replace(in: sub, path: path.dropFirst(), with: newValue) else { return nil }
        return value.replacingComponent(name, with: replaced)
    }

    /// A number given to `setValue` as any numeric type.
    package static func number(_ value: Any?) -> Double? {
        AnimationValue(value)?.number
    }
}
