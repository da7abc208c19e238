import SwiftSyntax

/// `#keyPath(…)`, which needs the Objective-C runtime: read through `value(forKey:)` it becomes
/// the property access; elsewhere (an animation's key path, an observer's) the string it spells.
/// Keys of Apple's private API (`statusBarWindow`) are reported (docs/PORTING.md).
extension PortScanner {
    /// Keys that name no public property on iOS, read through key-value coding to reach private
    /// API; nothing here has them.
    static let privateKeys: Set<String> = ["statusBarWindow", "statusBar", "statusBarWindowHidden"]

    /// Ports one `#keyPath(Type.property…)`.
    func portKeyPath(_ node: MacroExpansionExprSyntax) {
        guard node.arguments.count == 1, let argument = node.arguments.first?.expression else {
            leave(node, reason: "a #keyPath with no single key path", advice: "write the key as a string")
            return
        }
        var components = argument.trimmedDescription.split(separator: ".").map(String.init)
        // `#keyPath(UIApplication.shared)` names its root type first; `#keyPath(frame)` does not.
        let root = components.first.flatMap { $0.first?.isUppercase == true ? $0 : nil }
        if root != nil { components.removeFirst() }
        guard !components.isEmpty else {
            leave(node, reason: "a #keyPath naming no property", advice: "write the key as a string")
            return
        }
        if let key = components.first(where: { Self.privateKeys.contains($0) || $0.hasPrefix("_") }) {
            leave(node, reason: "`\(key)` is private API reached through key-value coding; nothing here has it",
                  advice: "rewrite by hand without it (a window's status bar is not a view here)")
            return
        }
        let path = components.joined(separator: ".")
        if let call = readingCall(of: node) {
            portValueForKey(call, path: path)
            return
        }
        replace(node, with: "\"" + path + "\"", note: "#keyPath needs the Objective-C runtime; the key path it spells")
    }

    /// `app.value(forKey: #keyPath(UIApplication.shared))` → `(app.shared as Any?)`: the property
    /// read, kept of type `Any?` so the casts after it still compile; a receiver that is the key
    /// path's root type reads a static property (`UIApplication.shared`).
    private func portValueForKey(_ call: FunctionCallExprSyntax, path: String) {
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        let receiver = member?.base
        let start = (receiver ?? ExprSyntax(call)).positionAfterSkippingLeadingTrivia.utf8Offset
        let end = call.endPositionBeforeTrailingTrivia.utf8Offset
        let receiverText = receiver?.trimmedDescription ?? "self"
        let after = "(" + receiverText + "." + path + " as Any?)"
        if let member {
            // Two edits around the receiver, so rewrites inside it still apply.
            edits.append(SourceEdit(range: start..<start, replacement: "("))
            edits.append(SourceEdit(range: member.period.positionAfterSkippingLeadingTrivia.utf8Offset..<end,
                                    replacement: "." + path + " as Any?)"))
        } else {
            edits.append(SourceEdit(range: start..<end, replacement: after))
        }
        rewrites.append(PortRewrite(line: line(of: call), before: call.trimmedDescription, after: after,
                                    note: "#keyPath needs the Objective-C runtime; the property it names, read directly"))
    }

    /// The `value(forKey:)` / `value(forKeyPath:)` call reading `node`, if it is one.
    private func readingCall(of node: MacroExpansionExprSyntax) -> FunctionCallExprSyntax? {
        guard let labeled = node.parent?.as(LabeledExprSyntax.self),
              let label = labeled.label?.text, label == "forKey" || label == "forKeyPath",
              let call = labeled.parent?.parent?.as(FunctionCallExprSyntax.self),
              call.calleeName == "value", call.arguments.count == 1 else { return nil }
        return call
    }

    /// `value(forKey: "statusBarWindow")` with a private key: reported, as nothing here has it.
    func portPrivateKeyRead(_ node: FunctionCallExprSyntax) {
        guard node.calleeName == "value" || node.calleeName == "setValue",
              let argument = node.arguments.first(where: { $0.label?.text == "forKey" || $0.label?.text == "forKeyPath" }),
              let literal = argument.expression.as(StringLiteralExprSyntax.self),
              let key = literal.representedLiteralValue, Self.privateKeys.contains(key) else { return }
        leave(node, reason: "`\(key)` is private API reached through key-value coding; nothing here has it",
              advice: "rewrite by hand without it (a window's status bar is not a view here)")
    }
}
