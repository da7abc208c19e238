import Foundation

/// One action of a recognizer: a weakly held target and what to call on it, or a closure.
struct GestureTarget {
    /// The target; nil for closures (which are always called).
    weak var target: AnyObject?
    /// Whether the entry has a target at all (a closure entry has none, a dead target's has).
    let hasTarget: Bool
    let invoke: (AnyObject?, UIGestureRecognizer) -> Void
}

extension UIGestureRecognizer {
    /// Adds an action: a method of `target` taking the recognizer, e.g.
    /// `pan.addTarget(self, action: MyController.handlePan)`.
    ///
    /// Unlike UIKit, the action is a method reference (no selectors); `target` is held weakly.
    /// The method's parameter may be this recognizer's class or any superclass of it.
    public func addTarget<Target: AnyObject, Sender: UIGestureRecognizer>(_ target: Target, action: @escaping (Target) -> (Sender) -> Void) {
        targets.append(GestureTarget(target: target, hasTarget: true) { target, recognizer in
            guard let target = target as? Target else { return }
            guard let sender = recognizer as? Sender else {
                UIKitLog.warn("gesture action expects \(Sender.self) but the recognizer is \(type(of: recognizer))")
                return
            }
            action(target)(sender)
        })
    }

    /// Adds an action: a method of `target` taking `Any` (an `@IBAction`'s `sender: Any`).
    ///
    /// Unlike UIKit, the action is a method reference (no selectors); `target` is held weakly.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Any) -> Void) {
        targets.append(GestureTarget(target: target, hasTarget: true) { target, recognizer in
            guard let target = target as? Target else { return }
            action(target)(recognizer)
        })
    }

    /// Adds an action: a method of `target` without arguments.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        targets.append(GestureTarget(target: target, hasTarget: true) { target, _ in
            guard let target = target as? Target else { return }
            action(target)()
        })
    }

    /// Adds a closure called with the recognizer each time it sends its actions.
    ///
    /// Unlike UIKit, which only has target-action for recognizers.
    public func addAction(_ handler: @escaping (UIGestureRecognizer) -> Void) {
        targets.append(GestureTarget(target: nil, hasTarget: false) { _, recognizer in handler(recognizer) })
    }

    /// Removes the actions of `target` (every action when nil).
    ///
    /// Unlike UIKit, there is no action argument: method references cannot be compared, so every
    /// action of the target goes.
    public func removeTarget(_ target: AnyObject?) {
        guard let target else {
            targets.removeAll()
            return
        }
        targets.removeAll { $0.target === target }
    }

    /// Calls every action with the recognizer reporting `reportedState` (the state it was in when
    /// the action was queued, so a gesture that began and ended in one event reports both).
    func sendActions(reporting reportedState: State) {
        let current = stateStorage
        stateStorage = reportedState
        defer { if stateStorage == reportedState { stateStorage = current } }
        // Drop entries whose target went away; closures have no target and always stay.
        targets.removeAll { $0.hasTarget && $0.target == nil }
        for entry in targets {
            if entry.hasTarget {
                guard let target = entry.target else { continue }
                entry.invoke(target, self)
            } else {
                entry.invoke(nil, self)
            }
        }
    }
}
