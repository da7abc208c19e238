import Foundation

/// What a timed object does outside its active duration, as Core Animation's fill modes.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// Creates a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No effect outside the active duration (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// Holds the final value after the active duration.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Shows the initial value before the begin time.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both forwards and backwards.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// The timing model shared by layers and animations: a local time space derived from the parent's.
///
/// Local time = (parent time - beginTime) * speed + timeOffset. For a layer, `speed = 0` freezes
/// its subtree at `timeOffset`, which is how interactive transitions scrub.
public protocol CAMediaTiming: AnyObject {
    /// When the object begins, in its parent's time.
    var beginTime: CFTimeInterval { get set }
    /// The length of one cycle in seconds.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's.
    var speed: Float { get set }
    /// An offset added to local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many times a cycle repeats (may be fractional or `.infinity`).
    var repeatCount: Float { get set }
    /// How long the object repeats, in seconds (used instead of `repeatCount` when non-zero).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle plays forwards then backwards.
    var autoreverses: Bool { get set }
    /// What happens outside the active duration.
    var fillMode: CAMediaTimingFillMode { get set }
}

extension CAMediaTiming {
    /// Maps a time in the parent's time space to this object's local time.
    func localTime(fromParentTime t: CFTimeInterval) -> CFTimeInterval {
        (t - beginTime) * CFTimeInterval(speed) + timeOffset
    }

    /// Maps a local time back to the parent's time space (the inverse of `localTime`), or nil
    /// when the object is frozen (`speed == 0`).
    func parentTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval? {
        speed == 0 ? nil : (t - timeOffset) / CFTimeInterval(speed) + beginTime
    }
}
