import Foundation
import QuartzCore
import Text

extension UILabel: DisplayPreparing {
    /// The label's text laid out and its runs rendered, ahead of `draw(_:)`, on a worker: the
    /// layout `drawText(in:)` makes with the bounds at the screen's scale, so that drawing finds
    /// it and its glyphs in the caches (`DisplayPreparation`).
    ///
    /// A subclass drawing its text differently (another rectangle, its own drawing) only finds
    /// nothing prepared; a label too large to be drawn at the screen's scale is not prepared.
    package func displayPreparation(for layer: CALayer) -> (@Sendable () -> Void)? {
        guard let text, !text.isEmpty else { return nil }
        let size = bounds.size, scale = UIScreen.main.scale
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
              max(size.width, size.height) * scale <= CGFloat(Self.maxDrawingSide) else { return nil }
        var labelStyle = effectiveAttributes.style
        labelStyle.maximumNumberOfLines = max(0, numberOfLines)
        let style = labelStyle
        let width = Double(size.width), height = Double(size.height), pixelsPerPoint = Double(scale)
        return {
            let renderer = TextRenderer.shared
            // Two threads: the main thread, if it reaches this label first, waits for it.
            let layout = renderer.layout(text, style: style, maxWidth: width, maxHeight: height, scale: pixelsPerPoint, threads: 2)
            renderer.prepareRuns(of: layout, threads: 2)
        }
    }
}
