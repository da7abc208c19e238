import Foundation
import Raster

/// Draws a layer tree into a bitmap, frame after frame, redrawing only what changed.
///
/// Each `render(_:)` is one frame: it commits the implicit transaction, lays out, delivers
/// animation starts and stops, builds a display list of the tree's presentation at the media
/// time (which reads the layers only), commits the layers it drew (`DrawnFrame`), compares the
/// list with the previous frame's (`DamageTracker`), and redraws only the damaged rectangle
/// (nothing at all when nothing changed). Rows can be split across threads; the output is
/// identical for any thread count, because every pixel's value depends only on the pixel.
/// Unlike Core Animation's render server, it runs in-process and synchronously.
public final class LayerCompositor {
    /// The frame as last rendered.
    public internal(set) var frame: Bitmap
    /// Points-to-pixels factor of the screen (2 on the canonical phone).
    public let scale: Double
    /// The color behind everything.
    public let background: RGBA8
    /// How many threads draw the damaged rows (1 draws on the caller's thread).
    public var threads: Int
    /// The rectangle the last `render` redrew (empty when nothing changed).
    package private(set) var lastDamage: PixelRect = .empty
    /// How many drawing commands the last frame's display list had.
    public private(set) var lastItemCount = 0
    /// How many offscreen renderings the last frame had to redo.
    public var lastOffscreenRenders: Int { cache.renderedLastFrame }
    /// How deep the last frame's tree was drawn: its deepest nesting level (the root is 1), at
    /// most `maxNestingDepth`.
    public private(set) var lastNestingDepth = 0
    /// Whether the last frame's tree went deeper than `maxNestingDepth` (those layers were not
    /// drawn).
    public private(set) var lastFrameReachedNestingLimit = false

    /// How deeply layers may nest and still be drawn: 256 levels, the root's being the first.
    ///
    /// Deeper sublayers are not drawn (a warning says so, once per layer context): each level
    /// costs stack while the display list is built, and a level with group opacity an offscreen
    /// picture, so a runaway tree must not crash the app or stall it. Unlike Core Animation,
    /// which has no documented limit.
    public static let maxNestingDepth = 256

    /// Whether frames built without drawing still blur the shadow of a shadowed layer when it
    /// first appears (once per layer, and once per shape among the last few shapes seen).
    ///
    /// A replay engine indexing a session sets this, so the copies of it that later draw a frame
    /// find the blur made rather than making it on the user's click. The pixels are the same
    /// either way.
    public var preparesShapeShadows: Bool {
        get { cache.preparesShapeShadows }
        set { cache.preparesShapeShadows = newValue }
    }

    /// How many shape shadows' blurs this compositor has made (for tests).
    var shadowMasksMade: Int { cache.shadowMasksMade }

    /// The list on screen, against which the next frame's damage is found.
    private var damageTracker = DamageTracker()
    /// How many snapshots were taken from this compositor's pixels rather than drawn (for tests).
    package internal(set) var snapshotsCopied = 0
    /// How many of those snapshots took the screen's pixels as a frame was built (`lentFrame`),
    /// for tests.
    package internal(set) var framesLent = 0
    /// How many pieces of drawing delegates offered to do ahead were handed to a worker
    /// (`DisplayPreparation`), for tests.
    package internal(set) var preparedPieces = 0
    /// The display list the pixels of `frame` show, if they show one (see `DamageTracker`).
    var listOnScreen: [DrawItem]? { damageTracker.listOnScreen }
    let cache = OffscreenCache()
    /// Whether a snapshot holds `frame`'s pixels (`copyOfPixels`), so that drawing into them
    /// would copy them first.
    var frameIsShared = false
    /// The screen's pixels while a snapshot taken as the frame is built owns them
    /// (`copyOfPixels`), with the screen's own pixels where the snapshot drew its page again;
    /// `frame` is empty until the frame is drawn (`takeBackFrame`).
    var lentFrame: LentFrame?
    /// Whether the display list of a frame that will be drawn is being built: a snapshot taken
    /// then may own the screen's pixels until the frame is drawn (`copyOfPixels`).
    var isBuildingDrawnFrame = false
    /// Whether the screen's group pictures are drawn only where they show
    /// (`drawPendingPictures`); tests turn it off to compare with pictures drawn whole.
    var defersGroupPictures = true
    /// Whether the screen's translucent groups draw their flat backgrounds as colors where they
    /// show alone (`DisplayListBuilder.flatBackgroundSplit`); tests turn it off to compare.
    var splitsFlatBackgrounds = true
    /// Whether what rounded outlines cover fully is drawn straight rather than pictured
    /// (`DisplayListBuilder.drawsRoundedInteriorsDirectly`); tests turn it off to compare.
    var drawsRoundedInteriorsDirectly = true

    /// Creates a compositor for a screen of `width` x `height` pixels showing points at `scale`.
    package init(width: Int, height: Int, scale: Double = 1, background: RGBA8 = .black, threads: Int = 1) {
        frame = Bitmap(width: width, height: height, color: background)
        self.scale = scale
        self.background = background
        self.threads = max(1, threads)
        // Pictures of layers off screen are kept up to four screens of pixels: enough for the
        // page under a pushed or presented one, whose pictures its pop or dismissal needs again
        // in its first frame, and a bound whatever the app shows.
        cache.idleByteLimit = 4 * width * height * 4
    }

    /// Renders one frame of the tree under `root` (whose superlayer space is the screen, in points)
    /// at `mediaTime` (default: `CACurrentMediaTime()`), and returns it.
    ///
    /// Without `drawing`, the frame does everything but the pixels: the transaction, layout,
    /// animation callbacks and the commit happen as in a drawn frame, so the layers end in the
    /// same state, while `frame` keeps the last drawn picture and the next drawn frame redraws
    /// whatever changed since that one. A replay fast-forwards this way.
    @discardableResult
    public func render(_ root: CALayer, atMediaTime mediaTime: CFTimeInterval? = nil, drawing: Bool = true) -> Bitmap {
        let t = mediaTime ?? CACurrentMediaTime()
        CATransaction.flush()
        root.layoutIfNeeded()
        // With threads to spare, what delegates can draw ahead (text) runs beside the display pass.
        let preparation = threads > 1 && Self.plainThreads == nil ? DisplayPreparation.start(under: root) : nil
        preparedPieces += preparation?.count ?? 0
        root.displayIfNeeded()
        preparation?.finish()
        root.advanceAnimations(toMediaTime: t)
        CATransaction.fireFinishedCompletions(in: LayerContext.current)

        // The bench's breakdown of a frame (WorkMeter): from here on, the compositor's own work.
        return WorkMeter.measure(.compositing) { composite(root, atMediaTime: t, drawing: drawing) }
    }

    /// The second half of `render`: the display list built at `t`, the layers drawn committed,
    /// and the damaged pixels drawn when `drawing`.
    private func composite(_ root: CALayer, atMediaTime t: CFTimeInterval, drawing: Bool) -> Bitmap {
        cache.beginFrame()
        cache.rendersImages = drawing
        if LayerContext.isBound { LayerContext.current.screen = self }
        isBuildingDrawnFrame = drawing
        let (items, drawn) = displayList(root, atMediaTime: t)
        isBuildingDrawnFrame = false
        cache.endFrame()
        // The commit step: the layers just drawn are now on screen. Building wrote no layer, and
        // nothing changes them before this line.
        drawn.commit()
        lastItemCount = items.count
        lastNestingDepth = min(drawn.deepestLevel, Self.maxNestingDepth)
        lastFrameReachedNestingLimit = drawn.reachedNestingLimit
        if drawn.reachedNestingLimit, LayerContext.current.reportedLimits.insert("nestingDepth").inserted {
            CATransaction.warn("the layer tree is nested more than \(Self.maxNestingDepth) levels deep; sublayers below level "
                               + "\(Self.maxNestingDepth) are not drawn (LayerCompositor.maxNestingDepth; reported once)")
        }
        // A frame built without drawing is a frame too: `needsFrame` asks what changes after it.
        lastChangeCount = LayerContext.current.changeCount
        guard drawing else {
            // The damage tracker keeps the list last drawn: the bitmap still shows that one.
            takeBackFrame()
            lastDamage = .empty
            return frame
        }
        let screenBounds = self.screenBounds
        let damage = damageTracker.damage(showing: items, on: screenBounds)
        lastDamage = damage
        if damage == screenBounds && (lentFrame != nil || frameIsShared) {
            // Every pixel is drawn again: the snapshot keeps the old ones, the screen a new
            // bitmap (not a copy of the one a snapshot shares), which the drawing's bands set
            // whole, each on its thread, rather than one thread clearing it first.
            lentFrame = nil
            frameIsShared = false
            let background = background, threads = threads
            frame = Bitmap(width: screenBounds.width, height: screenBounds.height) { target in
                Self.draw(items, in: damage, onto: target, background: background, threads: threads)
            }
            return frame
        }
        takeBackFrame()
        guard !damage.isEmpty else { return frame }
        frameIsShared = false
        Self.draw(items, in: damage, onto: &frame, background: background, threads: threads)
        return frame
    }

    /// Makes the next `render` redraw every pixel (offscreen caches are kept), as after the
    /// window was exposed or the screen was resized.
    public func invalidate() {
        damageTracker.invalidate()
    }

    /// Whether the tree will look different at `mediaTime` than it did at the last frame, without
    /// drawing: true while animations run or after any layer changed. The last frame may be one
    /// built without drawing: what it did not draw is then the next drawn frame's damage
    /// (`lastDamage`), not a change to come, so a replay fast-forwarding can tell when nothing
    /// moves.
    public func needsFrame(_ root: CALayer, atMediaTime mediaTime: CFTimeInterval, changeCount: Int) -> Bool {
        if damageTracker.needsFullRedraw || changeCount != lastChangeCount { return true }
        return Self.anyRunningAnimation(root, atMediaTime: mediaTime)
    }
    /// The context's change count when the last frame (drawn or not) was finished.
    private var lastChangeCount = -1

    private static func anyRunningAnimation(_ layer: CALayer, atMediaTime t: CFTimeInterval) -> Bool {
        if layer.hasRunningAnimations(atMediaTime: t) { return true }
        return layer.sublayerStorage.contains { anyRunningAnimation($0, atMediaTime: t) }
            || (layer.maskStorage.map { anyRunningAnimation($0, atMediaTime: t) } ?? false)
    }

    /// The display list of the tree at `mediaTime` in this compositor's pixel space, and the
    /// layers it was built from, which `render` commits (building alone changes no layer).
    func displayList(_ root: CALayer, atMediaTime t: CFTimeInterval) -> (items: [DrawItem], drawn: DrawnFrame) {
        var builder = DisplayListBuilder(mediaTime: t, cache: cache)
        builder.threads = threads
        // A frame that draws no pixels gets the cache's stand-ins instead (`rendersImages`).
        builder.defersGroupPictures = defersGroupPictures && cache.rendersImages
        builder.splitsFlatBackgrounds = splitsFlatBackgrounds
        builder.drawsRoundedInteriorsDirectly = drawsRoundedInteriorsDirectly
        let placement = DisplayListBuilder.Placement(parentToPixels: .scale(scale, scale), parentSublayerTransform: nil,
                                                     clip: frame.bounds, opacity: 1)
        var items: [DrawItem] = []
        builder.append(root, state: root.presentationState(atMediaTime: t), placement: placement, into: &items)
        Self.drawPendingPictures(&items, cache: cache)
        return (items, builder.drawn)
    }

    /// How many bands each drawing thread gets on average (see `draw`).
    static let bandsPerThread = 4

    /// Runs `body` on bands of `region`'s rows, on `threads` threads at once: one band for a
    /// small region or one thread, otherwise `bandsPerThread` a thread, at least 32 rows tall.
    ///
    /// More bands than threads, taken in turn by whichever thread is free: on a shared machine
    /// a thread that starts late (or a band that costs more, under a blur or a bar) no longer
    /// leaves the other waiting at the end with nothing to do.
    static func forEachBand(of region: PixelRect, threads: Int, _ body: (PixelRect) -> Void) {
        let bandCount = region.area < 64 * 1024 || threads <= 1 ? 1 : min(threads * bandsPerThread, max(1, region.height / 32))
        let rowsPerBand = (region.height + bandCount - 1) / bandCount
        withoutActuallyEscaping(body) { body in
            let drawBand = { (band: Int) in
                let y0 = region.y0 + band * rowsPerBand
                let rows = PixelRect(x0: region.x0, y0: y0, x1: region.x1, y1: min(region.y1, y0 + rowsPerBand))
                guard !rows.isEmpty else { return }
                body(rows)
            }
            if bandCount == 1 {
                drawBand(0)
            } else {
                parallelLoop(bandCount, drawBand)
            }
        }
    }

    /// Runs `body(i)` for every i in 0..<count on the threads bands are drawn on (Raster's
    /// `ParallelLoop`, for the passes of a shadow's blur): Dispatch's pool, or plain threads in
    /// a process that cannot use it (`plainThreads`).
    static func parallelLoop(_ count: Int, _ body: (Int) -> Void) {
        if let plainThreads {
            PlainThreadLoop.run(count, threads: plainThreads, body)
            return
        }
        withoutActuallyEscaping(body) { body in
            DispatchQueue.concurrentPerform(iterations: count, execute: body)
        }
    }

    /// For a process that forks after drawing (a replay cursor, docs/ARCHITECTURE.md, "Replay
    /// engine"): compositors with more than one thread draw their bands on this many plain
    /// threads started for each frame and joined before it ends (`PlainThreadLoop`), not on
    /// Dispatch's pool, and do no display preparation (which runs on that pool); nil, the
    /// default, uses the pool.
    ///
    /// Process-wide, as Dispatch's pool is. Which thread draws a band changes no pixel.
    nonisolated(unsafe) package static var plainThreads: Int?

    /// Clears `region` to the background and draws every item touching it, splitting the rows
    /// into bands across threads (skipping, in each band, what an opaque color rectangle
    /// covering the band hides, see `DrawItem.paintsOpaquely`, and in every item the pixels a
    /// later opaque item hides, see `LayerCompositor+Occlusion.swift`).
    static func draw(_ items: [DrawItem], in region: PixelRect, onto frame: inout Bitmap, background: RGBA8, threads: Int) {
        frame.withTarget { draw(items, in: region, onto: $0, background: background, threads: threads) }
    }

    /// Draws as `draw(_:in:onto:background:threads:)` into `target`, setting every pixel of
    /// `region` whatever it held (the background where nothing opaque covers it), so a target
    /// of memory not yet written can be drawn into (`Bitmap(width:height:writingEveryPixel:)`).
    static func draw(_ items: [DrawItem], in region: PixelRect, onto target: RasterTarget, background: RGBA8, threads: Int) {
        let relevant = items.filter { !$0.bounds.intersection(region).isEmpty }
        let occluders = Self.occluders(relevant, in: region)
        forEachBand(of: region, threads: threads) { rows in
            // An opaque color rectangle covering the whole band hides the background and
            // every item below it, so the band starts there: the same bytes, fewer passes.
            let first = relevant.lastIndex { $0.paintsOpaquely(rows) }
            if first == nil {
                for piece in Self.visiblePieces(of: rows, after: -1, occluders: occluders) {
                    // The background blended over nothing is the background itself, so its
                    // pixels are set in one pass without reading what the memory held.
                    target.replace(piece, with: background)
                }
            }
            for index in (first ?? 0)..<relevant.count {
                let clip = relevant[index].clip.intersection(rows)
                guard !clip.isEmpty else { continue }
                for piece in Self.visiblePieces(of: clip, after: index, occluders: occluders) {
                    relevant[index].draw(into: target, clip: piece)
                }
            }
        }
    }
}
