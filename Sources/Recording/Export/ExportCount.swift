/// The whole numbers export's contact sheet options take (`--columns`, `--every`, `--tiles`),
/// read strictly: plain decimal digits only (no sign, no `0x`, no spaces), within a range.
package enum ExportCount {
    /// `--columns`: tiles per row.
    package static let columns = 1...100
    /// `--every`: 60 Hz frames between tiles, up to a session's longest (24 hours).
    package static let every = 1...SessionLimits.maxFrame
    /// `--tiles`: how many tiles.
    package static let tiles = 1...10_000
    /// `--max-frames`: up to a day of frames at 60 Hz.
    package static let maxFrames = 1...SessionLimits.maxFrame

    /// `text` as a number when it is 1 to 18 ASCII decimal digits and within `range`; else nil.
    package static func read(_ text: String, in range: ClosedRange<Int>) -> Int? {
        // At most 18 digits always fit in an Int, and are checked without reading a long text.
        guard !text.isEmpty, text.utf8.count <= 18, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let value = Int(text), range.contains(value) else { return nil }
        return value
    }
}
