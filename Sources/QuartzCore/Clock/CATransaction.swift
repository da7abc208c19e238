import Raster
import Foundation

/// Groups layer changes and says how they animate, as Core Animation's `CATransaction`.
///
/// Transactions nest; a value set in an inner one hides the outer one's until it commits. A
/// change made outside any explicit transaction opens the implicit one, which the host commits
/// once per frame (`CATransaction.flush()`). The completion block runs once every animation
/// added while it was set has stopped, or at commit when there were none.
/// Unlike Core Animation, the state lives in `LayerContext.current`, not in a process global.
open class CATransaction: NSObject {
    /// One open transaction.
    final class State {
        var values: [String: Any] = [:]
        var completion: CompletionGroup?
    }

    /// A completion block waiting for animations.
    final class CompletionGroup {
        let block: () -> Void
        var pending = 0
        var committed = false
        var fired = false
        init(block: @escaping () -> Void) { self.block = block }

        /// Runs the block if the transaction committed and nothing is pending; true if it ran.
        func fireIfDone() -> Bool {
            guard committed, pending == 0, !fired else { return false }
            fired = true
            block()
            return true
        }
    }

    private static var context: LayerContext { LayerContext.current }

    /// Opens a transaction on this thread's context.
    open class func begin() {
        context.transactionStack.append(State())
    }

    /// Closes the innermost explicit transaction; logs and does nothing when none is open.
    open class func commit() {
        let ctx = context
        guard let state = ctx.transactionStack.popLast() else {
            warn("CATransaction.commit() called with no open transaction; ignored")
            return
        }
        close(state, in: ctx)
    }

    /// Commits the implicit transaction now (the host calls this once per frame).
    open class func flush() {
        let ctx = context
        if let state = ctx.implicitTransaction {
            ctx.implicitTransaction = nil
            close(state, in: ctx)
        }
    }

    private static func close(_ state: State, in ctx: LayerContext) {
        guard let group = state.completion else { return }
        group.committed = true
        if group.fireIfDone() { return }
        ctx.pendingCompletions.append(group)
    }

    /// The innermost open transaction, opening the implicit one when none is open.
    static func currentState(in ctx: LayerContext) -> State {
        if let state = ctx.transactionStack.last { return state }
        if let state = ctx.implicitTransaction { return state }
        let state = State()
        ctx.implicitTransaction = state
        return state
    }

    /// A value looked up from the innermost transaction outwards.
    open class func value(forKey key: String) -> Any? {
        let ctx = context
        for state in ctx.transactionStack.reversed() {
            if let value = state.values[key] { return value }
        }
        return ctx.implicitTransaction?.values[key]
    }

    /// Sets a value on the innermost transaction.
    open class func setValue(_ anObject: Any?, forKey key: String) {
        currentState(in: context).values[key] = anObject
    }

    /// The duration of animations the transaction's changes create (default 0.25 s).
    open class func animationDuration() -> CFTimeInterval {
        (value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval) ?? 0.25
    }

    /// Sets the duration of implicit animations.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function of implicit animations (nil: the default).
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    /// Sets the timing function of implicit animations.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether property changes skip their implicit animations.
    open class func disableActions() -> Bool {
        (value(forKey: kCATransactionDisableActions) as? Bool) ?? false
    }

    /// Turns implicit animations off or on for the transaction.
    open class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The completion block of the innermost transaction.
    open class func completionBlock() -> (() -> Void)? {
        currentState(in: context).completion?.block
    }

    /// Sets the block to run when the transaction's animations have all stopped.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        currentState(in: context).completion = block.map(CompletionGroup.init)
    }

    /// Does nothing: Core Animation's lock guards threads, and layers here belong to one thread.
    open class func lock() {}
    /// Does nothing (see `lock()`).
    open class func unlock() {}

    /// The completion groups an animation added now must report to.
    static func groupsForNewAnimation() -> [CompletionGroup] {
        let ctx = context
        var groups = ctx.transactionStack.compactMap(\.completion)
        if let implicit = ctx.implicitTransaction?.completion { groups.append(implicit) }
        return groups.filter { !$0.committed }
    }

    /// Runs completion blocks whose animations have all stopped.
    static func fireFinishedCompletions(in ctx: LayerContext) {
        // A block may open transactions or stop animations, which touches this list: fire from a
        // copy, then drop whatever has fired.
        for group in ctx.pendingCompletions { _ = group.fireIfDone() }
        ctx.pendingCompletions.removeAll { $0.fired }
    }

    static func warn(_ message: String) {
        StandardStreams.writeError("[QuartzCore] warning: \(message)\n")
    }
}

/// The transaction key for the animation duration.
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction key for disabling actions.
public let kCATransactionDisableActions = "disableActions"
/// The transaction key for the timing function.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction key for the completion block.
public let kCATransactionCompletionBlock = "completionBlock"
