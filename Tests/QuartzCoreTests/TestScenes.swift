import Foundation
import Raster
@testable import QuartzCore

/// Pictures and layer trees the compositor tests draw. Everything is generated, so the tests
/// need no asset files.
enum TestScenes {
    /// A page-like picture: a vertical color ramp, a checkered band and a dark title bar.
    static func pageImage(width: Int, height: Int) -> CGImage {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let ramp = Double(y) / Double(max(1, height - 1))
                var color = RGBA8(red: 0.2 + 0.6 * ramp, green: 0.5, blue: 0.9 - 0.6 * ramp)
                if y < height / 10 { color = RGBA8(red: 0.1, green: 0.1, blue: 0.15) }
                if y > height / 2 && y < height / 2 + height / 8 && ((x / 8 + y / 8) % 2 == 0) {
                    color = .white
                }
                bitmap[x, y] = color
            }
        }
        return CGImage(bitmap: bitmap)
    }

    /// The door scene from seed 003: a page behind, and a snapshot of another page cut into two
    /// halves hinged at the screen's outer edges, each turned by `angle` with m34 = 4.5 / -2000.
    static func doors(angle: CGFloat, size: CGSize = CGSize(width: 200, height: 300)) -> CALayer {
        let root = makeLayer(CGRect(origin: .zero, size: size), color: CGColor(red: 0.95, green: 0.95, blue: 0.9, alpha: 1))
        let behind = makeLayer(CGRect(x: 20, y: 40, width: size.width - 40, height: size.height - 80),
                               color: CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1))
        behind.cornerRadius = 12
        root.addSublayer(behind)
        let snapshot = pageImage(width: Int(size.width) * 2, height: Int(size.height) * 2)
        var perspective = CATransform3DIdentity
        perspective.m34 = 4.5 / -2000
        for (index, side) in [CGFloat(0), 1].enumerated() {
            let half = CALayer()
            half.contents = snapshot
            half.contentsRect = CGRect(x: side * 0.5, y: 0, width: 0.5, height: 1)
            half.anchorPoint = CGPoint(x: side, y: 0.5)
            half.frame = CGRect(x: side * size.width / 2, y: 0, width: size.width / 2, height: size.height)
            half.transform = CATransform3DRotate(perspective, index == 0 ? angle : -angle, 0, 1, 0)
            root.addSublayer(half)
        }
        return root
    }

    /// Renders a tree once with a new compositor.
    @discardableResult
    static func render(_ root: CALayer, size: CGSize, scale: Double = 2, at time: CFTimeInterval = 0, threads: Int = 1) -> Bitmap {
        let compositor = LayerCompositor(width: Int(size.width * scale), height: Int(size.height * scale),
                                         scale: scale, background: .black, threads: threads)
        return compositor.render(root, atMediaTime: time)
    }
}
