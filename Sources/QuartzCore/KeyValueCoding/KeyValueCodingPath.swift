import Foundation

/// Reads and replaces the parts of a geometry value named by key-path components (`"x"`,
/// `"size.width"`, `"rotation.z"`), with the resolver `CABasicAnimation` key paths use
/// (`AnimationValue.value(atKeyPath:)` and `replacing(atKeyPath:with:)`).
///
/// For the properties outside a layer's animatable state: a layer's `frame`, and UIKit's
/// view properties read by key (`view.value(forKeyPath: "center.x")`).
package enum KeyValueCodingPath {
    /// The part of `root` named by `path`, as a Swift value; nil when it names none.
    package static func value(in root: Any, path: ArraySlice<String>) -> Any? {
        AnimationValue(root)?.value(atKeyPath: path)?.asAny
    }

    /// `root` with the part named by `path` replaced by `newValue`; nil when the path names no
    /// part or the value does not fit.
    package static func replacing(in root: Any, path: ArraySlice<String>, with newValue: Any?) -> Any? {
        guard let rootValue = AnimationValue(root), let part = AnimationValue(newValue) else { return nil }
        return rootValue.replacing(atKeyPath: path, with: part)?.asAny
    }

    /// A number given to `setValue` as any numeric type.
    package static func number(_ value: Any?) -> Double? {
        AnimationValue(value)?.number
    }
}
