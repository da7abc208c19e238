import SwiftSyntax

/// Delegate proxies built on `responds(to:)` and `forwardingTarget(for:)` (docs/PORTING.md,
/// "Delegate proxies"): `NSObject` on Linux has neither to override, so the overrides become
/// plain methods, a class forwarding messages conforms to our UIKit's `MessageForwarding` (whose
/// delegate defaults ask it where to send what the proxy does not implement), and `super`'s
/// answers become what `NSObject` would give.
extension PortScanner {
    /// Why the proxy's declarations change.
    static let forwardingNote = "NSObject on Linux has no message forwarding to override; our UIKit asks a MessageForwarding object"

    /// Ports the `responds(to:)` / `forwardingTarget(for:)` overrides of class `node`.
    func portMessageForwarding(_ node: ClassDeclSyntax) {
        let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        // A superclass of the ported files declares them itself, once ported: overrides stay.
        if let superclass, context.classes[superclass] != nil { return }
        var forwards = false
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), Self.isForwardingMember(function),
                  let override = function.modifiers.first(where: { $0.name.text == "override" }) else { continue }
            remove(override, note: Self.forwardingNote)
            forwards = forwards || function.name.text == "forwardingTarget"
        }
        guard forwards, let inherited = node.inheritanceClause?.inheritedTypes,
              !inherited.contains(where: { $0.type.trimmedDescription == "MessageForwarding" }), let last = inherited.last else { return }
        let end = last.type.endPositionBeforeTrailingTrivia.utf8Offset
        insert(", MessageForwarding", at: end, line: line(of: node.name), before: "class \(node.name.text): \(inherited.trimmedDescription)",
               after: "… " + last.type.trimmedDescription + ", MessageForwarding",
               note: "our UIKit's delegate defaults ask a MessageForwarding object where to send what it does not implement")
        needsUIKit = true
    }

    /// `super.responds(to: s)` → `(self as NSObjectProtocol).responds(to: s)` (our UIKit's
    /// answer for the selector); `super.forwardingTarget(for: s)` → `nil` (NSObject forwards nothing).
    func portSuperForwardingCall(_ node: FunctionCallExprSyntax) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, base.is(SuperExprSyntax.self) else { return }
        switch (member.declName.baseName.text, node.labels) {
        case ("responds", ["to"]):
            replace(base, with: "(self as NSObjectProtocol)", note: "NSObject on Linux has no responds(to:); our UIKit's answers from the selector's protocol")
        case ("forwardingTarget", ["for"]):
            replace(node, with: "nil", note: "NSObject forwards nothing")
        default:
            return
        }
        needsUIKit = true
    }

    /// Whether `function` is `responds(to:)` or `forwardingTarget(for:)` taking a `Selector`.
    private static func isForwardingMember(_ function: FunctionDeclSyntax) -> Bool {
        let labels = function.argumentLabels
        guard (function.name.text == "responds" && labels == ["to"]) || (function.name.text == "forwardingTarget" && labels == ["for"]),
              let type = function.signature.parameterClause.parameters.first?.type.trimmedDescription else { return false }
        return type.hasPrefix("Selector")
    }
}
