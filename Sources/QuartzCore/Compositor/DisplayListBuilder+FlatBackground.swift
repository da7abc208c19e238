import Raster

extension DisplayListBuilder {
    /// A translucent group's picture cut down to where its layer's flat background does not
    /// show alone: what `appendGroup` draws instead of the whole picture.
    ///
    /// A view faded in or out (`alpha` animated on a view with a background color and a few
    /// subviews) is a group picture the size of the view, most of it the background's color.
    /// Where nothing else of the group lies, the picture's pixels are that color exactly, and
    /// drawing them at the group's opacity gives the bytes a color item at that opacity gives:
    /// both scale the pixel by the opacity and blend it over (`PixelMath.over`, and
    /// `ColorShader.fill` with the scaled color). So those parts are drawn as the background
    /// color, and the picture, made, filled and read at every frame's opacity, covers only the
    /// rest (docs/perf-log/issue-37-fifteenth-pass.md).
    struct FlatBackgroundSplit {
        /// The pixels the group's picture still covers; empty when the background is all there is.
        var pictureExtent: PixelRect
        /// The background drawn at the group's opacity, each clipped to one rectangle where it
        /// shows alone.
        var pieces: [DrawItem]
    }

    /// The split of a group drawn at `opacity` in its destination's pixels, whose `content` (in
    /// those pixels) fills `extent`; nil when the group does not qualify or gains too little.
    ///
    /// It qualifies when its first item is its layer's own background: a color at full opacity
    /// with square corners, on whole pixels (exactly covered inside, untouched outside), and no
    /// item of the group reads the pixels around it (a backdrop). A translucent background
    /// qualifies too: drawn on the clear picture it is stored as it is.
    static func flatBackgroundSplit(of content: [DrawItem], layer: ObjectIdentifier, extent: PixelRect,
                                    opacity: Double) -> FlatBackgroundSplit? {
        guard opacity < 1, let background = content.first, background.layer == layer, background.part == .background,
              background.curl == nil, case .color = background.quad.fill, background.quad.opacity == 1,
              background.quad.cornerRadius == 0, let rect = background.quad.wholePixelRect,
              background.clip.intersection(rect) == rect,
              !content.contains(where: { $0.part == .backdrop }) else { return nil }
        let rest = content.dropFirst().reduce(PixelRect.empty) { $0.union($1.bounds) }.intersection(extent)
        let alone = rect.intersection(extent)
        // A few pieces around the rest; a split saving under a quarter of the picture is not
        // worth its extra items.
        guard let shown = rest.isEmpty ? [alone] : alone.subtracting([rest], limit: 4),
              shown.reduce(0, { $0 + $1.area }) * 4 >= extent.area else { return nil }
        let pieces = shown.map { piece -> DrawItem in
            var item = background
            item.quad.opacity = opacity
            item.clip = piece
            item.bounds = item.quad.pixelBounds.intersection(piece)
            return item
        }
        return FlatBackgroundSplit(pictureExtent: rest, pieces: pieces)
    }
}
