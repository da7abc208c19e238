import Foundation

/// The keyboard shortcuts of the simulator window, modelled on the iOS Simulator's (Ctrl
/// stands in for Cmd).
public enum SimulatorCommand: CaseIterable, Sendable {
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

    /// Whether a key gives the command: all but the window's own events (minimized, shown),
    /// which the help's list of keyboard shortcuts leaves out.
    public var hasKey: Bool { self != .enterBackground && self != .enterForeground }

    /// Whether the command sizes the window (Ctrl+1, 2, 3): the window host's alone, never the
    /// session's nor a recording's.
    public var sizesWindow: Bool { [.physicalSize, .pixelAccurate, .fitScreen].contains(self) }

    /// The keys, as shown in the help overlay.
    public var keys: String {
        switch self {
        case .toggleSlowAnimations: return "Ctrl+T"
        case .togglePause: return "Ctrl+P"
        case .stepFrame: return "Ctrl+."
        case .screenshot: return "Ctrl+S"
        case .toggleTouchIndicator: return "Ctrl+I"
        case .toggleHelp: return "Ctrl+/  F1"
        case .toggleGestureOverlay: return "Ctrl+G"
        case .toggleExplodedView: return "Ctrl+E"
        case .rotateLeft: return "Ctrl+Left"
        case .rotateRight: return "Ctrl+Right"
        case .physicalSize: return "Ctrl+1"
        case .pixelAccurate: return "Ctrl+2"
        case .fitScreen: return "Ctrl+3"
        case .quit: return "Ctrl+Q"
        case .toggleRecording: return "Ctrl+R"
        case .enterBackground: return "Minimize"
        case .enterForeground: return "Restore"
        }
    }

    /// What the command does, as shown in the help overlay.
    public var summary: String {
        switch self {
        case .toggleSlowAnimations: return "Slow animations (10x)"
        case .togglePause: return "Pause / resume time"
        case .stepFrame: return "Step a frame (paused)"
        case .screenshot: return "Save screenshot (PNG)"
        case .toggleTouchIndicator: return "Show touches"
        case .toggleHelp: return "This help"
        case .toggleGestureOverlay: return "Gesture overlay"
        case .toggleExplodedView: return "Exploded view (3D)"
        case .rotateLeft: return "Rotate left"
        case .rotateRight: return "Rotate right"
        case .physicalSize: return "Physical size"
        case .pixelAccurate: return "Pixel accurate"
        case .fitScreen: return "Fit screen"
        case .quit: return "Quit"
        case .toggleRecording: return "Record session"
        case .enterBackground: return "App to the background"
        case .enterForeground: return "App to the foreground"
        }
    }
}
