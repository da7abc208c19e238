/// A key pressed with or without Ctrl (which stands in for the Mac's Cmd) and Shift, as one
/// shortcut of a `SimulatorCommand`'s policy.
package struct KeyChord: Hashable, Sendable {
    /// The key.
    package let key: ShortcutKey
    /// Whether Ctrl is held.
    package let ctrl: Bool
    /// Whether Shift is held: a chord with Shift is another chord than the key without it
    /// (Ctrl+Shift+Z is not Ctrl+Z), as in the iOS Simulator's menus.
    package let shift: Bool
    /// Whether the help overlay lists this chord; an alias (Ctrl+W beside Ctrl+Q, the keypad's
    /// digits) is left out, as the iOS Simulator's menus show one key per command.
    package let isListed: Bool

    /// Ctrl with `key`.
    package static func ctrl(_ key: ShortcutKey, listed: Bool = true) -> KeyChord {
        KeyChord(key: key, ctrl: true, shift: false, isListed: listed)
    }

    /// Ctrl and Shift with `key` (the iOS Simulator's Cmd+Ctrl or Cmd+Shift chords).
    package static func ctrlShift(_ key: ShortcutKey, listed: Bool = true) -> KeyChord {
        KeyChord(key: key, ctrl: true, shift: true, isListed: listed)
    }

    /// `key` alone.
    package static func plain(_ key: ShortcutKey) -> KeyChord {
        KeyChord(key: key, ctrl: false, shift: false, isListed: true)
    }

    /// The chord as the help overlay writes it ("Ctrl+T", "Ctrl+Shift+Z", "F1").
    package var name: String { (ctrl ? "Ctrl+" : "") + (shift ? "Shift+" : "") + key.name }

    /// How well the chord fits a press of its key with Ctrl and Shift held or not: nil when it
    /// needs a modifier that is not held, else how many of the held ones it names. A modifier
    /// held that the chord does not name is let through (Ctrl+Shift+T is Ctrl+T, Ctrl+F1 is
    /// F1), unless another chord of the key names it too and so fits better
    /// (`SimulatorCommand(pressing:ctrl:shift:)`).
    func fit(ctrl ctrlHeld: Bool, shift shiftHeld: Bool) -> Int? {
        guard !ctrl || ctrlHeld, !shift || shiftHeld else { return nil }
        return (ctrl ? 1 : 0) + (shift ? 1 : 0)
    }
}
