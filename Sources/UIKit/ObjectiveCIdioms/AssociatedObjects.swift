import Foundation

/// The value associated with `object` under `key`, as the Objective-C runtime's function:
/// `objc_getAssociatedObject(self, &AssociatedKeys.title) as? String`.
///
/// Unlike the runtime, which TransitionLab does not have, the table is kept by UIKit: a
/// `UIResponder` (views, view controllers), gesture recognizer or bar item holds its own, so the
/// values go when it goes; any other object's table is released at the next associated-object
/// call after that object has gone. A value type as `object` has no associated objects.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard type(of: object) is AnyClass else { return nil }
    return AssociatedObjectSideTable.table(of: object as AnyObject, create: false)?.value(for: key)
}

/// Associates `value` with `object` under `key` (nil removes it), held as `policy` says, as the
/// Objective-C runtime's function.
///
/// Unlike the runtime, see `objc_getAssociatedObject(_:_:)`; associating with a value type does
/// nothing (and says so in UIKit's log).
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    guard type(of: object) is AnyClass else {
        UIKitLog.warn("objc_setAssociatedObject: \(type(of: object)) is not a class; nothing was associated")
        return
    }
    AssociatedObjectSideTable.table(of: object as AnyObject, create: value != nil)?.set(value, for: key, policy: policy)
}

/// Removes every value associated with `object`, as the Objective-C runtime's function.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard type(of: object) is AnyClass else { return }
    AssociatedObjectSideTable.table(of: object as AnyObject, create: false)?.removeAll()
}

