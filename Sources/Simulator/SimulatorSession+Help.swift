extension SimulatorSession {
    /// The shortcut list the help shows (Ctrl+/): each key and what it does, and under the
    /// physical size a line of its own with the density the window measured
    /// (`physicalSizeNote`, "at 96 dpi (X screen)"), as the iOS Simulator's Window menu is read
    /// with the display it is on. The note has a line of its own since the panel's column is
    /// narrow.
    public var helpLines: [(keys: String, summary: String)] {
        SimulatorCommand.allCases.filter(\.hasKey).flatMap { command -> [(keys: String, summary: String)] in
            let line = (keys: command.keys, summary: command.summary)
            guard command == .physicalSize, let note = physicalSizeNote else { return [line] }
            return [line, (keys: "", summary: "at \(note)")]
        }
    }
}
