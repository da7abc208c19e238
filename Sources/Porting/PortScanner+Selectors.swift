import SwiftSyntax

extension PortScanner {
    /// Rewrites `#selector(name)` into a method reference (`Type.name`), which this UIKit's
    /// target-action APIs take, and reports where the call is not one it knows.
    func portSelector(_ node: MacroExpansionExprSyntax) {
        guard node.arguments.count == 1, let argument = node.arguments.first else {
            leave(node, reason: "a #selector with no single method", advice: "pass a method reference (Type.method) or a closure")
            return
        }
        if let label = argument.label?.text {
            leave(node, reason: "#selector(\(label): …) names a property accessor, which has no method reference",
                  advice: "write a method that reads or sets the property and reference it (Type.method)")
            return
        }
        guard let reference = methodReference(for: argument.expression, at: node) else { return }
        let call = enclosingCall(of: node)
        let argumentLabel = node.parent?.as(LabeledExprSyntax.self)?.label?.text
        if let call, let signature = Self.signature(of: call), context.selectorParameters[signature]?.contains(argumentLabel ?? "_") == true {
            // The library's own API takes a Selector (and hands it on): the selector keeps its
            // name and carries the method, which UIKit's selector forms perform.
            let name = Self.objectiveCName(of: argument.expression)
            replace(node, with: "Selector(\"\(name)\", method: \(reference))",
                    note: "\(signature) is declared in the ported files with a Selector parameter: the selector carries its method")
            needsUIKit = true
            return
        }
        replace(node, with: reference, note: note(for: call, argumentLabel: argumentLabel))
        needsUIKit = true
        if let call { checkTargetAction(call, at: node) }
    }

    /// `Type.method` for the expression inside `#selector(…)`, or nil (with a problem recorded).
    private func methodReference(for expression: ExprSyntax, at node: MacroExpansionExprSyntax) -> String? {
        var expression = expression
        while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            expression = inner.expression
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            guard let typeName = TypeText.enclosingTypeName(of: node) else {
                leave(node, reason: "the method is named without its type, outside any type",
                      advice: "write the method reference with its type: Type.\(reference.trimmedDescription)")
                return nil
            }
            return typeName + "." + reference.trimmedDescription
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let baseText = base.trimmedDescription
            if baseText == "self" || baseText == "Self" {
                guard let typeName = TypeText.enclosingTypeName(of: node) else {
                    leave(node, reason: "self outside any type", advice: "write Type.\(member.declName.trimmedDescription)")
                    return nil
                }
                return typeName + "." + member.declName.trimmedDescription
            }
            if let first = baseText.first, first.isUppercase {
                return baseText + "." + member.declName.trimmedDescription
            }
            leave(node, reason: "the selector names a method of another object (\(baseText))",
                  advice: "pass that object as the target and its type's method reference (Type.method)")
            return nil
        }
        leave(node, reason: "a #selector the port cannot read", advice: "pass a method reference (Type.method) or a closure")
        return nil
    }

    /// `callee(label:…)` of a call, as `PortContext.selectorParameters` keys it.
    private static func signature(of call: FunctionCallExprSyntax) -> String? {
        call.calleeName.map { $0 + "(" + call.labels.map { $0 + ":" }.joined() + ")" }
    }

    /// The Objective-C name Swift gives the method inside `#selector(…)`: `handlePan:` for
    /// `handlePan(_:)`, `handleWithRecognizer:` for `handle(recognizer:)`, `close` for `close`.
    static func objectiveCName(of expression: ExprSyntax) -> String {
        let reference = expression.as(DeclReferenceExprSyntax.self)
            ?? expression.as(MemberAccessExprSyntax.self)?.declName
        guard let reference else { return expression.trimmedDescription }
        let base = reference.baseName.text
        guard let labels = reference.writtenLabels, !labels.isEmpty else { return base }
        var name = base
        for (index, label) in labels.enumerated() {
            if index == 0 {
                name += label == "_" ? ":" : "With" + label.prefix(1).uppercased() + label.dropFirst() + ":"
            } else {
                name += (label == "_" ? "" : label) + ":"
            }
        }
        return name
    }

    /// The call whose argument the selector is (nil when it is stored or passed elsewhere).
    private func enclosingCall(of node: MacroExpansionExprSyntax) -> FunctionCallExprSyntax? {
        node.parent?.as(LabeledExprSyntax.self)?.parent?.as(LabeledExprListSyntax.self)?.parent?.as(FunctionCallExprSyntax.self)
    }

    /// What the report says about the API receiving the method reference.
    private func note(for call: FunctionCallExprSyntax?, argumentLabel: String?) -> String {
        guard let call, let callee = call.calleeName else {
            return "a selector outside a call: check what takes it takes a method reference"
        }
        let signature = callee + "(" + call.labels.map { $0 + ":" }.joined() + ")"
        switch (callee, argumentLabel) {
        // addTarget(_:action:for:) by its name; any other call by a `target:` beside its `action:`.
        case (_, "action") where callee == "addTarget" || call.labels.contains("target"):
            return "\(signature) takes a method reference"
        case ("scheduledTimer", "selector"), ("Timer", "selector"):
            return "\(signature) takes a method reference; it fires on the simulated clock"
        case ("addObserver", "selector"):
            return "\(signature) takes a method reference; the observer is held weakly"
        case ("CADisplayLink", "selector"):
            return "\(signature) takes a method reference; it fires on the simulated frames"
        case ("perform", nil):
            return "\(signature) takes a method reference" + (call.labels.contains("afterDelay") ? "; the delay is simulated time" : "")
        case ("responds", "to"):
            return "responds(to:) takes a method reference: true when the object is of the method's type"
        case ("cancelPreviousPerformRequests", "selector"):
            return "\(signature) takes a method reference (every request of the target is cancelled)"
        default:
            return "\(signature) is not an API the port knows: check it takes a method reference"
        }
    }

    /// Problems with a target-action call that a method reference cannot fix.
    private func checkTargetAction(_ call: FunctionCallExprSyntax, at node: MacroExpansionExprSyntax) {
        for argument in call.arguments {
            let label = argument.label?.text
            if (label == "target" || (label == nil && call.calleeName == "addTarget")),
               argument.expression.is(NilLiteralExprSyntax.self) {
                leave(argument, reason: "a nil target (UIKit's responder-chain search) is not supported here",
                      advice: "pass the object that implements the action as the target")
            }
            if label == "userInfo", !argument.expression.is(NilLiteralExprSyntax.self) {
                leave(argument, reason: "Foundation's Timer on Linux keeps no userInfo",
                      advice: "keep the value in a property of the target and read it in the method")
            }
        }
    }
}
