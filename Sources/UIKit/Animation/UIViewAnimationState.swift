import Foundation

/// Where the property changes made inside an animation block go: a `UIView.animate` block turns
/// them into layer animations at once, a keyframe block records them, a property animator
/// keeps them under its own clock.
protocol ViewAnimationSink: AnyObject {
    /// The layer's property at `keyPath` changed from `old` (the model value; `onScreen` is what
    /// was drawn) to `new`, inside the block.
    func animateChange(of layer: CALayer, keyPath: String, from old: Any?, onScreen: Any?, to new: Any?)
}

/// The timing every animation of one `UIView.animate` block shares.
struct ViewAnimationTiming {
    /// How the block's animations are paced.
    enum Pacing {
        /// A cubic timing curve.
        case curve(CAMediaTimingFunction)
        /// A damped spring of UIKit's damping ratio and initial velocity (whole distances per
        /// second), settling at the end of the block's duration.
        case spring(dampingRatio: Double, initialVelocity: Double)
    }
    var duration: TimeInterval
    var delay: TimeInterval
    var options: UIView.AnimationOptions
    var pacing: Pacing
    /// The repeat count `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)` set,
    /// in place of what the `.repeat` option says.
    var repeatCount: Float?
    /// Whether the animations reverse, set by `modifyAnimations`, in place of `.autoreverse`.
    var autoreverses: Bool?

    /// The spring of a spring block, made for its duration once nesting has settled it.
    var springMotion: SpringMotion? {
        guard case let .spring(ratio, velocity) = pacing else { return nil }
        return SpringMotion.dampingRatio(ratio, duration: duration, initialVelocity: velocity)
    }

    /// Sets a new animation's duration, start (delay, filling backwards so the old value shows
    /// meanwhile), repetition and pacing. UIKit's animations fill both ways, as here.
    func configure(_ animation: CAAnimation, on layer: CALayer) {
        animation.duration = duration
        animation.fillMode = .both
        if delay > 0 {
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
        }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        if let repeatCount { animation.repeatCount = repeatCount }
        animation.autoreverses = autoreverses ?? options.contains(.autoreverse)
        if case .curve(let function) = pacing { animation.timingFunction = function }
    }
}

/// One open animation block.
final class ViewAnimationBlock {
    /// Where changes go.
    let sink: ViewAnimationSink
    /// The timing nested blocks inherit (nil for property animators, which nest nothing).
    let timing: ViewAnimationTiming?
    /// False when changes apply at once (zero duration, animations disabled).
    let animates: Bool
    /// The layers whose properties changed, for the `layoutSubviews` option.
    var touchedLayers: [CALayer] = []

    init(sink: ViewAnimationSink, timing: ViewAnimationTiming?, animates: Bool) {
        self.sink = sink
        self.timing = timing
        self.animates = animates
    }
}

/// The state of `UIView` animation blocks in one layer context: the open blocks, whether
/// animations are enabled, and completion blocks waiting to be delivered.
///
/// Completions never run inside an open block (their property changes would animate with that
/// block): they wait until the outermost block closes. A block that animated nothing completes
/// on the next frame, delivered by a display link of the current `LayerContext` (the host fires
/// display links once per frame).
final class UIViewAnimationState {
    /// Open blocks, innermost last.
    var blocks: [ViewAnimationBlock] = []
    /// `UIView.setAnimationsEnabled(_:)`.
    var animationsEnabled = true
    /// Nesting depth of `performWithoutAnimation(_:)`.
    var withoutAnimationDepth = 0
    private var deferred: [() -> Void] = []
    private var nextFrame: [() -> Void] = []
    private var frameLink: CADisplayLink?

    /// The state of the current context.
    static var current: UIViewAnimationState { UIKitEnvironment.current.animations }

    /// The animation a view's layer should run for a property change, or nil outside any
    /// animating block (the view then returns `NSNull`, so nothing animates implicitly).
    ///
    /// It is asked before the layer stores the new value, so it records the old model and
    /// on-screen values; the returned action reads the new value when the layer runs it.
    static func action(for view: UIView, layer: CALayer, forKey event: String) -> CAAction? {
        let state = current
        guard let block = state.blocks.last, block.animates, state.animationsEnabled,
              state.withoutAnimationDepth == 0, AnimatedValueMath.animatableKeys.contains(event) else { return nil }
        let onScreen = layer.presentation()
        let olds = AnimatedValueMath.keyPaths(forKey: event).map {
            (keyPath: $0, model: layer.value(forKeyPath: $0), onScreen: onScreen?.value(forKeyPath: $0))
        }
        return ViewPropertyChangeAction(block: block, olds: olds)
    }

    /// Runs `body` with `block` open, then closes it; completions that came due meanwhile run
    /// once the outermost block has closed.
    func run(_ block: ViewAnimationBlock, _ body: () -> Void) {
        blocks.append(block)
        body()
        if block.timing?.options.contains(.layoutSubviews) == true {
            // Lay out while the block is still open so that subviews animate with their parent.
            for layer in block.touchedLayers { (layer.delegate as? UIView)?.layoutIfNeeded() }
        }
        blocks.removeLast()
        flushDeferred()
    }

    /// Runs `work` now, or after the outermost open block if one is open.
    func deliver(_ work: @escaping () -> Void) {
        if blocks.isEmpty { work() } else { deferred.append(work) }
    }

    /// Runs `work` on the next frame (the next time the context's display links fire).
    func deliverOnNextFrame(_ work: @escaping () -> Void) {
        nextFrame.append(work)
        guard frameLink == nil else { return }
        let link = CADisplayLink { [weak self] link in
            guard let self else { link.invalidate(); return }
            self.fireNextFrame()
        }
        link.add(to: .main, forMode: .common)
        frameLink = link
    }

    private func fireNextFrame() {
        let due = nextFrame
        nextFrame = []
        // Idle costs nothing: the link goes away until something needs the next frame again.
        frameLink?.invalidate()
        frameLink = nil
        for work in due { deliver(work) }
    }

    private func flushDeferred() {
        guard blocks.isEmpty else { return }
        while !deferred.isEmpty {
            let work = deferred.removeFirst()
            work()
        }
    }

    /// The timing of a new block: its own, or, nested in another block, the enclosing block's
    /// duration, curve and options unless it overrides them (UIKit's inheritance rules).
    /// Delays add up, so a nested block starts relative to its enclosing block.
    func resolveTiming(_ own: ViewAnimationTiming) -> ViewAnimationTiming {
        guard let parent = blocks.last?.timing else { return own }
        var timing = own
        if !own.options.contains(.overrideInheritedDuration) { timing.duration = parent.duration }
        if !own.options.contains(.overrideInheritedCurve) { timing.pacing = parent.pacing }
        if !own.options.contains(.overrideInheritedOptions) {
            timing.options.formUnion(parent.options.intersection([.repeat, .autoreverse, .allowUserInteraction]))
        }
        timing.delay += parent.delay
        return timing
    }
}
