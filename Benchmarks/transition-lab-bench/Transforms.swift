import CPixman
import Foundation
import Raster

/// The layer transforms of the benchmark operations, as `Homography` maps from layer pixels to
/// screen pixels (both with pixel centers at +0.5).
enum BenchTransforms {
    /// Scale by `s` about the screen center: the background page of a push, for example.
    static func scaleAboutCenter(_ s: Double, width: Double, height: Double) -> Homography {
        Homography.translation(width / 2, height / 2)
            .after(.scale(s, s))
            .after(.translation(-width / 2, -height / 2))
    }

    /// Rotate by `degrees` (clockwise on screen, y pointing down) and scale by `s` about the center.
    static func rotateScaleAboutCenter(degrees: Double, scale s: Double, width: Double, height: Double) -> Homography {
        let a = degrees * .pi / 180
        let rotation = Homography(cos(a), -sin(a), 0, sin(a), cos(a), 0, 0, 0, 1)
        return Homography.translation(width / 2, height / 2)
            .after(rotation).after(.scale(s, s))
            .after(.translation(-width / 2, -height / 2))
    }

    /// A full-screen layer swinging like a door about its left edge: `rotateY(degrees)` under a
    /// perspective `m34 = -1 / distance`, with both distances in pixels.
    ///
    /// Derivation. As in UIKit door transitions, the layer's anchor point is the middle of its
    /// left edge, (0, h/2), and its transform is `perspective(m34) * rotateY(angle)`, applied
    /// about the anchor. A layer point (x, y) relative to the anchor is (x, y - h/2, 0).
    /// `CATransform3DMakeRotation(angle, 0, 1, 0)` takes it to (x cos a, y - h/2, -x sin a);
    /// the perspective row then gives w = 1 + z * m34 = 1 + x sin a / d. Projecting and moving
    /// back to the anchor:
    ///
    ///     x' = x cos a / w
    ///     y' = h/2 + (y - h/2) / w = (y + (h/2) (x sin a / d)) / w
    ///
    /// which is the homography with rows (cos a, 0, 0), ((h/2) sin a / d, 1, 0), (sin a / d, 0, 1).
    /// Positive angles make the right edge recede (w > 1). Core Animation applies m34 in points;
    /// on a 2x screen, conjugating by the point-to-pixel scale turns m34 = -1/500 pt into a
    /// distance of 1000 px, which is what callers pass.
    static func door(degrees: Double, distance d: Double, width: Double, height: Double) -> Homography {
        let a = degrees * .pi / 180
        let halfHeight = height / 2
        return Homography(cos(a), 0, 0,
                          halfHeight * sin(a) / d, 1, 0,
                          sin(a) / d, 0, 1)
    }

    /// The screen pixels a `width` x `height` layer can touch under `transform`, clipped to the
    /// screen and grown by one pixel for anti-aliasing and bilinear fringes.
    static func coveredRect(of transform: Homography, width: Double, height: Double) -> PixelRect {
        let corners = [(0.0, 0.0), (width, 0), (0, height), (width, height)].map { transform.apply(x: $0.0, y: $0.1) }
        let box = PixelRect.covering(minX: corners.map(\.x).min()!, minY: corners.map(\.y).min()!,
                                     maxX: corners.map(\.x).max()!, maxY: corners.map(\.y).max()!, margin: 1)
        return box.intersection(PixelRect(x0: 0, y0: 0, x1: Screen.width, y1: Screen.height))
    }

    /// The screen area, in pixels, that a `width` x `height` layer covers under `transform`,
    /// clipped to the screen: the pixels a kernel draws, for its time per drawn pixel.
    ///
    /// The layer's corners are projected and the quad is clipped to the screen's four edges in
    /// turn (Sutherland-Hodgman); its area is the shoelace sum. Fringes of anti-aliasing are
    /// not counted: they are a line of pixels along the edges, under 0.2% of these quads.
    static func drawnArea(of transform: Homography, width: Double, height: Double) -> Double {
        var polygon = [(0.0, 0.0), (width, 0), (width, height), (0, height)].map { transform.apply(x: $0.0, y: $0.1) }
            .map { (x: $0.x, y: $0.y) }
        // Each edge as the signed distance of a point inside it (negative outside).
        let edges: [((x: Double, y: Double)) -> Double] = [
            { $0.x }, { Double(Screen.width) - $0.x }, { $0.y }, { Double(Screen.height) - $0.y },
        ]
        for edge in edges {
            var clipped: [(x: Double, y: Double)] = []
            for (index, current) in polygon.enumerated() {
                let previous = polygon[(index + polygon.count - 1) % polygon.count]
                let a = edge(previous), b = edge(current)
                // A side that crosses the edge contributes the crossing point.
                if (a >= 0) != (b >= 0) {
                    let t = a / (a - b)
                    clipped.append((previous.x + (current.x - previous.x) * t, previous.y + (current.y - previous.y) * t))
                }
                if b >= 0 { clipped.append(current) }
            }
            polygon = clipped
        }
        let twiceArea = polygon.indices.reduce(0.0) { sum, index in
            let p = polygon[index], q = polygon[(index + 1) % polygon.count]
            return sum + p.x * q.y - q.x * p.y
        }
        return abs(twiceArea) / 2
    }
}

/// pixman's source transform for a layer drawn with `transform` into `region`.
///
/// pixman maps destination pixel centers to source coordinates, so it needs the inverse map.
/// Its matrix entries and the homogeneous (x, y, w) it computes are 16.16 fixed point, which
/// overflows past 32768 and loses all precision in the small perspective terms (sin a / d is
/// about 0.0009). A projective matrix is therefore scaled by one constant so that the largest
/// entry, and the largest |x|, |y|, |w| over the region's corners, sit just under 2^15 - 1;
/// scaling a homogeneous matrix does not change the map it describes. Affine matrices are left
/// unscaled because pixman only takes its fast affine paths when the last row is (0, 0, 1).
func pixmanTransform(for transform: Homography, region: PixelRect) -> pixman_transform? {
    guard let inverse = transform.inverse else { return nil }
    var scale = 1.0
    if !inverse.isAffine {
        var largest = [inverse.m00, inverse.m01, inverse.m02, inverse.m10, inverse.m11, inverse.m12,
                       inverse.m20, inverse.m21, inverse.m22].map(abs).max()!
        // (x, y, w) are linear in the destination position, so their extremes are at the corners.
        for (x, y) in [(region.x0, region.y0), (region.x1, region.y0), (region.x0, region.y1), (region.x1, region.y1)] {
            let h = inverse.applyHomogeneous(x: Double(x) + 0.5, y: Double(y) + 0.5)
            largest = max(largest, abs(h.x), abs(h.y), abs(h.w))
        }
        scale = 30_000 / largest
    }
    func fixed(_ v: Double) -> pixman_fixed_t { pixman_fixed_t((v * scale * 65536).rounded()) }
    var result = pixman_transform()
    result.matrix = ((fixed(inverse.m00), fixed(inverse.m01), fixed(inverse.m02)),
                     (fixed(inverse.m10), fixed(inverse.m11), fixed(inverse.m12)),
                     (fixed(inverse.m20), fixed(inverse.m21), fixed(inverse.m22)))
    return result
}
