import TestSupport
import Foundation
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
