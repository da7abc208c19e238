import SwiftSyntax

extension PortScanner {
    /// Platform conditions that hide iOS code from Linux: `os(iOS)` and
    /// `targetEnvironment(simulator)` (this is a simulator) become `(… || os(Linux))`.
    /// `canImport(UIKit)` is already true here (this UIKit is a module) and `#available(iOS …, *)`
    /// is true on Linux, so both stay. A `#if` that already names `os(Linux)` is left alone: its
    /// author chose what Linux gets.
    func portPlatformConditions(_ node: IfConfigDeclSyntax) {
        let conditions = node.clauses.compactMap(\.condition)
        guard !conditions.contains(where: { Self.mentionsLinux($0) }) else { return }
        for condition in conditions {
            for call in Self.platformChecks(in: Syntax(condition)) {
                let text = call.trimmedDescription
                replace(call, with: "(\(text) || os(Linux))",
                        note: text.hasPrefix("os") ? "iOS code runs on Linux here" : "TransitionLab is a simulator")
            }
        }
    }

    /// Whether a condition mentions `os(Linux)`.
    private static func mentionsLinux(_ condition: ExprSyntax) -> Bool {
        condition.tokens(viewMode: .sourceAccurate).contains { $0.text == "Linux" }
    }

    /// The `os(iOS)` and `targetEnvironment(simulator)` calls inside a condition.
    private static func platformChecks(in syntax: Syntax) -> [FunctionCallExprSyntax] {
        if let call = syntax.as(FunctionCallExprSyntax.self), let name = call.calleeName,
           let argument = call.arguments.first?.expression.trimmedDescription,
           (name == "os" && argument == "iOS") || (name == "targetEnvironment" && argument == "simulator") {
            return [call]
        }
        return syntax.children(viewMode: .sourceAccurate).flatMap { platformChecks(in: $0) }
    }
}
