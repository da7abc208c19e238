import Foundation

/// How large the window shows its picture: the sizes of the iOS Simulator's Window menu
/// (Ctrl+1, 2, 3 for its Cmd+1, 2, 3), worked out here without SDL so tests check them. The
/// window host keeps the size chosen as the picture changes (a turn, the side panel), and a
/// window resized by hand keeps its zoom.
package enum WindowSize: Equatable, Sendable {
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
    package init?(_ command: SimulatorCommand) {
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
    /// `usable` window points free (a title bar takes 5 % of the height): `fitted`'s size.
    package func windowSize(picture: (width: Int, height: Int), scale: Double, pointsPerInch: Double, dpi: Double,
                           pixelsPerPoint: Double = 1, usable: (width: Int, height: Int)) -> (width: Int, height: Int) {
        let fit = fitted(picture: picture, scale: scale, pointsPerInch: pointsPerInch, dpi: dpi, pixelsPerPoint: pixelsPerPoint, usable: usable)
        return (fit.width, fit.height)
    }

    /// The window for this size on a display (see `windowSize`), never larger than its usable
    /// area: a size that would not fit (a tall phone pixel accurate, the physical size of a
    /// tablet on a small display, a window dragged larger than the display) is scaled down to
    /// the largest that does, keeping its shape, as the iOS Simulator keeps its window on the
    /// display.
    package func fitted(picture: (width: Int, height: Int), scale: Double, pointsPerInch: Double, dpi: Double,
                       pixelsPerPoint: Double = 1, usable: (width: Int, height: Int)) -> WindowFit {
        let width = Double(max(1, picture.width)), height = Double(max(1, picture.height))
        let fit = min(Double(usable.width) / width, Double(usable.height) * 0.95 / height)
        let asked: Double
        switch self {
        case .points: asked = min(1 / scale, fit)
        case .physical: asked = dpi / (pointsPerInch * scale) / pixelsPerPoint
        case .pixelAccurate: asked = 1 / pixelsPerPoint
        case .fitScreen: asked = fit
        case .zoom(let points): asked = points
        }
        let zoom = min(asked, fit)
        return WindowFit(width: max(1, Int((width * zoom).rounded())), height: max(1, Int((height * zoom).rounded())),
                         zoom: zoom, shown: asked > 0 ? zoom / asked : 1, pixelsPerPoint: pixelsPerPoint)
    }

    /// What the window says when this size is chosen (a toast, short enough for the strip under
    /// the phone), or nil for the launch size: the size's name, the density the physical size
    /// came from, and the share of the size kept when it was scaled down to fit (`fit.shown`),
    /// or how large the picture is shown.
    package func notice(_ fit: WindowFit, density: DisplayDensity) -> String? {
        let scaled = fit.shown < 0.995 ? String(format: "%.0f%%", fit.shown * 100) : nil
        switch self {
        case .points: return nil
        case .physical: return "Physical size, \(density.shortDescription)" + (scaled.map { ": \($0)" } ?? "")
        case .pixelAccurate: return "Pixel accurate" + (scaled.map { ": scaled to \($0) to fit" } ?? "")
        case .fitScreen: return String(format: "Fit screen: %.0f%% of pixel accurate", fit.pixelAccuratePercent)
        case .zoom: return String(format: "Kept on the display: %.0f%%", fit.pixelAccuratePercent)
        }
    }
}
