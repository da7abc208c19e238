import Dispatch
import Foundation
import Raster
import TestSupport
import XCTest
@testable import QuartzCore

/// The display pass's worker (`DisplayPreparation`) starts at once, even while every thread of
/// Dispatch's pool is taken (a page queueing a dozen pictures to draw ahead as it loads): work
/// queued behind them would start after the display pass it was meant to run beside.
final class DisplayPreparationQueueTests: XCTestCase {
    func test_worker_startsWhileThePoolIsBusy() {
        // Setup: every thread the pool may start, blocked until the end of the test, and a
        // screen showing an image whose pixels are not made yet.
        let gate = DispatchSemaphore(value: 0), blockers = 4 * ProcessInfo.processInfo.activeProcessorCount + 8
        for _ in 0..<blockers { DispatchQueue.global(qos: .userInteractive).async { gate.wait() } }
        defer { for _ in 0..<blockers { gate.signal() } }
        let drawn = DispatchSemaphore(value: 0)
        let image = CGImage(width: 8, height: 8) {
            drawn.signal()
            return Bitmap(width: 8, height: 8, color: RGBA8(r: 0, g: 0, b: 255, a: 255))
        }
        let made = withFreshLayerContext { _ -> Bool in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 40, height: 40))
            let photo = makeLayer(CGRect(x: 4, y: 4, width: 8, height: 8))
            photo.contents = image
            root.addSublayer(photo)

            // Action: the worker started as a frame's display pass starts it.
            let preparation = DisplayPreparation.start(under: root)
            defer { preparation?.finish() }

            // Assertions (below): it was handed the image and made it while the pool was busy.
            XCTAssertEqual(preparation?.count, 1)
            return drawn.wait(timeout: .now() + 10) == .success
        }
        XCTAssertTrue(made, "the worker waited for Dispatch's pool")
        XCTAssertTrue(image.hasPixels)
    }
}
