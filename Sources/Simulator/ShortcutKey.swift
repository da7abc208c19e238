/// A key the simulator's shortcuts use, named apart from any windowing library: the window host
/// turns its key events into these (`WindowHost.shortcutKey(for:)`), and
/// `SimulatorCommand(pressing:ctrl:)` finds the command.
package enum ShortcutKey: Hashable, Sendable {
    /// A letter key, lower case.
    case letter(Character)
    /// A digit on the main row.
    case digit(Int)
    /// A digit on the numeric keypad.
    case keypadDigit(Int)
    /// The period key.
    case period
    /// The slash key.
    case slash
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// The F1 function key.
    case f1

    /// The key as the help overlay writes it.
    package var name: String {
        switch self {
        case .letter(let letter): return String(letter).uppercased()
        case .digit(let digit), .keypadDigit(let digit): return String(digit)
        case .period: return "."
        case .slash: return "/"
        case .left: return "Left"
        case .right: return "Right"
        case .f1: return "F1"
        }
    }
}
