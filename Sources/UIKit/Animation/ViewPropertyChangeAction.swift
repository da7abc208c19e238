import Foundation

/// The action a view's layer runs for a property changed inside an animation block: it reads
/// the new model value and hands the change to the block's sink.
final class ViewPropertyChangeAction: CAAction {
    private let block: ViewAnimationBlock
    private let olds: [(keyPath: String, model: Any?, onScreen: Any?)]

    init(block: ViewAnimationBlock, olds: [(keyPath: String, model: Any?, onScreen: Any?)]) {
        self.block = block
        self.olds = olds
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        if !block.touchedLayers.contains(where: { $0 === layer }) { block.touchedLayers.append(layer) }
        for old in olds {
            let new = layer.value(forKeyPath: old.keyPath)
            // Setting a property to the value it already has animates nothing.
            guard !AnimatedValueMath.isEqual(old.model, new) else { continue }
            block.sink.animateChange(of: layer, keyPath: old.keyPath, from: old.model, onScreen: old.onScreen, to: new)
        }
    }
}

/// Collects the stops of one block's animations and calls its completion once all have stopped.
///
/// `finished` is true only if every animation ran to its end; one removed or replaced early
/// (by `removeAllAnimations()`, or a non-additive animation of another block) makes it false.
/// A block that created no animation completes on the next frame with true.
final class ViewAnimationCompletion: NSObject, CAAnimationDelegate {
    private let completion: ((Bool) -> Void)?
    private var created = 0
    private var pending = 0
    private var allFinished = true
    private var closed = false
    private var delivered = false
    /// Animations replaced by a later change of the same block: their early stop is not a failure.
    private var superseded: Set<ObjectIdentifier> = []

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
        super.init()
    }

    /// Counts an animation about to be added with this object as its delegate.
    func willAdd() {
        created += 1
        pending += 1
    }

    /// Marks an animation of this block that a later change of the same block replaces.
    func supersede(_ animation: CAAnimation) {
        superseded.insert(ObjectIdentifier(animation))
    }

    /// Whether `animation` reports to this object.
    func owns(_ animation: CAAnimation?) -> Bool {
        animation?.delegate === self
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        pending -= 1
        if !flag && superseded.remove(ObjectIdentifier(anim)) == nil { allFinished = false }
        deliverIfDone()
    }

    /// The block has closed: no more animations will be added.
    func close() {
        closed = true
        if created == 0 {
            guard !delivered else { return }
            delivered = true
            let completion = self.completion
            UIViewAnimationState.current.deliverOnNextFrame { completion?(true) }
            return
        }
        deliverIfDone()
    }

    private func deliverIfDone() {
        guard closed, pending == 0, !delivered else { return }
        delivered = true
        let completion = self.completion, finished = allFinished
        UIViewAnimationState.current.deliver { completion?(finished) }
    }
}

/// The sink of a `UIView.animate` block: each change becomes a layer animation at once.
///
/// Values that can be added (numbers, points, sizes, transforms) animate additively, as UIKit
/// does since iOS 8: the model already holds the new value and the animation runs an offset
/// from (old - new) to zero, so a second block on the same property mid-flight blends with the
/// first instead of jumping, and both run to their ends. Colors (and transforms to a singular
/// matrix) cannot be offset: they animate from the value on screen and replace the property's
/// earlier animation, whose block then completes with `finished == false`.
final class ViewAnimationBlockSink: ViewAnimationSink {
    let timing: ViewAnimationTiming
    let completion: ViewAnimationCompletion

    init(timing: ViewAnimationTiming, completion: ViewAnimationCompletion) {
        self.timing = timing
        self.completion = completion
    }

    func animateChange(of layer: CALayer, keyPath: String, from old: Any?, onScreen: Any?, to new: Any?) {
        let animation = makeAnimation(keyPath: keyPath)
        if let offset = AnimatedValueMath.difference(old, new), let zero = AnimatedValueMath.zero(like: new) {
            animation.isAdditive = true
            animation.fromValue = offset
            animation.toValue = zero
        } else {
            animation.fromValue = onScreen ?? old
            animation.toValue = new
        }
        add(animation, to: layer, keyPath: keyPath)
    }

    /// A basic or spring animation of `keyPath` with the block's timing.
    func makeAnimation(keyPath: String) -> CABasicAnimation {
        guard let motion = timing.springMotion else { return CABasicAnimation(keyPath: keyPath) }
        let spring = CASpringAnimation(keyPath: keyPath)
        spring.mass = CGFloat(motion.mass)
        spring.stiffness = CGFloat(motion.stiffness)
        spring.damping = CGFloat(motion.damping)
        spring.initialVelocity = CGFloat(motion.initialVelocity)
        return spring
    }

    /// Adds `animation` with the block's timing and completion tracking. Additive animations
    /// get a key of their own ("position", then "position-2", ...) so that earlier ones keep
    /// running; others replace the animation under the key path.
    func add(_ animation: CAPropertyAnimation, to layer: CALayer, keyPath: String) {
        timing.configure(animation, on: layer)
        animation.delegate = completion
        var key = keyPath
        if animation.isAdditive {
            key = layer.unusedAdditiveKey(for: keyPath)
        } else if let existing = layer.animation(forKey: key), completion.owns(existing) {
            completion.supersede(existing)
        }
        completion.willAdd()
        layer.add(animation, forKey: key)
    }
}

private extension CALayer {
    /// The first of "position", "position-2", "position-3"... (for `keyPath` "position") that no
    /// animation of the layer is attached under. The keys are gathered once: asking for each
    /// candidate in turn cost a scan per candidate, so many turns of the phone in one frame
    /// (each adding an animation per laid-out property) took cubic time (issue 33).
    func unusedAdditiveKey(for keyPath: String) -> String {
        guard let keys = animationKeys() else { return keyPath }
        let used = Set(keys)
        var key = keyPath, index = 1
        while used.contains(key) {
            index += 1
            key = "\(keyPath)-\(index)"
        }
        return key
    }
}
