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

    init(root: @escaping () -> UIViewController) {
        device.launch(device.run(root))
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
    func shoot() { shots.append(device.screen.scaledDown(by: 3)) }

    /// The presented controller of the window's root, if any.
    var presented: UIViewController? { run { device.window?.rootViewController?.presentedViewController } }
}
