import Foundation
import PNGCodec
import Raster
import XCTest

final class PNGErrorTests: XCTestCase {
    func test_decode_notAPNG_throwsCorruptDataWithLibpngMessage() {
        let garbage = Array("this is certainly not a PNG file".utf8)

        XCTAssertThrowsError(try Bitmap(pngData: garbage)) { error in
            guard case PNGError.corruptData(nil, let reason)? = error as? PNGError else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertFalse(reason.isEmpty)
            XCTAssertTrue("\(error)".hasPrefix("PNG data is corrupt or not a PNG: "), "\(error)")
        }
    }

    func test_decode_emptyData_throwsCorruptData() {
        XCTAssertThrowsError(try Bitmap(pngData: [])) { error in
            XCTAssertEqual(error as? PNGError, .corruptData(path: nil, reason: "the data is empty"))
        }
    }

    func test_decode_truncatedPNG_throwsCorruptData() throws {
        let complete = try TestPictures.randomPremultiplied(width: 40, height: 40).pngData()
        let truncated = Array(complete.prefix(complete.count / 2))

        XCTAssertThrowsError(try Bitmap(pngData: truncated)) { error in
            guard case PNGError.corruptData? = error as? PNGError else {
                return XCTFail("unexpected error \(error)")
            }
        }
    }

    func test_decode_corruptedPixelData_throwsCorruptData() throws {
        var data = try TestPictures.randomPremultiplied(width: 40, height: 40).pngData()
        // Overwrite the middle of the compressed stream; the header still parses, so the failure
        // comes from png_image_finish_read (or a CRC check) rather than from the header.
        for i in data.count / 2..<data.count / 2 + 64 { data[i] ^= 0x5A }

        XCTAssertThrowsError(try Bitmap(pngData: data)) { error in
            guard case PNGError.corruptData? = error as? PNGError else {
                return XCTFail("unexpected error \(error)")
            }
        }
    }

    func test_readFile_missing_throwsFileMissingNamingThePath() {
        let path = NSTemporaryDirectory() + "no-such-file-\(UUID().uuidString).png"

        XCTAssertThrowsError(try Bitmap(contentsOfPNGFile: path)) { error in
            XCTAssertEqual(error as? PNGError, .fileMissing(path: path))
            XCTAssertTrue("\(error)".contains(path))
        }
    }

    func test_readFile_directory_throwsFileUnreadable() {
        let path = NSTemporaryDirectory()

        XCTAssertThrowsError(try Bitmap(contentsOfPNGFile: path)) { error in
            guard case PNGError.fileUnreadable(path, _)? = error as? PNGError else {
                return XCTFail("unexpected error \(error)")
            }
        }
    }

    func test_readFile_notAPNG_throwsCorruptDataNamingThePath() throws {
        let path = NSTemporaryDirectory() + "not-a-png-\(UUID().uuidString).png"
        try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }

        XCTAssertThrowsError(try Bitmap(contentsOfPNGFile: path)) { error in
            guard case PNGError.corruptData(path?, _)? = error as? PNGError else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertTrue("\(error)".contains(path))
        }
    }

    func test_writeFile_intoMissingFolder_throwsWriteFailedNamingThePath() {
        let path = NSTemporaryDirectory() + "missing-folder-\(UUID().uuidString)/out.png"
        let bitmap = TestPictures.solid(2, 2, .white)

        XCTAssertThrowsError(try bitmap.writePNG(toFile: path)) { error in
            guard case PNGError.writeFailed(path, _)? = error as? PNGError else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertTrue("\(error)".contains(path))
        }
    }
}
