import Foundation

/// Reads one line of Apple's surface as the data files spell it, the Swift declaration cut to
/// what matching needs: `func present(_:animated:completion:)`, `var view: UIView!`,
/// `class var layerClass: AnyClass`, `init?(coder:)`, `case fade`, `subscript(_:)`.
///
/// A function's parentheses may hold the labels alone (`(_:animated:)`) or full parameters
/// (`(_ viewController: UIViewController, animated: Bool)`); both give the same labels.
package enum AppleSpelling {
    /// Words that may stand before the declaration keyword; they do not change the key.
    static let modifiers: Set<String> = [
        "open", "public", "class", "static", "final", "optional", "mutating", "convenience",
        "required", "weak", "unowned", "override", "nonisolated", "dynamic", "@MainActor",
    ]

    /// The key of a data line, or nil when the line is not a declaration this reader knows.
    package static func key(of line: String) -> MemberKey? {
        var words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        while let first = words.first, modifiers.contains(first) || first.hasPrefix("@") {
            words.removeFirst()
        }
        guard let keyword = words.first else { return nil }
        let rest = words.dropFirst().joined(separator: " ")
        switch keyword {
        case "var", "let", "case":
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }
            return name.isEmpty ? nil : MemberKey(name: String(name).replacingOccurrences(of: "`", with: ""), shape: .value)
        case "func":
            guard let open = rest.firstIndex(where: { $0 == "(" || $0 == "<" }) else { return nil }
            let name = String(rest[..<open]).trimmingCharacters(in: .whitespaces)
            return MemberKey(name: name, labels: labels(inParametersOf: String(rest[open...])), shape: .call)
        default:
            if keyword.hasPrefix("init") || keyword.hasPrefix("subscript") {
                let whole = ([keyword] + words.dropFirst()).joined(separator: " ")
                let name = keyword.hasPrefix("init") ? "init" : "subscript"
                guard let open = whole.firstIndex(where: { $0 == "(" || $0 == "<" }) else { return nil }
                let found = labels(inParametersOf: String(whole[open...]), subscript: name == "subscript")
                return MemberKey(name: name, labels: found, shape: .call)
            }
            return nil
        }
    }

    /// The argument labels of the first balanced parenthesised list in `text` (after any
    /// generic clause). A subscript's parameter has a label only when it is written twice
    /// (`subscript(key key: String)`).
    static func labels(inParametersOf text: String, subscript isSubscript: Bool = false) -> [String] {
        guard let open = text.firstIndex(of: "(") else { return [] }
        var depth = 0
        var inside = ""
        for character in text[open...] {
            if character == "(" { depth += 1; if depth == 1 { continue } }
            if character == ")" { depth -= 1; if depth == 0 { break } }
            inside.append(character)
        }
        let trimmed = inside.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return [] }
        if !trimmed.contains(" ") && !trimmed.contains(",") {
            // Selector style: `_:animated:completion:`.
            return trimmed.split(separator: ":").map(String.init)
        }
        return topLevelParts(of: trimmed).map { parameter in
            let beforeColon = parameter.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
            let names = beforeColon.split(separator: " ").map(String.init)
            if isSubscript && names.count < 2 { return "_" }
            return names.first ?? "_"
        }
    }

    /// `a: (Int, Int) -> Void, b: Int` split at the commas outside brackets.
    static func topLevelParts(of text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for character in text {
            defer { previous = character }
            switch character {
            case "(", "[", "<": depth += 1
            case ">" where previous == "-": break
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                parts.append(current.trimmingCharacters(in: .whitespaces)); current = ""; continue
            default: break
            }
            current.append(character)
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty {
            parts.append(current.trimmingCharacters(in: .whitespaces))
        }
        return parts
    }
}

/// What a member is called for matching: its base name and, for functions, initializers and
/// subscripts, its argument labels (`present(_:animated:completion:)`, `init(frame:)`), or its
/// name alone for properties and enum cases (`view`).
///
/// Static and instance members, return types and property types are not compared: two members
/// match when their names and argument labels do, which is what decides whether code calling
/// Apple's member compiles against ours.
package struct MemberKey: Hashable, Comparable, CustomStringConvertible, Sendable {
    /// Whether the member is called with arguments (`func`, `init`, `subscript`) or read as a
    /// value (`var`, `let`, `case`).
    package enum Shape: String, Sendable {
        /// A property or an enum case: matched by name.
        case value
        /// A function, an initializer or a subscript: matched by name and argument labels.
        case call
    }

    /// The base name: `present`, `init`, `subscript`, `view`.
    package let name: String
    /// The argument labels, `_` for an unlabelled argument; empty for values.
    package let labels: [String]
    /// Value or call.
    package let shape: Shape

    /// A key from its parts.
    package init(name: String, labels: [String] = [], shape: Shape) {
        self.name = name
        self.labels = shape == .value ? [] : labels
        self.shape = shape
    }

    /// `present(_:animated:completion:)` for a call, `view` for a value.
    package var description: String {
        switch shape {
        case .value: return name
        case .call: return name + "(" + labels.map { $0 + ":" }.joined() + ")"
        }
    }

    /// Ordered by their description, so lists read alphabetically.
    package static func < (lhs: MemberKey, rhs: MemberKey) -> Bool {
        lhs.description < rhs.description
    }
}
