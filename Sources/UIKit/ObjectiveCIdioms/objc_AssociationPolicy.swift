/// How an associated object is held, as the Objective-C runtime's `objc_AssociationPolicy`
/// (`objc_setAssociatedObject(self, &key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)`).
///
/// Unlike the runtime, atomic and non-atomic policies are the same (UIKit runs on one thread),
/// and `OBJC_ASSOCIATION_ASSIGN` holds the value weakly (nil once it goes) instead of leaving a
/// dangling pointer.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained: held weakly here (a value type is kept as is).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied (`NSCopying` values; others are retained).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained (atomically on iOS).
    case OBJC_ASSOCIATION_RETAIN = 769
    /// Copied (atomically on iOS).
    case OBJC_ASSOCIATION_COPY = 771
}
