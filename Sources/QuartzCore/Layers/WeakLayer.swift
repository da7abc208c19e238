/// A layer held weakly, for lists that must not keep layers alive.
struct WeakLayer {
    weak var layer: CALayer?
    init(_ layer: CALayer) { self.layer = layer }
}
