import SwiftSyntax

extension DeclModifierListSyntax {
    /// Whether a modifier with this keyword text (`optional`, `dynamic`, `public`) is present.
    func contains(named name: String) -> Bool { contains { $0.name.text == name } }
}

extension FunctionDeclSyntax {
    /// The argument labels as a selector spells them (`_` for none).
    var argumentLabels: [String] {
        signature.parameterClause.parameters.map { $0.firstName.text }
    }
}

extension InitializerDeclSyntax {
    /// The argument labels (`_` for none): `["layer"]` for `init(layer: Any)`.
    var argumentLabels: [String] {
        signature.parameterClause.parameters.map { $0.firstName.text }
    }
}

extension FunctionCallExprSyntax {
    /// The argument labels of the call (`_` for unlabelled ones), trailing closures left out.
    var labels: [String] { arguments.map { $0.label?.text ?? "_" } }

    /// The called name: `addTarget` for `button.addTarget(…)`, `Timer` for `Timer(…)`,
    /// `UITapGestureRecognizer` for `UITapGestureRecognizer(…)` or `.init` forms' base.
    var calleeName: String? {
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = calledExpression.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "init", let base = member.base { return base.trimmedDescription }
            return member.declName.baseName.text
        }
        return nil
    }

    /// The expression before the called member (`Timer` in `Timer.scheduledTimer(…)`).
    var calleeBase: String? {
        calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription
    }
}

extension DeclReferenceExprSyntax {
    /// The argument labels written after the name (`["_"]` for `handle(_:)`), nil when none are.
    var writtenLabels: [String]? {
        argumentNames.map { names in names.arguments.map { $0.name.text } }
    }
}
