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
    /// Ctrl+Q or Ctrl+W: close the window.
    case quit
    /// Ctrl+R: start or stop recording the session to a file.
    case toggleRecording

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
        case .quit: return "Ctrl+Q"
        case .toggleRecording: return "Ctrl+R"
        }
    }

    /// What the command does, as shown in the help overlay.
    public var summary: String {
        switch self {
        case .toggleSlowAnimations: return "Slow animations (10x)"
        case .togglePause: return "Pause / resume time"
        case .stepFrame: return "Step one frame (paused)"
        case .screenshot: return "Save screenshot (PNG)"
        case .toggleTouchIndicator: return "Show touches"
        case .toggleHelp: return "This help"
        case .toggleGestureOverlay: return "Gesture overlay"
        case .toggleExplodedView: return "Exploded view (3D)"
        case .rotateLeft: return "Rotate left"
        case .rotateRight: return "Rotate right"
        case .quit: return "Quit"
        case .toggleRecording: return "Record session"
        }
    }
}
