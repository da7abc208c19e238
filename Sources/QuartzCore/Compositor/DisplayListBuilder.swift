import Foundation
import Raster

/// Walks a layer tree at one media time and turns it into a flat list of drawing commands in
/// destination pixels.
///
/// Each layer is projected onto its superlayer's plane (Core Animation's flattening), sublayers
/// are visited in zPosition order, and layers that need it (group opacity, masks, rounded or
/// non-axis-aligned clipping, but for a clip in perspective that cuts nothing, shadows of
/// arbitrary shape) are first rendered offscreen, through the cache, and appear as one image
/// quad.
///
/// Building reads layers and writes none: it reports the layers it drew in `drawn`, which the
/// compositor commits once the list is built (see `DrawnFrame`).
struct DisplayListBuilder {
    /// The media time whose presentation values are drawn.
    let mediaTime: CFTimeInterval
    /// Offscreen renderings kept from frame to frame (the builder's own state, not the layers').
    let cache: OffscreenCache
    /// Whether to draw the values last committed as on screen instead of the current ones.
    var drawsOnScreenState = false
    /// How many threads draw an offscreen picture's rows (`DrawItem.rasterize`).
    var threads = 1
    /// The layers drawn so far, for the compositor to commit.
    private(set) var drawn = DrawnFrame()
    /// Largest side of an offscreen rendering, in pixels.
    let maxOffscreenSide = 4096
    /// The items drawn behind the list being built, when it is a group's (see
    /// DisplayListBuilder+Backdrop.swift).
    var behind: [DrawItem] = []
    /// Whether `behind` is in the pixels of the list being built.
    var behindValid = true
    /// Whether a group drawn in the list's own pixels leaves its picture to be drawn once the list
    /// is known (`PendingGroupPicture`): set for the screen's list, off inside any other list.
    var defersGroupPictures = false
    /// Whether a translucent group draws its flat background as a color where it shows alone
    /// (`flatBackgroundSplit`); tests turn it off to compare with the whole picture.
    var splitsFlatBackgrounds = true
    /// Whether what a rounded outline covers fully is drawn straight rather than pictured: a
    /// rounded group's opaque interior when its picture is drawn anew (`openInterior`), the
    /// middle of an opaque, partly rounded background (`appendPartialRoundedBackground`); tests
    /// turn it off to compare with the whole pictures.
    var drawsRoundedInteriorsDirectly = true
    /// How deep in the tree the layer being appended is (the root is 1).
    private(set) var level = 0

    /// Everything one layer needs from its surroundings.
    struct Placement {
        /// Maps the layer's superlayer's coordinates to the list's pixels.
        var parentToPixels: Homography
        /// The superlayer's sublayerTransform about its anchor (nil: none), made once for all its
        /// sublayers rather than carrying its whole state to each.
        var parentSublayerTransform: CATransform3D?
        /// The pixels the layer may touch.
        var clip: PixelRect
        /// Opacity inherited from ancestors that pushed theirs down.
        var opacity: Double
    }

    /// Appends the items that draw `layer` (whose presentation values are `state`) and its subtree.
    mutating func append(_ layer: CALayer, state s: LayerState, placement p: Placement, into items: inout [DrawItem]) {
        if let transition = s.transition {
            return appendTransition(layer, state: s, transition: transition, placement: p, into: &items)
        }
        drawn.noteDrawn(layer)
        level += 1
        defer { level -= 1 }
        drawn.noteLevel(level)
        // Deeper trees are cut: every level costs stack, and group opacity an offscreen picture.
        guard level <= LayerCompositor.maxNestingDepth else {
            drawn.noteNestingLimitReached()
            return drawn.noteSkippedSublayers(of: layer)
        }
        let alpha = p.opacity * Double(max(0, min(1, s.opacity)))
        // Core Animation commits a layer's sublayers with it even when nothing of them is drawn,
        // so their changes animate implicitly as those of drawn layers do.
        guard !s.isHidden, alpha > 0, !p.clip.isEmpty else { return drawn.noteSkippedSublayers(of: layer) }
        let h = p.parentToPixels.after(CALayer.localToParent(s, sublayerTransform: p.parentSublayerTransform))
        let det = h.determinant
        guard det.isFinite, det != 0 else { return drawn.noteSkippedSublayers(of: layer) }
        // A layer whose projection is mirrored faces away from the viewer.
        if !s.isDoubleSided && det < 0 { return drawn.noteSkippedSublayers(of: layer) }

        var children = children(of: layer)
        // A curled PageCurlLayer is drawn from an offscreen page (DisplayListBuilder+Curl.swift).
        if s.curlAmount > 0, let curled = layer as? PageCurlLayer {
            return appendCurl(curled, state: s, children: children.inOrder, to: h, placement: p, alpha: alpha, into: &items)
        }
        let image = s.contents as? CGImage
        let picture = Self.drawsPicture(layer, s)
        let drawsSelf = Self.isVisible(s.backgroundColor) || image != nil || picture
            || (s.borderWidth > 0 && Self.isVisible(s.borderColor))
        let shadowVisible = Self.castsShadow(s)
        let shadowHasShape = s.shadowPath != nil || (children.visibleCount == 0 && image == nil && !picture)
        let contentsRect = image.map { Self.gravityRect(s, image: $0) }
        // A shape layer's path may reach past its bounds; a gradient fills them exactly.
        let contentsOverflow = (contentsRect.map { !s.bounds.contains($0) || s.cornerRadius > 0 } ?? false)
            || (picture && (layer is CAShapeLayer || s.cornerRadius > 0))
        let clipsSomething = s.masksToBounds && (children.visibleCount > 0 || contentsOverflow)
        let pixelAlignedClip = h.isScaleTranslate && s.cornerRadius == 0
        let groupOpacity = s.opacity < 1 && layer.allowsGroupOpacity && children.visibleCount > 0
            && (drawsSelf || children.visibleCount > 1 || children.firstVisible?.sublayerStorage.isEmpty == false)

        // A clip off whole pixels needs an offscreen picture, unless it cuts nothing and the
        // picture could not be kept: in perspective its resolution follows the turn, while a
        // picture turned or scaled alone is drawn once and kept (asked last: it walks the subtree).
        if groupOpacity || layer.mask != nil || (shadowVisible && !shadowHasShape)
            || (clipsSomething && !pixelAlignedClip
                && (contentsOverflow || s.cornerRadius != 0 || h.isAffine || !sublayersFit(children.reversed, within: s))) {
            appendGroup(layer, state: s, children: children.inOrder, to: h, placement: p, alpha: alpha,
                        groupOpacity: groupOpacity, shapeShadow: shadowVisible && shadowHasShape, into: &items)
            return
        }
        if shadowVisible {
            appendShapeShadow(layer, state: s, to: h, clip: p.clip, opacity: alpha, into: &items)
        }
        if layer is BackdropBlurLayer, s.blurRadius > 0 {
            appendBackdrop(layer, state: s, sources: backdropSources + items, to: h, clip: p.clip, opacity: alpha, into: &items)
        }
        appendOwnContent(layer, state: s, image: image, contentsRect: contentsRect, to: h, clip: p.clip, opacity: alpha,
                         clipContents: s.masksToBounds, into: &items)
        var childClip = p.clip
        if s.masksToBounds {
            childClip = childClip.intersection(Self.pixelBox(of: s.bounds, through: h))
        }
        appendChildren(taking: &children, parent: s, to: h, clip: childClip, opacity: alpha, into: &items)
        appendBorder(layer, state: s, to: h, clip: p.clip, opacity: alpha, into: &items)
    }

    /// `appendChildren(_:parent:to:clip:opacity:into:)` for children this layer's `append` made
    /// and no longer needs: each is moved out of `children` rather than copied, unless their
    /// zPositions differ (rare: then they are copied in drawing order).
    mutating func appendChildren(taking children: inout Children, parent s: LayerState, to h: Homography,
                                 clip: PixelRect, opacity: Double, into items: inout [DrawItem]) {
        guard !children.zPositionsDiffer else {
            return appendChildren(children.inOrder, parent: s, to: h, clip: clip, opacity: opacity, into: &items)
        }
        let placement = Placement(parentToPixels: h, parentSublayerTransform: CALayer.sublayerTransformAboutAnchor(s), clip: clip,
                                  opacity: opacity)
        // Taken from the end of the reversed list: the first sublayer is drawn first.
        while let (child, childState) = children.reversed.popLast() {
            append(child, state: childState, placement: placement, into: &items)
        }
    }

    /// Appends `children` (with their presentation values) in drawing order, placed under `h`.
    mutating func appendChildren(_ children: [(CALayer, LayerState)], parent s: LayerState, to h: Homography,
                                 clip: PixelRect, opacity: Double, into items: inout [DrawItem]) {
        let placement = Placement(parentToPixels: h, parentSublayerTransform: CALayer.sublayerTransformAboutAnchor(s), clip: clip,
                                  opacity: opacity)
        guard let order = Self.drawingOrder(children) else {
            for (child, childState) in children { append(child, state: childState, placement: placement, into: &items) }
            return
        }
        for index in order {
            append(children[index].0, state: children[index].1, placement: placement, into: &items)
        }
    }

    /// The background and the contents of one layer.
    func appendOwnContent(_ layer: CALayer, state s: LayerState, image: CGImage?, contentsRect: CGRect?,
                          to h: Homography, clip: PixelRect, opacity: Double, clipContents: Bool,
                          into items: inout [DrawItem]) {
        let id = ObjectIdentifier(layer)
        let b = s.bounds
        if let color = s.backgroundColor, Self.isVisible(color), Self.hasPartialCorners(s) {
            appendPartialRoundedBackground(layer, state: s, color: color.premultiplied(), to: h, clip: clip,
                                           opacity: opacity, into: &items)
        } else if let color = s.backgroundColor, Self.isVisible(color) {
            let rgba = color.premultiplied()
            let quad = QuadDraw(width: Double(b.width), height: Double(b.height),
                                transform: h.after(.translation(Double(b.minX), Double(b.minY))),
                                fill: .color(rgba), cornerRadius: Double(s.cornerRadius), opacity: opacity)
            items.append(DrawItem(layer: id, part: .background, quad: quad, clip: clip, content: .color(rgba)))
        }
        if let image, let g = contentsRect, g.width > 0, g.height > 0 {
            let crop = Self.texelCrop(s.contentsRect, image: image)
            let rounded = clipContents && g == b ? Double(s.cornerRadius) : 0
            var contentClip = clip
            if clipContents { contentClip = contentClip.intersection(Self.pixelBox(of: b, through: h)) }
            var quad = QuadDraw(width: Double(g.width), height: Double(g.height),
                                transform: h.after(.translation(Double(g.minX), Double(g.minY))),
                                fill: .image(Bitmap(width: 0, height: 0), crop: crop), cornerRadius: rounded, opacity: opacity)
            // Only an image a drawn frame shows has its pixels read: a snapshot's are drawn, and a
            // named picture's decoded, when first read (CGImage), so one replaced before a frame
            // is drawn, or lying outside its clip (the item's bounds are empty and it is never
            // drawn), costs nothing until it comes into view.
            var clipBeforeInk: PixelRect?
            if cache.rendersImages, !quad.pixelBounds.intersection(contentClip).isEmpty {
                quad.fill = .image(image.bitmap, crop: crop)
                // Where the image is clear, drawing it changes nothing: a label's text is a line
                // in a picture as tall as its cell.
                if let ink = Self.inkClip(image, crop: crop, placedIn: g, through: h) {
                    clipBeforeInk = contentClip
                    contentClip = contentClip.intersection(ink)
                }
            }
            var item = DrawItem(layer: id, part: .contents, quad: quad, clip: contentClip, content: .image(image, crop: crop))
            item.clipBeforeInk = clipBeforeInk
            items.append(item)
        }
        if Self.drawsPicture(layer, s) {
            var pictureClip = clip
            if clipContents { pictureClip = pictureClip.intersection(Self.pixelBox(of: b, through: h)) }
            appendPicture(layer, state: s, to: h, clip: pictureClip, opacity: opacity, into: &items)
        }
    }

    // MARK: Helpers

    /// The values a layer is drawn with: its presentation now, or what was last on screen.
    func state(of layer: CALayer) -> LayerState {
        if drawsOnScreenState, let onScreen = layer.onScreenState { return onScreen }
        return layer.presentationState(atMediaTime: mediaTime)
    }

    /// The sublayers drawn: the current ones, or those last committed as on screen.
    func sublayers(of layer: CALayer) -> [CALayer] {
        if drawsOnScreenState, let onScreen = layer.onScreenSublayers { return onScreen }
        return layer.sublayerStorage
    }

    /// A layer's sublayers, each with the values it is drawn with, and what `append` asks of them.
    struct Children {
        /// The pairs, last sublayer first, so that `popLast()` moves them out in drawing order.
        var reversed: [(CALayer, LayerState)] = []
        /// How many are shown (not hidden, not transparent), and the first of those.
        var visibleCount = 0
        var firstVisible: CALayer?
        /// Whether their zPositions differ, so that they are drawn in `drawingOrder`.
        var zPositionsDiffer = false

        /// The pairs first to last (copied: for groups and curls, which draw them offscreen).
        var inOrder: [(CALayer, LayerState)] { Array(reversed.reversed()) }
    }

    /// The sublayers of `layer` and their values, looked at as each is made: reading a field of a
    /// pair already in the array copied the whole pair (a `LayerState` is large), about 30% of a
    /// frame built without drawing (docs/perf-log/issue-37-ninth-pass.md).
    func children(of layer: CALayer) -> Children {
        var children = Children()
        let sublayers = self.sublayers(of: layer)
        children.reversed.reserveCapacity(sublayers.count)
        var firstZ: CGFloat = 0
        for sublayer in sublayers.reversed() {
            let childState = state(of: sublayer)
            if !childState.isHidden && childState.opacity > 0 {
                // Walking backwards, the last one seen is the first.
                children.firstVisible = sublayer
                children.visibleCount += 1
            }
            if children.reversed.isEmpty {
                firstZ = childState.zPosition
            } else if childState.zPosition != firstZ {
                children.zPositionsDiffer = true
            }
            children.reversed.append((sublayer, consume childState))
        }
        return children
    }

    /// Whether a color shows at all (present and not fully transparent).
    static func isVisible(_ color: CGColor?) -> Bool { (color?.alpha ?? 0) > 0 }

    /// Whether a layer casts a shadow (some opacity, a color that shows).
    static func castsShadow(_ s: LayerState) -> Bool { s.shadowOpacity > 0 && isVisible(s.shadowColor) }

    /// The indices of siblings by zPosition, then insertion order; nil when that is insertion
    /// order because every sibling has the same zPosition (the common case).
    ///
    /// Indices, not the pairs themselves: a `LayerState` is large, and sorting or mapping the
    /// pairs copied each one, on every frame (docs/PERFORMANCE.md, "Recording and scrubbing").
    /// The pairs are read in place for the same reason.
    static func drawingOrder(_ children: [(CALayer, LayerState)]) -> [Int]? {
        children.withUnsafeBufferPointer { pairs -> [Int]? in
            guard pairs.count > 1 else { return nil }
            let first = pairs[0].1.zPosition
            var index = 1
            while index < pairs.count, pairs[index].1.zPosition == first { index += 1 }
            guard index < pairs.count else { return nil }
            return pairs.indices.sorted { a, b in
                let za = pairs[a].1.zPosition, zb = pairs[b].1.zPosition
                return za != zb ? za < zb : a < b
            }
        }
    }

    /// The texels of `image` that `contentsRect` (unit coordinates) selects.
    static func texelCrop(_ unit: CGRect, image: CGImage) -> TexelRect? {
        if unit == CGRect(x: 0, y: 0, width: 1, height: 1) { return nil }
        let w = Double(image.width), h = Double(image.height)
        return TexelRect(x: Double(unit.minX) * w, y: Double(unit.minY) * h,
                         width: Double(unit.width) * w, height: Double(unit.height) * h)
    }

    /// Where the contents go in the bounds, by `contentsGravity`.
    static func gravityRect(_ s: LayerState, image: CGImage) -> CGRect {
        let b = s.bounds
        let scale = max(s.contentsScale, 0.01)
        let natural = CGSize(width: CGFloat(image.width) * s.contentsRect.width / scale,
                             height: CGFloat(image.height) * s.contentsRect.height / scale)
        func place(_ size: CGSize, _ fx: CGFloat, _ fy: CGFloat) -> CGRect {
            CGRect(x: b.minX + (b.width - size.width) * fx, y: b.minY + (b.height - size.height) * fy,
                   width: size.width, height: size.height)
        }
        guard natural.width > 0, natural.height > 0 else { return .zero }
        switch s.contentsGravity {
        case .resize: return b
        case .resizeAspect, .resizeAspectFill:
            let sx = b.width / natural.width, sy = b.height / natural.height
            let k = s.contentsGravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            return place(CGSize(width: natural.width * k, height: natural.height * k), 0.5, 0.5)
        case .center: return place(natural, 0.5, 0.5)
        case .top: return place(natural, 0.5, 0)
        case .bottom: return place(natural, 0.5, 1)
        case .left: return place(natural, 0, 0.5)
        case .right: return place(natural, 1, 0.5)
        case .topLeft: return place(natural, 0, 0)
        case .topRight: return place(natural, 1, 0)
        case .bottomLeft: return place(natural, 0, 1)
        case .bottomRight: return place(natural, 1, 1)
        default: return b
        }
    }
}
