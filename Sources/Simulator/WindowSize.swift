import Foundation

/// How large the window shows its picture: the sizes of the iOS Simulator's Window menu
/// (Ctrl+1, 2, 3 for its Cmd+1, 2, 3), worked out here without SDL so tests check them. The
/// window host keeps the size chosen as the picture changes (a turn, the side panel), and a
/// window resized by hand keeps its zoom.
public enum WindowSize: Equatable, Sendable {
    /// One window point per simulated point, shrunk to fit the display: the size at launch.
    case points
    /// The phone as large as the real one, from the display's pixels per inch and the
    /// device's points per inch (Ctrl+1).
    case physical
    /// One display pixel per pixel of the picture, so the screen's pixels show unscaled (Ctrl+2).
    case pixelAccurate
    /// As large as the display's usable area allows (Ctrl+3).
    case fitScreen
    /// This many window points per picture pixel: a size the user dragged the window to.
    case zoom(Double)

    /// The size a window-size shortcut asks for, or nil for any other shortcut.
    public init?(_ command: SimulatorCommand) {
        switch command {
        case .physicalSize: self = .physical
        case .pixelAccurate: self = .pixelAccurate
        case .fitScreen: self = .fitScreen
        default: return nil
        }
    }

    /// The window's size in window points for a picture `picture` pixels large of a device
    /// drawn at `scale` pixels per point with `pointsPerInch` points to its inch, on a display
    /// of `dpi` pixels per inch with `pixelsPerPoint` pixels per window point (2 on HiDPI) and
    /// `usable` window points free (a title bar takes 5 % of the height).
    public func windowSize(picture: (width: Int, height: Int), scale: Double, pointsPerInch: Double, dpi: Double,
                           pixelsPerPoint: Double = 1, usable: (width: Int, height: Int)) -> (width: Int, height: Int) {
        let width = Double(max(1, picture.width)), height = Double(max(1, picture.height))
        let fit = min(Double(usable.width) / width, Double(usable.height) * 0.95 / height)
        let zoom: Double
        switch self {
        case .points: zoom = min(1 / scale, fit)
        case .physical: zoom = dpi / (pointsPerInch * scale) / pixelsPerPoint
        case .pixelAccurate: zoom = 1 / pixelsPerPoint
        case .fitScreen: zoom = fit
        case .zoom(let points): zoom = points
        }
        return (max(1, Int((width * zoom).rounded())), max(1, Int((height * zoom).rounded())))
    }
}
