import Foundation

extension AnimationValue {
    /// The part of the value named by the key-path components after the property's name
    /// (`["x"]` of a point, `["size", "width"]` of a rectangle, `["rotation", "z"]` of a
    /// transform); the value itself for no components, nil when they name no part.
    ///
    /// The one resolver of key paths into values: animations' key paths (`LayerState`) and
    /// key-value coding (`KeyValueCodingPath`) both read through it.
    func value(atKeyPath path: ArraySlice<String>) -> AnimationValue? {
        if case .transform(let t) = self, !path.isEmpty {
            return t.keyPathComponentValue(path.joined(separator: ".")).map { .number(Double($0)) }
        }
        var value = self
        for name in path {
            guard let part = value.component(name) else { return nil }
            value = part
        }
        return value
    }

    /// The value with the part named by `path` replaced by `newValue` (a transform's field set
    /// and the others kept); nil when the path names no part or the new value does not fit.
    func replacing(atKeyPath path: ArraySlice<String>, with newValue: AnimationValue) -> AnimationValue? {
        if case .transform(let t) = self, !path.isEmpty {
            guard case .number(let v) = newValue,
                  let changed = t.settingKeyPathComponent(path.joined(separator: "."), to: CGFloat(v)) else { return nil }
            return .transform(changed)
        }
        guard let name = path.first else { return newValue }
        guard let part = component(name), let replaced = part.replacing(atKeyPath: path.dropFirst(), with: newValue) else {
            return nil
        }
        return replacingComponent(name, with: replaced)
    }
}
