/// A window size worked out for a display (`WindowSize.fitted`): the window in points, its zoom,
/// and how much of the size asked for fits.
package struct WindowFit: Equatable, Sendable {
    /// The window's width in window points.
    package let width: Int
    /// The window's height in window points.
    package let height: Int
    /// Window points per picture pixel.
    package let zoom: Double
    /// The share of the size asked for that the window shows: 1 when it fits, less when it was
    /// scaled down to the display's usable area.
    package let shown: Double
    /// Display pixels per window point (2 on HiDPI).
    package let pixelsPerPoint: Double

    /// Display pixels per picture pixel, in percent: 100 is pixel accurate.
    package var pixelAccuratePercent: Double { zoom * pixelsPerPoint * 100 }
}
