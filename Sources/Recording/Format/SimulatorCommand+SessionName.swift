import Simulator

extension SimulatorCommand {
    /// The shortcuts a recording keeps, by the names they have in a file. Screenshots, quitting
    /// and Ctrl+R itself change nothing a replay shows, so they are not recorded.
    static let recordedNames: [(name: String, command: SimulatorCommand)] = [
        ("slow", .toggleSlowAnimations), ("pause", .togglePause), ("step", .stepFrame),
        ("touches", .toggleTouchIndicator), ("help", .toggleHelp),
        ("rotateLeft", .rotateLeft), ("rotateRight", .rotateRight),
        ("background", .enterBackground), ("foreground", .enterForeground),
    ]

    /// The name this command has in a session file, or nil when it is not recorded.
    public var sessionName: String? {
        Self.recordedNames.first { $0.command == self }?.name
    }

    /// The recorded command a file's name stands for.
    public init?(sessionName: String) {
        guard let command = Self.recordedNames.first(where: { $0.name == sessionName })?.command else { return nil }
        self = command
    }
}
