import Foundation

extension UIView {
    /// The value of a view property by name, as key-value coding reads it: `"alpha"`,
    /// `"frame"`, `"bounds"`, `"center"`, `"transform"`, `"backgroundColor"`, `"hidden"`
    /// (`"isHidden"`), `"clipsToBounds"`, `"tag"`, `"userInteractionEnabled"`, `"tintColor"`,
    /// or `"layer"`. A key with dots is read as a key path.
    ///
    /// Unlike UIKit, values come back as Swift values (`CGRect`, `CGFloat`, `CGAffineTransform`,
    /// `UIColor`) rather than `NSValue` or `NSNumber`, and an unknown key reads nil instead of
    /// raising an exception.
    func baseValue(forKey key: String) -> Any? {
        value(forKeyPath: key)
    }

    /// Sets a view property by name through its setter, so it animates inside an animation block
    /// as if set directly. A key with dots is set as a key path.
    ///
    /// Unlike UIKit, an unknown key or a value of the wrong type logs a warning instead of
    /// raising an exception.
    func baseSetValue(_ value: Any?, forKey key: String) {
        setValue(value, forKeyPath: key)
    }

    /// Reads a view property or a part of it by key path: `"center.x"`, `"frame.size.width"`,
    /// `"transform.rotation.z"`, and through the layer, `"layer.cornerRadius"`.
    func baseValue(forKeyPath keyPath: String) -> Any? {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let first = parts.first else { return nil }
        if first == "layer", parts.count > 1 { return layer.value(forKeyPath: parts.dropFirst().joined(separator: ".")) }
        guard let root = keyedProperty(first) else { return nil }
        return parts.count == 1 ? root : KeyValueCodingPath.value(in: root, path: parts.dropFirst())
    }

    /// Writes a view property or a part of it by key path, through the property's setter.
    func baseSetValue(_ value: Any?, forKeyPath keyPath: String) {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let first = parts.first else { return }
        if first == "layer", parts.count > 1 {
            layer.setValue(value, forKeyPath: parts.dropFirst().joined(separator: "."))
            return
        }
        var newRoot = value
        if parts.count > 1 {
            guard let root = keyedProperty(first) else { return warnUnknown(keyPath) }
            newRoot = KeyValueCodingPath.replacing(in: root, path: parts.dropFirst(), with: value)
        }
        if !setKeyedProperty(first, newRoot) { warnUnknown(keyPath) }
    }

    private func warnUnknown(_ keyPath: String) {
        UIKitLog.warn("setValue(_:forKeyPath: \"\(keyPath)\") on \(type(of: self)): no property takes this value; ignored")
    }

    private func keyedProperty(_ key: String) -> Any? {
        switch key {
        case "alpha": return alpha
        case "frame": return frame
        case "bounds": return bounds
        case "center": return center
        case "transform": return transform
        case "transform3D": return transform3D
        case "backgroundColor": return backgroundColor as Any
        case "hidden", "isHidden": return isHidden
        case "clipsToBounds": return clipsToBounds
        case "tag": return tag
        case "userInteractionEnabled", "isUserInteractionEnabled": return isUserInteractionEnabled
        case "tintColor": return tintColor as Any
        case "layer": return layer
        default: return nil
        }
    }

    private func setKeyedProperty(_ key: String, _ value: Any?) -> Bool {
        switch (key, value) {
        case ("alpha", _):
            guard let number = KeyValueCodingPath.number(value) else { return false }
            alpha = CGFloat(number)
        case ("frame", let v as CGRect): frame = v
        case ("bounds", let v as CGRect): bounds = v
        case ("center", let v as CGPoint): center = v
        case ("transform", let v as CGAffineTransform): transform = v
        case ("transform", let v as CATransform3D): transform = CATransform3DGetAffineTransform(v)
        case ("transform3D", let v as CATransform3D): transform3D = v
        case ("backgroundColor", nil): backgroundColor = nil
        case ("backgroundColor", let v as UIColor): backgroundColor = v
        case ("backgroundColor", let v as CGColor): backgroundColor = UIColor(cgColor: v)
        case ("hidden", let v as Bool), ("isHidden", let v as Bool): isHidden = v
        case ("clipsToBounds", let v as Bool): clipsToBounds = v
        case ("tag", let v as Int): tag = v
        case ("userInteractionEnabled", let v as Bool), ("isUserInteractionEnabled", let v as Bool): isUserInteractionEnabled = v
        case ("tintColor", let v as UIColor): tintColor = v
        default: return false
        }
        return true
    }
}
