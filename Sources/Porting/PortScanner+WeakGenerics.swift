import SwiftSyntax

/// A generic weak box, `struct Weak<T: AnyObject> { weak var value: T? }`, used with a protocol
/// (`Weak<MenuDelegate>`): on iOS an `@objc` protocol's existential is a class type, so it meets
/// `T: AnyObject`; without the runtime no protocol's is. The box keeps the object as `AnyObject`
/// instead, and `T` loses its constraint.
extension PortScanner {
    /// Why the box changes.
    static let weakGenericNote = "only an @objc protocol's existential meets T: AnyObject; the box holds the object as AnyObject"

    /// Ports the weak boxes among the generic parameters of `generics`, whose members are `members`.
    func portWeakGenerics(_ generics: GenericParameterClauseSyntax?, members: MemberBlockSyntax) {
        guard let generics else { return }
        for parameter in generics.parameters {
            guard let inherited = parameter.inheritedType, ["AnyObject", "class"].contains(inherited.trimmedDescription),
                  let colon = parameter.colon else { continue }
            let name = parameter.name.text
            let boxes = members.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.filter { Self.isWeakStorage($0, of: name) }
            guard !boxes.isEmpty else { continue }
            edits.append(SourceEdit(range: colon.positionAfterSkippingLeadingTrivia.utf8Offset..<inherited.endPositionBeforeTrailingTrivia.utf8Offset,
                                    replacement: ""))
            rewrites.append(PortRewrite(line: line(of: parameter), before: name + ": " + inherited.trimmedDescription, after: name,
                                        note: Self.weakGenericNote))
            for box in boxes { portWeakStorage(box, of: name) }
        }
    }

    /// `weak var value: T?` → a computed `value` over `private weak var valueObject: AnyObject?`.
    private func portWeakStorage(_ variable: VariableDeclSyntax, of parameter: String) {
        guard let binding = variable.bindings.first else { return }
        let property = binding.pattern.trimmedDescription
        let storage = property + "Object"
        let indent = Self.lineIndentation(of: variable)
        let modifiers = variable.modifiers.filter { $0.name.text != "weak" }.map(\.trimmedDescription).joined(separator: " ")
        let attributes = variable.attributes.trimmedDescription
        let head = [attributes, modifiers].filter { !$0.isEmpty }.joined(separator: " ")
        let computed = (head.isEmpty ? "" : head + " ") + "var \(property): \(parameter)? {\n"
            + indent + "    get { \(storage) as? \(parameter) }\n"
            + indent + "    set { \(storage) = newValue.map { $0 as AnyObject } }\n"
            + indent + "}\n" + indent + "private weak var \(storage): AnyObject?"
        replace(variable, with: computed, note: Self.weakGenericNote)
    }

    /// Whether `variable` is one stored `weak var name: Parameter?`.
    private static func isWeakStorage(_ variable: VariableDeclSyntax, of parameter: String) -> Bool {
        guard variable.modifiers.contains(named: "weak"), variable.bindings.count == 1, let binding = variable.bindings.first,
              binding.accessorBlock == nil, let type = binding.typeAnnotation?.type.as(OptionalTypeSyntax.self) else { return false }
        return type.wrappedType.trimmedDescription == parameter
    }

    /// The spaces or tabs that start `decl`'s line.
    private static func lineIndentation(of decl: some SyntaxProtocol) -> String {
        let line = decl.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        return String(line.prefix { $0 == " " || $0 == "\t" })
    }
}
