/// Everything the simulator knows about one shortcut, in one place
/// (`SimulatorCommand.policy`): its keys, the help's text, its name in a session file (and the
/// file format that first has it), what it reaches and what it does. The window's key
/// bindings, the help overlay, the recorder, the session reader, the replay engine, the review
/// window and `SimulatorSession.perform(_:)` all read it, so they cannot disagree.
package struct CommandPolicy: Sendable {
    /// The keys that give the command; none for the window's own events (minimized, shown).
    package let chords: [KeyChord]
    /// What the command does, as the help overlay says it.
    package let summary: String
    /// The command's name in a session file, or nil when a recording leaves it out.
    package let sessionName: String?
    /// The first session file format whose files may hold `sessionName`: a reader refuses the
    /// name in an older file, and the recorder writes at least this format
    /// (docs/SESSION-FORMAT.md, "Versions").
    package let sessionFormat: Int
    /// What the command changes, which decides where it is allowed.
    package let reach: CommandReach
    /// Whether the command moves the clock (pause, step): the per-frame input limit keeps room
    /// for these so a paused clock can always go on (`SimulatorSession.admitsInput`).
    package let movesClock: Bool
    /// What the command does to the session (and through it to the device), run by
    /// `SimulatorSession.perform(_:)` once the observers have heard it; nothing for the window's
    /// own commands, which the window host carries out (the window's size, Ctrl+R).
    let action: @Sendable (SimulatorSession) -> Void

    /// A policy: `sessionName` nil for a command no recording keeps, `since` the first session
    /// file format that may hold it, `action` what the command does to the session (nothing
    /// for the window's own commands).
    package init(_ chords: [KeyChord], _ summary: String, recordedAs sessionName: String? = nil, since sessionFormat: Int = 1,
                reach: CommandReach, movesClock: Bool = false,
                action: @escaping @Sendable (SimulatorSession) -> Void = { _ in }) {
        self.chords = chords
        self.summary = summary
        self.sessionName = sessionName
        self.sessionFormat = sessionFormat
        self.reach = reach
        self.movesClock = movesClock
        self.action = action
    }
}
