import XCTest
import Raster
@testable import Demos
@testable import Simulator
@testable import UIKit

/// The pictures the demos draw for themselves (`DemoArt`).
final class DemoArtTests: XCTestCase {
    func test_landscape_everyIndexAndShape_isOpaqueToTheEdges() {
        let device = Device(model: .phone61)
        var transparent: [String] = []

        for index in 0..<12 {
            for size in [CGSize(width: 350, height: 200), CGSize(width: 160, height: 220), CGSize(width: 90, height: 90)] {
                let bitmap = device.run { DemoArt.landscape(index: index, size: size).cgImage?.bitmap }
                guard let bitmap else {
                    transparent.append("index \(index) \(size): no bitmap")
                    continue
                }
                var clear = 0
                for y in 0..<bitmap.height {
                    for x in 0..<bitmap.width where bitmap[x, y].a < 255 { clear += 1 }
                }
                if clear > 0 { transparent.append("index \(index) \(size): \(clear) pixels") }
            }
        }

        XCTAssertEqual(transparent, [], "the page behind shows through the picture")
    }
}
