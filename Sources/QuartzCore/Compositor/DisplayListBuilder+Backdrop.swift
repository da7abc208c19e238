import Foundation
import Raster

extension DisplayListBuilder {
    /// The items already drawn behind the list being built, in its pixels: those of the lists
    /// this one is nested in, when it is a group rendered in destination pixels; nothing when an
    /// enclosing group is rendered in its own plane.
    var backdropSources: [DrawItem] { behindValid ? behind : [] }

    /// Runs `body` (which builds a group's own list) with what is behind the group known to the
    /// backdrops inside it: `items` when the group is rendered in destination pixels.
    mutating func withBackdrop(behindGroupIn items: [DrawItem], destinationSpace: Bool, _ body: (inout Self) -> Void) {
        let savedBehind = behind, savedValid = behindValid
        if destinationSpace { behind += items } else { behindValid = false }
        body(&self)
        behind = savedBehind
        behindValid = savedValid
    }

    /// `items` with every pending group picture drawn whole (`PendingGroupPicture`): a backdrop
    /// reads their pixels before the screen's list is known.
    func drawingPendingPictures(_ items: [DrawItem]) -> [DrawItem] {
        items.map { item in
            guard let pending = item.pending else { return item }
            var drawn = item
            drawn.quad.fill = .image(cache.pendingPicture(for: pending.layer, part: .group, region: nil, draw: pending.draw), crop: nil)
            drawn.pending = nil
            return drawn
        }
    }

    /// Appends a `BackdropBlurLayer`'s blur of `sources` (what is drawn behind it, in the list's
    /// pixels) under its bounds.
    mutating func appendBackdrop(_ layer: CALayer, state s: LayerState, sources: [DrawItem], to h: Homography,
                                 clip: PixelRect, opacity: Double, into items: inout [DrawItem]) {
        let pixelsPerPoint = abs(h.determinant).squareRoot() / max(abs(h.m22), 1e-9)
        let radius = Double(s.blurRadius) * pixelsPerPoint
        guard radius > 0, radius.isFinite, radius < Double(maxOffscreenSide), s.bounds.width > 0, s.bounds.height > 0 else { return }
        let box = Self.pixelBox(of: s.bounds, through: h).intersection(clip)
        guard !box.isEmpty else { return }
        // Content up to three standard deviations outside the bounds blurs into them.
        let margin = Int((radius * 1.5).rounded(.up)) + 1
        let region = PixelRect(x0: box.x0 - margin, y0: box.y0 - margin, x1: box.x1 + margin, y1: box.y1 + margin)
        // A wide blur hides detail a quarter-resolution picture lacks, at a sixteenth of the cost.
        let k = radius >= 8 ? 0.25 : 1.0
        let width = Int((Double(region.width) * k).rounded(.up)), height = Int((Double(region.height) * k).rounded(.up))
        guard width <= maxOffscreenSide, height <= maxOffscreenSide else { return }
        let local = drawingPendingPictures(sources.filter { !$0.bounds.intersection(region).isEmpty })
            .map { $0.scaled(by: k, dx: -Int((Double(region.x0) * k).rounded()), dy: -Int((Double(region.y0) * k).rounded())) }
        let (bitmap, version) = cache.bitmap(
            for: layer, part: .backdrop, signature: local,
            extra: [radius, k, Double(region.x0), Double(region.y0), Double(region.width), Double(region.height)]
        ) {
            DrawItem.picture(of: local, width: width, height: height, threads: threads).blurred(radius: radius * k)
        }
        let id = ObjectIdentifier(layer)
        let quad: QuadDraw
        if h.isScaleTranslate {
            // Pixel-aligned: the blurred region goes back where it was taken from.
            let x0 = Double(Int((Double(region.x0) * k).rounded())) / k, y0 = Double(Int((Double(region.y0) * k).rounded())) / k
            quad = QuadDraw(width: Double(width) / k, height: Double(height) / k, transform: .translation(x0, y0),
                            fill: .image(bitmap, crop: nil), opacity: opacity)
        } else {
            let b = s.bounds
            let inset = TexelRect(x: Double(box.x0 - region.x0) * k, y: Double(box.y0 - region.y0) * k,
                                  width: Double(box.width) * k, height: Double(box.height) * k)
            quad = QuadDraw(width: Double(b.width), height: Double(b.height),
                            transform: h.after(.translation(Double(b.minX), Double(b.minY))),
                            fill: .image(bitmap, crop: inset), opacity: opacity)
        }
        items.append(DrawItem(layer: id, part: .backdrop, quad: quad, clip: box,
                              content: .offscreen(id, .backdrop, version: version)))
    }
}
