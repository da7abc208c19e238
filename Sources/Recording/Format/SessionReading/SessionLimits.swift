/// The largest values a session file may hold, checked as each line is read so that no file,
/// however made, can make a replay run for years, overflow a number or fill the memory
/// (docs/SESSION-FORMAT.md, "Limits").
package enum SessionLimits {
    /// The last frame a line may be stamped with, and the most frames a session may last with
    /// its waits: 24 hours at 60 Hz.
    package static let maxFrame = 24 * 60 * 60 * 60
    /// The longest line, newline excluded: a real line is under 100 bytes, a header under 200.
    package static let maxLineBytes = 64 * 1024
    /// The largest coordinate, either sign, in screen points: far beyond any screen.
    package static let maxCoordinate = 10_000.0
    /// The highest finger index a touch line may carry (format 6): the mouse gives two fingers
    /// (Alt), 0 and 1.
    package static let maxFinger = 1
    /// The largest file read: a day of constant dragging with a hash every frame is about 250 MB.
    package static let maxFileBytes = 1 << 30
    /// The most inputs (touches and shortcuts) stamped with one frame. Running, the window
    /// ticks at 60 Hz and gives a frame the mouse's moves since the last tick (about 16 from a
    /// 1000 Hz mouse); paused (Ctrl+P), a drag's moves all land on the paused frame, and the
    /// window takes no more than this on one frame (`SimulatorSession.admitsInput`).
    package static let maxInputsPerFrame = 1_000
    /// The most shortcuts stamped with one frame: a turn of the phone each, pressed by hand (a
    /// turn animates every laid-out view, so turns pile up their animations).
    package static let maxShortcutsPerFrame = 32
    /// How many characters of a file an error message quotes at most.
    package static let excerptLength = 40

    /// At most `excerptLength` characters of `bytes` as an error message quotes them: invalid UTF-8 shown as `�`, control characters as `\0` or `\x1b`, an
    /// ellipsis when cut.
    static func excerpt<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        excerpt(String(decoding: bytes.prefix(excerptLength * 4), as: UTF8.self), wasCut: bytes.count > excerptLength * 4)
    }

    /// At most `excerptLength` characters of `text`, as `excerpt(_:)` for bytes.
    static func excerpt(_ text: String, wasCut: Bool = false) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == excerptLength { return out + "…" }
            if scalar.value == 0 {
                out += "\\0"
            } else if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            } else {
                out.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return wasCut ? out + "…" : out
    }

    /// A line's start as an error message quotes it: `excerpt(_:)` in backquotes.
    static func quoted<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        "`" + excerpt(bytes) + "`"
    }
}
