import XCTest
import Raster
@testable import Demos
@testable import QuartzCore
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

    func test_landscape_onWholePixels_isKnownOpaqueUndrawn_andIsOpaqueAtEveryScale() {
        // Setup: sizes whose pixels are whole at every scale, and one that is not at 1x.
        let sizes = [CGSize(width: 350, height: 220), CGSize(width: 110, height: 80), CGSize(width: 333, height: 241)]
        let fractional = CGSize(width: 120.5, height: 75.5)
        var wrong: [String] = []

        for scale in [1, 2, 3] as [CGFloat] {
            for (index, size) in sizes.enumerated() {
                // Action: the picture's opacity asked before anything reads its pixels.
                let image = Device(model: .phone61).run { DemoArt.landscape(index: index + 20, size: size, scale: scale).cgImage }
                guard let image else { wrong.append("\(size) @\(scale)x: no image"); continue }
                let knownUndrawn = image.isOpaque && !image.hasPixels
                // Assertions: known without drawing, and true of every pixel once drawn.
                if !knownUndrawn { wrong.append("\(size) @\(scale)x: opacity not known before drawing") }
                if !image.bitmap.pixels.allSatisfy({ $0 >> 24 == 255 }) { wrong.append("\(size) @\(scale)x: a pixel not opaque") }
            }
        }
        // A picture on part of a pixel is not claimed opaque: asking draws it, to scan it.
        let partial = Device(model: .phone61).run { DemoArt.landscape(index: 30, size: fractional, scale: 1).cgImage }
        _ = partial?.isOpaque

        XCTAssertEqual(wrong, [])
        XCTAssertEqual(partial?.width, 121)
        XCTAssertEqual(partial?.hasPixels, true, "a picture with a partial pixel column was taken as opaque unread")
    }
}
