/// The layers one display list was built from, as `DisplayListBuilder` reports them, so that
/// committing what was drawn is one explicit step after building rather than a side effect of it.
///
/// Committing marks layers as drawn once (from then on their changes animate implicitly, see
/// `CALayer.change`) and remembers their model values as what is on screen (which
/// `snapshot(of:scale:atMediaTime:lastDrawn:)` draws with `lastDrawn`). `LayerCompositor.render`
/// commits every frame it builds; snapshots build lists too but never commit, since they put
/// nothing on screen.
struct DrawnFrame {
    /// The layers the builder visited, in visiting order: mask layers and layers drawn through
    /// offscreen groups included, and layers that turned out hidden or transparent too.
    private(set) var drawnLayers: [CALayer] = []
    /// Layers whose subtrees were skipped (the layer hidden, transparent, clipped away, singular
    /// or turned away): their sublayers, recursively, count as committed without being drawn.
    private(set) var skippedSubtrees: [CALayer] = []
    /// The deepest nesting level visited (the root is level 1), at most one past the limit.
    private(set) var deepestLevel = 0
    /// Whether some layer lay deeper than `LayerCompositor.maxNestingDepth` and was not drawn.
    private(set) var reachedNestingLimit = false

    /// Notes that the builder visited a layer at nesting `level`.
    mutating func noteLevel(_ level: Int) {
        deepestLevel = max(deepestLevel, level)
    }

    /// Notes that a layer lay too deep to be drawn.
    mutating func noteNestingLimitReached() {
        reachedNestingLimit = true
    }

    /// Notes that the builder visited `layer`.
    mutating func noteDrawn(_ layer: CALayer) {
        drawnLayers.append(layer)
    }

    /// Notes that the builder did not descend below `layer`.
    mutating func noteSkippedSublayers(of layer: CALayer) {
        skippedSubtrees.append(layer)
    }

    /// Marks every drawn layer as committed with its model values as on screen, and the sublayers
    /// of skipped subtrees as committed (their on-screen values are left as they were).
    ///
    /// Call it right after building the list, before any layer can change: building writes no
    /// layer, so the model values read here are the ones the list was built from.
    func commit() {
        for layer in drawnLayers {
            layer.hasBeenCommitted = true
            layer.onScreenState = layer.state
            layer.onScreenSublayers = layer.sublayerStorage
        }
        for layer in skippedSubtrees {
            Self.markCommitted(layer.sublayerStorage)
        }
    }

    /// Marks `layers` and their sublayers, recursively, as committed.
    private static func markCommitted(_ layers: [CALayer]) {
        for layer in layers {
            layer.hasBeenCommitted = true
            markCommitted(layer.sublayerStorage)
        }
    }
}
