import ArgumentParser

/// The folder Ctrl+S saves screenshots in (`@OptionGroup`), shared by the commands whose window
/// takes the shortcut.
struct ScreenshotFolderOption: ParsableArguments {
    @Option(help: "The folder Ctrl+S saves screenshots in, when not the current one.")
    var screenshots: String?

    /// Refuses a folder that does not exist or cannot be written in.
    func check() throws {
        if let screenshots { try OutputPathCheck.validateFolder(screenshots, option: "--screenshots") }
    }
}
