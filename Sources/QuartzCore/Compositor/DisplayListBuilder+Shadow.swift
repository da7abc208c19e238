import Foundation
import Raster

extension DisplayListBuilder {
    /// The shape a shadow is cast from, in layer coordinates: the shadow path, or the rounded
    /// bounds. A rectangle, rounded rectangle or circle-like ellipse is drawn exactly from
    /// `rect` and `radius`; any other outline comes as `path`, filled by the path rasterizer.
    static func shadowShape(_ s: LayerState) -> (rect: CGRect, radius: CGFloat, path: CGPath?) {
        guard let path = s.shadowPath else {
            return hasPartialCorners(s) ? (s.bounds, 0, roundedBoundsPath(s)) : (s.bounds, s.cornerRadius, nil)
        }
        switch path.shape {
        case .rect(let r)?: return (r.standardized, 0, nil)
        case .roundedRect(let r, let cw, let ch)?: return (r.standardized, min(cw, ch), nil)
        case .ellipse(let r)? where abs(r.width) == abs(r.height): return (r.standardized, abs(r.width) / 2, nil)
        default:
            let box = path.boundingBoxOfPath
            return (box.isNull ? .zero : box, 0, path)
        }
    }

    /// A path's elements as numbers (their count, then each kind and its points), for the
    /// offscreen cache to compare exactly; none for no path. Unlike `hashValue`, seeded per
    /// process, they are the same in every process and never collide.
    static func cacheNumbers(of path: CGPath?) -> [Double] {
        guard let path else { return [] }
        var numbers = [Double(path.segments.count)]
        for segment in path.segments {
            numbers.append(Double(segment.type.rawValue))
            for point in segment.points { numbers += [Double(point.x), Double(point.y)] }
        }
        return numbers
    }

    /// Rounds a resolution to a quarter-octave step, so a layer whose scale animates re-renders
    /// its shadow a few times rather than every frame.
    static func quantizedScale(_ k: Double) -> Double {
        let clamped = min(8, max(0.25, k))
        return pow(2, (log2(clamped) * 4).rounded(.up) / 4)
    }

    /// The shadow of a known shape (shadow path or plain rounded bounds): the shape blurred once
    /// in the layer's plane (cached), then drawn under the layer's transform with its offset.
    func appendShapeShadow(_ layer: CALayer, state s: LayerState, to h: Homography, clip: PixelRect, opacity: Double,
                           into items: inout [DrawItem]) {
        let (shape, cornerRadius, outline) = Self.shadowShape(s)
        guard shape.width > 0, shape.height > 0, let color = s.shadowColor else { return }
        let k = Self.quantizedScale(Self.magnification(of: h, over: s.bounds))
        let sigmaRadius = Double(s.shadowRadius) * k
        // Sizes past the offscreen limit are not drawn; checked before any conversion to Int,
        // which would trap on a huge (finite) radius or shape.
        let limit = Double(maxOffscreenSide)
        guard sigmaRadius * 1.5 < limit, Double(shape.width) * k < limit, Double(shape.height) * k < limit else { return }
        let pad = Int((sigmaRadius * 1.5).rounded(.up)) + 2
        let width = Int((Double(shape.width) * k).rounded(.up)) + 2 * pad
        let height = Int((Double(shape.height) * k).rounded(.up)) + 2 * pad
        guard width <= maxOffscreenSide, height <= maxOffscreenSide else { return }
        let tint = color.premultiplied(opacity: Double(s.shadowOpacity))
        let geometry = [Double(shape.width), Double(shape.height), Double(cornerRadius), sigmaRadius, k] + Self.cacheNumbers(of: outline)
        let extra = geometry + [Double(tint.r), Double(tint.g), Double(tint.b), Double(tint.a)]
        let threads = threads
        let makeMask = {
            guard let outline else {
                let quad = QuadDraw(width: Double(shape.width), height: Double(shape.height),
                                    transform: Homography.translation(Double(pad), Double(pad)).after(.scale(k, k)),
                                    fill: .color(.white), cornerRadius: Double(cornerRadius))
                return ShadowMask(quad: quad, width: width, height: height, radius: sigmaRadius, threads: threads,
                                  parallel: LayerCompositor.parallelLoop)
            }
            var silhouette = Bitmap(width: width, height: height)
            let t = CGAffineTransform(a: CGFloat(k), b: 0, c: 0, d: CGFloat(k), tx: CGFloat(Double(pad) - Double(shape.minX) * k),
                                      ty: CGFloat(Double(pad) - Double(shape.minY) * k))
            silhouette.fill(outline.fillCoverage(transform: t, rule: .winding, clip: silhouette.bounds), color: .white)
            return ShadowMask(silhouette: silhouette, radius: sigmaRadius, threads: threads, parallel: LayerCompositor.parallelLoop)
        }
        // A frame that draws nothing blurs a new layer's shadow anyway when asked to, so the
        // frames drawn later (a replay's cursors, forked from this process) find it made.
        if !cache.rendersImages && cache.preparesShapeShadows && !cache.hasEntry(for: layer, part: .shadow) {
            _ = cache.shadowMask(geometry: geometry, make: makeMask)
        }
        let (bitmap, version) = cache.bitmap(for: layer, part: .shadow, signature: [], extra: extra) {
            // Tinted as the blur left it (each distinct row once), then copied out whole.
            cache.shadowMask(geometry: geometry, make: makeMask).tinted(tint, threads: threads, parallel: LayerCompositor.parallelLoop)
        }
        let origin = (x: Double(shape.minX + s.shadowOffset.width), y: Double(shape.minY + s.shadowOffset.height))
        let transform = h.after(.translation(origin.x, origin.y)).after(.scale(1 / k, 1 / k))
            .after(.translation(Double(-pad), Double(-pad)))
        let id = ObjectIdentifier(layer)
        let quad = QuadDraw(width: Double(width), height: Double(height), transform: transform,
                            fill: .image(bitmap, crop: nil), opacity: opacity)
        items.append(DrawItem(layer: id, part: .shadow, quad: quad, clip: clip, content: .offscreen(id, .shadow, version: version)))
    }

    /// The shadow of whatever the layer's group drew: its alpha, tinted and blurred (cached with
    /// the group's version).
    func appendAlphaShadow(_ layer: CALayer, state s: LayerState, group: Bitmap, groupVersion: Int, space: OffscreenSpace,
                           toPixels: Homography, clip: PixelRect, opacity: Double, into items: inout [DrawItem]) {
        guard let color = s.shadowColor else { return }
        let tint = color.premultiplied(opacity: Double(s.shadowOpacity))
        let radius = Double(s.shadowRadius) * space.scale
        let extra = [Double(groupVersion), radius, Double(tint.r), Double(tint.g), Double(tint.b), Double(tint.a)]
        let threads = threads
        let (bitmap, version) = cache.bitmap(for: layer, part: .shadow, signature: [], extra: extra) {
            // From the group's alpha alone, the bytes of its tinted silhouette blurred.
            group.blurredSilhouette(color: tint, radius: radius, threads: threads, parallel: LayerCompositor.parallelLoop)
        }
        let o = space.layerToOffscreen
        let offset = Homography.translation(Double(s.shadowOffset.width) * o.m00, Double(s.shadowOffset.height) * o.m11)
        let id = ObjectIdentifier(layer)
        let quad = QuadDraw(width: Double(bitmap.width), height: Double(bitmap.height),
                            transform: toPixels.after(offset), fill: .image(bitmap, crop: nil), opacity: opacity)
        items.append(DrawItem(layer: id, part: .shadow, quad: quad, clip: clip, content: .offscreen(id, .shadow, version: version)))
    }
}
