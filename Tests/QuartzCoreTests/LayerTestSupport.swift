import TestSupport
import Foundation
import Raster
import XCTest
@testable import QuartzCore

/// Runs `body` with a fresh layer context (clock at 0, no open transactions), so tests never see
/// each other's state.
func withFreshContext<R>(_ body: (LayerContext) throws -> R) rethrows -> R {
    try withFreshLayerContext(body)
}

/// A layer with a frame and a background color, with actions off while it is set up.
func makeLayer(_ frame: CGRect, color: CGColor? = nil) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
}

/// An image of pixels of no pattern (a fixed xorshift sequence), premultiplied, some translucent.
func noiseImage(width: Int, height: Int, seed: UInt64, translucent: Bool) -> CGImage {
    var state = seed
    var bitmap = Bitmap(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            let a = translucent ? UInt8(truncatingIfNeeded: state >> 32) : 255
            func channel(_ shift: UInt64) -> UInt8 { UInt8(UInt64(UInt8(truncatingIfNeeded: state >> shift)) * UInt64(a) / 255) }
            bitmap[x, y] = RGBA8(r: channel(8), g: channel(16), b: channel(24), a: a)
        }
    }
    return CGImage(bitmap: bitmap)
}

/// A page sheet's presentation: a rounded page (an offscreen group) filling `size` but a margin,
/// and over it a sheet as wide as the screen, rounded at its top and holding a label (another
/// group), its top at `sheetTop`.
func makeSheetOverPage(size: CGSize, sheetTop: CGFloat) -> (root: CALayer, page: CALayer, sheet: CALayer) {
    let root = makeLayer(CGRect(origin: .zero, size: size), color: CGColor(gray: 0, alpha: 1))
    let page = makeLayer(CGRect(x: 4, y: 3, width: size.width - 8, height: size.height - 3), color: CGColor(gray: 0.9, alpha: 1))
    page.cornerRadius = 6
    page.masksToBounds = true
    page.addSublayer(makeLayer(CGRect(x: 5, y: 5, width: 40, height: 30), color: CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)))
    let sheet = makeLayer(CGRect(x: 0, y: sheetTop, width: size.width, height: size.height),
                          color: CGColor(red: 0.85, green: 0.93, blue: 1, alpha: 1))
    sheet.cornerRadius = 5
    sheet.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    sheet.masksToBounds = true
    sheet.addSublayer(makeLayer(CGRect(x: 10, y: 8, width: 30, height: 10), color: CGColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.8)))
    root.addSublayer(page)
    root.addSublayer(sheet)
    return (root, page, sheet)
}

/// The snapshot tests' screen: a full-screen page of `size` (opaque unless `pageColor` says
/// otherwise, with a picture, a half-transparent card and a rounded layer) under a translucent
/// bar that covers its top. With `clippedGroup` the rounded layer clips a sublayer, which makes
/// it an offscreen group.
func makeSnapshotScene(size: CGSize, pageColor: CGColor = CGColor(red: 0.95, green: 0.95, blue: 0.9, alpha: 1),
                       clippedGroup: Bool = false) -> (root: CALayer, page: CALayer, card: CALayer) {
    let root = makeLayer(CGRect(origin: .zero, size: size), color: .black)
    let page = makeLayer(CGRect(origin: .zero, size: size), color: pageColor)
    let picture = makeLayer(CGRect(x: 10.25, y: 30.5, width: 40, height: 30))
    picture.contents = CGImage(bitmap: Bitmap(width: 8, height: 6, color: RGBA8(r: 30, g: 140, b: 200, a: 255)))
    let card = makeLayer(CGRect(x: 55.5, y: 12, width: 50, height: 60), color: CGColor(red: 0.8, green: 0.1, blue: 0.2, alpha: 0.6))
    let rounded = makeLayer(CGRect(x: 60, y: 50, width: 40, height: 30), color: CGColor(red: 0.1, green: 0.7, blue: 0.3, alpha: 1))
    rounded.cornerRadius = 8
    if clippedGroup {
        rounded.masksToBounds = true
        rounded.addSublayer(makeLayer(CGRect(x: 20, y: 0, width: 20, height: 30), color: CGColor(red: 0, green: 0, blue: 1, alpha: 1)))
    }
    page.addSublayer(picture)
    page.addSublayer(card)
    page.addSublayer(rounded)
    let bar = makeLayer(CGRect(x: 0, y: 0, width: size.width, height: 14.5), color: CGColor(red: 1, green: 1, blue: 1, alpha: 0.7))
    root.addSublayer(page)
    root.addSublayer(bar)
    return (root, page, card)
}

/// Records what animation delegates hear.
final class RecordingAnimationDelegate: NSObject, CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append(flag ? "stop finished" : "stop cancelled") }
}

extension CALayer {
    /// The presentation value of a numeric key path at a media time.
    func presented(_ keyPath: String, at time: CFTimeInterval) -> Double? {
        presentationState(atMediaTime: time).value(forKeyPath: keyPath)?.number
    }
}
