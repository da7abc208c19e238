import SwiftSyntax

/// Walks files for `PortContext`: `@objc` protocols' optional requirements, and the protocols each
/// type lists in its declaration or extensions.
final class PortContextCollector: SyntaxVisitor {
    /// What was found so far.
    private(set) var context = PortContext()

    /// The index of the file being walked.
    private var fileIndex = 0
    /// Lines of the file being walked.
    private var converter: SourceLocationConverter?

    init() { super.init(viewMode: .sourceAccurate) }

    /// Prepares to walk the file at `index` of the run.
    func startFile(index: Int, tree: SourceFileSyntax) {
        fileIndex = index
        converter = SourceLocationConverter(fileName: "", tree: tree)
    }

    /// The 1-based line `offset` of the current file is on.
    private func line(at position: AbsolutePosition) -> Int {
        converter?.location(for: position).line ?? 0
    }

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
        let name = TypeText.qualifiedName(of: Syntax(node))
        record(name, node.inheritanceClause)
        if let name {
            let overridden = node.memberBlock.members.compactMap { member -> String? in
                guard ExtensionMember.modifiers(of: member.decl)?.contains(named: "override") == true else { return nil }
                return ExtensionMember.key(of: member.decl)
            }
            let brace = node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia
            context.classes[name] = ClassDeclaration(
                superclassName: node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
                fileIndex: fileIndex, closingBraceOffset: brace.utf8Offset, closingBraceLine: line(at: brace),
                overriddenKeys: Set(overridden))
        }
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
        let typeName = node.extendedType.trimmedDescription
        record(typeName, node.inheritanceClause)
        guard node.genericWhereClause == nil else { return .visitChildren }
        for member in node.memberBlock.members {
            guard let key = ExtensionMember.key(of: member.decl),
                  let modifiers = ExtensionMember.modifiers(of: member.decl),
                  !modifiers.contains(named: "static") else { continue }
            context.extensionMembers.append(ExtensionMember(
                typeName: typeName, fileIndex: fileIndex, key: key,
                range: member.position.utf8Offset..<member.endPositionBeforeTrailingTrivia.utf8Offset,
                line: line(at: member.decl.positionAfterSkippingLeadingTrivia),
                isOverride: modifiers.contains(named: "override"), isOpen: modifiers.contains(named: "open"),
                isFilePrivate: modifiers.contains(named: "private") || modifiers.contains(named: "fileprivate")))
        }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if !node.modifiers.contains(named: "override"), let typeName = TypeText.enclosingTypeName(of: node)?.split(separator: ".").last {
            recordSelectorParameters(callee: String(typeName), node.signature.parameterClause)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // An override's parameters are its superclass's API (a delegate proxy's `responds(to:)`),
        // which takes method references here.
        if !node.modifiers.contains(named: "override"), !["responds", "forwardingTarget"].contains(node.name.text) {
            recordSelectorParameters(callee: node.name.text, node.signature.parameterClause)
        }
        return .visitChildren
    }

    /// Records the labels of the parameters typed `Selector`, `Selector?` or `Selector!`.
    private func recordSelectorParameters(callee: String, _ clause: FunctionParameterClauseSyntax) {
        let parameters = Array(clause.parameters)
        let selectorLabels = parameters.filter { parameter in
            ["Selector", "Selector?", "Selector!"].contains(parameter.type.trimmedDescription)
        }.map { $0.firstName.text }
        guard !selectorLabels.isEmpty else { return }
        let signature = callee + "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
        context.selectorParameters[signature, default: []].formUnion(selectorLabels)
    }

    private func record(_ typeName: String?, _ clause: InheritanceClauseSyntax?) {
        guard let typeName, let clause else { return }
        for inherited in clause.inheritedTypes {
            context.conformances[typeName, default: []].insert(inherited.type.trimmedDescription)
        }
    }
}
