import Foundation
import QuartzCore
import Raster

/// The scenes the preview window, the benchmark and the README picture draw: whole phone frames
/// of the transitions TransitionLab is about, built from plain layers.
package enum CanonicalScene {
    /// The canonical phone screen in points.
    package static let screenSize = CGSize(width: 390, height: 844)
    /// The canonical phone's scale.
    package static let screenScale = 2.0

    /// Seed 003's door: a page behind, and a snapshot of the page in front cut into two halves
    /// hinged at the screen's outer edges, each turned by `angle` radians (m34 = 4.5 / -2000).
    /// The halves sit above the page behind (zPosition), the z-order fix the seed describes.
    package static func door(angle: CGFloat, size: CGSize = screenSize, scale: Double = screenScale) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = .white
        let behind = CALayer()
        behind.frame = root.bounds
        behind.contents = PageArt.page(width: Double(size.width), height: Double(size.height), scale: scale, hue: 0.58)
        root.addSublayer(behind)
        let snapshot = PageArt.page(width: Double(size.width), height: Double(size.height), scale: scale, hue: 0.05)
        for side in [CGFloat(0), 1] {
            root.addSublayer(doorHalf(side: side, snapshot: snapshot, size: size, angle: angle))
        }
        return root
    }

    /// One half of the door: the left (`side` 0) or right (`side` 1) half of `snapshot`.
    package static func doorHalf(side: CGFloat, snapshot: CGImage, size: CGSize, angle: CGFloat) -> CALayer {
        let half = CALayer()
        half.contents = snapshot
        half.contentsRect = CGRect(x: side * 0.5, y: 0, width: 0.5, height: 1)
        half.anchorPoint = CGPoint(x: side, y: 0.5)
        half.frame = CGRect(x: side * size.width / 2, y: 0, width: size.width / 2, height: size.height)
        half.zPosition = 1
        half.transform = doorTransform(angle: side == 0 ? angle : -angle)
        return half
    }

    /// The seed's door transform: perspective 4.5 / -2000, then a turn about y.
    package static func doorTransform(angle: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = 4.5 / -2000
        return CATransform3DRotate(t, angle, 0, 1, 0)
    }

    /// A frame of the default navigation push at `progress` (0...1): the old page moved left by a
    /// third of the width under a black 10% dimming, the new page sliding in from the right with a
    /// soft shadow on its left edge, and the navigation bar on top.
    package static func push(progress: CGFloat, size: CGSize = screenSize, scale: Double = screenScale) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = .white
        let lower = CALayer()
        lower.frame = root.bounds.offsetBy(dx: -size.width / 3 * progress, dy: 0)
        lower.contents = PageArt.page(width: Double(size.width), height: Double(size.height), scale: scale, hue: 0.58)
        root.addSublayer(lower)
        let dimming = CALayer()
        dimming.frame = root.bounds
        dimming.backgroundColor = CGColor(gray: 0, alpha: 0.1 * progress)
        root.addSublayer(dimming)
        let upper = CALayer()
        upper.frame = root.bounds.offsetBy(dx: size.width * (1 - progress), dy: 0)
        upper.contents = PageArt.page(width: Double(size.width), height: Double(size.height), scale: scale, hue: 0.33)
        upper.shadowOpacity = 0.25
        upper.shadowRadius = 8
        upper.shadowOffset = CGSize(width: -2, height: 0)
        upper.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 6, height: size.height), transform: nil)
        root.addSublayer(upper)
        let bar = CALayer()
        bar.frame = CGRect(x: 0, y: 0, width: size.width, height: 100)
        bar.contents = PageArt.navigationBar(width: Double(size.width), scale: scale, hue: 0.6)
        root.addSublayer(bar)
        return root
    }

    /// A partial curl (UIKit's `.partialCurl`): a page rolled up from its bottom-right corner by
    /// `amount` (0...1) over the page below, drawn by the renderer's page curl.
    package static func pageCurl(amount: CGFloat, size: CGSize = screenSize, scale: Double = screenScale) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = .white
        let below = CALayer()
        below.frame = root.bounds
        below.contents = PageArt.page(width: Double(size.width), height: Double(size.height), scale: scale, hue: 0.33)
        root.addSublayer(below)
        let curl = PageCurlLayer()
        curl.frame = root.bounds
        curl.contents = PageArt.page(width: Double(size.width), height: Double(size.height), scale: scale, hue: 0.58)
        curl.curlAmount = amount
        root.addSublayer(curl)
        return root
    }
}
