import Foundation

extension UIView {
    /// Creates an animation block made of keyframes added with
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`, as UIKit's.
    ///
    /// Each animated property gets one `CAKeyframeAnimation` over the whole duration: it holds
    /// its value between keyframes and moves to each keyframe's value over that keyframe's part
    /// of the timeline. Changes made directly in `animations` span the whole duration. Numbers,
    /// points, sizes and transforms animate additively, like `animate(withDuration:...)`.
    /// The calculation mode comes from `options`; the whole timeline is paced by the curve bits
    /// of `UIView.AnimationOptions` if present (ease-in-ease-out by default), keyframes linearly.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: UIView.KeyframeAnimationOptions = [],
                                       animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let state = UIViewAnimationState.current
        let viewOptions = UIView.AnimationOptions(rawValue: options.rawValue & ~(UInt(0x7) << 10))
        let timing = state.resolveTiming(ViewAnimationTiming(duration: duration, delay: delay, options: viewOptions,
                                                             pacing: .curve(viewOptions.curve.timingFunction)))
        let tracker = ViewAnimationCompletion(completion: completion)
        let recorder = ViewKeyframeRecorder()
        // Inside a property animator's animations the block takes the animator's timeline.
        let animator = state.blocks.last?.sink as? AnimatorSink
        let animates = (timing.duration > 0 || animator != nil) && state.animationsEnabled && state.withoutAnimationDepth == 0
        state.run(ViewAnimationBlock(sink: recorder, timing: timing, animates: animates), animations)
        if let animator, animates {
            recorder.addAnimations(calculationMode: options.calculationMode) { animation, layer, keyPath, start, end in
                animator.animator?.addKeyframeTrack(animation, layer: layer, keyPath: keyPath, start: start, end: end,
                                                    offset: animator.offset, length: animator.length)
            }
        } else {
            let sink = ViewAnimationBlockSink(timing: timing, completion: tracker)
            recorder.addAnimations(calculationMode: options.calculationMode) { animation, layer, keyPath, _, _ in
                sink.add(animation, to: layer, keyPath: keyPath)
            }
        }
        tracker.close()
    }

    /// Adds one keyframe to the enclosing `animateKeyframes` block: the changes `animations`
    /// makes are reached over `[frameStartTime, frameStartTime + frameDuration]`, both relative
    /// to the block's duration (0...1), as UIKit's.
    ///
    /// Outside a keyframe block it logs a warning and applies the changes at once.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let recorder = UIViewAnimationState.current.blocks.last?.sink as? ViewKeyframeRecorder else {
            UIKitLog.warn("addKeyframe(withRelativeStartTime:relativeDuration:animations:) called outside animateKeyframes; the changes apply at once")
            animations()
            return
        }
        let saved = recorder.window
        recorder.window = (max(0, min(1, frameStartTime)), max(0, frameDuration))
        animations()
        recorder.window = saved
    }
}

/// The sink of a keyframe block: it records each property's keyframes while the block runs,
/// then turns them into one keyframe animation per property.
final class ViewKeyframeRecorder: ViewAnimationSink {
    private struct Track {
        let layer: CALayer
        let keyPath: String
        let initial: Any?
        let onScreen: Any?
        var frames: [(start: Double, duration: Double, value: Any?)] = []
    }

    private var tracks: [Track] = []
    /// The part of the timeline the keyframe being added covers (the whole of it outside one).
    var window: (start: Double, duration: Double) = (0, 1)

    func animateChange(of layer: CALayer, keyPath: String, from old: Any?, onScreen: Any?, to new: Any?) {
        let index = tracks.firstIndex { $0.layer === layer && $0.keyPath == keyPath } ?? {
            tracks.append(Track(layer: layer, keyPath: keyPath, initial: old, onScreen: onScreen))
            return tracks.count - 1
        }()
        // A second change within the same keyframe only moves that keyframe's target.
        if let last = tracks[index].frames.last, last.start == window.start, last.duration == window.duration {
            tracks[index].frames[tracks[index].frames.count - 1].value = new
        } else {
            tracks[index].frames.append((window.start, window.duration, new))
        }
    }

    /// Makes one keyframe animation per recorded property and hands each to `add` with its
    /// layer, key path, and the property's value before the block and after it.
    func addAnimations(calculationMode: CAAnimationCalculationMode,
                       add: (CAKeyframeAnimation, CALayer, String, Any?, Any?) -> Void) {
        for track in tracks {
            let final = track.layer.value(forKeyPath: track.keyPath)
            let points = Self.timeline(initial: track.initial, frames: track.frames)
            let animation = CAKeyframeAnimation(keyPath: track.keyPath)
            let offsets = points.map { AnimatedValueMath.difference($0.value, final) }
            if offsets.allSatisfy({ $0 != nil }) {
                animation.isAdditive = true
                animation.values = offsets.map { $0! }
            } else {
                // Not additive: start from what is on screen rather than the old model value.
                var values = points.map(\.value)
                values[0] = track.onScreen ?? track.initial
                // A missing color is transparent black, as Core Animation interpolates it.
                animation.values = values.map { $0 ?? CGColor.clear }
            }
            animation.keyTimes = points.map { NSNumber(value: $0.time) }
            animation.calculationMode = calculationMode
            add(animation, track.layer, track.keyPath, track.initial, final)
        }
        tracks = []
    }

    /// The value over the relative timeline: the initial value at 0, each keyframe's value at
    /// its end, held until the next keyframe starts; overlapping keyframes start when the
    /// previous one ends.
    private static func timeline(initial: Any?, frames: [(start: Double, duration: Double, value: Any?)])
        -> [(time: Double, value: Any?)] {
        var points: [(time: Double, value: Any?)] = [(0, initial)]
        var cursor = 0.0, current = initial
        let ordered = frames.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
        for (_, frame) in ordered {
            let start = max(frame.start, cursor)
            let end = min(1, max(start, frame.start + frame.duration))
            if start > cursor { points.append((start, current)) }
            points.append((end, frame.value))
            cursor = end
            current = frame.value
        }
        if cursor < 1 { points.append((1, current)) }
        return points
    }
}
