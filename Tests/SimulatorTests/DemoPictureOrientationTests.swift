import XCTest
import TestSupport
@testable import Demos
@testable import Simulator
@testable import UIKit

/// A demo page first shown with the phone on its side draws its picture for the upright width,
/// so turning the phone upright shows the picture whole rather than a squashed band (issue 21,
/// sweep6's fault 1).
final class DemoPictureOrientationTests: XCTestCase {
    /// The sizes of the large pictures (wider than 150 pt) the window shows.
    private func pictureSizes(_ device: Device) -> [CGSize] {
        device.run {
            func images(in view: UIView) -> [CGSize] {
                let own = (view as? UIImageView)?.image.map { [$0.size] } ?? []
                return own.filter { $0.width > 150 } + view.subviews.flatMap(images)
            }
            return device.window.map(images) ?? []
        }
    }

    func test_pagesOpenedOnItsSide_drawTheirPicturesForTheUprightWidth() {
        for demo in ["004-tabs", "plain"] {
            // Setup: a 6.1-inch phone on its side before the demo opens.
            let device = Device(model: .phone61)
            device.rotate(to: .landscapeRight, animated: false)

            device.launch(device.run { DemoApp.makeRootViewController(demo: demo) }!)
            device.step(frames: 30)
            let sizes = pictureSizes(device)

            XCTAssertFalse(sizes.isEmpty, "\(demo) shows a picture")
            for size in sizes {
                XCTAssertLessThanOrEqual(size.width, 390, "\(demo): drawn for the upright 390 pt, not the 844 pt side: \(size)")
            }
        }
    }
}
