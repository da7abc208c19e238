/// Moving overridable extension members into their class's body, after every file is scanned:
/// the member's text, with the rewrites already decided inside it, is removed from the extension
/// and inserted before the class's closing brace, in the class's file.
extension Porter {
    /// Adds the removal and insertion edits of each member `context` says to move, with a report
    /// line at the member (and at the class when it is in another file).
    static func moveOverridableMembers(_ context: PortContext, sources: [PortSource], scanners: [PortScanner]) {
        for member in context.extensionMembersToMove {
            let why = member.isOverride ? "it overrides" : member.isOpen ? "it is open" : "a subclass overrides it"
            let note = why + ": without the Objective-C runtime only members declared in the class override or are overridden"
            guard let declaration = context.classes[member.typeName] else { continue }
            let from = scanners[member.fileIndex], into = scanners[declaration.fileIndex]
            let start = member.range.lowerBound
            let inner = from.edits.filter { member.range.contains($0.range.lowerBound) && $0.range.upperBound <= member.range.upperBound }
                .map { SourceEdit(range: ($0.range.lowerBound - start)..<($0.range.upperBound - start), replacement: $0.replacement) }
            let original = String(decoding: Array(sources[member.fileIndex].text.utf8)[member.range], as: UTF8.self)
            // One blank line before it, whatever spacing it had in the extension.
            let moved = "\n" + SourceEdit.apply(inner, to: original).drop { $0 == "\n" }
            from.edits.append(SourceEdit(range: member.range, replacement: ""))
            into.edits.append(SourceEdit(range: declaration.closingBraceOffset..<declaration.closingBraceOffset, replacement: moved + "\n"))
            from.rewrites.append(PortRewrite(line: member.line, before: "extension \(member.typeName) { \(member.key) }",
                                             after: "class \(member.typeName) { \(member.key) }", note: note))
            if declaration.fileIndex != member.fileIndex {
                into.rewrites.append(PortRewrite(line: declaration.closingBraceLine, before: "}",
                                                 after: "\(member.key) from \(sources[member.fileIndex].path) }", note: note))
            }
        }
    }
}
