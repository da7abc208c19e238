import Foundation

/// The shape of rounded corners, as Core Animation's `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String
    /// Creates a curve from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous "squircle" corners.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// How a layer's contents are filtered when scaled, as Core Animation's
/// `CALayerContentsFilter`.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The filter's name.
    public let rawValue: String
    /// Creates a filter from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Bilinear interpolation (the default).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// Nearest neighbour.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Trilinear (treated as linear here).
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// The values behind the rendering hints of `CALayer`.
struct CALayerRenderingHints {
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1
    var cornerCurve = CALayerCornerCurve.circular
    var isOpaque = false
    var drawsAsynchronously = false
    var isGeometryFlipped = false
    var minificationFilter = CALayerContentsFilter.linear
    var magnificationFilter = CALayerContentsFilter.linear
    var filters: [Any]?
    var backgroundFilters: [Any]?
    var compositingFilter: Any?
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    var minificationFilterBias: Float = 0
    var wantsExtendedDynamicRangeContent = false
}

extension CALayer {
    /// Whether the layer is rendered to a bitmap and reused, as Core Animation's.
    ///
    /// Unlike Core Animation, this changes nothing: the compositor already keeps offscreen
    /// renderings and redraws only what changed, and the pixels are the same either way.
    var baseShouldRasterize: Bool {
        get { renderingHints.shouldRasterize }
        set { renderingHints.shouldRasterize = newValue }
    }

    /// The scale a rasterized layer is rendered at; kept, with no effect (see `shouldRasterize`).
    var baseRasterizationScale: CGFloat {
        get { renderingHints.rasterizationScale }
        set { renderingHints.rasterizationScale = newValue }
    }

    /// The curve of rounded corners. Unlike Core Animation, `.continuous` corners are drawn as
    /// circular ones (the difference is under a pixel for most radii).
    var baseCornerCurve: CALayerCornerCurve {
        get { renderingHints.cornerCurve }
        set { renderingHints.cornerCurve = newValue }
    }

    /// A promise that the layer fills its bounds with opaque pixels; kept, with no effect.
    var baseIsOpaque: Bool {
        get { renderingHints.isOpaque }
        set { renderingHints.isOpaque = newValue }
    }

    /// Whether drawing happens on a background thread; kept, with no effect.
    var baseDrawsAsynchronously: Bool {
        get { renderingHints.drawsAsynchronously }
        set { renderingHints.drawsAsynchronously = newValue }
    }

    /// Whether the layer's geometry is flipped vertically; kept. Unlike Core Animation on macOS,
    /// it changes nothing (on iOS layers are already top-down).
    var baseIsGeometryFlipped: Bool {
        get { renderingHints.isGeometryFlipped }
        set { renderingHints.isGeometryFlipped = newValue }
    }

    /// The filter used when contents are drawn smaller; kept. Unlike Core Animation, contents are
    /// always filtered bilinearly.
    var baseMinificationFilter: CALayerContentsFilter {
        get { renderingHints.minificationFilter }
        set { renderingHints.minificationFilter = newValue }
    }

    /// The filter used when contents are drawn larger; kept (see `minificationFilter`).
    var baseMagnificationFilter: CALayerContentsFilter {
        get { renderingHints.magnificationFilter }
        set { renderingHints.magnificationFilter = newValue }
    }

    /// Core Image filters on the layer's content; kept. Unlike macOS, iOS ignores them too.
    var baseFilters: [Any]? {
        get { renderingHints.filters }
        set { renderingHints.filters = newValue }
    }

    /// Core Image filters on what is behind the layer; kept, ignored (as on iOS).
    var baseBackgroundFilters: [Any]? {
        get { renderingHints.backgroundFilters }
        set { renderingHints.backgroundFilters = newValue }
    }

    /// A Core Image filter compositing the layer; kept, ignored (as on iOS).
    var baseCompositingFilter: Any? {
        get { renderingHints.compositingFilter }
        set { renderingHints.compositingFilter = newValue }
    }

    /// The stretchable middle of the contents, in unit coordinates (the whole image); kept.
    /// Unlike Core Animation, contents are scaled whole, as with the default.
    var baseContentsCenter: CGRect {
        get { renderingHints.contentsCenter }
        set { renderingHints.contentsCenter = newValue }
    }

    /// The mipmap level bias of minification; kept. Unlike Core Animation, contents are
    /// filtered bilinearly without mipmaps (see `minificationFilter`).
    var baseMinificationFilterBias: Float {
        get { renderingHints.minificationFilterBias }
        set { renderingHints.minificationFilterBias = newValue }
    }

    /// Whether the layer may show brighter-than-white (HDR) contents; kept. Unlike Core
    /// Animation, frames are standard dynamic range.
    var baseWantsExtendedDynamicRangeContent: Bool {
        get { renderingHints.wantsExtendedDynamicRangeContent }
        set { renderingHints.wantsExtendedDynamicRangeContent = newValue }
    }

    /// How much larger than `cornerRadius` a curve's corners reach along the edges: 1 for
    /// `.circular`, 1.528665 for `.continuous` (Core Animation's published factor).
    public static func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528665 : 1
    }

    /// Whether `key`'s value is written when the layer is archived: true, Core Animation's
    /// default for every key.
    public func shouldArchiveValue(forKey key: String) -> Bool { true }
}
