import Foundation
import Raster

extension CALayer {
    /// The layer's rectangle in its superlayer's coordinates: the bounding box of its transformed
    /// bounds. Setting it moves `position` and resizes `bounds`, as in Core Animation.
    var baseFrame: CGRect {
        get { Self.frame(of: state) }
        set {
            observedValueWillChange("frame"); defer { observedValueDidChange("frame") }
            // All or nothing: a frame with one bad number leaves position and bounds alone.
            guard acceptsValue(newValue, forKey: "frame") else { return }
            let size = newValue.size
            let anchor = state.anchorPoint
            position = CGPoint(x: newValue.minX + anchor.x * size.width, y: newValue.minY + anchor.y * size.height)
            bounds = CGRect(origin: state.bounds.origin, size: size)
        }
    }

    static func frame(of state: LayerState) -> CGRect {
        let h = localToParent(state)
        let b = state.bounds
        if state.transform == CATransform3DIdentity {
            let origin = h.apply(x: Double(b.minX), y: Double(b.minY))
            return CGRect(x: origin.x, y: origin.y, width: b.width, height: b.height)
        }
        let corners = [(b.minX, b.minY), (b.maxX, b.minY), (b.maxX, b.maxY), (b.minX, b.maxY)]
            .map { h.apply(x: Double($0.0), y: Double($0.1)) }
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return .null }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The 4x4 map from this layer's bounds coordinates into its superlayer's coordinates,
    /// before the superlayer's `sublayerTransform` (row vectors, as CATransform3D).
    static func localToParent3D(_ s: LayerState) -> CATransform3D {
        let ax = s.bounds.minX + s.anchorPoint.x * s.bounds.width
        let ay = s.bounds.minY + s.anchorPoint.y * s.bounds.height
        let toAnchor = CATransform3DMakeTranslation(-ax, -ay, -s.anchorPointZ)
        let toPosition = CATransform3DMakeTranslation(s.position.x, s.position.y, s.zPosition)
        return CATransform3DConcat(CATransform3DConcat(toAnchor, s.transform), toPosition)
    }

    /// The flattened map from this layer's bounds coordinates to its superlayer's plane: the
    /// layer is projected onto its superlayer, as Core Animation flattens every layer but
    /// CATransformLayer. `parent` adds the superlayer's sublayerTransform.
    static func localToParent(_ s: LayerState, parent: LayerState? = nil) -> Homography {
        localToParent(s, sublayerTransform: parent.flatMap(sublayerTransformAboutAnchor))
    }

    /// `localToParent(_:parent:)` with the superlayer's `sublayerTransformAboutAnchor` made
    /// once for all its sublayers (nil: none).
    static func localToParent(_ s: LayerState, sublayerTransform about: CATransform3D?) -> Homography {
        var m = localToParent3D(s)
        if let about { m = CATransform3DConcat(m, about) }
        return m.flattenedHomography
    }

    /// A layer's `sublayerTransform` about its anchor point, as its sublayers are mapped by it;
    /// nil when it is the identity.
    static func sublayerTransformAboutAnchor(_ p: LayerState) -> CATransform3D? {
        guard p.sublayerTransform != CATransform3DIdentity else { return nil }
        let ax = p.bounds.minX + p.anchorPoint.x * p.bounds.width
        let ay = p.bounds.minY + p.anchorPoint.y * p.bounds.height
        return CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(-ax, -ay, 0), p.sublayerTransform),
            CATransform3DMakeTranslation(ax, ay, 0))
    }

    /// The flattened map from this layer's coordinates to the root's, using model values
    /// (or presentation values for a presentation copy).
    func localToRoot() -> Homography {
        var h = Homography.identity
        var layer: CALayer? = self
        while let l = layer {
            let parent = l.superlayer
            h = CALayer.localToParent(l.state, parent: parent?.state).after(h)
            layer = parent
        }
        return h
    }

    /// Converts a point from `l`'s coordinates (the root's when nil) to this layer's, through 3D
    /// transforms: the point is unprojected onto this layer's plane.
    func baseConvert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        let fromRoot = l?.localToRoot() ?? .identity
        guard let toLocal = localToRoot().inverse else { return CGPoint(x: CGFloat.nan, y: .nan) }
        let r = toLocal.after(fromRoot).apply(x: Double(p.x), y: Double(p.y))
        return CGPoint(x: r.x, y: r.y)
    }

    /// Converts a point from this layer's coordinates to `l`'s (the root's when nil).
    func baseConvert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        guard let l else {
            let r = localToRoot().apply(x: Double(p.x), y: Double(p.y))
            return CGPoint(x: r.x, y: r.y)
        }
        return l.convert(p, from: self)
    }

    /// Converts a rectangle from `l`'s coordinates: the bounding box of its converted corners.
    func baseConvert(_ r: CGRect, from l: CALayer?) -> CGRect {
        Self.boundingBox(of: r) { convert($0, from: l) }
    }

    /// Converts a rectangle to `l`'s coordinates: the bounding box of its converted corners.
    func baseConvert(_ r: CGRect, to l: CALayer?) -> CGRect {
        Self.boundingBox(of: r) { convert($0, to: l) }
    }

    private static func boundingBox(of r: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        let pts = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                   CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)].map(map)
        guard pts.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return .null }
        let xs = pts.map(\.x), ys = pts.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Converts a time from `l`'s time space (media time when nil) to this layer's.
    func baseConvertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(fromMediaTime: l?.mediaTime(fromLocalTime: t) ?? t)
    }

    /// Converts a time from this layer's time space to `l`'s (media time when nil).
    func baseConvertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocalTime: t)
        return l?.localTime(fromMediaTime: media) ?? media
    }

    /// This layer's local time at a media time: each ancestor's timing applied from the root down.
    ///
    /// Recursive up to 64 levels (the same steps in the same order as the list of ancestors it
    /// falls back to deeper down): building that list through `sequence(...).reversed()` on every
    /// call was about a third of an animated frame's timing work (docs/PERFORMANCE.md, "Recording
    /// and scrubbing").
    func localTime(fromMediaTime t: CFTimeInterval) -> CFTimeInterval {
        localTime(fromMediaTime: t, depth: 0)
    }

    private func localTime(fromMediaTime t: CFTimeInterval, depth: Int) -> CFTimeInterval {
        guard let parent = superlayerStorage else { return localTime(fromParentTime: t) }
        guard depth < 64 else {
            // A deep tree: no recursion past this point, however deep it goes.
            var chain: [CALayer] = []
            var layer: CALayer? = parent
            while let l = layer { chain.append(l); layer = l.superlayerStorage }
            let parentTime = chain.reversed().reduce(t) { $1.localTime(fromParentTime: $0) }
            return localTime(fromParentTime: parentTime)
        }
        return localTime(fromParentTime: parent.localTime(fromMediaTime: t, depth: depth + 1))
    }

    /// The media time at which this layer's local time is `t` (ancestors frozen with speed 0
    /// map every time to their current media time).
    func mediaTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval {
        var time = t
        var layer: CALayer? = self
        while let l = layer {
            guard let parent = l.parentTime(fromLocalTime: time) else { return CACurrentMediaTime() }
            time = parent
            layer = l.superlayerStorage
        }
        return time
    }

    /// The deepest visible layer containing `p`, given in the superlayer's coordinates; nil when
    /// the point misses. Hidden layers, their subtrees and points outside a masking layer's bounds
    /// are skipped; front-most sublayers are tried first.
    func defaultHitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        let toParent = CALayer.localToParent(state, parent: superlayer?.state)
        guard let toLocal = toParent.inverse else { return nil }
        let q = toLocal.apply(x: Double(p.x), y: Double(p.y))
        guard q.x.isFinite, q.y.isFinite else { return nil }
        let local = CGPoint(x: q.x, y: q.y)
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        for layer in sublayersInDrawingOrder({ $0.zPosition }).reversed() {
            if let hit = layer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }
}

extension CALayer {
    /// The layer's `transform` as an affine transform (its 2D part), as Core Animation's
    /// `affineTransform()`.
    func baseAffineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets `transform` to an affine transform, as Core Animation's `setAffineTransform(_:)`.
    func baseSetAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }
}
