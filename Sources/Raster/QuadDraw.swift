/// What fills a quad: one color, or a bitmap stretched over it.
public enum QuadFill: Sendable {
    /// A premultiplied color.
    case color(RGBA8)
    /// A bitmap; `crop` selects the texel rectangle (x, y, width, height in texels, may be
    /// fractional) stretched over the whole quad, nil meaning the whole bitmap.
    ///
    /// As Core Animation's `contentsRect`, sampling clamps to the texels the crop rectangle
    /// touches (columns floor(x) through ceil(x + width) - 1, likewise rows): texels outside it
    /// never bleed in, so two halves of one snapshot or the cells of a sprite sheet can be drawn
    /// apart. A crop reaching past the bitmap clamps to the bitmap's edges.
    case image(Bitmap, crop: TexelRect? = nil)
}

/// A rectangle of a bitmap in texel units (texel (i, j) covers [i, i+1) x [j, j+1)).
///
/// As a crop (see `QuadFill.image`), it also bounds sampling: bilinear and nearest samples are
/// clamped to the texels it touches, a fractional edge included.
public struct TexelRect: Hashable, Sendable {
    /// Left edge in texels.
    public var x: Double
    /// Top edge in texels.
    public var y: Double
    /// Width in texels.
    public var width: Double
    /// Height in texels.
    public var height: Double

    /// Creates a texel rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}

/// How a bitmap is sampled when drawn under a transform.
public enum SamplingFilter: Sendable {
    /// Bilinear interpolation of the four nearest texels (clamped at the crop's edges, see
    /// `QuadFill.image`).
    case bilinear
    /// The nearest texel (clamped to the crop's texels).
    case nearest
}

/// One drawing command: a rectangle `[0, width] x [0, height]` in its own local units, optionally
/// with rounded corners, mapped to destination pixels by a projective `transform`, filled with a
/// color or a bitmap, and blended source-over with `opacity`.
///
/// This is the compositor's only primitive: layer backgrounds, contents, borders' sides,
/// offscreen groups and shadows are all quads.
public struct QuadDraw: Sendable {
    /// Width of the local rectangle.
    public var width: Double
    /// Height of the local rectangle.
    public var height: Double
    /// Maps local points to destination pixels (pixel centers at +0.5).
    public var transform: Homography
    /// What fills the rectangle.
    public var fill: QuadFill
    /// Radius of the rounded corners in local units (0: square corners).
    public var cornerRadius: Double
    /// Multiplies the fill's alpha, 0...1.
    public var opacity: Double
    /// Whether edges get coverage anti-aliasing (true) or are cut at pixel centers (false).
    public var antialiased: Bool
    /// How a bitmap fill is sampled.
    public var filter: SamplingFilter

    /// Creates a drawing command.
    public init(width: Double, height: Double, transform: Homography = .identity, fill: QuadFill,
                cornerRadius: Double = 0, opacity: Double = 1, antialiased: Bool = true,
                filter: SamplingFilter = .bilinear) {
        self.width = width; self.height = height; self.transform = transform; self.fill = fill
        self.cornerRadius = cornerRadius; self.opacity = opacity; self.antialiased = antialiased
        self.filter = filter
    }
}
