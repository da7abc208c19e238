import Foundation
import Raster

extension DisplayListBuilder {
    /// Fills `path`, mapped by `t`, with `color` into `bitmap`, its rows split in bands across
    /// `threads` (the compositor's bands): each band rasterizes its own rows of the path, whole
    /// rows, which the rasterizer computes alone, so the pixels are the same bits as one pass.
    static func fill(_ path: CGPath, transform t: CGAffineTransform, rule: CGPathFillRule, color: RGBA8,
                     into bitmap: inout Bitmap, threads: Int) {
        let polygons = path.fillPolygons(transform: t)
        let fillRule: PathFillRule = rule == .evenOdd ? .evenOdd : .nonZero
        guard !bitmap.pixels.isEmpty else { return }
        bitmap.withTarget { target in
            LayerCompositor.forEachBand(of: target.bounds, threads: threads) { rows in
                target.fill(PathCoverage.rasterize(polygons, rule: fillRule, clip: rows), color: color, clip: rows)
            }
        }
    }

    /// Clips `bitmap` to `path` mapped by `t` (each pixel times its coverage, clear outside),
    /// its rows split in bands across `threads` as `fill(_:transform:rule:color:into:threads:)`
    /// splits them.
    static func clip(_ bitmap: inout Bitmap, to path: CGPath, transform t: CGAffineTransform, threads: Int) {
        let polygons = path.fillPolygons(transform: t)
        guard !bitmap.pixels.isEmpty else { return }
        bitmap.withTarget { target in
            LayerCompositor.forEachBand(of: target.bounds, threads: threads) { rows in
                let mask = PathCoverage.rasterize(polygons, rule: .nonZero, clip: rows)
                target.multiply(by: mask, dx: 0, dy: 0, rows: rows.y0..<rows.y1)
            }
        }
    }
}
