/// A key pressed with or without Ctrl (which stands in for the Mac's Cmd), as one shortcut of a
/// `SimulatorCommand`'s policy.
public struct KeyChord: Hashable, Sendable {
    /// The key.
    public let key: ShortcutKey
    /// Whether Ctrl is held.
    public let ctrl: Bool
    /// Whether the help overlay lists this chord; an alias (Ctrl+W beside Ctrl+Q, the keypad's
    /// digits) is left out, as the iOS Simulator's menus show one key per command.
    public let isListed: Bool

    /// Ctrl with `key`.
    public static func ctrl(_ key: ShortcutKey, listed: Bool = true) -> KeyChord {
        KeyChord(key: key, ctrl: true, isListed: listed)
    }

    /// `key` alone.
    public static func plain(_ key: ShortcutKey) -> KeyChord {
        KeyChord(key: key, ctrl: false, isListed: true)
    }

    /// The chord as the help overlay writes it ("Ctrl+T", "F1").
    public var name: String { ctrl ? "Ctrl+\(key.name)" : key.name }
}
