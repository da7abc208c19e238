import SwiftSyntax

/// Our public surface: every `public` or `open` member of every type, gathered from the
/// type's declaration and all its extensions (`Type+Concern.swift` files), keyed by the type's
/// name (`UIView`, `UIButton.Configuration`).
///
/// A member counts when it is visible outside the module: declared `public` or `open`, a
/// requirement of a public protocol, or a member without an access modifier inside a
/// `public extension`. Internal, `fileprivate` and `private` members do not count; nor do
/// declarations inside function bodies.
package struct OurSurface: Sendable {
    /// Our public types, by name, with their kind (`class`, `struct`, `enum`, `protocol`).
    package var types: [String: String] = [:]
    /// The keys of each type's public members.
    package var members: [String: Set<MemberKey>] = [:]

    /// An empty surface.
    package init() {}

    /// Whether `type` has a public member with `key`.
    package func has(_ key: MemberKey, in type: String) -> Bool {
        members[type]?.contains(key) ?? false
    }

    /// Adds what one parsed file declares.
    package mutating func add(_ file: SourceFileSyntax) {
        let collector = DeclarationCollector(viewMode: .sourceAccurate)
        collector.walk(file)
        for (type, kind) in collector.surface.types { types[type] = kind }
        for (type, keys) in collector.surface.members { members[type, default: []].formUnion(keys) }
    }
}

/// The visitor behind `OurSurface.add(_:)`: a stack of the enclosing types and whether their
/// members are public without saying so.
final class DeclarationCollector: SyntaxVisitor {
    /// One enclosing type or extension.
    struct Scope {
        /// The qualified name of the type (`UIButton.Configuration`).
        let name: String
        /// Whether the scope is public at all (a public type, or any extension).
        let isVisible: Bool
        /// Whether a member without an access modifier is public (a protocol's requirements,
        /// a `public extension`'s members).
        let membersPublicByDefault: Bool
    }

    var surface = OurSurface()
    var scopes: [Scope] = []

    func qualified(_ name: String) -> String {
        scopes.last.map { $0.name + "." + name } ?? name
    }

    func enterType(_ name: String, kind: String, modifiers: DeclModifierListSyntax) -> SyntaxVisitorContinueKind {
        let parentVisible = scopes.last?.isVisible ?? true
        let publicByParent = (scopes.last?.membersPublicByDefault ?? false) && !Access.isRestricted(modifiers)
        let visible = parentVisible && (Access.isPublic(modifiers) || publicByParent)
        let full = qualified(name)
        if visible { surface.types[full] = kind }
        scopes.append(Scope(name: full, isVisible: visible, membersPublicByDefault: kind == "protocol"))
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, kind: "class", modifiers: node.modifiers)
    }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, kind: "struct", modifiers: node.modifiers)
    }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, kind: "enum", modifiers: node.modifiers)
    }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, kind: "protocol", modifiers: node.modifiers)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, kind: "actor", modifiers: node.modifiers)
    }
    override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        scopes.append(Scope(name: name, isVisible: true, membersPublicByDefault: Access.isPublic(node.modifiers)))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    /// Records `key` in the innermost scope when `modifiers` make it public there.
    func record(_ key: MemberKey, modifiers: DeclModifierListSyntax) {
        guard let scope = scopes.last, scope.isVisible else { return }
        let visible = Access.isPublic(modifiers)
            || scope.membersPublicByDefault && !Access.isRestricted(modifiers)
        if visible { surface.members[scope.name, default: []].insert(key) }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
        record(MemberKey(name: node.name.text, labels: labels, shape: .call), modifiers: node.modifiers)
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
        record(MemberKey(name: "init", labels: labels, shape: .call), modifiers: node.modifiers)
        return .skipChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.parameterClause.parameters.map { $0.secondName == nil ? "_" : $0.firstName.text }
        record(MemberKey(name: "subscript", labels: labels, shape: .call), modifiers: node.modifiers)
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            for name in Access.identifiers(in: binding.pattern) {
                record(MemberKey(name: name, shape: .value), modifiers: node.modifiers)
            }
        }
        return .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let scope = scopes.last, scope.isVisible else { return .skipChildren }
        for element in node.elements {
            surface.members[scope.name, default: []].insert(MemberKey(name: element.name.text, shape: .value))
        }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
/// Reading access modifiers and binding names off declarations.
enum Access {
    /// Whether the modifiers say `public` or `open` (the setter's `private(set)` aside).
    static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { modifier in
            modifier.detail == nil
                && (modifier.name.tokenKind == .keyword(.public) || modifier.name.tokenKind == .keyword(.open))
        }
    }

    /// Whether the modifiers make the declaration narrower than its scope: `internal`,
    /// `fileprivate`, `private` or `package` on the declaration itself (not on its setter).
    static func isRestricted(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { modifier in
            guard modifier.detail == nil else { return false }
            switch modifier.name.tokenKind {
            case .keyword(.internal), .keyword(.fileprivate), .keyword(.private), .keyword(.package): return true
            default: return false
            }
        }
    }

    /// The names a binding pattern introduces: `a` in `var a`, `a` and `b` in `let (a, b)`.
    static func identifiers(in pattern: PatternSyntax) -> [String] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            return [identifier.identifier.text.replacingBackticks()]
        }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            return tuple.elements.flatMap { identifiers(in: $0.pattern) }
        }
        return []
    }
}

extension String {
    /// The name without the backticks that let it be a keyword (`default`).
    func replacingBackticks() -> String {
        filter { $0 != "`" }
    }
}
