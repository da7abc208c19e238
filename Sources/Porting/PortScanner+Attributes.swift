import SwiftSyntax

extension PortScanner {
    /// Attributes that need the Objective-C runtime or Interface Builder, and why each goes.
    /// `@objc`, `@objcMembers` and `@IBOutlet` are errors on Linux; `@IBAction` and `@nonobjc`
    /// compile but mean nothing without the runtime, so they go too.
    static let removedAttributes: [String: String] = [
        "objc": "no Objective-C runtime on Linux",
        "objcMembers": "no Objective-C runtime on Linux",
        "IBOutlet": "no Interface Builder; @IBOutlet is an error on Linux",
        "IBAction": "no Interface Builder; the method stays, callable by method reference",
        "nonobjc": "no Objective-C runtime on Linux",
    ]

    /// Removes an Objective-C or Interface Builder attribute; `@objc dynamic` loses `dynamic`
    /// too (it only served Key-Value Observing through the runtime).
    func portAttribute(_ node: AttributeSyntax) {
        let name = node.attributeName.trimmedDescription
        guard let reason = Self.removedAttributes[name] else { return }
        remove(node, note: reason)
        guard name == "objc", let modifiers = declarationModifiers(of: node) else { return }
        if let dynamic = modifiers.first(where: { $0.name.text == "dynamic" }) {
            remove(dynamic, note: "@objc dynamic served Key-Value Observing through the runtime")
        }
    }

    /// The modifiers of the declaration an attribute belongs to.
    private func declarationModifiers(of attribute: AttributeSyntax) -> DeclModifierListSyntax? {
        guard let list = attribute.parent?.as(AttributeListSyntax.self), let decl = list.parent else { return nil }
        if let variable = decl.as(VariableDeclSyntax.self) { return variable.modifiers }
        if let function = decl.as(FunctionDeclSyntax.self) { return function.modifiers }
        return nil
    }
}
