import Foundation
import Raster

extension CGContext {
    /// Fills the clip with `gradient` along the line from `startPoint` to `endPoint` (in user
    /// space), as Core Graphics' `drawLinearGradient(_:start:end:options:)`: colors are constant
    /// across the line, and past its ends only where `options` extend them.
    public func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
                                   options: CGGradientDrawingOptions) {
        let dx = Double(endPoint.x - startPoint.x), dy = Double(endPoint.y - startPoint.y)
        let length2 = dx * dx + dy * dy
        guard length2 > 0 else { return }
        drawGradient(gradient, options: options) { x, y in
            ((x - Double(startPoint.x)) * dx + (y - Double(startPoint.y)) * dy) / length2
        }
    }

    /// Fills the clip with `gradient` between the circle at `startCenter` of `startRadius` and
    /// the one at `endCenter` of `endRadius` (user space), as Core Graphics'
    /// `drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`: each point
    /// takes the color of the last circle between them that passes through it.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let cx = Double(endCenter.x - startCenter.x), cy = Double(endCenter.y - startCenter.y)
        let r0 = Double(startRadius), dr = Double(endRadius - startRadius)
        let a = cx * cx + cy * cy - dr * dr
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        drawGradient(gradient, options: options) { x, y in
            // |p - c(t)| = r(t), with c(t) = c0 + t (c1 - c0) and r(t) = r0 + t dr: a t² - 2 b t + c = 0.
            let px = x - Double(startCenter.x), py = y - Double(startCenter.y)
            let b = px * cx + py * cy + r0 * dr, c = px * px + py * py - r0 * r0
            var roots: [Double] = []
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { roots = [c / (2 * b)] }
            } else {
                let discriminant = b * b - a * c
                guard discriminant >= 0 else { return nil }
                let s = discriminant.squareRoot()
                roots = [(b + s) / a, (b - s) / a].sorted(by: >)
            }
            return roots.first { t in r0 + t * dr >= 0 && (t >= 0 || before) && (t <= 1 || after) }
        }
    }

    /// Paints each pixel of the clip whose center's user-space point has a gradient parameter
    /// (nil: not painted); parameters outside 0...1 are painted only where `options` say.
    private func drawGradient(_ gradient: CGGradient, options: CGGradientDrawingOptions,
                              parameter: (_ x: Double, _ y: Double) -> Double?) {
        let fill = GradientFill(kind: .axial(start: (0, 0), end: (1, 0)), stops: gradient.fillStops(alpha: gstate.alpha))
        let toUser = gstate.ctm.inverted()
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        let area = gstate.clip.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !area.isEmpty else { return }
        withPixels { pixels in
            pixels.fill(CoverageMask(box: area, value: 1), clip: area) { x, y in
                let p = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(toUser)
                guard let t = parameter(Double(p.x), Double(p.y)), t.isFinite,
                      t >= 0 || before, t <= 1 || after else { return .clear }
                return fill.color(at: t)
            }
        }
    }
}
