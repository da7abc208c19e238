import SwiftSyntax

extension PortScanner {
    /// Turns an `@objc` protocol's `optional` requirements into plain ones with default
    /// implementations in an extension after the protocol. A requirement that gives a value
    /// gives an optional one (`-> Int` becomes `-> Int?`, its default `nil`), which is what
    /// `delegate?.f?(x)` gave the caller on iOS; conformers' members follow (`portWitness`).
    /// The protocol stays class-bound (`AnyObject`), as `@objc` made it.
    func portProtocol(_ node: ProtocolDeclSyntax) {
        let isObjC = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
        if isObjC { keepClassBound(node) }
        var defaults: [String] = []
        let access = node.modifiers.contains(named: "public") || node.modifiers.contains(named: "open") ? "public " : ""
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), let optional = optionalModifier(function.modifiers) {
                remove(optional, note: "optional requirement of \(node.name.text) made plain, with a default implementation")
                defaults.append(defaultImplementation(of: function, access: access))
            } else if let variable = member.decl.as(VariableDeclSyntax.self), let optional = optionalModifier(variable.modifiers) {
                remove(optional, note: "optional requirement of \(node.name.text) made plain, with a default implementation")
                if let text = defaultImplementation(of: variable, access: access) { defaults.append(text) }
            }
        }
        guard !defaults.isEmpty else { return }
        let indent = String(repeating: " ", count: max(0, node.startLocation(converter: converter, afterLeadingTrivia: true).column - 1))
        let body = defaults.map { indent + "    " + $0 }.joined(separator: "\n")
        let text = "\n\n\(indent)extension \(node.name.text) {\n\(body)\n\(indent)}"
        insert(text, at: node.endPositionBeforeTrailingTrivia.utf8Offset, line: line(of: node.memberBlock.rightBrace),
               before: "}", after: "} + extension \(node.name.text) { \(defaults.count) default implementation(s) }",
               note: "what an unimplemented optional requirement did on iOS: nothing, or nil")
    }

    private func optionalModifier(_ modifiers: DeclModifierListSyntax) -> DeclModifierSyntax? {
        modifiers.first { $0.name.text == "optional" }
    }

    /// Adds `AnyObject` to an `@objc` protocol that was class-bound only through `@objc`.
    private func keepClassBound(_ node: ProtocolDeclSyntax) {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        guard !inherited.contains("AnyObject"), !inherited.contains("class") else { return }
        if let clause = node.inheritanceClause, let last = clause.inheritedTypes.last {
            insert(", AnyObject", at: last.endPositionBeforeTrailingTrivia.utf8Offset, line: line(of: node.name),
                   before: clause.trimmedDescription, after: clause.trimmedDescription + ", AnyObject",
                   note: "@objc made the protocol class-bound (weak delegates); AnyObject keeps it so")
        } else {
            let anchor = node.primaryAssociatedTypeClause.map { Syntax($0) } ?? Syntax(node.name)
            insert(": AnyObject", at: anchor.endPositionBeforeTrailingTrivia.utf8Offset, line: line(of: node.name),
                   before: "protocol \(node.name.text)", after: "protocol \(node.name.text): AnyObject",
                   note: "@objc made the protocol class-bound (weak delegates); AnyObject keeps it so")
        }
    }

    /// The extension's member for an optional method: `{}` or `{ nil }`; a value-giving
    /// requirement's return type gains `?` here and in the protocol.
    private func defaultImplementation(of function: FunctionDeclSyntax, access: String) -> String {
        let isStatic = function.modifiers.contains(named: "static") || function.modifiers.contains(named: "class")
        var signature = function.signature.parameterClause.trimmedDescription
        if let effects = function.signature.effectSpecifiers { signature += " " + effects.trimmedDescription }
        var body = "{}"
        if let type = function.signature.returnClause?.type, !TypeText.isVoid(type) {
            var returned = type.trimmedDescription
            if !TypeText.isOptional(type) {
                returned = TypeText.optionalized(type)
                replace(type, with: returned, note: "an unimplemented optional requirement gave nil on iOS")
            }
            signature += " -> " + returned
            body = "{ nil }"
        }
        let generics = function.genericParameterClause?.trimmedDescription ?? ""
        let whereClause = function.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
        return "\(access)\(isStatic ? "static " : "")func \(function.name.text)\(generics)\(signature)\(whereClause) \(body)"
    }

    /// The extension's member for an optional property (`{ nil }`); a settable one gets none.
    private func defaultImplementation(of variable: VariableDeclSyntax, access: String) -> String? {
        guard let binding = variable.bindings.first, let type = binding.typeAnnotation?.type else { return nil }
        let name = binding.pattern.trimmedDescription
        if binding.accessorBlock?.trimmedDescription.contains("set") == true {
            leave(variable, reason: "an optional settable property has no default implementation",
                  advice: "implement \(name) in every conformer (it is now a plain requirement)")
            return nil
        }
        var returned = type.trimmedDescription
        if !TypeText.isOptional(type) {
            returned = TypeText.optionalized(type)
            replace(type, with: returned, note: "an unimplemented optional property read as nil on iOS")
        }
        let isStatic = variable.modifiers.contains(named: "static") || variable.modifiers.contains(named: "class")
        return "\(access)\(isStatic ? "static " : "")var \(name): \(returned) { nil }"
    }
}
