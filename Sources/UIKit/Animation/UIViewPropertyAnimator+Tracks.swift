import Foundation

/// One property animation a property animator owns: the layer animation it steers, and the
/// values to restore when it finishes somewhere other than the end.
final class AnimatorTrack {
    let layer: CALayer
    let keyPath: String
    /// The key the animation was added under.
    let key: String
    /// The layer's own copy of the animation (what `layer.animation(forKey:)` returns).
    let animation: CAPropertyAnimation
    /// The model value before the change, and after it.
    let start: Any?, end: Any?
    /// Where on the animator's timeline this animation starts, in seconds.
    let offset: Double

    init(layer: CALayer, keyPath: String, key: String, animation: CAPropertyAnimation, start: Any?, end: Any?, offset: Double) {
        self.layer = layer
        self.keyPath = keyPath
        self.key = key
        self.animation = animation
        self.start = start
        self.end = end
        self.offset = offset
    }

    /// The animation, if it is still attached (something else may have removed or replaced it).
    var attachedAnimation: CAPropertyAnimation? {
        layer.animation(forKey: key) === animation ? animation : nil
    }
}

/// The sink of a property animator's animation blocks: each change becomes a track.
final class AnimatorSink: ViewAnimationSink {
    private(set) weak var animator: UIViewPropertyAnimator?
    /// Where the block's changes start on the animator's timeline, and how long they last.
    let offset: Double, length: Double

    init(animator: UIViewPropertyAnimator, offset: Double, length: Double) {
        self.animator = animator
        self.offset = offset
        self.length = length
    }

    func animateChange(of layer: CALayer, keyPath: String, from old: Any?, onScreen: Any?, to new: Any?) {
        animator?.addTrack(layer: layer, keyPath: keyPath, from: old, onScreen: onScreen, to: new,
                           offset: offset, length: length)
    }
}

extension UIViewPropertyAnimator {
    /// Adds the layer animation for one change and steers it from the clock. As with
    /// `UIView.animate`, addable values animate additively (an offset to zero) so that they
    /// combine with other animations of the property; colors animate from what is on screen.
    /// The animation is never removed by the layer: the animator removes it when it finishes.
    func addTrack(layer: CALayer, keyPath: String, from old: Any?, onScreen: Any?, to new: Any?,
                  offset: Double, length: Double) {
        let animation: CABasicAnimation
        switch pacing {
        case .curve(let function):
            animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = function
        case .spring(let parameters):
            let motion = parameters.motion(forDuration: length)
            let spring = CASpringAnimation(keyPath: keyPath)
            spring.mass = CGFloat(motion.mass)
            spring.stiffness = CGFloat(motion.stiffness)
            spring.damping = CGFloat(motion.damping)
            spring.initialVelocity = CGFloat(motion.initialVelocity)
            animation = spring
        }
        if let difference = AnimatedValueMath.difference(old, new), let zero = AnimatedValueMath.zero(like: new) {
            animation.isAdditive = true
            animation.fromValue = difference
            animation.toValue = zero
        } else {
            animation.fromValue = onScreen ?? old
            animation.toValue = new
        }
        attach(animation, to: layer, keyPath: keyPath, start: old, end: new, offset: offset, length: length)
    }

    /// Adds a keyframe block's animation of one property (`UIView.animateKeyframes` inside the
    /// animator's animations) as a track: its keyframes spread over the rest of the animator's
    /// timeline and paced by the animator's cubic curve, as on iOS, where a keyframe block nested
    /// in a property animator takes the animator's duration and timing. Unlike UIKit, under a
    /// spring the keyframes are paced linearly.
    func addKeyframeTrack(_ animation: CAKeyframeAnimation, layer: CALayer, keyPath: String, start: Any?, end: Any?,
                          offset: Double, length: Double) {
        if case .curve(let function) = pacing { animation.timingFunction = function }
        attach(animation, to: layer, keyPath: keyPath, start: start, end: end, offset: offset, length: length)
    }

    /// Adds `animation` to `layer` under a key of its own (additive ones beside earlier
    /// animations of the property) and steers the layer's copy from the clock.
    private func attach(_ animation: CAPropertyAnimation, to layer: CALayer, keyPath: String, start: Any?, end: Any?,
                        offset: Double, length: Double) {
        animation.duration = length
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        var key = keyPath
        var index = 1
        while animation.isAdditive && layer.animation(forKey: key) != nil {
            index += 1
            key = "\(keyPath)-\(index)"
        }
        layer.add(animation, forKey: key)
        guard let copy = layer.animation(forKey: key) as? CAPropertyAnimation else { return }
        tracks.append(AnimatorTrack(layer: layer, keyPath: keyPath, key: key, animation: copy,
                                    start: start, end: end, offset: offset))
        applyTimingToTracks()
    }

    /// Removes the animations and leaves the model values at `position`: the end values, the
    /// start values, or what is on screen now. With `keepingTracks` the tracks are kept, so that
    /// a stopped animator can still finish at its start or end values.
    func settleTracks(at position: UIViewAnimatingPosition, keepingTracks: Bool = false) {
        let values: [(AnimatorTrack, Any?)]
        switch position {
        case .end:
            // Later tracks of one property end where the property ends: set them last.
            values = tracks.map { ($0, $0.end) }
        case .start:
            // Later tracks of one property started where earlier ones ended: set them first so
            // that the earliest start wins.
            values = tracks.reversed().map { ($0, $0.start) }
        case .current:
            values = tracks.map { ($0, $0.layer.presentation()?.value(forKeyPath: $0.keyPath)) }
        }
        for track in tracks where track.attachedAnimation != nil {
            track.layer.removeAnimation(forKey: track.key)
        }
        UIView.performWithoutAnimation {
            for (track, value) in values { track.layer.setValue(value, forKeyPath: track.keyPath) }
        }
        if !keepingTracks { tracks = [] }
    }
}
