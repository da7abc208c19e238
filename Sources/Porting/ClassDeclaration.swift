/// A class declared in the ported files, as `port` needs it to move overridable extension members
/// into its body: its superclass (the first inherited name) and where its closing brace is.
struct ClassDeclaration {
    /// The first name of its inheritance clause (a superclass or a protocol), if any.
    let superclassName: String?
    /// The index of the file it is declared in.
    let fileIndex: Int
    /// The byte offset of its closing brace in the original file.
    let closingBraceOffset: Int
    /// The 1-based line of its closing brace.
    let closingBraceLine: Int
    /// The keys of the members its body marks `override`.
    var overriddenKeys: Set<String>
}
