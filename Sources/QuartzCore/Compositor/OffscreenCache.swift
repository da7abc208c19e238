import Raster

/// Offscreen renderings kept from one frame to the next: a layer group or shadow is re-rendered
/// only when what it shows changed.
///
/// The renderings of layers a frame did not draw stay too, up to `idleByteLimit` bytes of
/// pixels, the longest unused dropped first: a page that leaves the screen and comes back (the
/// grid under a pushed page, shown again by the pop) finds its pictures made.
final class OffscreenCache {
    struct Key: Hashable {
        let layer: ObjectIdentifier
        let part: DrawPart
    }

    final class Entry {
        weak var layer: CALayer?
        var signature: [DrawItem] = []
        var extra: [Double] = []
        var bitmap = Bitmap(width: 0, height: 0)
        /// The picture of an entry kept as an image whose pixels are drawn when first read (a
        /// snapshot's, `image(for:part:signature:extra:make:)`), instead of `bitmap`.
        var image: CGImage?
        var version = 0
        /// The opaque block of `bitmap` (`Bitmap.opaqueBlock`), found when first asked for.
        var opaqueBlock: PixelRect?
        /// The disjoint rectangles of `bitmap` drawn, for a group picture drawn only where it
        /// shows (`pendingPicture`); nil when it is drawn whole.
        var drawnRegion: [PixelRect]?
        /// The frame in which `version` was given.
        var versionFrame = 0
        var usedInFrame = 0
        /// The order entries were made in, unique: which of two entries unused since the same
        /// frame is dropped first never depends on the dictionary's order.
        var serial = 0

        /// The bytes its pixels take (an image's once drawn).
        var byteCount: Int { image.map { $0.width * $0.height * 4 } ?? bitmap.width * bitmap.height * 4 }

        /// Whether the kept rendering is the one `signature` and `extra` would make.
        func isCurrent(signature other: [DrawItem], extra otherExtra: [Double]) -> Bool {
            version >= 0 && extra == otherExtra && signature.count == other.count
                && zip(signature, other).allSatisfy { $0.drawsSame(as: $1) }
        }
    }

    private var entries: [Key: Entry] = [:]
    /// Versions are unique across the cache, so a new layer at a reused address never looks
    /// like an old rendering.
    private var nextVersion = 0
    private(set) var frameNumber = 0
    private var nextSerial = 0
    /// How many bytes of pixels the renderings of layers not drawn in the last frame may hold;
    /// past it the longest unused are dropped. 0 (the default) keeps only the last frame's.
    var idleByteLimit = 0
    /// How many offscreen renderings the last frame had to redo (for tests and statistics).
    private(set) var renderedLastFrame = 0
    /// Whether a changed rendering is made; off for a frame that draws no pixels (see
    /// `LayerCompositor.render(_:atMediaTime:drawing:)`), which gets an empty stand-in instead
    /// and leaves the entry to be rendered by the next frame that draws.
    var rendersImages = true
    /// Whether a frame that draws no pixels still blurs the shape shadow of a layer seen for the
    /// first time (see `LayerCompositor.preparesShapeShadows`).
    var preparesShapeShadows = false
    /// The blurred masks of the last few shape shadows, by their geometry, newest last: a
    /// shadow cast by a new layer of a shape seen before (every push's edge shadow) reuses the
    /// blur instead of making it again. At most `recentShadowMaskLimit`; a list, not a
    /// dictionary, so nothing depends on hash order.
    private var recentShadowMasks: [(geometry: [Double], mask: ShadowMask)] = []
    private let recentShadowMaskLimit = 4
    /// The most disjoint pieces a pending picture is drawn in before it is drawn whole.
    static let maximumDrawnPieces = 32
    /// How many shadow masks were blurred so far (for tests).
    private(set) var shadowMasksMade = 0

    func beginFrame() {
        frameNumber += 1
        renderedLastFrame = 0
    }

    /// Drops the renderings of layers that are gone, and of layers not drawn this frame past
    /// `idleByteLimit`, longest unused first.
    func endFrame() {
        entries = entries.filter { $0.value.layer != nil }
        let idle = entries.filter { $0.value.usedInFrame != frameNumber }
        var idleBytes = idle.values.reduce(0) { $0 + $1.byteCount }
        guard idleBytes > idleByteLimit else { return }
        let longestUnusedFirst = idle.sorted {
            ($0.value.usedInFrame, $0.value.serial) < ($1.value.usedInFrame, $1.value.serial)
        }
        for (key, entry) in longestUnusedFirst where idleBytes > idleByteLimit {
            entries[key] = nil
            idleBytes -= entry.byteCount
        }
    }

    /// Another cache whose renderings this one takes rather than drawing them again: a snapshot's
    /// takes the screen's (`LayerContext.screen`), so a snapshot of a rounded picture on
    /// screen costs no drawing.
    weak var neighbor: OffscreenCache?

    /// The kept rendering for `key`, if it is current for `signature` and `extra` and draws no
    /// other offscreen picture (whose versions are this cache's own, so they mean nothing to
    /// another).
    private func current(for key: Key, layer: CALayer, signature: [DrawItem], extra: [Double]) -> Bitmap? {
        guard let entry = entries[key], entry.layer === layer, entry.image == nil, entry.drawnRegion == nil,
              !signature.contains(where: { if case .offscreen = $0.content { return true } else { return false } }),
              entry.isCurrent(signature: signature, extra: extra) else { return nil }
        return entry.bitmap
    }

    /// How many renderings are kept, drawn in the last frame or not (for tests).
    var entryCount: Int { entries.count }

    /// Whether `layer`'s `part` has a rendering kept (current or stale).
    func hasEntry(for layer: CALayer, part: DrawPart) -> Bool {
        entries[Key(layer: ObjectIdentifier(layer), part: part)]?.layer === layer
    }

    /// The blurred mask of a shape shadow with `geometry` (every number its pixels depend on):
    /// one of the recent ones, or `make()`'s, kept as the newest. The mask is a pure function
    /// of the geometry, so a reused one gives the same pixels as a new one.
    func shadowMask(geometry: [Double], make: () -> ShadowMask) -> ShadowMask {
        if let index = recentShadowMasks.firstIndex(where: { $0.geometry == geometry }) {
            let found = recentShadowMasks.remove(at: index)
            recentShadowMasks.append(found)
            return found.mask
        }
        let mask = make()
        shadowMasksMade += 1
        recentShadowMasks.append((geometry, mask))
        if recentShadowMasks.count > recentShadowMaskLimit { recentShadowMasks.removeFirst() }
        return mask
    }

    /// The cached rendering for `layer`'s `part` when its inputs (`signature` items and `extra`
    /// numbers) are unchanged; otherwise `render()` makes a new one.
    func bitmap(for layer: CALayer, part: DrawPart, signature: [DrawItem], extra: [Double],
                render: () -> Bitmap) -> (Bitmap, version: Int) {
        let key = Key(layer: ObjectIdentifier(layer), part: part)
        let entry = usedEntry(for: key, layer: layer)
        let same = entry.isCurrent(signature: signature, extra: extra) && entry.drawnRegion == nil
        if !same && !rendersImages {
            // Nothing is drawn with the stand-in; the next drawing frame finds the entry stale.
            entry.version = -1
            nextVersion += 1
            return (Bitmap(width: 0, height: 0), nextVersion - 1)
        }
        if !same {
            if let kept = neighbor?.current(for: key, layer: layer, signature: signature, extra: extra) {
                // The same picture made by the other cache: the same pixels, not drawn again.
                entry.bitmap = kept
            } else {
                entry.bitmap = render()
                renderedLastFrame += 1
            }
            beginVersion(of: entry, signature: signature, extra: extra, drawnRegion: nil)
        }
        return (entry.bitmap, entry.version)
    }

    /// The version of `layer`'s `part` picture with these inputs, leaving it undrawn: the kept
    /// version when they are unchanged, a new one (nothing drawn yet) when they changed.
    /// `pendingPicture` draws it once the whole display list shows where it can be seen.
    func pendingVersion(for layer: CALayer, part: DrawPart, signature: [DrawItem], extra: [Double]) -> Int {
        let entry = usedEntry(for: Key(layer: ObjectIdentifier(layer), part: part), layer: layer)
        if entry.isCurrent(signature: signature, extra: extra) { return entry.version }
        entry.bitmap = Bitmap(width: 0, height: 0)
        beginVersion(of: entry, signature: signature, extra: extra, drawnRegion: [])
        return entry.version
    }

    /// Whether `layer`'s `part` was given a new version in this frame (its picture is drawn anew).
    func isDrawnAnew(for layer: CALayer, part: DrawPart) -> Bool {
        guard let entry = entries[Key(layer: ObjectIdentifier(layer), part: part)], entry.layer === layer else { return false }
        return entry.versionFrame == frameNumber
    }

    /// Gives `entry` a new version for these inputs, its bitmap drawn in `drawnRegion` (nil: whole).
    private func beginVersion(of entry: Entry, signature: [DrawItem], extra: [Double], drawnRegion: [PixelRect]?) {
        entry.signature = signature
        entry.extra = extra
        entry.version = nextVersion
        entry.versionFrame = frameNumber
        entry.opaqueBlock = nil
        entry.drawnRegion = drawnRegion
        nextVersion += 1
    }

    /// The pixels `layer`'s `part` picture hides when its top left pixel is drawn at `origin` at
    /// full opacity: its opaque block (`opaqueBlock(for:part:)`) moved there, for
    /// `DrawItem.opaquePicturePixels`.
    func opaquePixels(for layer: CALayer, part: DrawPart, drawnAt origin: (x: Int, y: Int)) -> PixelRect {
        let block = opaqueBlock(for: layer, part: part)
        guard !block.isEmpty else { return .empty }
        return PixelRect(x0: block.x0 + origin.x, y0: block.y0 + origin.y, x1: block.x1 + origin.x, y1: block.y1 + origin.y)
    }

    /// The picture `pendingVersion` gave a version, drawn at least in the disjoint rectangles
    /// `needed` of its pixels (nil: whole) by `draw`: kept when it has them, else drawn in what
    /// it lacks of them, over what it has (the page between opening doors or above a falling
    /// sheet, a strip more each frame), so each pixel is drawn once a version. Drawn whole when
    /// asked, or once its pieces would number more than `maximumDrawnPieces`.
    func pendingPicture(for layer: CALayer, part: DrawPart, region needed: [PixelRect]?,
                        draw: ([PixelRect]?, Bitmap?) -> Bitmap) -> Bitmap {
        let entry = usedEntry(for: Key(layer: ObjectIdentifier(layer), part: part), layer: layer)
        guard let drawn = entry.drawnRegion else { return entry.bitmap }
        var missing: [PixelRect]? = needed == nil ? nil : []
        for piece in needed ?? [] {
            guard let left = piece.subtracting(drawn, limit: Self.maximumDrawnPieces) else { missing = nil; break }
            missing! += left
        }
        // Nothing missing: the picture as drawn, once it has been made at its size.
        if let missing, missing.isEmpty, !(drawn.isEmpty && entry.bitmap.isEmpty) { return entry.bitmap }
        if let missing, drawn.count + missing.count <= Self.maximumDrawnPieces {
            entry.bitmap = draw(missing, drawn.isEmpty ? nil : entry.bitmap)
            // Pieces that add up to the picture's area (they are disjoint) drew it whole.
            let pieces = drawn + missing
            let whole = pieces.reduce(0) { $0 + $1.intersection(entry.bitmap.bounds).area } == entry.bitmap.bounds.area
            entry.drawnRegion = whole ? nil : pieces
        } else {
            entry.bitmap = draw(nil, nil)
            entry.drawnRegion = nil
        }
        entry.opaqueBlock = nil
        renderedLastFrame += 1
        return entry.bitmap
    }

    /// The largest block of the picture last returned for `layer`'s `part` by `bitmap(for:...)`
    /// known opaque (`Bitmap.opaqueBlock`), found once a version; empty for a stand-in or none.
    func opaqueBlock(for layer: CALayer, part: DrawPart) -> PixelRect {
        guard let entry = entries[Key(layer: ObjectIdentifier(layer), part: part)], entry.version >= 0 else { return .empty }
        if let known = entry.opaqueBlock { return known }
        let block = entry.bitmap.opaqueBlock
        entry.opaqueBlock = block
        return block
    }

    /// The kept picture for `layer`'s `part` when its inputs (`signature` items and `extra`
    /// numbers) are unchanged; otherwise `make()`'s, kept. For pictures made as images whose
    /// pixels are drawn when first read (snapshots): `make` only records what to draw, and an
    /// unchanged picture taken again shares the pixels, drawn once. Counted in
    /// `renderedLastFrame` when made, drawn yet or not.
    func image(for layer: CALayer, part: DrawPart, signature: [DrawItem], extra: [Double],
               make: () -> CGImage) -> CGImage {
        let entry = usedEntry(for: Key(layer: ObjectIdentifier(layer), part: part), layer: layer)
        if let kept = entry.image, entry.isCurrent(signature: signature, extra: extra) { return kept }
        let image = make()
        renderedLastFrame += 1
        entry.image = image
        entry.signature = signature
        entry.extra = extra
        entry.version = nextVersion
        nextVersion += 1
        return image
    }

    /// The entry for `key`, made if `layer` has none, marked as used in this frame.
    private func usedEntry(for key: Key, layer: CALayer) -> Entry {
        let entry: Entry
        if let existing = entries[key], existing.layer === layer {
            entry = existing
        } else {
            entry = Entry()
            entry.layer = layer
            entry.version = -1
            entry.serial = nextSerial
            nextSerial += 1
            entries[key] = entry
        }
        entry.usedInFrame = frameNumber
        return entry
    }
}
