import Foundation

private nonisolated(unsafe) var methodObservationsKey: UInt8 = 0

extension NotificationCenter {
    /// Calls a method of `observer` with each notification named `aName` (any when nil) from
    /// `anObject` (any when nil), as Foundation's `addObserver(_:selector:name:object:)`:
    /// `addObserver(self, selector: ViewController.keyboardWillShow, name: …, object: nil)`.
    ///
    /// Unlike Foundation on Apple's systems, the selector is a method reference. The observer is
    /// held weakly and its observations end when it goes.
    public func addObserver<Target: AnyObject>(_ observer: Target, selector aSelector: @escaping (Target) -> (Notification) -> Void,
                                               name aName: NSNotification.Name?, object anObject: Any?) {
        let token = addObserver(forName: aName, object: anObject, queue: nil) { [weak observer] notification in
            guard let observer else { return }
            aSelector(observer)(notification)
        }
        let observations = objc_getAssociatedObject(observer, &methodObservationsKey) as? MethodObservations ?? {
            let made = MethodObservations()
            objc_setAssociatedObject(observer, &methodObservationsKey, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return made
        }()
        observations.entries.append((self, aName, anObject.map { $0 as AnyObject }, token))
    }

    /// The same with a method that takes no argument.
    public func addObserver<Target: AnyObject>(_ observer: Target, selector aSelector: @escaping (Target) -> () -> Void,
                                               name aName: NSNotification.Name?, object anObject: Any?) {
        addObserver(observer, selector: { target in { _ in aSelector(target)() } }, name: aName, object: anObject)
    }

    /// Removes every observation of `observer`: those made with a method reference and Foundation's.
    ///
    /// Unlike Foundation, which knows only its own, this also ends `addObserver(_:selector:name:object:)`'s.
    public func removeObserver<Target: AnyObject>(_ observer: Target) {
        removeObserver(observer, name: nil, object: nil)
    }

    /// Removes the observations of `observer` for `aName` (all when nil) and `anObject` (all when nil).
    public func removeObserver<Target: AnyObject>(_ observer: Target, name aName: NSNotification.Name?, object anObject: Any?) {
        removeObserver(observer as Any, name: aName, object: anObject)
        guard let observations = objc_getAssociatedObject(observer, &methodObservationsKey) as? MethodObservations else { return }
        let target = anObject.map { $0 as AnyObject }
        observations.entries.removeAll { entry in
            guard entry.center === self, aName == nil || entry.name == aName, target == nil || entry.object === target else { return false }
            removeObserver(entry.token)
            return true
        }
    }
}
