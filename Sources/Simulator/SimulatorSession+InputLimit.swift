/// How many inputs the window has given the current frame, for `SimulatorSession.admitsInput`.
struct FrameInputCount {
    /// The frame counted.
    var frame = -1
    /// Touches and shortcuts given at `frame`.
    var inputs = 0
    /// Shortcuts given at `frame`.
    var shortcuts = 0
}

extension SimulatorSession {
    /// The most inputs (touches and shortcuts) the window gives one frame: a session file holds
    /// no more (`SessionLimits.maxInputsPerFrame`, the same number, docs/SESSION-FORMAT.md,
    /// "Limits"). Only a paused clock comes near it: a drag's moves then all land on one frame.
    package static let maxInputsPerFrame = 1_000
    /// The most shortcuts the window gives one frame (`SessionLimits.maxShortcutsPerFrame`).
    package static let maxShortcutsPerFrame = 32

    /// Whether the window may give the app one more input of this kind on the current frame,
    /// counting it when it may; told in a toast when it may not (the clock is paused and this
    /// frame has taken its share: stepping or resuming goes on). Lifting the finger, pausing and
    /// stepping are always taken, so the finger is never left down and the clock never stuck:
    /// room is kept for them below each limit. A replayed file's inputs (`always`) are within
    /// the limit already: they are counted, never refused, so that a user taking over a replay
    /// on the same frame is held to what is left.
    func admitsInput(_ kind: FrameInputKind, always: Bool = false) -> Bool {
        if inputsOnFrame.frame != device.frameCount { inputsOnFrame = FrameInputCount(frame: device.frameCount) }
        let room: Bool
        switch kind {
        case _ where always, .lift: room = true
        case .touch: room = inputsOnFrame.inputs < Self.maxInputsPerFrame - 3
        case .clockShortcut: room = inputsOnFrame.inputs < Self.maxInputsPerFrame - 1 && inputsOnFrame.shortcuts < Self.maxShortcutsPerFrame
        case .shortcut: room = inputsOnFrame.inputs < Self.maxInputsPerFrame - 3 && inputsOnFrame.shortcuts < Self.maxShortcutsPerFrame - 2
        }
        guard room else {
            show(notice: "Too many inputs on one paused frame: step (Ctrl+.) or resume (Ctrl+P)")
            return false
        }
        inputsOnFrame.inputs += 1
        if kind == .shortcut || kind == .clockShortcut { inputsOnFrame.shortcuts += 1 }
        return true
    }
}

/// What kind of input `SimulatorSession.admitsInput` is asked about.
enum FrameInputKind {
    /// The finger going down or moving.
    case touch
    /// The finger coming up or being cancelled.
    case lift
    /// Pausing or stepping the clock (Ctrl+P, Ctrl+.).
    case clockShortcut
    /// Any other recorded shortcut (a turn of the phone, slow animations, the touch circle, help).
    case shortcut
}

extension SimulatorCommand {
    /// How the per-frame limit counts the command (`SimulatorSession.admitsInput`): the
    /// shortcuts a recording keeps count, the others (screenshots, the window's size, the
    /// overlays only the window shows, Ctrl+R, quitting) change nothing a file holds.
    var frameInputKind: FrameInputKind? {
        guard policy.sessionName != nil else { return nil }
        return policy.movesClock ? .clockShortcut : .shortcut
    }
}
