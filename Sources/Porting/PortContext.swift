import SwiftSyntax

/// What `port` knows across every file of one run, gathered before any file is rewritten: the
/// optional requirements of the user's `@objc` protocols and which types conform to them, so a
/// protocol declared in one file rewrites its calls and conformers in the others.
struct PortContext {
    /// The optional requirements of the user's protocols, by protocol name.
    var optionalRequirements: [String: [OptionalRequirement]] = [:]
    /// The protocols each type conforms to (from its declaration and its extensions).
    var conformances: [String: Set<String>] = [:]
    /// The classes declared in the ported files, by (qualified) name.
    var classes: [String: ClassDeclaration] = [:]
    /// The methods and properties of every extension without a `where` clause, in file order.
    var extensionMembers: [ExtensionMember] = []
    /// The folder names of the ported files: the modules they may form, whose imports stay.
    var localModules: Set<String> = []
    /// The `Selector`-typed parameters of the functions and initializers declared in the ported
    /// files: by call signature as written at a call (`VSwipeGestureRecognizer(direction:target:action:)`,
    /// a type's name for its initializers), the labels of those parameters.
    var selectorParameters: [String: Set<String>] = [:]

    /// The base names of the optional requirements whose `?(` calls lose the `?`: the user's and
    /// UIKit's (whose protocols here have default implementations).
    var optionalMemberNames: Set<String> {
        var names = UIKitOptionalRequirements.names
        for requirements in optionalRequirements.values { names.formUnion(requirements.map(\.name)) }
        return names
    }

    /// The user's value-giving optional requirement named `name` with `labels` (nil when none).
    func userRequirement(named name: String, labels: [String]?) -> OptionalRequirement? {
        for key in optionalRequirements.keys.sorted() {
            for requirement in optionalRequirements[key]! where requirement.name == name
                && (labels == nil || requirement.labels == labels!) {
                return requirement
            }
        }
        return nil
    }

    /// The optional requirements of protocols `typeName` conforms to that match a member named
    /// `name` with `labels` (nil for properties).
    func requirementsWitnessed(by typeName: String, name: String, labels: [String]?) -> [OptionalRequirement] {
        guard let protocols = conformances[typeName] else { return [] }
        return protocols.sorted().flatMap { optionalRequirements[$0] ?? [] }.filter { requirement in
            requirement.name == name && (labels.map { requirement.kind == .method && requirement.labels == $0 }
                                         ?? (requirement.kind == .property))
        }
    }

    /// Gathers the context from every parsed file.
    static func gather(from trees: [SourceFileSyntax]) -> PortContext {
        let collector = PortContextCollector()
        for (index, tree) in trees.enumerated() {
            collector.startFile(index: index, tree: tree)
            collector.walk(tree)
        }
        return collector.context
    }
}
