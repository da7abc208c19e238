import Foundation

/// An animation of one layer property named by a key path, as Core Animation's
/// `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation {
    /// The property animated ("position", "transform.rotation.y", "bounds.size.width", ...).
    open var keyPath: String?
    /// Whether the animated value is added to the property's current (model) value.
    open var isAdditive = false
    /// Whether each repeat starts from where the last one ended.
    open var isCumulative = false
    /// Unlike Core Animation, value functions are implied by the key path ("transform.rotation.y");
    /// this property is kept for source compatibility and is not read.
    open var valueFunction: CAValueFunction?

    /// Creates an animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// Copies the key path and flags besides the timing.
    open override func copyProperties(into copy: CAAnimation) {
        super.copyProperties(into: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        copy.keyPath = keyPath; copy.isAdditive = isAdditive; copy.isCumulative = isCumulative
        copy.valueFunction = valueFunction
    }

    override var animatedKeyPath: String? { keyPath }

    /// The value this animation gives at `progress`, before additive/cumulative handling, given
    /// the current presentation value `current`. Subclasses implement it.
    func animatedValue(at progress: AnimationProgress, current: AnimationValue) -> AnimationValue? { nil }

    /// The change over one whole cycle, for cumulative repeats.
    func cycleDelta(current: AnimationValue) -> AnimationValue? { nil }

    override func apply(to state: inout LayerState, at progress: AnimationProgress) {
        guard let keyPath, let current = state.value(forKeyPath: keyPath),
              var value = animatedValue(at: progress, current: current) else { return }
        if isCumulative, progress.iteration > 0, let delta = cycleDelta(current: current) {
            for _ in 0..<progress.iteration { value = value.adding(delta) }
        }
        if isAdditive { value = current.adding(value) }
        state.setValue(value, forKeyPath: keyPath)
    }
}
