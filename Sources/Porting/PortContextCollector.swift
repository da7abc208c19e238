import SwiftSyntax

/// Walks files for `PortContext`: `@objc` protocols' optional requirements, and the protocols each
/// type lists in its declaration or extensions.
final class PortContextCollector: SyntaxVisitor {
    /// What was found so far.
    private(set) var context = PortContext()

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        var found: [OptionalRequirement] = []
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), function.modifiers.contains(named: "optional") {
                let type = function.signature.returnClause?.type
                found.append(OptionalRequirement(
                    protocolName: name, name: function.name.text, labels: function.argumentLabels, kind: .method,
                    returnsNonOptionalValue: type.map { !TypeText.isOptional($0) && !TypeText.isVoid($0) } ?? false,
                    returnsValue: type.map { !TypeText.isVoid($0) } ?? false))
            } else if let variable = member.decl.as(VariableDeclSyntax.self), variable.modifiers.contains(named: "optional") {
                for binding in variable.bindings {
                    guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    let type = binding.typeAnnotation?.type
                    found.append(OptionalRequirement(
                        protocolName: name, name: identifier.identifier.text, labels: [], kind: .property,
                        returnsNonOptionalValue: type.map { !TypeText.isOptional($0) } ?? false, returnsValue: true))
                }
            }
        }
        if !found.isEmpty { context.optionalRequirements[name, default: []] += found }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(TypeText.qualifiedName(of: Syntax(node)), node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(TypeText.qualifiedName(of: Syntax(node)), node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(TypeText.qualifiedName(of: Syntax(node)), node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.extendedType.trimmedDescription, node.inheritanceClause)
        return .visitChildren
    }

    private func record(_ typeName: String?, _ clause: InheritanceClauseSyntax?) {
        guard let typeName, let clause else { return }
        for inherited in clause.inheritedTypes {
            context.conformances[typeName, default: []].insert(inherited.type.trimmedDescription)
        }
    }
}
