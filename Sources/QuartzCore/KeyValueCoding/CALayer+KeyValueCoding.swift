import Foundation

extension CALayer {
    /// The value of a property by name, as Core Animation's key-value coding: `"position"`,
    /// `"opacity"`, `"cornerRadius"`, any other animatable property, `"frame"`, `"name"`, the
    /// timing properties, or any other key set with `setValue(_:forKey:)`.
    ///
    /// Values come back as Swift values (`CGPoint`, `CGRect`, `CGFloat`, `CATransform3D`,
    /// `CGColor`), which `as?` casts read. Unlike Core Animation they are not wrapped in
    /// `NSValue` or `NSNumber`; a number is a `CGFloat`. A key no property has reads what was
    /// stored under it, else `defaultValue(forKey:)`. A key with dots is read as a key path.
    func baseValue(forKey key: String) -> Any? {
        value(forKeyPath: key)
    }

    /// Sets a property by name through its setter (so it animates and is observed as if set
    /// directly), or stores any other value under `key`, as a `CALayer` accepts any key.
    ///
    /// A nil value for a key no property has removes what was stored. A key with dots is set as
    /// a key path.
    func baseSetValue(_ value: Any?, forKey key: String) {
        setValue(value, forKeyPath: key)
    }

    /// Reads what `value(forKeyPath:)` reads when no animatable property has that key path:
    /// the geometry and timing properties that do not animate, then the stored values.
    func nonAnimatableValue(forKeyPath keyPath: String) -> Any? {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let first = parts.first else { return nil }
        if let root = nonAnimatableProperty(first) {
            return parts.count == 1 ? root : KeyValueCodingPath.value(in: root, path: parts.dropFirst())
        }
        guard parts.count == 1 else { return nil }
        return keyedValues?[first] ?? type(of: self).defaultValue(forKey: first)
    }

    /// Writes what `setValue(_:forKeyPath:)` writes when no animatable property has that key
    /// path; false when a property of that name cannot take the value.
    func setNonAnimatableValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let first = parts.first, !first.isEmpty else { return false }
        if let root = nonAnimatableProperty(first) {
            guard let newRoot = parts.count == 1 ? value : KeyValueCodingPath.replacing(in: root, path: parts.dropFirst(), with: value) else {
                return false
            }
            return setNonAnimatableProperty(first, newRoot)
        }
        guard parts.count == 1 else { return false }
        if let value {
            if keyedValues == nil { keyedValues = [:] }
            keyedValues?[first] = value
        } else {
            keyedValues?[first] = nil
        }
        return true
    }

    private func nonAnimatableProperty(_ key: String) -> Any? {
        switch key {
        case "frame": return frame
        case "name": return name as Any
        case "speed": return CGFloat(speed)
        case "timeOffset": return CGFloat(timeOffset)
        case "beginTime": return CGFloat(beginTime)
        case "duration": return CGFloat(duration)
        case "needsDisplayOnBoundsChange": return needsDisplayOnBoundsChange
        case "allowsGroupOpacity": return allowsGroupOpacity
        case "allowsEdgeAntialiasing": return allowsEdgeAntialiasing
        default: return nil
        }
    }

    private func setNonAnimatableProperty(_ key: String, _ value: Any?) -> Bool {
        switch (key, value) {
        case ("frame", let v as CGRect): frame = v
        case ("name", nil): name = nil
        case ("name", let v as String): name = v
        case ("needsDisplayOnBoundsChange", let v as Bool): needsDisplayOnBoundsChange = v
        case ("allowsGroupOpacity", let v as Bool): allowsGroupOpacity = v
        case ("allowsEdgeAntialiasing", let v as Bool): allowsEdgeAntialiasing = v
        case ("speed", _), ("timeOffset", _), ("beginTime", _), ("duration", _):
            guard let number = KeyValueCodingPath.number(value) else { return false }
            switch key {
            case "speed": speed = Float(number)
            case "timeOffset": timeOffset = number
            case "beginTime": beginTime = number
            default: duration = number
            }
        default: return false
        }
        return true
    }
}
