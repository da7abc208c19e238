/// Counts the inputs stamped with one frame as a file is read, refusing a file that holds more
/// than `SessionLimits.maxInputsPerFrame` (or more than `maxShortcutsPerFrame` shortcuts): a
/// replay gives a frame's inputs all before its next tick, so a file packing thousands into
/// one frame would cost a replay far more than the frames it shows (docs/SESSION-FORMAT.md,
/// "Limits").
struct InputsPerFrame {
    private var frame = -1
    private var inputs = 0
    private var shortcuts = 0

    /// Counts `record`, read from line `line`; throws a `SessionFileError` naming the line and
    /// the frame when the frame holds one input too many.
    mutating func count(_ record: SessionRecord, line: Int) throws {
        let isShortcut: Bool
        switch record {
        case .touch: isShortcut = false
        case .command: isShortcut = true
        case .end, .hash, .wait, .dropped: return
        }
        if record.frame != frame {
            frame = record.frame
            inputs = 0
            shortcuts = 0
        }
        inputs += 1
        if isShortcut { shortcuts += 1 }
        if inputs > SessionLimits.maxInputsPerFrame {
            throw SessionFileError(line: line, field: "frame", message: "more than \(SessionLimits.maxInputsPerFrame) inputs at frame "
                                   + "\(frame); a recording holds a few per frame (docs/SESSION-FORMAT.md, \"Limits\")")
        }
        if shortcuts > SessionLimits.maxShortcutsPerFrame {
            throw SessionFileError(line: line, field: "frame", message: "more than \(SessionLimits.maxShortcutsPerFrame) shortcuts at "
                                   + "frame \(frame); a recording holds a few per frame (docs/SESSION-FORMAT.md, \"Limits\")")
        }
    }
}
