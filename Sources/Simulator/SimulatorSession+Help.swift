extension SimulatorSession {
    /// The shortcut list the help shows (Ctrl+/): each key and what it does, the physical size
    /// with the density the window measured (`physicalSizeNote`), as the iOS Simulator's
    /// Window menu is read with the display it is on.
    public var helpLines: [(keys: String, summary: String)] {
        SimulatorCommand.allCases.filter(\.hasKey).map { command in
            if command == .physicalSize, let note = physicalSizeNote { return (command.keys, "\(command.summary) (\(note))") }
            return (command.keys, command.summary)
        }
    }
}
