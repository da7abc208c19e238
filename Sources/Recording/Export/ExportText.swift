/// How export's messages show what was typed: quoted, and cut to `quoteLimit` characters, so a
/// value of any size makes a short message (docs/OUTPUTS.md, "Nothing lost").
package enum ExportText {
    /// The most characters of a typed value a message quotes: as many as a message quotes of a
    /// session file (`SessionLimits.excerptLength`).
    package static let quoteLimit = SessionLimits.excerptLength

    /// `text` in single quotes, its first `quoteLimit - 1` characters and "…" when it is longer.
    package static func quoted(_ text: String) -> String {
        // Counted only as far as the limit: a 100 MB value costs no more than a short one.
        guard let cut = text.index(text.startIndex, offsetBy: quoteLimit, limitedBy: text.endIndex), cut != text.endIndex else {
            return "'\(text)'"
        }
        return "'\(text[..<text.index(text.startIndex, offsetBy: quoteLimit - 1)])…'"
    }
}
