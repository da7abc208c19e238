import SwiftSyntax

/// A method or property declared in an extension of a class, as `port` finds it before
/// rewriting: where its text is, and what makes it overridable. On iOS an extension member of an
/// `NSObject` subclass is dispatched through the Objective-C runtime, so subclasses override it;
/// without the runtime Swift refuses that, so `port` moves such members into the class's body.
struct ExtensionMember {
    /// The extended class's name as written (`RetroTransition`).
    let typeName: String
    /// The index of the file it is in, in the order the files were ported.
    let fileIndex: Int
    /// `name(label:)` for a method, `name` for a property.
    let key: String
    /// The byte range of its text in the original file, leading trivia (comments) included.
    let range: Range<Int>
    /// The 1-based line its declaration starts on.
    let line: Int
    /// Whether it is marked `override` (overriding in an extension needs the runtime too).
    let isOverride: Bool
    /// Whether it is `open` (meant to be overridden, perhaps outside the ported files).
    let isOpen: Bool
    /// Whether it is `private` or `fileprivate` (it may then not leave its file).
    let isFilePrivate: Bool

    /// The member's key: `name(label:)` for a method, `name` for a property; nil for anything else.
    static func key(of decl: DeclSyntax) -> String? {
        if let function = decl.as(FunctionDeclSyntax.self) {
            return function.name.text + "(" + function.argumentLabels.map { $0 + ":" }.joined() + ")"
        }
        if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
           let identifier = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self) {
            return identifier.identifier.text
        }
        return nil
    }

    /// The modifiers of `decl` when it is a method or property.
    static func modifiers(of decl: DeclSyntax) -> DeclModifierListSyntax? {
        decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)?.modifiers
    }
}
