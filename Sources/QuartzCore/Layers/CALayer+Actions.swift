import Foundation

extension CALayer {
    /// The action to run when the property `event` changes, searched as Core Animation does: the
    /// delegate, then `actions`, then `style["actions"]`, then `defaultAction(forKey:)`. An
    /// `NSNull` anywhere ends the search with no action.
    func defaultSearchForAction(forKey event: String) -> CAAction? {
        if let action = delegate?.action(for: self, forKey: event) {
            return action is NSNull ? nil : action
        }
        if let action = actions?[event] {
            return action is NSNull ? nil : action
        }
        if let styleActions = style?["actions"] as? [String: CAAction], let action = styleActions[event] {
            return action is NSNull ? nil : action
        }
        return type(of: self).defaultAction(forKey: event)
    }

    /// The implicit animation for an animatable property: a basic animation of the current
    /// transaction's duration and timing function; nil for other keys.
    static func implicitAnimation(forKey event: String) -> CAAction? {
        // Booleans and other discrete values change at once, as in Core Animation.
        guard LayerState.animatableKeys.contains(event), !LayerState.discreteKeys.contains(event) else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction()
        return animation
    }

    /// Reads a property by key path ("position.x", "transform.rotation.z", "frame.size.width"),
    /// or a value stored under a key no property has (see `value(forKey:)`), or nil.
    func baseValue(forKeyPath keyPath: String) -> Any? {
        if let value = state.value(forKeyPath: keyPath) { return value.asAny }
        return nonAnimatableValue(forKeyPath: keyPath)
    }

    /// Writes a property by key path through its setter, or stores a value under a key no
    /// property has (see `setValue(_:forKey:)`); logs a warning for a value a property cannot take.
    func baseSetValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let converted = AnimationValue(value) else { return setNonAnimatableValueOrWarn(value, forKeyPath: keyPath) }
        var copy = state
        guard copy.setValue(converted, forKeyPath: keyPath) else { return setNonAnimatableValueOrWarn(value, forKeyPath: keyPath) }
        let key = String(keyPath.split(separator: ".").first ?? "")
        // Route through the same path as the typed setters so actions run.
        guard copy.value(forKey: key) != nil else { return }
        applyKey(key, from: copy)
    }

    /// Sets what no animatable property has (`frame`, `name`, a key of the caller's own), or
    /// warns when an animatable property cannot take the value.
    private func setNonAnimatableValueOrWarn(_ value: Any?, forKeyPath keyPath: String) {
        if state.value(forKeyPath: keyPath) == nil, setNonAnimatableValue(value, forKeyPath: keyPath) { return }
        CATransaction.warn("setValue(_:forKeyPath: \"\(keyPath)\") on a layer: no property takes this value; ignored")
    }

    /// Sets `key` from `copy` (the state with the new value written) through its typed setter.
    private func applyKey(_ key: String, from copy: LayerState) {
        switch key {
        case "bounds": bounds = copy.bounds
        case "position": position = copy.position
        case "zPosition": zPosition = copy.zPosition
        case "anchorPoint": anchorPoint = copy.anchorPoint
        case "anchorPointZ": anchorPointZ = copy.anchorPointZ
        case "transform": transform = copy.transform
        case "sublayerTransform": sublayerTransform = copy.sublayerTransform
        case "opacity": opacity = copy.opacity
        case "hidden", "isHidden": isHidden = copy.isHidden
        case "masksToBounds": masksToBounds = copy.masksToBounds
        case "cornerRadius": cornerRadius = copy.cornerRadius
        case "backgroundColor": backgroundColor = copy.backgroundColor
        case "borderWidth": borderWidth = copy.borderWidth
        case "borderColor": borderColor = copy.borderColor
        case "shadowColor": shadowColor = copy.shadowColor
        case "shadowOpacity": shadowOpacity = copy.shadowOpacity
        case "shadowRadius": shadowRadius = copy.shadowRadius
        case "shadowOffset": shadowOffset = copy.shadowOffset
        case "shadowPath": shadowPath = copy.shadowPath
        case "contents": contents = copy.contents
        case "contentsRect": contentsRect = copy.contentsRect
        case "contentsScale": contentsScale = copy.contentsScale
        case "contentsGravity": contentsGravity = copy.contentsGravity
        case "doubleSided", "isDoubleSided": isDoubleSided = copy.isDoubleSided
        // Page curl (PageCurlLayer.curlAmount): stored on every layer, drawn only by PageCurlLayer.
        case "curlAmount": change("curlAmount", \.curlAmount, copy.curlAmount)
        case "blurRadius": change("blurRadius", \.blurRadius, copy.blurRadius)
        default: applyDrawingKey(key, from: copy)
        }
    }
}
