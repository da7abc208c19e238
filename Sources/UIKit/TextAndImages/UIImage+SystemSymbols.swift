import Foundation

/// What a symbol image was made from, so it can be drawn again with another configuration.
struct SymbolImageDescription {
    /// The symbol's name, as asked for.
    let name: String
    /// The configuration it was drawn with.
    let configuration: UIImage.SymbolConfiguration
}

extension UIImage {
    /// The system symbol `name` at the default configuration (17 points, regular, medium).
    ///
    /// Unlike UIKit, the symbols are TransitionLab's own drawings (SF Symbols cannot ship
    /// here), of a set of common names (`SymbolGlyphs.names`: xmark, chevrons, arrows, plus,
    /// minus, heart, star, photo, gear, magnifyingglass, square.and.arrow.up, trash, ellipsis,
    /// info.circle, person, house, bell, ...), square; a `.fill` variant without a drawing shows
    /// its outline, and other unknown names give a placeholder (a
    /// question mark in a rounded square) instead of nil, since real code uses names we cannot
    /// draw. As in UIKit, the image's rendering mode is `.automatic` and image views and
    /// buttons draw it as a template in their tint color.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The system symbol `name` drawn with `configuration` (a `SymbolConfiguration`; others
    /// are ignored). See `init(systemName:)`.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        let resolved = (configuration as? SymbolConfiguration) ?? .unspecified
        let drawn = UIImage.drawSymbol(named: name, configuration: resolved)
        self.init(cgImage: drawn.cgImage!, scale: drawn.scale, orientation: .up)
        symbolDescription = SymbolImageDescription(name: name, configuration: resolved)
    }

    /// The system symbol `name`; the traits only choose the scale of the pixels.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// Whether the image is a symbol from `UIImage(systemName:)`.
    public var isSymbolImage: Bool { symbolDescription != nil }

    /// The configuration of a symbol image (nil for other images).
    public var symbolConfiguration: UIImage.SymbolConfiguration? { symbolDescription?.configuration }

    /// The configuration of the image (a symbol's, else nil here).
    public var configuration: UIImage.Configuration? { symbolConfiguration }

    /// The same symbol drawn with `configuration` put over its own; other images are
    /// returned unchanged.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard let description = symbolDescription else { return self }
        let image = UIImage(systemName: description.name, withConfiguration: description.configuration.applying(configuration))!
        return image.withRenderingMode(renderingMode)
    }

    /// The same symbol drawn with `configuration` put over its own (nil for other images).
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        return withConfiguration(configuration)
    }

    /// Whether image views draw the image as a silhouette in their tint color: template
    /// images, and symbols unless made `.alwaysOriginal`.
    var drawsAsTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage)
    }

    /// Draws a symbol in black on a square canvas at the screen's scale: the point size times
    /// the scale's factor times 1.2, with strokes as wide as the weight asks.
    static func drawSymbol(named name: String, configuration: SymbolConfiguration) -> UIImage {
        let pointSize = configuration.resolvedPointSize
        let side = (pointSize * 1.2 * configuration.scale.sizeFactor).rounded()
        let format = UIGraphicsImageRendererFormat()
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format)
        return renderer.image { rendererContext in
            let context = rendererContext.cgContext
            let grid = side / 24
            context.scaleBy(x: grid, y: grid)
            context.setStrokeColor(UIColor.black.cgColor)
            context.setFillColor(UIColor.black.cgColor)
            context.setLineWidth(pointSize * configuration.weight.strokeFraction / grid)
            context.setLineCap(.round)
            context.setLineJoin(.round)
            if !SymbolGlyphs.draw(name, in: context) {
                SymbolGlyphs.drawPlaceholder(in: context)
            }
        }
    }
}
