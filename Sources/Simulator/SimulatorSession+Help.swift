extension SimulatorSession {
    /// The shortcut list the help shows (Ctrl+/): each key and what it does, and under the
    /// physical size a line of its own with the density the window measured
    /// (`physicalSizeNote`, "at 96 dpi (X screen)"), as the iOS Simulator's Window menu is read
    /// with the display it is on. The note has a line of its own since the panel's column is
    /// narrow.
    /// The two fingers of the mouse (Alt, as the iOS Simulator's Option) close the list.
    package var helpLines: [(keys: String, summary: String)] {
        SimulatorCommand.allCases.filter(\.hasKey).flatMap { command -> [(keys: String, summary: String)] in
            let line = (keys: command.keys, summary: command.summary)
            guard command == .physicalSize, let note = physicalSizeNote else { return [line] }
            return [line, (keys: "", summary: "at \(note)")]
        } + Self.twoFingerHelpLines
    }

    /// The help's lines for the mouse's two fingers (`TwoFingerMouse`).
    static let twoFingerHelpLines: [(keys: String, summary: String)] = [
        (keys: "Alt", summary: "Drag: pinch, rotate"),
        (keys: "Alt+Shift", summary: "Drag: move 2 fingers"),
    ]
}
