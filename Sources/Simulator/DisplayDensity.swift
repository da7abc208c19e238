import Foundation

/// The display's pixels per inch and where they were read, for the window's physical size
/// (Ctrl+1): the iOS Simulator's "Physical Size" shows the phone as large as the real one, which
/// needs the display's real density, and the user is told which reading it came from.
package struct DisplayDensity: Equatable, Sendable {
    /// Where a density was read.
    package enum Source: Equatable, Sendable {
        /// The X resources' `Xft.dpi`, which a desktop sets for its fonts (HiDPI desktops included).
        case xftDPI
        /// The monitor's size as SDL reads it (XRandR's output size, from the monitor itself).
        case monitor
        /// The X screen's size in millimetres (what `Xvfb -dpi` and `xdpyinfo` give).
        case screenMillimetres
        /// Nothing plausible was read: 96 pixels per inch, the usual desktop's.
        case guessed
    }

    /// Pixels per inch of the display.
    package let dpi: Double
    /// Where `dpi` was read.
    package let source: Source

    /// Creates a density of `dpi` pixels per inch read from `source`.
    package init(dpi: Double, source: Source) {
        self.dpi = dpi
        self.source = source
    }

    /// The guess used when the display tells nothing: 96 pixels per inch.
    package static let guess = DisplayDensity(dpi: 96, source: .guessed)

    /// The densities a display may really have: a reading outside them (a virtual display
    /// giving 0 mm, a projector's nonsense) is ignored.
    static let plausible = 50.0...1000.0

    /// The first plausible reading of `Xft.dpi`, SDL's monitor reading, and the X screen's
    /// `screenPixels` wide over `screenMillimetres`, else the guess.
    ///
    /// SDL's own reading already gives `Xft.dpi` when the resources set it, so `Xft.dpi` comes
    /// first and names its source; without it SDL reads the monitor's size through XRandR,
    /// which a virtual display (Xvfb) leaves at 0, where the X screen's millimetres still say
    /// what `-dpi` was given.
    package static func choose(xftDPI: Double?, monitorDPI: Double?, screenPixels: Int?, screenMillimetres: Int?) -> DisplayDensity {
        if let xftDPI, plausible.contains(xftDPI) { return DisplayDensity(dpi: xftDPI, source: .xftDPI) }
        if let monitorDPI, plausible.contains(monitorDPI) { return DisplayDensity(dpi: monitorDPI, source: .monitor) }
        if let screenPixels, let screenMillimetres, screenMillimetres > 0 {
            let dpi = Double(screenPixels) * 25.4 / Double(screenMillimetres)
            if plausible.contains(dpi) { return DisplayDensity(dpi: dpi, source: .screenMillimetres) }
        }
        return guess
    }

    /// The `Xft.dpi` value of an X resource string (the `RESOURCE_MANAGER` property, as
    /// `xrdb -query` prints it), or nil when it sets none.
    package static func xftDPI(inResources resources: String) -> Double? {
        for line in resources.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi" else { continue }
            return Double(parts[1].trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// What the toast and the help say, short: "192 dpi (Xft.dpi)", "96 dpi guessed".
    package var shortDescription: String {
        let dpi = String(format: "%.0f dpi", self.dpi)
        switch source {
        case .xftDPI: return "\(dpi) (Xft.dpi)"
        case .monitor: return "\(dpi) (monitor)"
        case .screenMillimetres: return "\(dpi) (X screen)"
        case .guessed: return "\(dpi) guessed"
        }
    }
}
