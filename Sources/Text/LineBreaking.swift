/// Where lines may break, by a small subset of Unicode's line breaking rules (UAX #14) that
/// covers Latin and CJK text: after spaces, around ideographs and kana (Chinese and Japanese
/// break between any two characters), after hyphens, but never before closing punctuation
/// (，。」…) nor after opening punctuation (（「“).
enum LineBreaking {
    /// How a character takes part in line breaking.
    enum Class: Equatable {
        /// A space: sticks to the word before it and hangs at the end of a line.
        case space
        /// A wide (CJK) character: a break is allowed on both sides.
        case wide
        /// Punctuation that must not start a line.
        case closing
        /// Punctuation that must not end a line.
        case opening
        /// A hyphen: a break is allowed after it.
        case hyphen
        /// Anything else (letters, digits, Latin punctuation): part of a word.
        case other
    }

    static let closing: Set<Character> = Set("、。，．：；！？）］｝〕〉》」』】〙〗〟’”…‥ー々ゝゞヽヾ゛゜ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ・～％,.;:!?)]}%")
    static let opening: Set<Character> = Set("（［｛〔〈《「『【〘〖〝‘“([{")
    /// The scalars of the sets' members (each member is one scalar), for `classifyCJK`.
    static let closingScalars = Set(closing.compactMap { $0.unicodeScalars.first?.value })
    static let openingScalars = Set(opening.compactMap { $0.unicodeScalars.first?.value })

    /// The class of a character.
    ///
    /// ASCII characters are classed by a switch, the same classes as `classifyBySets` gives
    /// (checked for all 128 by a test): the sets hash each character as a string, three times
    /// per character of every paragraph laid out (docs/perf-log/issue-23-fifth-pass.md).
    /// "\r\n", whose `asciiValue` is 10, is `.other` either way.
    static func classify(_ c: Character) -> Class {
        guard let ascii = c.asciiValue else { return classifyCJK(c) ?? classifyBySets(c) }
        switch ascii {
        case 0x20: return .space
        case 0x21, 0x25, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D: return .closing
        case 0x28, 0x5B, 0x7B: return .opening
        case 0x2D: return .hyphen
        default: return .other
        }
    }

    /// The class of a character of one scalar in the CJK blocks (U+3000-U+9FFF, Hangul
    /// syllables U+AC00-U+D7A3, fullwidth forms U+FF00-U+FFEF) by its scalar's value, the class
    /// `classifyBySets` gives (checked for every scalar of those blocks by a test); nil for any
    /// other character.
    ///
    /// The sets compare characters by canonical equivalence, hashing each as a normalized
    /// string: about 2,000 instructions a character, most of the segmenting of a CJK paragraph
    /// (docs/perf-log/issue-37-eleventh-pass.md). A scalar of these blocks is canonically
    /// equivalent to no other single scalar of them, so comparing values gives the same answer;
    /// scalars elsewhere that are equivalent to one of them (U+2329 to 〈, the compatibility
    /// ideographs U+F900-U+FAFF) are left to the sets.
    static func classifyCJK(_ c: Character) -> Class? {
        var scalars = c.unicodeScalars.makeIterator()
        guard let v = scalars.next()?.value, scalars.next() == nil,
              (0x3000...0x9FFF).contains(v) || (0xAC00...0xD7A3).contains(v) || (0xFF00...0xFFEF).contains(v)
        else { return nil }
        if closingScalars.contains(v) { return .closing }
        if openingScalars.contains(v) { return .opening }
        return isWide(v) ? .wide : .other
    }

    /// The class of a character, by the sets above and the wide ranges.
    static func classifyBySets(_ c: Character) -> Class {
        if c == " " || c == "\u{00A0}" { return c == " " ? .space : .other }
        if closing.contains(c) { return .closing }
        if opening.contains(c) { return .opening }
        if c == "-" || c == "\u{2010}" { return .hyphen }
        guard let v = c.unicodeScalars.first?.value else { return .other }
        return isWide(v) ? .wide : .other
    }

    /// Whether a scalar is East Asian wide: CJK ideographs, kana, Hangul, fullwidth forms,
    /// CJK symbols and emoji.
    static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3040...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Whether a line may break between `before` and `after`.
    static func mayBreak(between before: Character, and after: Character, byCharacter: Bool) -> Bool {
        let a = classify(before), b = classify(after)
        // Spaces always stay with the text before them, so that they hang at the line's end.
        if b == .space { return false }
        if byCharacter { return true }
        if a == .space { return true }
        if b == .closing || a == .opening { return false }
        if a == .wide || b == .wide { return true }
        return a == .hyphen && b == .other
    }

    /// Splits a paragraph (no line separators) into unbreakable pieces, each with its trailing
    /// spaces: `(core, spaces)`. Leading spaces of the paragraph count as a core of their own.
    static func segments(of paragraph: String, byCharacter: Bool) -> [(core: String, spaces: String)] {
        var result: [(core: String, spaces: String)] = []
        var core = "", spaces = ""
        var previous: Character?
        for c in paragraph {
            if let p = previous, mayBreak(between: p, and: c, byCharacter: byCharacter) {
                result.append(core.isEmpty ? (spaces, "") : (core, spaces))
                core = ""; spaces = ""
            }
            // A break always follows spaces, so within a piece the spaces come after the core.
            if classify(c) == .space { spaces.append(c) } else { core.append(c) }
            previous = c
        }
        if !core.isEmpty || !spaces.isEmpty { result.append(core.isEmpty ? (spaces, "") : (core, spaces)) }
        return result
    }

    /// Whether `c` is \n, \r\n, \r, U+2028 or U+2029: by its ASCII value (10 for \n and
    /// \r\n alike) or its one scalar, rather than by comparing characters as strings, which
    /// was most of splitting a CJK text into paragraphs (none of the five is canonically
    /// equivalent to anything else).
    static func isLineSeparator(_ c: Character) -> Bool {
        if let ascii = c.asciiValue { return ascii == 0x0A || ascii == 0x0D }
        var scalars = c.unicodeScalars.makeIterator()
        guard let v = scalars.next()?.value, scalars.next() == nil else { return false }
        return v == 0x2028 || v == 0x2029
    }

    /// Splits text into paragraphs at line separators (\n, \r\n, \r, U+2028, U+2029); a tab
    /// becomes a space (there are no tab stops).
    static func paragraphs(of text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for c in text {
            if isLineSeparator(c) {
                result.append(current)
                current = ""
            } else {
                current.append(c.asciiValue == 0x09 ? " " : c)
            }
        }
        result.append(current)
        return result
    }
}
