import Foundation

/// The keyboard shortcuts of the simulator window, modelled on the iOS Simulator's (Ctrl
/// stands in for Cmd).
package enum SimulatorCommand: String, CaseIterable, Codable, Sendable {
    /// Ctrl+T: animations run 10x slower, or back to normal.
    case toggleSlowAnimations
    /// Ctrl+P: stop or resume the clock.
    case togglePause
    /// Ctrl+. (period): one frame forward while paused.
    case stepFrame
    /// Ctrl+S: save the screen to a PNG file.
    case screenshot
    /// Ctrl+I: show or hide the touch indicator.
    case toggleTouchIndicator
    /// Ctrl+/ or F1: show or hide the list of shortcuts.
    case toggleHelp
    /// Ctrl+G: show or hide the gesture overlay (the finger's trail, the interactive
    /// transition's percent, velocity and release decision).
    case toggleGestureOverlay
    /// Ctrl+E: show the current frame's layer tree in 3D instead of the screen, turned by
    /// dragging the mouse; again to go back.
    case toggleExplodedView
    /// Ctrl+Left: turn the device a quarter turn anticlockwise.
    case rotateLeft
    /// Ctrl+Right: turn the device a quarter turn clockwise.
    case rotateRight
    /// Ctrl+Shift+Z: shake the device, as the iOS Simulator's Device > Shake (Cmd+Ctrl+Z there:
    /// Ctrl stands for Cmd here, and Shift for the Mac's Control, which Ctrl already stands
    /// for). The app hears `motionBegan(_:with:)` and `motionEnded(_:with:)` (docs/UIKIT.md,
    /// "Shaking"); recorded, so a replay shakes at the same frame (session format 7).
    case shake
    /// Ctrl+1: the window shows the phone at its physical size (as the iOS Simulator's Window
    /// menu), from the display's pixels per inch.
    case physicalSize
    /// Ctrl+2: one pixel of the window for each pixel of the simulated screen.
    case pixelAccurate
    /// Ctrl+3: the window as large as the display allows, the phone's shape kept.
    case fitScreen
    /// Ctrl+Q or Ctrl+W: close the window.
    case quit
    /// Ctrl+R: start or stop recording the session to a file.
    case toggleRecording
    /// The window minimized or hidden: the app goes to the background, as when the user leaves
    /// it on a phone (`Device.enterBackground`). Recorded, since the app's delegates hear it.
    case enterBackground
    /// The window shown again: the app comes back to the foreground (`Device.enterForeground`).
    case enterForeground

    /// The command's one policy: its keys, the help's text, its name in a session file, what
    /// it reaches and what it does. Adding a shortcut is a case above and its line here; every
    /// other site (the window's keys, the help, the recorder, the reader, the replay engine, the
    /// review window, `SimulatorSession.perform(_:)`) reads this.
    package var policy: CommandPolicy {
        switch self {
        case .toggleSlowAnimations:
            return CommandPolicy([.ctrl(.letter("t"))], "Slow animations (10x)", recordedAs: "slow", reach: .app) { $0.toggleSlowAnimations() }
        case .togglePause:
            return CommandPolicy([.ctrl(.letter("p"))], "Pause / resume time", recordedAs: "pause", reach: .app, movesClock: true) { $0.togglePause() }
        case .stepFrame:
            return CommandPolicy([.ctrl(.period)], "Step a frame (paused)", recordedAs: "step", reach: .app, movesClock: true) { $0.stepFrame() }
        case .screenshot:
            return CommandPolicy([.ctrl(.letter("s"))], "Save screenshot (PNG)", reach: .view) { $0.saveScreenshot() }
        // The touch circles and the help are drawn on the replayed frames, so a recording keeps
        // them; they change nothing in the app, so a reviewer may use them before taking over.
        case .toggleTouchIndicator:
            return CommandPolicy([.ctrl(.letter("i"))], "Show touches", recordedAs: "touches", reach: .view) { $0.toggleTouchIndicator() }
        case .toggleHelp:
            return CommandPolicy([.ctrl(.slash), .plain(.f1)], "This help", recordedAs: "help", reach: .view) { $0.toggleHelp() }
        case .toggleGestureOverlay:
            return CommandPolicy([.ctrl(.letter("g"))], "Gesture overlay", reach: .view) { $0.toggleGestureOverlay() }
        case .toggleExplodedView:
            return CommandPolicy([.ctrl(.letter("e"))], "Exploded view (3D)", reach: .view) { $0.toggleExplodedView() }
        case .rotateLeft:
            return CommandPolicy([.ctrl(.left)], "Rotate left", recordedAs: "rotateLeft", reach: .app) { $0.rotate(left: true) }
        case .rotateRight:
            return CommandPolicy([.ctrl(.right)], "Rotate right", recordedAs: "rotateRight", reach: .app) { $0.rotate(left: false) }
        case .shake:
            return CommandPolicy([.ctrlShift(.letter("z"))], "Shake", recordedAs: "shake", since: 7, reach: .app) { session in
                session.device.run { session.device.environment.shake() }
            }
        // The window host sizes the window, and Ctrl+R starts or stops the recorder observing
        // commands (`addCommandObserver`): the session and the device are not involved.
        case .physicalSize: return CommandPolicy([.ctrl(.digit(1)), .ctrl(.keypadDigit(1), listed: false)], "Physical size", reach: .window)
        case .pixelAccurate: return CommandPolicy([.ctrl(.digit(2)), .ctrl(.keypadDigit(2), listed: false)], "Pixel accurate", reach: .window)
        case .fitScreen: return CommandPolicy([.ctrl(.digit(3)), .ctrl(.keypadDigit(3), listed: false)], "Fit screen", reach: .window)
        case .quit: return CommandPolicy([.ctrl(.letter("q")), .ctrl(.letter("w"), listed: false)], "Quit", reach: .window) { $0.quit() }
        case .toggleRecording: return CommandPolicy([.ctrl(.letter("r"))], "Record session", reach: .window)
        // The app's delegates hear these, so a recording keeps them (docs/UIKIT.md).
        case .enterBackground:
            return CommandPolicy([], "App to the background", recordedAs: "background", since: 4, reach: .app) { $0.device.enterBackground() }
        case .enterForeground:
            return CommandPolicy([], "App to the foreground", recordedAs: "foreground", since: 4, reach: .app) { $0.device.enterForeground() }
        }
    }

    /// The command a key gives with Ctrl and Shift held or not, or nil when it gives none. A
    /// modifier held that no chord of the key names is let through: F1 gives the help with Ctrl
    /// held too, and Ctrl+Shift+T slows animations as Ctrl+T does; but where a chord names Shift
    /// (Ctrl+Shift+Z), Shift+key gives that chord's command, and the key without Shift never does.
    package init?(pressing key: ShortcutKey, ctrl: Bool, shift: Bool = false) {
        let fits = Self.allCases.flatMap { command in
            command.policy.chords.filter { $0.key == key }.compactMap { chord in chord.fit(ctrl: ctrl, shift: shift).map { ($0, command) } }
        }
        // The chord naming the most of the modifiers held; no two chords are alike (`CommandPolicyTests`).
        guard let best = fits.max(by: { $0.0 < $1.0 }) else { return nil }
        self = best.1
    }

    /// Whether a key gives the command: all but the window's own events (minimized, shown),
    /// which the help's list of keyboard shortcuts leaves out.
    package var hasKey: Bool { !policy.chords.isEmpty }

    /// Whether the command sizes the window (Ctrl+1, 2, 3): the window host's alone, never the
    /// session's nor a recording's.
    package var sizesWindow: Bool { [.physicalSize, .pixelAccurate, .fitScreen].contains(self) }

    /// The keys, as shown in the help overlay ("Ctrl+/  F1").
    package var keys: String {
        guard hasKey else { return self == .enterBackground ? "Minimize" : "Restore" }
        return policy.chords.filter(\.isListed).map(\.name).joined(separator: "  ")
    }

    /// What the command does, as shown in the help overlay.
    package var summary: String { policy.summary }

    /// The name this command has in a session file, or nil when it is not recorded.
    package var sessionName: String? { policy.sessionName }

    /// The recorded command a file's name stands for.
    package init?(sessionName: String) {
        guard let command = Self.allCases.first(where: { $0.policy.sessionName == sessionName }) else { return nil }
        self = command
    }

    /// The names a session file may give a shortcut, in the order of the cases.
    package static var sessionNames: [String] { allCases.compactMap(\.sessionName) }

    /// The names a session file of `format` may give a shortcut: those its format already had
    /// (`CommandPolicy.sessionFormat`), in the order of the cases.
    package static func sessionNames(inFormat format: Int) -> [String] {
        allCases.filter { $0.policy.sessionFormat <= format }.compactMap(\.sessionName)
    }

    /// The newest session file format a shortcut's name needs: the recorder writes at least this
    /// one (`SessionHeader.currentFormat`).
    package static var newestSessionFormat: Int { allCases.map(\.policy.sessionFormat).max() ?? 1 }
}
