import Raster
import Simulator
import UIKit
import XCTest

/// A phone running one corpus sample, driven as a person drives it: taps and drags at points
/// of the screen, found from the app's own views.
final class CorpusDriver {
    let device = Device(model: .phone61)
    /// The frames kept for the sample's contact sheet, a third of the screen's size each.
    private(set) var shots: [Bitmap] = []

    /// Shows `root` (built with UIKit current) as the window's root controller.
    func launch(_ root: UIViewController) {
        device.launch(root)
        device.step(frames: 2)
    }

    /// Runs `body` with the device's UIKit current.
    func run<R>(_ body: () throws -> R) rethrows -> R { try device.run(body) }

    /// The centre of `view` on the screen, in points.
    func centre(of view: UIView) -> CGPoint {
        run { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }
    }

    /// A tap: down for two frames, then up.
    func tap(_ point: CGPoint) {
        device.touch(.began, at: point)
        device.step(frames: 2)
        device.touch(.ended, at: point)
        device.step()
    }

    /// A straight drag over `frames` frames, one sample per frame; `during` runs after each
    /// sample's frame (the finger still down) with the sample's index.
    func drag(from start: CGPoint, by delta: CGVector, frames: Int, during: (Int) -> Void = { _ in }) {
        device.touch(.began, at: start)
        device.step()
        for index in 1...frames {
            let t = CGFloat(index) / CGFloat(frames)
            device.touch(.moved, at: CGPoint(x: start.x + delta.dx * t, y: start.y + delta.dy * t))
            device.step()
            during(index)
        }
        device.touch(.ended, at: CGPoint(x: start.x + delta.dx, y: start.y + delta.dy))
        device.step()
    }

    /// Steps `seconds` of simulated time.
    func wait(_ seconds: CFTimeInterval) { device.advance(seconds: seconds) }

    /// Keeps the screen as it is now for the contact sheet.
    func shoot() { shots.append(Self.thirdSize(device.screen)) }

    /// `bitmap` at a third of its size, each pixel the mean of a 3x3 block (channel by channel).
    static func thirdSize(_ bitmap: Bitmap) -> Bitmap {
        let width = bitmap.width / 3, height = bitmap.height / 3
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var sums = [UInt32](repeating: 0, count: 4)
                for dy in 0..<3 {
                    for dx in 0..<3 {
                        let pixel = bitmap.pixels[(y * 3 + dy) * bitmap.width + x * 3 + dx]
                        for channel in 0..<4 { sums[channel] += (pixel >> (8 * UInt32(channel))) & 0xFF }
                    }
                }
                var mean: UInt32 = 0
                for channel in 0..<4 { mean |= ((sums[channel] + 4) / 9) << (8 * UInt32(channel)) }
                pixels[y * width + x] = mean
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// The presented controller of the window's root, if any.
    var presented: UIViewController? { run { device.window?.rootViewController?.presentedViewController } }
}
