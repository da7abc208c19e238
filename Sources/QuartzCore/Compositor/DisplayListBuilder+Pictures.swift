import Foundation
import Raster

extension DisplayListBuilder {
    /// Whether the layer draws a picture of its own: a shape layer with a visible fill or
    /// stroke, or a gradient layer with colors.
    static func drawsPicture(_ layer: CALayer, _ s: LayerState) -> Bool {
        if layer is CAShapeLayer {
            return s.shapePath.map { !$0.isEmpty } == true
                && (isVisible(s.fillColor) || (isVisible(s.strokeColor) && s.lineWidth > 0))
        }
        if layer is CAGradientLayer {
            return !(s.gradientColors ?? []).isEmpty && s.bounds.width > 0 && s.bounds.height > 0
        }
        return false
    }

    /// Whether the corners are rounded but not all of them (`maskedCorners`).
    static func hasPartialCorners(_ s: LayerState) -> Bool { s.cornerRadius > 0 && s.maskedCorners != .all }

    /// The outline of the bounds with the rounded corners `maskedCorners` selects.
    static func roundedBoundsPath(_ s: LayerState, inset: CGFloat = 0) -> CGPath {
        let path = CGMutablePath()
        let r = s.bounds.insetBy(dx: inset, dy: inset)
        guard r.width > 0, r.height > 0 else { return path }
        path.addRoundedRect(in: r, corners: s.maskedCorners.radii(max(0, s.cornerRadius - inset)))
        return path
    }

    /// Appends a shape or gradient layer's picture (see `drawsPicture`).
    func appendPicture(_ layer: CALayer, state s: LayerState, to h: Homography, clip: PixelRect, opacity: Double,
                       into items: inout [DrawItem]) {
        if let shape = layer as? CAShapeLayer, let path = s.shapePath {
            let stroking = Self.isVisible(s.strokeColor) && s.lineWidth > 0
            let settings = shape.strokeSettings(s)
            let halfWidth = stroking ? Double(s.lineWidth) / 2 : 0
            // Miter corners reach out by up to miterLimit half-widths; square caps by √2.
            let reach = halfWidth * (shape.lineJoin == .miter ? max(1.5, Double(s.miterLimit)) : 1.5) + 1
            let region = path.boundingBox.insetBy(dx: -CGFloat(reach), dy: -CGFloat(reach))
            let fill = Self.isVisible(s.fillColor) ? s.fillColor?.premultiplied() : nil
            let stroke = stroking ? s.strokeColor?.premultiplied() : nil
            var key = [Double(fill?.packed ?? 0), Double(stroke?.packed ?? 0), shape.fillRule == .evenOdd ? 1 : 0,
                       settings.width, settings.miterLimit, settings.dashPhase, settings.start, settings.end,
                       Double(settings.cap.rawValue), Double(settings.join.rawValue)] + settings.dashPattern
            key.append(-1)
            for segment in path.segments {
                key.append(Double(segment.type.rawValue))
                for p in segment.points { key.append(Double(p.x)); key.append(Double(p.y)) }
            }
            appendPicture(layer, part: .shape, region: region, key: key, to: h, clip: clip, opacity: opacity,
                          into: &items) { bitmap, t in
                if let fill {
                    bitmap.fill(path.fillCoverage(transform: t, rule: shape.fillRule.cgFillRule, clip: bitmap.bounds), color: fill)
                }
                if let stroke {
                    bitmap.fill(path.strokeCoverage(transform: t, settings: settings, clip: bitmap.bounds), color: stroke)
                }
            }
        } else if let gradient = layer as? CAGradientLayer, let colors = s.gradientColors, !colors.isEmpty {
            let b = s.bounds
            let locations = s.gradientLocations.flatMap { $0.count == colors.count ? $0 : nil }
                ?? colors.indices.map { colors.count > 1 ? CGFloat($0) / CGFloat(colors.count - 1) : 0 }
            let stops = zip(colors, locations).map { color, location -> GradientFill.Stop in
                let c = (color.components ?? [0, 0, 0, 0]).map { Double($0) } + [0, 0, 0, 0]
                return GradientFill.Stop(location: Double(location), red: c[0], green: c[1], blue: c[2], alpha: c[3])
            }
            let outline = Self.roundedBoundsPath(s)
            let radial = gradient.type == .radial
            var key: [Double] = [radial ? 1 : 0, Double(s.startPoint.x), Double(s.startPoint.y), Double(s.endPoint.x),
                                 Double(s.endPoint.y), Double(b.minX), Double(b.minY), Double(b.width), Double(b.height),
                                 Double(s.cornerRadius), Double(s.maskedCorners.rawValue)]
            for stop in stops { key += [stop.location, stop.red, stop.green, stop.blue, stop.alpha] }
            appendPicture(layer, part: .gradient, region: b, key: key, to: h, clip: clip, opacity: opacity,
                          into: &items) { bitmap, t in
                func unit(_ p: CGPoint) -> (x: Double, y: Double) {
                    let q = CGPoint(x: b.minX + p.x * b.width, y: b.minY + p.y * b.height).applying(t)
                    return (Double(q.x), Double(q.y))
                }
                let start = unit(s.startPoint), end = unit(s.endPoint)
                let kind: GradientFill.Kind = radial
                    ? .radial(center: start, radiusX: abs(end.x - start.x), radiusY: abs(end.y - start.y))
                    : .axial(start: start, end: end)
                let mask = outline.fillCoverage(transform: t, rule: .winding, clip: bitmap.bounds)
                bitmap.fill(GradientFill(kind: kind, stops: stops), mask: mask)
            }
        }
    }

    /// Appends a picture of the `region` of a layer (in its coordinates), drawn by `render`
    /// into a bitmap given the map from layer coordinates to that bitmap's pixels, cached while
    /// `key` and the placement stay the same.
    ///
    /// A layer only scaled and moved is drawn in destination pixels, so the picture lands on the
    /// screen's pixel grid unresampled; any other layer is drawn in its own plane at the
    /// resolution it is seen with, then mapped like contents.
    func appendPicture(_ layer: CALayer, part: DrawPart, region: CGRect, key: [Double], to h: Homography,
                       clip: PixelRect, opacity: Double, into items: inout [DrawItem],
                       render: (inout Bitmap, CGAffineTransform) -> Void) {
        guard !region.isNull, region.width > 0, region.height > 0, region.width.isFinite, region.height.isFinite else { return }
        let id = ObjectIdentifier(layer)
        if let box = Self.screenPictureBox(of: region, through: h, clip: clip) {
            let sx = h.m00 / h.m22, sy = h.m11 / h.m22, tx = h.m02 / h.m22, ty = h.m12 / h.m22
            guard !box.isEmpty else { return }
            if box.width <= maxOffscreenSide && box.height <= maxOffscreenSide {
                let t = CGAffineTransform(a: CGFloat(sx), b: 0, c: 0, d: CGFloat(sy),
                                          tx: CGFloat(tx - Double(box.x0)), ty: CGFloat(ty - Double(box.y0)))
                // What the drawing depends on: the map into the bitmap and its size, not where it
                // lands, so a picture moved by whole pixels (and not cut differently) is kept.
                let extra = key + [Double(box.width), Double(box.height), sx, sy, tx - Double(box.x0), ty - Double(box.y0)]
                let (bitmap, version) = cache.bitmap(for: layer, part: part, signature: [], extra: extra) {
                    var bitmap = Bitmap(width: box.width, height: box.height)
                    render(&bitmap, t)
                    return bitmap
                }
                let quad = QuadDraw(width: Double(box.width), height: Double(box.height),
                                    transform: .translation(Double(box.x0), Double(box.y0)),
                                    fill: .image(bitmap, crop: nil), opacity: opacity)
                items.append(DrawItem(layer: id, part: part, quad: quad, clip: clip, content: .offscreen(id, part, version: version)))
                return
            }
        }
        // In the layer's plane, at the resolution it is seen with (lowered for huge regions).
        var k = Self.quantizedScale(Self.magnification(of: h, over: region))
        let side = Double(max(region.width, region.height))
        if side * k > Double(maxOffscreenSide) { k = Double(maxOffscreenSide) / side }
        let box = PixelRect.covering(minX: Double(region.minX) * k, minY: Double(region.minY) * k,
                                     maxX: Double(region.maxX) * k, maxY: Double(region.maxY) * k)
        guard !box.isEmpty, box.width <= maxOffscreenSide + 2, box.height <= maxOffscreenSide + 2 else { return }
        let t = CGAffineTransform(a: CGFloat(k), b: 0, c: 0, d: CGFloat(k), tx: CGFloat(-Double(box.x0)), ty: CGFloat(-Double(box.y0)))
        let extra = key + [Double(box.x0), Double(box.y0), Double(box.width), Double(box.height), k]
        let (bitmap, version) = cache.bitmap(for: layer, part: part, signature: [], extra: extra) {
            var bitmap = Bitmap(width: box.width, height: box.height)
            render(&bitmap, t)
            return bitmap
        }
        let transform = h.after(.scale(1 / k, 1 / k)).after(.translation(Double(box.x0), Double(box.y0)))
        let quad = QuadDraw(width: Double(box.width), height: Double(box.height), transform: transform,
                            fill: .image(bitmap, crop: nil), opacity: opacity)
        items.append(DrawItem(layer: id, part: part, quad: quad, clip: clip, content: .offscreen(id, part, version: version)))
    }

    /// The pixels of the picture of `region` (in a layer's coordinates) drawn in the screen's
    /// own pixels, for a layer only scaled and moved by `h`: what covers it within `clip`.
    /// Nil for any other map (the picture is then drawn in the layer's plane).
    static func screenPictureBox(of region: CGRect, through h: Homography, clip: PixelRect) -> PixelRect? {
        guard h.isScaleTranslate && h.m22 > 0 else { return nil }
        let sx = h.m00 / h.m22, sy = h.m11 / h.m22, tx = h.m02 / h.m22, ty = h.m12 / h.m22
        let a = (x: Double(region.minX) * sx + tx, y: Double(region.minY) * sy + ty)
        let c = (x: Double(region.maxX) * sx + tx, y: Double(region.maxY) * sy + ty)
        return PixelRect.covering(minX: min(a.x, c.x), minY: min(a.y, c.y), maxX: max(a.x, c.x), maxY: max(a.y, c.y))
            .intersection(clip)
    }

    /// A background whose corners are rounded only where `maskedCorners` says, as a picture.
    ///
    /// An opaque one only scaled and moved is pictured only around what its outline covers
    /// fully (`fullyInside`): that is drawn as a plain rectangle of its color, the same bytes,
    /// and the picture is drawn in the rows of its rounded corners and the columns of its sides
    /// only (a sheet's background, drawn anew in every frame of its slide, was a whole screen of
    /// path coverage).
    func appendPartialRoundedBackground(_ layer: CALayer, state s: LayerState, color: RGBA8, to h: Homography,
                                        clip: PixelRect, opacity: Double, into items: inout [DrawItem]) {
        let outline = Self.roundedBoundsPath(s)
        let b = s.bounds
        var key = [Double(color.packed), Double(b.minX), Double(b.minY), Double(b.width), Double(b.height),
                   Double(s.cornerRadius), Double(s.maskedCorners.rawValue)]
        let opaque = drawsRoundedInteriorsDirectly && color.a == 255 && opacity >= 1
        let middle = opaque ? Self.fullyInside(s, through: h).map { $0.intersection(clip) } : nil
        guard let middle, middle.area >= LayerCompositor.minimumOccluderArea,
              let box = Self.screenPictureBox(of: b, through: h, clip: clip), !box.isEmpty else {
            appendPicture(layer, part: .background, region: b, key: key, to: h, clip: clip, opacity: opacity, into: &items) { bitmap, t in
                Self.fill(outline, transform: t, rule: .winding, color: color, into: &bitmap, threads: threads)
            }
            return
        }
        // The middle in the picture's pixels, which the picture lacks: kept apart from a whole
        // picture, and kept when the layer moves by whole pixels.
        let hole = PixelRect(x0: middle.x0 - box.x0, y0: middle.y0 - box.y0, x1: middle.x1 - box.x0, y1: middle.y1 - box.y0)
        key += [Double(hole.x0), Double(hole.y0), Double(hole.x1), Double(hole.y1)]
        let count = items.count
        appendPicture(layer, part: .background, region: b, key: key, to: h, clip: clip, opacity: opacity, into: &items) { bitmap, t in
            for piece in bitmap.bounds.subtracting([hole], limit: 4) ?? [bitmap.bounds] {
                Self.fill(outline, transform: t, rule: .winding, color: color, into: &bitmap, threads: threads, region: piece)
            }
        }
        guard items.count == count + 1 else { return }
        // The picture is drawn only around the middle, which a rectangle of the color fills.
        let picture = items.removeLast()
        for piece in picture.bounds.subtracting([middle], limit: 4) ?? [picture.bounds] {
            var part = picture
            part.clip = picture.clip.intersection(piece)
            part.bounds = picture.bounds.intersection(piece)
            items.append(part)
        }
        let quad = QuadDraw(width: Double(b.width), height: Double(b.height),
                            transform: h.after(.translation(Double(b.minX), Double(b.minY))), fill: .color(color))
        items.append(DrawItem(layer: ObjectIdentifier(layer), part: .background, quad: quad, clip: middle, content: .color(color)))
    }
}
