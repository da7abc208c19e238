import Foundation
import PNGCodec
import Raster
import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// `UIImage(named:)` decodes a file's pixels the first time they are read, as iOS decodes a
/// named image when it is first drawn, and a file damaged past its header shows nothing.
final class UIImageNamedDecodingTests: UIKitTestCase {
    private let green = RGBA8(red: 0, green: 0.5, blue: 0)

    /// Runs `body` with a bundle holding `files` (name to PNG bytes) added to `UIImage(named:)`'s.
    private func withBundle(_ files: [(String, [UInt8])], _ body: () throws -> Void) throws {
        try withDrawingScreen {
            let folder = NSTemporaryDirectory() + "uiimage-decoding-\(getpid())-\(UUID().uuidString).resources"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            for (name, bytes) in files {
                try Data(bytes).write(to: URL(fileURLWithPath: "\(folder)/\(name)@2x.png"))
            }
            UIImage.addResourceBundle(try XCTUnwrap(Bundle(path: folder)))
            try body()
        }
    }

    func test_named_decodesItsPixelsWhenFirstRead_notWhenMade() throws {
        let name = "leaf-\(getpid())-\(UUID().uuidString)"
        let picture = Bitmap(width: 6, height: 4, color: green)
        try withBundle([(name, try picture.pngData())]) {
            let image = try XCTUnwrap(UIImage(named: name))
            let cgImage = try XCTUnwrap(image.cgImage)

            let decodedWhenMade = cgImage.hasPixels
            let size = image.size
            let pixels = cgImage.bitmap

            XCTAssertFalse(decodedWhenMade, "making the image and asking its size decode nothing")
            XCTAssertEqual(size, CGSize(width: 3, height: 2))
            XCTAssertTrue(cgImage.hasPixels)
            XCTAssertEqual(pixels, picture)
        }
    }

    func test_named_fileDamagedPastItsHeader_isAnImageOfItsSize_showingNothing() throws {
        let name = "torn-\(getpid())-\(UUID().uuidString)"
        var bytes = try Bitmap(width: 6, height: 4, color: green).pngData()
        // Every chunk stays in place; the compressed image data inside the first IDAT is garbled.
        let idat = try XCTUnwrap((0..<(bytes.count - 4)).first { Array(bytes[$0..<($0 + 4)]) == Array("IDAT".utf8) })
        let length = bytes[(idat - 4)..<idat].reduce(0) { $0 << 8 | Int($1) }
        for index in (idat + 4)..<(idat + 4 + length) { bytes[index] = 0xA5 }
        try withBundle([(name, bytes)]) {
            let image = try XCTUnwrap(UIImage(named: name))

            let pixels = try XCTUnwrap(image.cgImage?.bitmap)

            XCTAssertEqual(image.size, CGSize(width: 3, height: 2))
            XCTAssertEqual(pixels, Bitmap(width: 6, height: 4))
        }
    }

    func test_named_fileThatIsNotAPNG_isNil() throws {
        let name = "note-\(getpid())-\(UUID().uuidString)"
        try withBundle([(name, Array("not a picture".utf8))]) {
            XCTAssertNil(UIImage(named: name))
        }
    }
}
