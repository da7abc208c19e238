import Simulator

extension SessionHeader {
    /// The file format this program writes; files of a newer format are refused by name. The
    /// newest a kind of line needs (`linesFormat`) or a shortcut's name
    /// (`CommandPolicy.sessionFormat`), so that a shortcut's new name brings its format with it
    /// (docs/SESSION-FORMAT.md, "Versions").
    package static let currentFormat = max(linesFormat, SimulatorCommand.newestSessionFormat)
}
