/// Everything the simulator knows about one shortcut, in one place
/// (`SimulatorCommand.policy`): its keys, the help's text, its name in a session file and what
/// it reaches. The window's key bindings, the help overlay, the recorder, the session reader, the
/// replay engine and the review window all read it, so they cannot disagree.
public struct CommandPolicy: Sendable {
    /// The keys that give the command; none for the window's own events (minimized, shown).
    public let chords: [KeyChord]
    /// What the command does, as the help overlay says it.
    public let summary: String
    /// The command's name in a session file, or nil when a recording leaves it out.
    public let sessionName: String?
    /// What the command changes, which decides where it is allowed.
    public let reach: CommandReach
    /// Whether the command moves the clock (pause, step): the per-frame input limit keeps room
    /// for these so a paused clock can always go on (`SimulatorSession.admitsInput`).
    public let movesClock: Bool

    /// A policy; `sessionName` nil for a command no recording keeps.
    public init(_ chords: [KeyChord], _ summary: String, recordedAs sessionName: String? = nil,
                reach: CommandReach, movesClock: Bool = false) {
        self.chords = chords
        self.summary = summary
        self.sessionName = sessionName
        self.reach = reach
        self.movesClock = movesClock
    }
}
