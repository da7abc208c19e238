/// A replacement of a byte range of the original file, applied with the others in one go, so
/// every reported line is the original's.
struct SourceEdit {
    /// The UTF-8 byte range of the original text to replace.
    let range: Range<Int>
    /// The new text.
    let replacement: String

    /// `text` with `edits` applied; overlapping edits keep the first (by start) and drop the
    /// others, so a construct inside a rewritten one is never written twice. An insertion where a
    /// replacement starts goes before it.
    static func apply(_ edits: [SourceEdit], to text: String) -> String {
        let bytes = Array(text.utf8)
        // By start; at one start, insertions before replacements, so both apply.
        let sorted = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.element.range.isEmpty ? 0 : 1, $0.offset)
                < ($1.element.range.lowerBound, $1.element.range.isEmpty ? 0 : 1, $1.offset)
        }.map(\.element)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var cursor = 0
        for edit in sorted where edit.range.lowerBound >= cursor {
            out += bytes[cursor..<edit.range.lowerBound]
            out += Array(edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        out += bytes[cursor...]
        return String(decoding: out, as: UTF8.self)
    }
}
