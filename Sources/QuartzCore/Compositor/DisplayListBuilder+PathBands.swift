import Foundation
import Raster

extension DisplayListBuilder {
    /// Fills `path`, mapped by `t`, with `color` into `bitmap`, its rows split in bands across
    /// `threads` (the compositor's bands): each band rasterizes its own rows of the path, whole
    /// rows, which the rasterizer computes alone, so the pixels are the same bits as one pass.
    /// With `region`, only its pixels are filled (the coverage of its rows summed whole, as in
    /// `clip(_:to:transform:threads:region:)`).
    static func fill(_ path: CGPath, transform t: CGAffineTransform, rule: CGPathFillRule, color: RGBA8,
                     into bitmap: inout Bitmap, threads: Int, region: PixelRect? = nil) {
        forEachBandOfCoverage(of: path, transform: t, rule: rule, in: &bitmap, threads: threads,
                              rows: region.map { $0.y0..<$0.y1 }, columns: region.map { $0.x0..<$0.x1 }) { target, mask, rows in
            target.fill(mask, color: color, clip: region.map { rows.intersection($0) } ?? rows)
        }
    }

    /// Clips `bitmap` to `path` mapped by `t` (each pixel times its coverage, clear outside),
    /// its rows split in bands across `threads` as `fill(_:transform:rule:color:into:threads:)`
    /// splits them; with `region`, only its pixels (the coverage of its rows summed whole and
    /// kept in its columns, so each pixel's is the one the whole picture's clip gives).
    static func clip(_ bitmap: inout Bitmap, to path: CGPath, transform t: CGAffineTransform, threads: Int,
                     region: PixelRect? = nil) {
        let columns = region.map { $0.x0..<$0.x1 }
        forEachBandOfCoverage(of: path, transform: t, rule: .winding, in: &bitmap, threads: threads,
                              rows: region.map { $0.y0..<$0.y1 }, columns: columns) { target, mask, rows in
            target.multiply(by: mask, dx: 0, dy: 0, rows: rows.y0..<rows.y1, columns: columns)
        }
    }

    /// Calls `body` for each band of `bitmap`'s rows, on the compositor's threads, with the
    /// coverage of `path` (mapped by `t`) over that band's whole rows (kept in `columns`).
    private static func forEachBandOfCoverage(of path: CGPath, transform t: CGAffineTransform, rule: CGPathFillRule,
                                              in bitmap: inout Bitmap, threads: Int, rows only: Range<Int>? = nil,
                                              columns: Range<Int>? = nil,
                                              _ body: (RasterTarget, CoverageMask, PixelRect) -> Void) {
        let polygons = path.fillPolygons(transform: t)
        guard !bitmap.pixels.isEmpty else { return }
        bitmap.withTarget { target in
            var region = target.bounds
            if let only { region = region.intersection(PixelRect(x0: region.x0, y0: only.lowerBound, x1: region.x1, y1: only.upperBound)) }
            guard !region.isEmpty else { return }
            LayerCompositor.forEachBand(of: region, threads: threads) { rows in
                body(target, PathCoverage.rasterize(polygons, rule: rule.rasterRule, clip: rows, columns: columns), rows)
            }
        }
    }
}
