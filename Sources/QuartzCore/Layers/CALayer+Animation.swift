import Foundation

/// An animation attached to a layer, with what the layer has told its delegate so far.
struct AnimationEntry {
    var key: String?
    var animation: CAAnimation
    var didStart = false
    var completionGroups: [CATransaction.CompletionGroup]
}

extension CALayer {
    /// Attaches a copy of `anim` under `key` (replacing, and stopping, any animation with that
    /// key). A `beginTime` of 0 becomes the layer's current time, as in Core Animation.
    ///
    /// A `CATransition` is always attached under `kCATransition`, with a picture of the layer as
    /// it was last drawn (see `CATransition`).
    func baseAdd(_ anim: CAAnimation, forKey key: String?) {
        guard !isPresentationCopy else { return }
        var key = key
        if let property = anim as? CAPropertyAnimation, property.keyPath == nil {
            CATransaction.warn("an animation without a keyPath was added to a layer; it has no effect")
        }
        let copy = anim.copy() as! CAAnimation
        if let transition = copy as? CATransition {
            key = kCATransition
            transition.oldLook = LayerCompositor.lastDrawnLook(of: self)
        }
        if copy.beginTime == 0 {
            copy.beginTime = convertTime(CACurrentMediaTime(), from: nil)
        }
        // An implicit animation (no from, to or by value) runs from the value the property had on
        // screen just before the change that created it.
        if let basic = copy as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
           let previous = pendingPreviousValue, previous.key == basic.keyPath {
            basic.fromValue = previous.value
        }
        if let key { removeAnimation(forKey: key) }
        animationEntries.append(AnimationEntry(key: key, animation: copy,
                                               completionGroups: CATransaction.groupsForNewAnimation()))
        for group in animationEntries.last!.completionGroups { group.pending += 1 }
        noteChange()
    }

    /// The running animation attached under `key`.
    func baseAnimation(forKey key: String) -> CAAnimation? {
        animationEntries.last { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order they were added.
    func baseAnimationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Detaches the animation under `key`; its delegate hears `finished: false`.
    func baseRemoveAnimation(forKey key: String) {
        let removed = animationEntries.filter { $0.key == key }
        animationEntries.removeAll { $0.key == key }
        for entry in removed { stopped(entry, finished: false) }
        if !removed.isEmpty { noteChange() }
    }

    /// Detaches every animation; their delegates hear `finished: false`.
    func baseRemoveAllAnimations() {
        let removed = animationEntries
        animationEntries = []
        for entry in removed { stopped(entry, finished: false) }
        if !removed.isEmpty { noteChange() }
    }

    private func stopped(_ entry: AnimationEntry, finished: Bool) {
        if !entry.didStart { entry.animation.delegate?.animationDidStart(entry.animation) }
        entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
        entry.animation.delegate = nil
        for group in entry.completionGroups { group.pending -= 1 }
        CATransaction.fireFinishedCompletions(in: LayerContext.current)
    }

    /// A copy of the layer as it is on screen now: model values with the running animations
    /// applied at the current media time. Its `model()` is this layer.
    func basePresentation() -> Self? {
        if isPresentationCopy { return self }
        let copy = type(of: self).init(layer: self)
        copy.state = presentationState(atMediaTime: CACurrentMediaTime())
        copy.modelLayerStorage = self
        copy.beginTime = beginTime; copy.speed = speed; copy.timeOffset = timeOffset
        return copy
    }

    /// The model layer: this layer, or the layer a presentation copy was made from.
    func baseModel() -> Self {
        (modelLayerStorage as? Self) ?? self
    }

    /// Whether any attached animation still changes what is drawn at `mediaTime` or later.
    func hasRunningAnimations(atMediaTime mediaTime: CFTimeInterval) -> Bool {
        guard !animationEntries.isEmpty else { return false }
        let t = localTime(fromMediaTime: mediaTime)
        return animationEntries.contains { entry in
            let (phase, _) = entry.animation.timeline(atParentTime: t)
            return phase != .after || !entry.animation.isRemovedOnCompletion
        }
    }

    /// The model values with every attached animation applied, in the order they were added.
    func presentationState(atMediaTime mediaTime: CFTimeInterval) -> LayerState {
        guard !animationEntries.isEmpty else { return state }
        let t = localTime(fromMediaTime: mediaTime)
        var result = state
        for entry in animationEntries {
            let (_, progress) = entry.animation.timeline(atParentTime: t)
            if let progress { entry.animation.apply(to: &result, at: progress) }
        }
        return result
    }

    /// Tells delegates about animations that started or finished by `mediaTime`, removes
    /// finished ones that ask to be removed, and does the same for the whole subtree.
    /// The host calls it on the root once per frame, before drawing.
    func advanceAnimations(toMediaTime mediaTime: CFTimeInterval) {
        if !animationEntries.isEmpty {
            let t = localTime(fromMediaTime: mediaTime)
            var index = 0
            while index < animationEntries.count {
                let entry = animationEntries[index]
                let (phase, _) = entry.animation.timeline(atParentTime: t)
                if phase != .before && !entry.didStart {
                    animationEntries[index].didStart = true
                    entry.animation.delegate?.animationDidStart(entry.animation)
                }
                // A delegate may have removed animations; find this one again.
                guard index < animationEntries.count, animationEntries[index].animation === entry.animation else {
                    index = animationEntries.firstIndex { $0.animation === entry.animation }.map { $0 + 1 } ?? index
                    continue
                }
                if phase == .after && entry.animation.isRemovedOnCompletion {
                    animationEntries.remove(at: index)
                    var done = entry
                    done.didStart = true
                    stopped(done, finished: true)
                    noteChange()
                } else {
                    if phase == .after && !entry.animation.isRemovedOnCompletion && entry.animation.delegate != nil {
                        // A kept animation still reports its end once, as Core Animation does.
                        entry.animation.delegate?.animationDidStop(entry.animation, finished: true)
                        entry.animation.delegate = nil
                        for group in entry.completionGroups { group.pending -= 1 }
                        animationEntries[index].completionGroups = []
                    }
                    index += 1
                }
            }
        }
        for layer in sublayerStorage { layer.advanceAnimations(toMediaTime: mediaTime) }
        maskStorage?.advanceAnimations(toMediaTime: mediaTime)
    }
}
