import Foundation
import Raster

extension DisplayListBuilder {
    /// How a layer's offscreen rendering relates to its layer and to the destination.
    struct OffscreenSpace {
        /// Maps the layer's bounds coordinates to offscreen pixels (always scale + translate).
        var layerToOffscreen: Homography
        /// Maps offscreen pixels to destination pixels.
        var offscreenToPixels: Homography
        /// Offscreen pixels per layer unit.
        var scale: Double
    }

    /// Chooses where to render a layer offscreen: in destination pixels when the layer is only
    /// scaled and translated (so drawing it back is a whole-pixel copy), otherwise in the layer's
    /// own plane at the resolution it is seen with at its most magnified corner.
    func offscreenSpace(for h: Homography, bounds b: CGRect) -> OffscreenSpace {
        if h.isScaleTranslate && h.m22 > 0 {
            return OffscreenSpace(layerToOffscreen: h, offscreenToPixels: .identity,
                                  scale: max(abs(h.m00), abs(h.m11)) / h.m22)
        }
        let k = min(8, max(0.25, Self.magnification(of: h, over: b)))
        return OffscreenSpace(layerToOffscreen: .scale(k, k), offscreenToPixels: h.after(.scale(1 / k, 1 / k)), scale: k)
    }

    /// The largest stretch the map applies to a unit vector at the corners of `b`.
    static func magnification(of h: Homography, over b: CGRect) -> Double {
        var best = 0.0
        for (x, y) in [(b.minX, b.minY), (b.maxX, b.minY), (b.maxX, b.maxY), (b.minX, b.maxY), (b.midX, b.midY)] {
            let (X, Y, W) = h.applyHomogeneous(x: Double(x), y: Double(y))
            guard W > 1e-9 else { continue }
            let u = X / W, v = Y / W
            // The Jacobian of a projective map: d(X/W)/dx = (m00 - u*m20) / W, and so on.
            let dxdx = (h.m00 - u * h.m20) / W, dydx = (h.m10 - v * h.m20) / W
            let dxdy = (h.m01 - u * h.m21) / W, dydy = (h.m11 - v * h.m21) / W
            best = max(best, (dxdx * dxdx + dydx * dydx).squareRoot(), (dxdy * dxdy + dydy * dydy).squareRoot())
        }
        return best > 0 && best.isFinite ? best : 1
    }

    /// Draws the layer and its subtree into an offscreen bitmap (cached), then appends it as one
    /// image quad, with its shadow below it.
    mutating func appendGroup(_ layer: CALayer, state s: LayerState, children: [(CALayer, LayerState)], to h: Homography,
                              placement p: Placement, alpha: Double, groupOpacity: Bool, shapeShadow: Bool,
                              into items: inout [DrawItem]) {
        let space = offscreenSpace(for: h, bounds: s.bounds)
        let o = space.layerToOffscreen
        // The lists inside the group are drawn into its picture: none of theirs waits.
        let defersHere = defersGroupPictures
        defersGroupPictures = false
        defer { defersGroupPictures = defersHere }
        let unbounded = Self.unboundedClip
        // Opacity is applied once, to the whole group, when the group exists for opacity;
        // otherwise it is pushed into the group's content.
        let innerOpacity = groupOpacity ? 1.0 : alpha
        let outerOpacity = groupOpacity ? alpha : 1.0

        var sub: [DrawItem] = []
        let image = s.contents as? CGImage
        // Backdrops inside the group blur what the frame drew before it (when in its pixels).
        withBackdrop(behindGroupIn: items, destinationSpace: space.offscreenToPixels == .identity) { builder in
            if layer is BackdropBlurLayer, s.blurRadius > 0 {
                builder.appendBackdrop(layer, state: s, sources: builder.backdropSources, to: o, clip: unbounded,
                                       opacity: innerOpacity, into: &sub)
            }
            builder.appendOwnContent(layer, state: s, image: image, contentsRect: image.map { Self.gravityRect(s, image: $0) },
                                     to: o, clip: unbounded, opacity: innerOpacity, clipContents: false, into: &sub)
            builder.appendChildren(children, parent: s, to: o, clip: unbounded, opacity: innerOpacity, into: &sub)
            builder.appendBorder(layer, state: s, to: o, clip: unbounded, opacity: innerOpacity, into: &sub)
        }

        let shadowFromAlpha = s.shadowOpacity > 0 && !shapeShadow && Self.isVisible(s.shadowColor)
        let padding = Double(s.shadowRadius) * space.scale * 1.5
        // A shadow wider than any offscreen picture is not drawn (nor converted to Int, which traps).
        guard !shadowFromAlpha || padding < Double(maxOffscreenSide) else { return }
        let shadowPad = shadowFromAlpha ? Int(padding.rounded(.up)) + 2 : 0
        var extent = Self.groupExtent(state: s, content: sub, space: space, clip: p.clip, shadowPad: shadowPad)
        guard !extent.isEmpty, extent.width <= maxOffscreenSide, extent.height <= maxOffscreenSide else { return }
        let id = ObjectIdentifier(layer)
        // A faded view's flat background is drawn as a color where it shows alone.
        var backgroundPieces: [DrawItem] = []
        if splitsFlatBackgrounds, !shadowFromAlpha, layer.mask == nil, space.offscreenToPixels == .identity,
           !s.masksToBounds || s.cornerRadius == 0,
           let split = Self.flatBackgroundSplit(of: sub, layer: id, extent: extent, opacity: outerOpacity) {
            extent = split.pictureExtent
            backgroundPieces = split.pieces
        }
        if shapeShadow {
            appendShapeShadow(layer, state: s, to: h, clip: p.clip, opacity: alpha, into: &items)
        }
        items += backgroundPieces
        guard !extent.isEmpty else { return }
        // Cut to the picture, the clips no longer depend on where the group lies: a group moved
        // by whole pixels, or pictured by a snapshot, has the same content as before.
        let pictureRect = PixelRect(x: 0, y: 0, width: extent.width, height: extent.height)
        let shifted = sub.map { item in
            var moved = item.offset(dx: -extent.x0, dy: -extent.y0)
            moved.clip = moved.clip.intersection(pictureRect)
            moved.clipBeforeInk = moved.clipBeforeInk?.intersection(pictureRect)
            moved.bounds = moved.bounds.intersection(pictureRect)
            return moved
        }
        let toExtent = Homography.translation(Double(-extent.x0), Double(-extent.y0)).after(o)

        // Drawn whole when its alpha casts a shadow or its mask is drawn; else, in the screen's own
        // pixels, only where nothing later hides it, once the screen's list is known.
        let defers = defersHere && !shadowFromAlpha && layer.mask == nil && space.offscreenToPixels == .identity
        var bitmap = Bitmap(width: 0, height: 0), version = 0
        var pending: PendingGroupPicture?
        if defers {
            (pending, version) = pendingGroupPicture(layer, state: s, content: shifted, extent: extent, toExtent: toExtent,
                                                     drawnOpaquely: outerOpacity >= 1)
        } else {
            (bitmap, version) = groupPicture(layer, state: s, content: shifted, extent: extent, toExtent: toExtent)
        }
        let toPixels = space.offscreenToPixels.after(.translation(Double(extent.x0), Double(extent.y0)))
        if shadowFromAlpha {
            appendAlphaShadow(layer, state: s, group: bitmap, groupVersion: version, space: space,
                              toPixels: toPixels, clip: p.clip, opacity: outerOpacity, into: &items)
        }
        let quad = QuadDraw(width: Double(extent.width), height: Double(extent.height), transform: toPixels,
                            fill: .image(bitmap, crop: nil), opacity: outerOpacity)
        var item = DrawItem(layer: id, part: .group, quad: quad, clip: p.clip, content: .offscreen(id, .group, version: version))
        item.pending = pending
        // A picture drawn anew this frame is drawn only around the opaque interior of a rounded
        // group, whose items go straight onto the screen: the sheet sliding up, the page shrinking
        // under it. A picture kept from the last frame is cheaper copied than drawn again.
        if pending != nil, drawsRoundedInteriorsDirectly, alpha >= 1, !groupOpacity,
           cache.isDrawnAnew(for: layer, part: .group),
           let interior = Self.openInterior(layer, state: s, through: h, clip: p.clip) {
            item.bounds = extent.intersection(p.clip)
            items.append(item)
            items += Self.interiorItems(of: layer, state: s, through: h, content: sub, interior: interior)
            return
        }
        if space.offscreenToPixels == .identity {
            // Drawn at its own size on whole pixels, the picture covers its extent exactly. The
            // quad's bounds keep a margin for antialiasing, which nested groups would add up level
            // by level (each picture a few pixels larger than the one inside it).
            item.bounds = extent.intersection(p.clip)
            if outerOpacity >= 1 && pending == nil {
                // It hides what lies under its opaque block (a sheet below its rounded corners,
                // inside the margin its shadow's picture keeps).
                item.opaquePicturePixels = cache.opaquePixels(for: layer, part: .group, drawnAt: (extent.x0, extent.y0))
            }
        }
        items.append(item)
    }
}

extension Homography {
    /// The nine entries, row by row (for cache signatures).
    var entries: [Double] { [m00, m01, m02, m10, m11, m12, m20, m21, m22] }
}
