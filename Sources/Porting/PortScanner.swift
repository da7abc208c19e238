import Foundation
import SwiftSyntax

/// Reads one parsed file and decides every rewrite, as edits of the original text (so each
/// reported line is the original's), and every construct it leaves with a reason. The rules live
/// in `PortScanner+Concern.swift` files; this class only dispatches the syntax it visits.
final class PortScanner: SyntaxVisitor {
    let context: PortContext
    let converter: SourceLocationConverter
    let tree: SourceFileSyntax
    /// The edits decided so far.
    var edits: [SourceEdit] = []
    /// The rewrites reported so far.
    var rewrites: [PortRewrite] = []
    /// The constructs left as they were, with reasons.
    var problems: [PortProblem] = []
    /// Whether a rewrite relies on API that only this UIKit provides (so the file needs it).
    var needsUIKit = false
    /// The modules the file imports (first path component).
    var importedModules: [String] = []
    /// The last import declaration, after which a missing `import UIKit` goes.
    var lastImport: ImportDeclSyntax?
    /// UIKit, Core Animation and Core Graphics names the file uses, first one first.
    var uikitNamesUsed: [String] = []

    init(tree: SourceFileSyntax, path: String, context: PortContext) {
        self.context = context
        self.tree = tree
        converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    /// Runs the scan and adds the file-level rewrites (imports).
    func scan() {
        walk(tree)
        addMissingImport()
    }

    // MARK: Recording

    /// The 1-based original line `node` starts on (after its leading trivia).
    func line(of node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter, afterLeadingTrivia: true).line
    }

    /// Replaces `node`'s text (without its trivia) with `replacement`, and reports it.
    func replace(_ node: some SyntaxProtocol, with replacement: String, note: String) {
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(SourceEdit(range: range, replacement: replacement))
        rewrites.append(PortRewrite(line: line(of: node), before: node.trimmedDescription, after: replacement, note: note))
    }

    /// Removes `node` and the space after it up to the next token (a line of its own goes whole),
    /// reporting it unless `silently`.
    func remove(_ node: some SyntaxProtocol, note: String, silently: Bool = false) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let next = node.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)
        let end = next?.positionAfterSkippingLeadingTrivia.utf8Offset ?? node.endPosition.utf8Offset
        edits.append(SourceEdit(range: start..<end, replacement: ""))
        if !silently {
            rewrites.append(PortRewrite(line: line(of: node), before: node.trimmedDescription, after: "", note: note))
        }
    }

    /// Inserts `text` at byte `offset` of the original, reporting `before → after` at `line`.
    func insert(_ text: String, at offset: Int, line: Int, before: String, after: String, note: String) {
        edits.append(SourceEdit(range: offset..<offset, replacement: text))
        rewrites.append(PortRewrite(line: line, before: before, after: after, note: note))
    }

    /// Records a construct left as it was.
    func leave(_ node: some SyntaxProtocol, reason: String, advice: String) {
        problems.append(PortProblem(line: line(of: node), construct: Self.short(node.trimmedDescription),
                                    reason: reason, advice: advice))
    }

    /// `text` on one line, cut to 80 characters, for reports.
    static func short(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return flat.count > 80 ? String(flat.prefix(77)) + "..." : flat
    }

    // MARK: Dispatch

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        portAttribute(node)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "selector" { portSelector(node); return .skipChildren }
        if node.macroName.text == "keyPath" { portKeyPath(node); return .skipChildren }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        portOptionalCall(node)
        portClockCall(node)
        portSwift4Call(node)
        portSuperForwardingCall(node)
        portPrivateKeyRead(node)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        portProtocol(node)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        portWitness(node)
        portSwift4Declaration(node)
        portOpenStatic(node.modifiers)
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        portWitness(node)
        portOpenStatic(node.modifiers)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        portRequiredInitializers(node)
        portSelfConstructions(node)
        portMessageForwarding(node)
        portWeakGenerics(node.genericParameterClause, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        portSwift4Member(node)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        portWeakGenerics(node.genericParameterClause, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        portPlatformConditions(node)
        return .visitChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        portImport(node)
        return .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        noteName(node.baseName.text)
        portSwift4Reference(node)
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        noteName(node.name.text)
        portSwift4Type(node)
        // Selector is this UIKit's (Foundation on Linux has none).
        if node.name.text == "Selector" { needsUIKit = true }
        return .visitChildren
    }
}
