import Foundation
import Raster

extension LayerCompositor {
    /// Renders `layer` and its subtree, as they look at `mediaTime`, into a bitmap of its bounds
    /// at `scale` pixels per point: the layer's own transform and position are left out, its
    /// opacity and everything below it are kept (a view faded to 0 gives an empty snapshot).
    ///
    /// This is what snapshots are made of (UIKit's `snapshotView(afterScreenUpdates:)`). With
    /// `lastDrawn`, layers are drawn with the model values they had when the compositor last drew
    /// them (what is on screen, before changes made since: `afterScreenUpdates: false`);
    /// otherwise with their presentation at `mediaTime`, pending changes included. It does not
    /// lay out, commit or advance animations: the caller decides what "now" is. Nor does it
    /// count as drawing: layers it draws are not marked as drawn and keep their on-screen values.
    /// `showingHiddenRoot` draws `layer` even when it is hidden (its subtree's hidden layers stay
    /// hidden): a snapshot drawn at the commit after the view was hidden, as UIKit's are.
    public static func snapshot(of layer: CALayer, scale: Double, atMediaTime mediaTime: CFTimeInterval? = nil,
                                lastDrawn: Bool = false, showingHiddenRoot: Bool = false) -> Bitmap {
        let image = snapshotImage(of: layer, scale: scale, atMediaTime: mediaTime, lastDrawn: lastDrawn,
                                  showingHiddenRoot: showingHiddenRoot)
        return image?.bitmap ?? Bitmap(width: 0, height: 0)
    }

    /// The snapshot `snapshot(of:scale:atMediaTime:lastDrawn:showingHiddenRoot:)` gives, as an
    /// image whose pixels are drawn the first time they are read (nil for an empty one).
    ///
    /// Taking it records what the snapshot shows, its display list, whose items hold the
    /// bitmaps they draw by reference (layers' images, offscreen pictures made now); the
    /// pixels are drawn from it only when read: by a frame that shows the snapshot, or by app
    /// code reading the image. A snapshot replaced in frames built without drawing (a replay
    /// fast-forwarding) is never drawn. The list is a faithful record, so the bytes are the
    /// same whenever they are made: taken from the screen then if it still shows the list
    /// (`copyOfPixels`), drawn otherwise (docs/ARCHITECTURE.md, "A frame, from a layer to the
    /// pixels").
    package static func snapshotImage(of layer: CALayer, scale: Double, atMediaTime mediaTime: CFTimeInterval? = nil,
                                      lastDrawn: Bool = false, showingHiddenRoot: Bool = false) -> CGImage? {
        WorkMeter.measure(.snapshots) {
            makeSnapshot(of: layer, scale: scale, atMediaTime: mediaTime, lastDrawn: lastDrawn, showingHiddenRoot: showingHiddenRoot)
        }
    }

    /// `snapshotImage(of:scale:atMediaTime:lastDrawn:showingHiddenRoot:)`'s work.
    private static func makeSnapshot(of layer: CALayer, scale: Double, atMediaTime mediaTime: CFTimeInterval?,
                                     lastDrawn: Bool, showingHiddenRoot: Bool) -> CGImage? {
        let t = mediaTime ?? CACurrentMediaTime()
        // The context's snapshot cache: a picture is a pure function of its display list, so a
        // list that draws the same as the last one's reuses its pixels.
        let context = LayerContext.isBound ? LayerContext.current : nil
        let cache = context?.snapshotCache ?? OffscreenCache()
        let screen = context?.screen
        cache.neighbor = screen?.cache
        var builder = DisplayListBuilder(mediaTime: t, cache: cache)
        builder.drawsOnScreenState = lastDrawn
        builder.threads = context?.drawingThreads ?? 1
        var state = builder.state(of: layer)
        let b = state.bounds
        let width = Int((Double(b.width) * scale).rounded(.up)), height = Int((Double(b.height) * scale).rounded(.up))
        guard width > 0, height > 0, width <= 16384, height <= 16384 else { return nil }
        // Place the layer so its bounds start at the bitmap's origin, untransformed.
        state.transform = CATransform3DIdentity
        if showingHiddenRoot { state.isHidden = false }
        state.zPosition = 0
        state.position = CGPoint(x: state.anchorPoint.x * b.width, y: state.anchorPoint.y * b.height)
        cache.beginFrame()
        var items: [DrawItem] = []
        let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
        builder.append(layer, state: state, placement: .init(parentToPixels: .scale(scale, scale), parentSublayerTransform: nil,
                                                             clip: bounds, opacity: 1), into: &items)
        let threads = builder.threads
        let kept = cache.image(for: layer, part: .snapshot, signature: items, extra: [Double(width), Double(height)]) {
            // Asked only for a new image: a snapshot the cache already holds keeps its answer.
            CGImage(width: width, height: height, opaque: items.contains { $0.setsEveryPixelOpaque(of: bounds) }) {
                [weak screen, weak context] in
                WorkMeter.measure(.snapshots) {
                    context?.snapshotsDrawn += 1
                    if let screen, screen.scale == scale, let copy = screen.copyOfPixels(showing: items, in: bounds, threads: threads) {
                        return copy
                    }
                    return DrawItem.picture(of: items, width: width, height: height, threads: threads)
                }
            }
        }
        // Only the pictures of this snapshot's layers are kept.
        cache.endFrame()
        // A snapshot puts nothing on screen: what it drew (`builder.drawn`) is not committed.
        return CGImage(sharingPixelsOf: kept)
    }
}

extension LayerCompositor {
    /// A layer whose contents picture `layer` as it was last drawn (its values and sublayers when
    /// the compositor last drew it, or as it is now if it was never drawn), the size of its
    /// bounds, at the context's display scale: the old look of a `CATransition`.
    static func lastDrawnLook(of layer: CALayer) -> CALayer {
        let scale = max(0.1, Double(LayerContext.current.displayScale))
        let look = CALayer()
        look.name = "CATransition.oldLook"
        if let image = snapshotImage(of: layer, scale: scale, lastDrawn: true) {
            look.state.contents = image
        }
        look.state.contentsScale = CGFloat(scale)
        return look
    }
}
