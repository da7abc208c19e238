import SwiftSyntax

/// Initializers this UIKit declares `required` where Apple's are plain designated ones
/// (`RequiredInitializer.byClass`): a subclass's `override init(frame:)` becomes
/// `required init(frame:)`, and a subclass declaring its own initializers without one gets it,
/// forwarding to `super`, when its stored properties all have initial values.
extension PortScanner {
    /// Why these initializers change.
    static let requiredInitializerNote =
        "our UIKit creates your subclass from its class, which Swift allows only through required initializers"

    /// Ports the initializers of class `node` when it inherits, directly or through classes of
    /// the ported files, from a class with required initializers.
    func portRequiredInitializers(_ node: ClassDeclSyntax) {
        let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        let required = requiredInitializers(below: superclass)
        guard !required.isEmpty else { return }
        let initializers = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        for initializer in initializers where required.contains(where: { $0.labels == initializer.argumentLabels }) {
            makeRequired(initializer)
        }
        // A class with no designated initializer of its own inherits the required ones.
        guard let last = initializers.last,
              initializers.contains(where: { !$0.modifiers.contains(named: "convenience") }) else { return }
        let missing = required.filter { wanted in !initializers.contains { $0.argumentLabels == wanted.labels } }
        guard !missing.isEmpty else { return }
        let unset = storedPropertiesWithoutValue(node)
        let name = node.name.text
        guard unset.isEmpty else {
            for initializer in missing {
                problems.append(PortProblem(
                    line: line(of: node.name), construct: "class \(name)" + (superclass.map { ": " + $0 } ?? ""),
                    reason: "our UIKit creates your subclass from its class through the required \(initializer.name), which a "
                        + "class declaring its own initializers does not inherit; it cannot be added because "
                        + unset.joined(separator: ", ") + " \(unset.count == 1 ? "has" : "have") no initial value",
                    advice: "write `required init(\(initializer.parameters))` giving \(unset.joined(separator: ", ")) "
                        + "a value, then calling `super.init(\(initializer.arguments))`"))
            }
            return
        }
        let indent = Self.indentation(of: last)
        let access = node.modifiers.contains(named: "open") ? "public " : ""
        for initializer in missing {
            insert("\n\n" + indent + access + initializer.declaration, at: last.endPositionBeforeTrailingTrivia.utf8Offset,
                   line: line(of: node.name), before: "class \(name) without \(initializer.name)",
                   after: access + initializer.declaration,
                   note: Self.requiredInitializerNote + "; a class declaring its own initializers does not inherit them")
        }
    }

    /// The required initializers of the first class outside the ported files on the chain of
    /// superclasses starting at `superclass`.
    func requiredInitializers(below superclass: String?) -> [RequiredInitializer] {
        var seen: Set<String> = []
        var next = superclass
        while let written = next, seen.insert(written).inserted {
            // `Base<Int>` is the class `Base`.
            let name = written.split(separator: "<", maxSplits: 1).first.map(String.init) ?? written
            guard let declaration = context.classes[name] else { return RequiredInitializer.of(name) }
            next = declaration.superclassName
        }
        return []
    }

    /// `override init(…)` → `required init(…)` (`required override` loses `override`, which it
    /// implies here).
    private func makeRequired(_ initializer: InitializerDeclSyntax) {
        guard let override = initializer.modifiers.first(where: { $0.name.text == "override" }) else { return }
        let name = "init(" + initializer.argumentLabels.map { $0 + ":" }.joined() + ")"
        if initializer.modifiers.contains(named: "required") {
            remove(override, note: "", silently: true)
            rewrites.append(PortRewrite(line: line(of: override), before: "required override \(name)",
                                        after: "required \(name)", note: "override is implied by required here"))
            return
        }
        let range = override.name.positionAfterSkippingLeadingTrivia.utf8Offset..<override.name.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(SourceEdit(range: range, replacement: "required"))
        rewrites.append(PortRewrite(line: line(of: override), before: "override \(name)", after: "required \(name)",
                                    note: Self.requiredInitializerNote))
    }

    /// The names of the stored instance properties of `node` with no initial value (an optional
    /// `var` starts as nil; a `lazy` one has its initializer).
    private func storedPropertiesWithoutValue(_ node: ClassDeclSyntax) -> [String] {
        var names: [String] = []
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !["static", "class", "lazy"].contains(where: { variable.modifiers.contains(named: $0) }) else { continue }
            for binding in variable.bindings where binding.initializer == nil && !Self.isComputed(binding) {
                if variable.bindingSpecifier.tokenKind == .keyword(.var),
                   let type = binding.typeAnnotation?.type, TypeText.isOptional(type) { continue }
                names.append(binding.pattern.trimmedDescription)
            }
        }
        return names
    }

    /// Whether `binding` is computed (a getter, or `get`/`set` accessors, not only observers).
    private static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return false }
        guard case .accessors(let accessors) = block.accessors else { return true }
        return accessors.contains { !["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    /// The spaces or tabs before `decl` on its line.
    private static func indentation(of decl: some SyntaxProtocol) -> String {
        let leading = decl.leadingTrivia.description
        let line = leading.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        return String(line.prefix { $0 == " " || $0 == "\t" })
    }
}
