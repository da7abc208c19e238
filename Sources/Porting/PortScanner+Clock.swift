import SwiftSyntax

extension PortScanner {
    /// Foundation's timers run on a run loop, on the wall clock; ported code must run on the
    /// simulated clock, so every frame depends only on the inputs:
    /// - `Timer.scheduledTimer(withTimeInterval:repeats:block:)` →
    ///   `Timer.scheduledTimer(withSimulatedTimeInterval:repeats:block:)`;
    /// - `Timer(timeInterval:repeats:block:)` → `Timer(simulatedTimeInterval:repeats:block:)`;
    /// - `RunLoop.main.add(timer, forMode: m)` → `RunLoop.main.addOnSimulatedClock(timer, forMode: m)`.
    /// (The selector forms become method references, which UIKit here schedules on the simulated
    /// clock already.) `DispatchQueue…asyncAfter` is reported: it runs on the wall clock.
    func portClockCall(_ node: FunctionCallExprSyntax) {
        let labels = node.labels
        let callee = node.calleeName
        let base = node.calleeBase
        if callee == "scheduledTimer", base == "Timer", labels.first == "withTimeInterval", let label = node.arguments.first?.label {
            replace(label, with: "withSimulatedTimeInterval", note: "Foundation's block timer runs on the wall clock; this one on the simulated clock")
            needsUIKit = true
        } else if callee == "Timer", labels.first == "timeInterval", labels.contains("block") || node.trailingClosure != nil,
                  !labels.contains("target"), let label = node.arguments.first?.label {
            replace(label, with: "simulatedTimeInterval", note: "a block timer for the simulated clock (add it with addOnSimulatedClock)")
            needsUIKit = true
        } else if callee == "add", let base, base.hasPrefix("RunLoop") || base == ".main" || base == ".current",
                  labels == ["_", "forMode"], let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            replace(member.declName, with: "addOnSimulatedClock", note: "a run loop runs on the wall clock; the timer fires on the simulated clock")
            needsUIKit = true
        } else if callee == "asyncAfter" {
            leave(node, reason: "DispatchQueue.asyncAfter waits on the wall clock, so frames would depend on the machine",
                  advice: "use perform(Type.method, with: nil, afterDelay: seconds), a Timer, or UIView.animate(withDuration:delay:…)")
        }
    }
}
