import Foundation

private nonisolated(unsafe) var pendingPerformKey: UInt8 = 0

extension NSObject {
    /// Calls a method of this object after `delay` seconds of simulated time, as `NSObject`'s
    /// `perform(_:with:afterDelay:)`: `perform(ViewController.finish, with: nil, afterDelay: 0.3)`.
    ///
    /// Unlike Foundation, the selector is a method reference (of this object's type), and the
    /// delay runs on the simulated clock (frame by frame, never the wall clock). As on iOS, the
    /// object is retained until the call.
    public func perform<Target: AnyObject>(_ aSelector: @escaping (Target) -> () -> Void, with anArgument: Any?,
                                           afterDelay delay: TimeInterval) {
        schedulePerformRequest(after: delay) { object in
            guard let target = object as? Target else { return }
            aSelector(target)()
        }
    }

    /// The same with a method that takes the argument (`with:`), cast to its parameter's type;
    /// the call is skipped (and logged) when the argument is not of that type.
    public func perform<Target: AnyObject, Argument>(_ aSelector: @escaping (Target) -> (Argument) -> Void, with anArgument: Any?,
                                                     afterDelay delay: TimeInterval) {
        schedulePerformRequest(after: delay) { object in
            guard let target = object as? Target else { return }
            guard let argument = anArgument as? Argument else {
                return UIKitLog.warn("perform(_:with:afterDelay:): \(type(of: anArgument)) is not the method's \(Argument.self)")
            }
            aSelector(target)(argument)
        }
    }

    /// Calls a method of this object now, as `NSObject`'s `perform(_:)`.
    ///
    /// Unlike Foundation, the selector is a method reference and nothing is returned.
    public func perform<Target: AnyObject>(_ aSelector: (Target) -> () -> Void) {
        guard let target = self as? Target else { return }
        aSelector(target)()
    }

    /// Calls a method of this object with `object` now, as `NSObject`'s `perform(_:with:)`.
    ///
    /// Unlike Foundation, the selector is a method reference and nothing is returned.
    public func perform<Target: AnyObject, Argument>(_ aSelector: (Target) -> (Argument) -> Void, with object: Any?) {
        guard let target = self as? Target, let argument = object as? Argument else { return }
        aSelector(target)(argument)
    }

    /// Cancels every request `perform(_:with:afterDelay:)` has waiting for `aTarget`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        guard type(of: aTarget) is AnyClass,
              let pending = objc_getAssociatedObject(aTarget, &pendingPerformKey) as? PendingPerformRequests else { return }
        let timers = pending.timers
        pending.timers = []
        for timer in timers { timer.invalidate() }
    }

    /// Cancels `aTarget`'s waiting requests.
    ///
    /// Unlike Foundation, method references cannot be compared, so every request of the target
    /// is cancelled, whatever its selector and argument.
    public class func cancelPreviousPerformRequests<Target: AnyObject>(withTarget aTarget: Any, selector aSelector: (Target) -> () -> Void,
                                                                       object anArgument: Any?) {
        cancelPreviousPerformRequests(withTarget: aTarget)
    }

    private func schedulePerformRequest(after delay: TimeInterval, _ call: @escaping (NSObject) -> Void) {
        let pending = objc_getAssociatedObject(self, &pendingPerformKey) as? PendingPerformRequests ?? {
            let made = PendingPerformRequests()
            objc_setAssociatedObject(self, &pendingPerformKey, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return made
        }()
        let timer = Timer(simulatedTimeInterval: delay, repeats: false) { [self, weak pending] timer in
            pending?.timers.removeAll { $0 === timer }
            call(self)
        }
        pending.timers.append(timer)
        RunLoop.main.addOnSimulatedClock(timer, forMode: .default)
    }
}
