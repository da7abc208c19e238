import Foundation

extension CALayer {
    /// Writes one animatable property and runs its action, as Core Animation's setters do.
    func change<T>(_ key: String, _ path: WritableKeyPath<LayerState, T>, _ newValue: T) {
        store(key, path, newValue)
    }

    /// Writes one numeric or geometric property as `change` does, unless the value is not
    /// finite (`acceptsValue`).
    ///
    /// An overload, chosen where the setter is compiled, rather than a cast of every value to
    /// `FiniteCheckable` at run time: the first cast of a type that lacks the conformance scans
    /// every conformance in the program (about 185 K instructions, in the first frame of a
    /// transition that sets a property of that type: docs/perf-log/issue-37-twenty-fourth-pass.md).
    func change<T: FiniteCheckable>(_ key: String, _ path: WritableKeyPath<LayerState, T>, _ newValue: T) {
        guard acceptsValue(newValue, forKey: key) else { return }
        store(key, path, newValue)
    }

    /// `change`'s work once the value is accepted.
    private func store<T>(_ key: String, _ path: WritableKeyPath<LayerState, T>, _ newValue: T) {
        guard !isPresentationCopy else {
            state[keyPath: path] = newValue
            return
        }
        observedValueWillChange(key); defer { observedValueDidChange(key) }
        // Core Animation always asks the delegate (UIView animates views that were never drawn,
        // such as a transition's incoming page), but a layer that was never drawn has no
        // implicit animation of its own.
        let action: CAAction?
        if CATransaction.disableActions() {
            action = nil
        } else if hasBeenCommitted {
            action = self.action(forKey: key)
        } else {
            action = delegate?.action(for: self, forKey: key)
        }
        let runsAction = action != nil && !(action is NSNull)
        let previous = runsAction ? presentationState(atMediaTime: CACurrentMediaTime()).value(forKey: key) : nil
        state[keyPath: path] = newValue
        noteChange()
        if let action, runsAction {
            pendingPreviousValue = previous.map { (key, $0) }
            action.run(forKey: key, object: self, arguments: nil)
            pendingPreviousValue = nil
        }
    }

    /// Counts a change so the host knows a new frame is needed.
    func noteChange() {
        if !isPresentationCopy { LayerContext.current.changeCount &+= 1 }
    }
}
