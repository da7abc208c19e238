import Foundation

/// The bar's pictures, kept per appearance: the bar always shows 9:41 and a full battery, so
/// what it draws depends only on its color, kind, bounds and scale, and a picture drawn once
/// is shown again rather than drawn again.
///
/// Unlike iOS, where the system draws the status bar outside the app's process, TransitionLab
/// draws it in the app's frames. A change of style along a transition would then draw the bar
/// in that transition's first frame (003's door: 4 M instructions at 3x with the scan of its
/// ink, 6% of the frame, docs/perf-log/issue-37-seventeenth-pass.md), so the first picture a
/// bar draws also draws the other color beside it, and finds its ink.
extension StatusBarView {
    /// What one picture of the bar shows.
    struct Appearance: Hashable {
        /// Whether the content is white (light content) rather than black.
        var isLight: Bool
        /// The layout.
        var kind: Kind
        /// The bounds, in points.
        var x, y, width, height: CGFloat
        /// Pixels per point.
        var scale: CGFloat
    }

    /// The most pictures a bar keeps: both colors in both orientations.
    static let maxPictures = 4

    /// The appearance of the bar drawn light or dark at `scale`, as it is laid out now.
    func appearance(light: Bool, scale: CGFloat) -> Appearance {
        Appearance(isLight: light, kind: kind, x: bounds.minX, y: bounds.minY, width: bounds.width,
                   height: bounds.height, scale: scale)
    }

    /// Shows the bar's picture for its style, layout and the screen's scale: the one kept for
    /// that appearance, or else drawn now (`displayDrawnContents()`) and kept. After the first
    /// picture it draws, the bar draws the other color's too.
    func showPicture() {
        let scale = UIScreen.main.scale
        let light = style == .lightContent
        let key = appearance(light: light, scale: scale)
        let registry = DrawnContentsRegistry.current
        if let picture = pictures[key] {
            registry.insert(picture)
            layer.contents = picture
            layer.contentsScale = scale
            return
        }
        displayDrawnContents()
        // Only a picture drawn whole at the screen's scale is kept (an oversized bar is drawn
        // at a lower one, and an empty bar draws nothing).
        guard let drawn = layer.contents as? CGImage, registry.contains(drawn), layer.contentsScale == scale else { return }
        let isFirst = pictures.isEmpty
        keep(drawn, for: key)
        if isFirst { drawAhead(light: !light, scale: scale) }
    }

    /// Draws and keeps the picture of the other color, without showing it.
    private func drawAhead(light: Bool, scale: CGFloat) {
        let width = Int((bounds.width * scale).rounded(.up)), height = Int((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0, max(width, height) <= Self.maxDrawingSide else { return }
        drawnStyle = light ? .lightContent : .darkContent
        defer { drawnStyle = nil }
        if let picture = drawnImage(width: width, height: height, scale: scale) {
            // The frame that shows it would otherwise scan it for its ink (a screen's width).
            picture.findInkBoundsAhead()
            keep(picture, for: appearance(light: light, scale: scale))
        }
    }

    /// Keeps `picture` for `key`, forgetting every other first when the bar keeps its most.
    private func keep(_ picture: CGImage, for key: Appearance) {
        if pictures.count >= Self.maxPictures { pictures.removeAll() }
        pictures[key] = picture
    }
}
