import SwiftSyntax

extension PortScanner {
    /// `delegate?.method?(…)` → `delegate?.method(…)` for optional requirements (the user's and
    /// UIKit's, which are plain here); `delegate.method!(…)` → `delegate.method(…)`, with `!` after
    /// the call when the user's requirement now gives an optional value.
    func portOptionalCall(_ node: FunctionCallExprSyntax) {
        if let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
           let member = chained.expression.as(MemberAccessExprSyntax.self),
           context.optionalMemberNames.contains(member.declName.baseName.text) {
            let offset = chained.questionMark.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append(SourceEdit(range: offset..<(offset + 1), replacement: ""))
            rewrites.append(PortRewrite(line: line(of: node), before: Self.short(node.calledExpression.trimmedDescription + "("),
                                        after: Self.short(member.trimmedDescription + "("),
                                        note: "optional requirement: a plain one with a default here"))
        } else if let forced = node.calledExpression.as(ForceUnwrapExprSyntax.self),
                  let member = forced.expression.as(MemberAccessExprSyntax.self),
                  context.optionalMemberNames.contains(member.declName.baseName.text) {
            let offset = forced.exclamationMark.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append(SourceEdit(range: offset..<(offset + 1), replacement: ""))
            let requirement = context.userRequirement(named: member.declName.baseName.text, labels: node.labels)
            let unwrap = requirement?.returnsNonOptionalValue == true
            if unwrap {
                let end = node.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append(SourceEdit(range: end..<end, replacement: "!"))
            }
            rewrites.append(PortRewrite(line: line(of: node), before: Self.short(node.calledExpression.trimmedDescription + "("),
                                        after: Self.short(member.trimmedDescription + "(" + (unwrap ? "…)!" : "")),
                                        note: "optional requirement: a plain one with a default here"))
        }
    }

    /// A conformer's member that witnesses a value-giving optional requirement returns an
    /// optional too (a non-optional one would no longer witness it, and the default would be
    /// called instead, silently).
    func portWitness(_ node: FunctionDeclSyntax) {
        guard !context.optionalRequirements.isEmpty, let typeName = TypeText.enclosingTypeName(of: node),
              let type = node.signature.returnClause?.type, !TypeText.isOptional(type), !TypeText.isVoid(type) else { return }
        let matches = context.requirementsWitnessed(by: typeName, name: node.name.text, labels: node.argumentLabels)
        guard let requirement = matches.first(where: \.returnsNonOptionalValue) else { return }
        replace(type, with: TypeText.optionalized(type),
                note: "witnesses \(requirement.protocolName).\(requirement.name), which now returns an optional")
    }

    /// The same for a property witnessing an optional property requirement.
    func portWitness(_ node: VariableDeclSyntax) {
        guard !context.optionalRequirements.isEmpty, let typeName = TypeText.enclosingTypeName(of: node),
              let binding = node.bindings.first, let type = binding.typeAnnotation?.type, !TypeText.isOptional(type),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        let matches = context.requirementsWitnessed(by: typeName, name: name, labels: nil)
        guard let requirement = matches.first(where: \.returnsNonOptionalValue) else { return }
        replace(type, with: TypeText.optionalized(type),
                note: "witnesses \(requirement.protocolName).\(requirement.name), which is now optional")
    }
}
