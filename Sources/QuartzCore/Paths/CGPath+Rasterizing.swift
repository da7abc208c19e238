import Foundation
import Raster

extension CGPath {
    /// How far, in pixels, a flattened curve may stray from the true curve: small enough that
    /// the chords' inward bias (two thirds of this across the whole outline) stays invisible.
    package static let pixelTolerance = 0.025

    /// The pixel coverage of the path filled by `rule`, its points mapped to pixels by
    /// `transform`, within `clip`.
    package func fillCoverage(transform: CGAffineTransform, rule: CGPathFillRule, clip: PixelRect) -> CoverageMask {
        PathCoverage.rasterize(fillPolygons(transform: transform), rule: rule.rasterRule, clip: clip)
    }

    /// The path flattened for filling, in the pixels `transform` maps it to: what
    /// `fillCoverage(transform:rule:clip:)` rasterizes, for rasterizing it by bands of rows.
    package func fillPolygons(transform: CGAffineTransform) -> [[(x: Double, y: Double)]] {
        polylines(tolerance: Self.pixelTolerance) { p in
            let q = p.applying(transform)
            return (Double(q.x), Double(q.y))
        }.map(\.points)
    }

    /// The pixel coverage of the path's stroke, within `clip`.
    ///
    /// The stroke is built in the path's own space (so a transform that scales unevenly makes
    /// the line thicker one way, as in Core Graphics), its curves flattened finely enough for
    /// the pixels, then mapped by `transform` and filled.
    package func strokeCoverage(transform: CGAffineTransform, settings: PathStrokeSettings, clip: PixelRect) -> CoverageMask {
        guard settings.width > 0, settings.end > settings.start || (settings.start == 0 && settings.end >= 1) else {
            return CoverageMask(box: .empty)
        }
        let t = transform
        let stretch = max(Double(hypot(t.a, t.b)), Double(hypot(t.c, t.d)), 1e-9)
        let tolerance = Self.pixelTolerance / stretch
        var lines = polylines(tolerance: tolerance)
        lines = PolylineCutting.trimmed(lines, from: settings.start, to: settings.end)
        lines = PolylineCutting.dashed(lines, pattern: settings.dashPattern, phase: settings.dashPhase)
        let style = StrokeStyle(width: settings.width, cap: settings.cap.strokeCap, join: settings.join.strokeJoin,
                                miterLimit: settings.miterLimit)
        var polygons: [[(x: Double, y: Double)]] = []
        for line in lines {
            for polygon in PathStroker.outline(of: line.points, closed: line.closed, style: style, tolerance: tolerance) {
                polygons.append(polygon.map { p in
                    (Double(t.a) * p.x + Double(t.c) * p.y + Double(t.tx), Double(t.b) * p.x + Double(t.d) * p.y + Double(t.ty))
                })
            }
        }
        return PathCoverage.rasterize(polygons, rule: .nonZero, clip: clip)
    }
}

extension CGLineCap {
    /// The rasterizer's cap.
    var strokeCap: StrokeCap {
        switch self {
        case .butt: return .butt
        case .round: return .round
        case .square: return .square
        }
    }
}

extension CGLineJoin {
    /// The rasterizer's join.
    var strokeJoin: StrokeJoin {
        switch self {
        case .miter: return .miter
        case .round: return .round
        case .bevel: return .bevel
        }
    }
}

extension CGPathFillRule {
    /// The rasterizer's rule for this one (winding is non-zero).
    package var rasterRule: PathFillRule { self == .evenOdd ? .evenOdd : .nonZero }
}
