import Foundation

/// The timing of an animation as a damped spring, as UIKit's `UISpringTimingParameters`.
///
/// Made from a damping ratio, the spring settles (to 0.1%) at the end of the animator's
/// duration (`SpringMotion.dampingRatio(_:duration:initialVelocity:)`; UIKit's own mapping is
/// private). Made from mass, stiffness and damping (or duration and bounce), it is a physical
/// spring and, as in UIKit, the animator's duration is ignored: the animation lasts the
/// spring's settling duration. Unlike UIKit, which moves positions along both axes of
/// `initialVelocity`, every property uses its `dx` component.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, NSCopying {
    /// The initial speed, in whole animation distances per second.
    open private(set) var initialVelocity: CGVector
    private let form: Form

    private enum Form {
        case ratio(Double)
        case physical(SpringMotion)
    }

    /// Creates the system's default spring: mass 3, stiffness 1000, damping 500 (a damping ratio
    /// of about 4.56), at rest.
    public override convenience init() {
        self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: .zero)
    }

    /// Creates a spring of `ratio` (1: no overshoot; nearer 0: more oscillation), at rest.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// Creates a spring of `ratio` starting with `velocity`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        form = .ratio(Double(ratio))
        initialVelocity = velocity
        super.init()
    }

    /// Creates a physical spring from its mass, stiffness and damping coefficient.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        form = .physical(SpringMotion(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                      initialVelocity: Double(velocity.dx)))
        initialVelocity = velocity
        super.init()
    }

    /// Creates a spring from a perceptual duration and a bounce (iOS 17), at rest.
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }

    /// Creates a spring from a perceptual duration, a bounce (0: none, up to 1) and a velocity.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        form = .physical(SpringMotion.perceptualDuration(duration, bounce: Double(bounce),
                                                         initialVelocity: Double(velocity.dx)))
        initialVelocity = velocity
        super.init()
    }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// None.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// These parameters.
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// A copy with the same spring.
    open func copy(with zone: NSZone? = nil) -> Any {
        switch form {
        case .ratio(let ratio):
            return UISpringTimingParameters(dampingRatio: CGFloat(ratio), initialVelocity: initialVelocity)
        case .physical(let motion):
            return UISpringTimingParameters(mass: CGFloat(motion.mass), stiffness: CGFloat(motion.stiffness),
                                            damping: CGFloat(motion.damping), initialVelocity: initialVelocity)
        }
    }

    /// The spring for an animation of `duration` seconds.
    func motion(forDuration duration: TimeInterval) -> SpringMotion {
        switch form {
        case .ratio(let ratio):
            return SpringMotion.dampingRatio(ratio, duration: duration, initialVelocity: Double(initialVelocity.dx))
        case .physical(let motion):
            return motion
        }
    }

    /// The duration the spring imposes (its settling duration), or nil when it follows the
    /// animator's duration.
    var impliedDuration: TimeInterval? {
        if case .physical(let motion) = form { return motion.settlingDuration }
        return nil
    }
}
