import SwiftSyntax

extension PortScanner {
    /// Foundation's timers run on a run loop, on the wall clock; ported code must run on the
    /// simulated clock, so every frame depends only on the inputs:
    /// - `Timer.scheduledTimer(withTimeInterval:repeats:block:)` →
    ///   `Timer.scheduledTimer(withSimulatedTimeInterval:repeats:block:)`;
    /// - `Timer(timeInterval:repeats:block:)` → `Timer(simulatedTimeInterval:repeats:block:)`;
    /// - `RunLoop.main.add(timer, forMode: m)` → `RunLoop.main.addOnSimulatedClock(timer, forMode: m)`.
    /// - `DispatchQueue.main.asyncAfter(deadline: .now() + d) { … }` →
    ///   `DispatchQueue.main.asyncAfter(simulatedDelay: d) { … }`;
    /// - `DispatchQueue.main.async { … }` → `DispatchQueue.main.asyncOnSimulatedClock { … }`.
    /// (The selector forms become method references, which UIKit here schedules on the simulated
    /// clock already.) Another queue's `asyncAfter`, or a deadline not written as now plus a delay,
    /// is reported: it runs on the wall clock.
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
        } else if callee == "asyncAfter", base == "DispatchQueue.main", let first = node.arguments.first,
                  first.label?.text == "deadline", let delay = Self.delayAfterNow(first.expression) {
            replace(first, with: "simulatedDelay: \(delay)" + (first.trailingComma == nil ? "" : ","),
                    note: "the main queue's deadline is on the wall clock; this delay runs on the simulated clock")
            needsUIKit = true
        } else if callee == "async", base == "DispatchQueue.main", labels.allSatisfy({ $0 == "execute" }),
                  labels.count + (node.trailingClosure == nil ? 0 : 1) == 1,
                  let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            replace(member.declName, with: "asyncOnSimulatedClock",
                    note: "the main queue runs when the wall clock turns the run loop; this runs on the next simulated frame")
            needsUIKit = true
        } else if callee == "asyncAfter", labels.first != "simulatedDelay" {
            leave(node, reason: "DispatchQueue.asyncAfter waits on the wall clock, so frames would depend on the machine",
                  advice: "use perform(Type.method, with: nil, afterDelay: seconds), a Timer, or UIView.animate(withDuration:delay:…)")
        }
    }

    /// The delay `d` of a deadline written `.now() + d`, bare or with the `DispatchTime` type
    /// before `.now()`, as written.
    static func delayAfterNow(_ deadline: ExprSyntax) -> String? {
        guard let sequence = deadline.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3,
              let now = elements[0].as(FunctionCallExprSyntax.self), now.arguments.isEmpty, now.trailingClosure == nil,
              now.calleeName == "now", now.calleeBase == nil || now.calleeBase == "DispatchTime",
              elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
        return elements[2].trimmedDescription
    }
}
