import SwiftSyntax

/// Questions about types and declarations that the rewrites ask, answered from syntax alone.
enum TypeText {
    /// Whether `type` is already optional (`T?`, `T!`, `Optional<T>`).
    static func isOptional(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional" { return true }
        return false
    }

    /// Whether `type` is `Void` or `()`.
    static func isVoid(_ type: TypeSyntax) -> Bool {
        let text = type.trimmedDescription
        return text == "Void" || text == "()" || text == "Swift.Void"
    }

    /// `type` made optional: `Int` → `Int?`; function types, compositions and opaque or
    /// existential types are parenthesized first (`(() -> Void)?`).
    static func optionalized(_ type: TypeSyntax) -> String {
        let text = type.trimmedDescription
        let simple = type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self)
            || type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) || type.is(TupleTypeSyntax.self)
        return simple ? text + "?" : "(" + text + ")?"
    }

    /// The name of the type declared by `node` with the names of the types around it
    /// (`Outer.Inner`); nil for a declaration inside a function.
    static func qualifiedName(of node: Syntax) -> String? {
        var names: [String] = []
        var current: Syntax? = node
        while let syntax = current {
            if let name = declaredTypeName(syntax) { names.insert(name, at: 0) }
            if let ext = syntax.as(ExtensionDeclSyntax.self) {
                names.insert(ext.extendedType.trimmedDescription, at: 0)
                break
            }
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(ClosureExprSyntax.self) && syntax != node { return nil }
            current = syntax.parent
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    /// The type (class, struct, enum, actor or extension) whose body holds `node`, by its
    /// qualified name; nil at the top level.
    static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if declaredTypeName(syntax) != nil || syntax.is(ExtensionDeclSyntax.self) {
                return qualifiedName(of: syntax)
            }
            if syntax.is(ProtocolDeclSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// The name a class, struct, enum or actor declaration declares.
    private static func declaredTypeName(_ syntax: Syntax) -> String? {
        if let decl = syntax.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = syntax.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = syntax.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = syntax.as(ActorDeclSyntax.self) { return decl.name.text }
        return nil
    }
}
