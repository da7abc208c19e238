import Foundation

extension CALayer {
    /// The layer this one is a sublayer of (or the layer it masks).
    var baseSuperlayer: CALayer? {
        if let model = modelLayerStorage { return model.superlayer?.presentation() }
        return superlayerStorage
    }

    /// The sublayers, back to front in insertion order; nil when there are none.
    var baseSublayers: [CALayer]? {
        get {
            if let model = modelLayerStorage { return model.sublayers?.map { $0.presentation() ?? $0 } }
            return sublayerStorage.isEmpty ? nil : sublayerStorage
        }
        set {
            for layer in sublayerStorage { layer.superlayerStorage = nil }
            sublayerStorage = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// A layer whose alpha masks this layer's drawing (in this layer's coordinates).
    var baseMask: CALayer? {
        get { maskStorage }
        set {
            maskStorage?.superlayerStorage = nil
            newValue?.removeFromSuperlayer()
            maskStorage = newValue
            newValue?.superlayerStorage = self
            noteChange()
        }
    }

    /// Appends `layer` on top of the sublayers, removing it from its old superlayer first.
    func baseAddSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayerStorage.count))
    }

    /// Inserts `layer` at `idx` among the sublayers (clamped to the valid range).
    func baseInsertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard layer !== self else {
            CATransaction.warn("a layer cannot be its own sublayer; ignored")
            return
        }
        var ancestor: CALayer? = self
        while let a = ancestor {
            if a === layer {
                CATransaction.warn("adding an ancestor as a sublayer would make a cycle; ignored")
                return
            }
            ancestor = a.superlayerStorage
        }
        var index = Int(idx)
        if layer.superlayerStorage === self, let old = sublayerStorage.firstIndex(where: { $0 === layer }) {
            sublayerStorage.remove(at: old)
            if old < index { index -= 1 }
        } else {
            layer.removeFromSuperlayer()
        }
        index = max(0, min(index, sublayerStorage.count))
        sublayerStorage.insert(layer, at: index)
        layer.superlayerStorage = self
        noteChange()
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is not a sublayer).
    func baseInsertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    func baseInsertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s } }.map { $0 + 1 }
            ?? sublayerStorage.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Puts `newLayer` where `oldLayer` is; does nothing when `oldLayer` is not a sublayer.
    func baseReplaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = sublayerStorage.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Detaches the layer from its superlayer (or from the layer it masks).
    func baseRemoveFromSuperlayer() {
        guard let parent = superlayerStorage else { return }
        if parent.maskStorage === self {
            parent.maskStorage = nil
        } else {
            parent.sublayerStorage.removeAll { $0 === self }
        }
        superlayerStorage = nil
        parent.noteChange()
    }

    /// The sublayers in drawing order: by `zPosition` (presentation values), then insertion order.
    func sublayersInDrawingOrder(_ zPosition: (CALayer) -> CGFloat) -> [CALayer] {
        let list = sublayerStorage
        guard list.count > 1 else { return list }
        let keyed = list.enumerated().map { (z: zPosition($0.element), index: $0.offset, layer: $0.element) }
        if keyed.allSatisfy({ $0.z == keyed[0].z }) { return list }
        return keyed.sorted { $0.z != $1.z ? $0.z < $1.z : $0.index < $1.index }.map(\.layer)
    }
}
