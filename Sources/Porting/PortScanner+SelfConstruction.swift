import SwiftSyntax

/// `Self(…)`, `type(of: self).init(…)` and a class method's `self.init(…)` make an object of
/// whatever subclass the call runs in, which Swift allows only through a `required`
/// initializer; Objective-C's `[[self alloc] init…]` needed none, so iOS code may lack it.
extension PortScanner {
    /// Makes `required` the initializers of class `node` that its `Self(…)` constructions call.
    func portSelfConstructions(_ node: ClassDeclSyntax) {
        guard !node.modifiers.contains(named: "final") else { return }
        let finder = SelfConstructionFinder(viewMode: .sourceAccurate)
        finder.walk(node.memberBlock)
        let initializers = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        var done: [[String]] = []
        for call in finder.calls {
            let labels = call.labels
            guard !done.contains(labels) else { continue }
            done.append(labels)
            let name = "init(" + labels.map { $0 + ":" }.joined() + ")"
            guard let initializer = initializers.first(where: { $0.argumentLabels == labels }) else {
                leave(call, reason: "\(call.calledExpression.trimmedDescription)(…) needs a required \(name) in \(node.name.text), which it does not declare",
                      advice: "declare `required \(name)` in \(node.name.text) (calling super), or make the class final")
                continue
            }
            guard !initializer.modifiers.contains(named: "required") else { continue }
            // `override init(frame:)` of a class our UIKit already makes required is ported by
            // the required-initializer rule.
            if initializer.modifiers.contains(named: "override"),
               requiredInitializers(below: node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription)
                .contains(where: { $0.labels == labels }) { continue }
            let offset = initializer.initKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
            insert("required ", at: offset, line: line(of: initializer.initKeyword), before: name, after: "required " + name,
                   note: "\(call.calledExpression.trimmedDescription)(…) makes the class it runs in, which Swift allows only through a required initializer")
        }
    }
}

/// Finds the calls that construct the class's dynamic type in one class body (not in nested types).
final class SelfConstructionFinder: SyntaxVisitor {
    /// The constructions, in source order.
    var calls: [FunctionCallExprSyntax] = []
    private var staticDepth = 0

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.modifiers.contains(named: "static") || node.modifiers.contains(named: "class") { staticDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        if node.modifiers.contains(named: "static") || node.modifiers.contains(named: "class") { staticDepth -= 1 }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text == "Self" {
            calls.append(node)
        } else if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            let text = base.trimmedDescription
            if text == "Self" || text == "type(of: self)" || (text == "self" && staticDepth > 0) { calls.append(node) }
        }
        return .visitChildren
    }
}
