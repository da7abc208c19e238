import ArgumentParser

/// The options every command with a window shares (`@OptionGroup`): how many frames it runs
/// before it closes, and the PNG file its last picture is saved to.
struct WindowRunOptions: ParsableArguments {
    // Unconditional: "-1" is read as the value (and refused), not as an unknown flag.
    @Option(parsing: .unconditional, help: "Close the window after this many frames (for screenshots and scripts).")
    var frames: Int?

    @Option(help: "Save the last picture the window shows, its marks included, to this PNG file.")
    var screenshot: String?

    /// Refuses a frame count below one and a screenshot path that cannot be written or would
    /// replace an input; call it after the command has listed its inputs (`CommandInputs.add`).
    func check() throws {
        try OutputPathCheck.validateFrames(frames)
        if let screenshot { try OutputPathCheck.validate(screenshot, option: "--screenshot") }
    }
}
