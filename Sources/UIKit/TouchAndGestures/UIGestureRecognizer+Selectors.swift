import Foundation

extension UIGestureRecognizer {
    /// Adds an action given as a selector, as UIKit's `addTarget(_:action:)`: for a library that
    /// hands on the `Selector` it was given.
    ///
    /// Unlike UIKit, the selector must carry its method (`Selector(_:method:)`); one that is a name
    /// only, or whose method is not of `target`'s type, has nothing to call (logged when the
    /// recognizer sends its actions). `target` is held weakly.
    public func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        targets.append(GestureTarget(target: object, hasTarget: true) { target, recognizer in
            guard let target else { return }
            if !action.perform(on: target, with: recognizer) {
                UIKitLog.warn("gesture action \(action.name): no method of \(type(of: target)) travels with the selector")
            }
        })
    }
}
