import Foundation
import Raster

extension DisplayListBuilder {
    /// Draws a layer in the middle of a `CATransition`: its current look and the picture of its
    /// old one, each placed (and faded) as the transition's type and progress say.
    ///
    /// Offsets are in the layer's own coordinates, so a turned layer's content slides along its
    /// own axes. Nothing is clipped to the bounds, as in Core Animation: content sliding out of a
    /// small layer shows beside it unless an ancestor clips.
    mutating func appendTransition(_ layer: CALayer, state s: LayerState, transition t: LayerTransitionFrame,
                                   placement p: Placement, into items: inout [DrawItem]) {
        var live = s
        live.transition = nil
        guard !s.isHidden, s.opacity > 0 else { return append(layer, state: live, placement: p, into: &items) }
        let progress = max(0, min(1, t.progress))
        let span = CGPoint(x: t.origin.x * s.bounds.width, y: t.origin.y * s.bounds.height)
        // Where the new content comes from, and where the old goes.
        let newOffset = CGPoint(x: span.x * (1 - progress), y: span.y * (1 - progress))
        let oldOffset = CGPoint(x: -span.x * progress, y: -span.y * progress)

        switch t.type {
        case .push:
            appendOldLook(t.oldLook, over: s, offset: oldOffset, opacity: 1, placement: p, into: &items)
            append(layer, state: Self.shifted(live, by: newOffset), placement: p, into: &items)
        case .moveIn:
            appendOldLook(t.oldLook, over: s, offset: .zero, opacity: 1, placement: p, into: &items)
            append(layer, state: Self.shifted(live, by: newOffset), placement: p, into: &items)
        case .reveal:
            append(layer, state: live, placement: p, into: &items)
            appendOldLook(t.oldLook, over: s, offset: oldOffset, opacity: 1, placement: p, into: &items)
        default:
            // A fade: the old look over the new one, fading out, dissolves one into the other.
            append(layer, state: live, placement: p, into: &items)
            appendOldLook(t.oldLook, over: s, offset: .zero, opacity: Float(1 - progress), placement: p, into: &items)
        }
    }

    /// Draws the old look's picture where the layer is, moved by `offset` in the layer's space.
    private mutating func appendOldLook(_ look: CALayer, over s: LayerState, offset: CGPoint, opacity: Float,
                                        placement p: Placement, into items: inout [DrawItem]) {
        guard opacity > 0 else { return }
        var picture = look.state
        picture.bounds = s.bounds
        picture.position = s.position
        picture.anchorPoint = s.anchorPoint
        picture.anchorPointZ = s.anchorPointZ
        picture.zPosition = s.zPosition
        picture.isDoubleSided = s.isDoubleSided
        picture.transform = s.transform
        // The picture already holds the layer's own opacity.
        picture.opacity = opacity
        append(look, state: Self.shifted(picture, by: offset), placement: p, into: &items)
    }

    /// `s` moved by `offset` in its own coordinates, before its transform.
    private static func shifted(_ s: LayerState, by offset: CGPoint) -> LayerState {
        guard offset != .zero else { return s }
        var moved = s
        moved.transform = CATransform3DTranslate(s.transform, offset.x, offset.y, 0)
        return moved
    }
}
