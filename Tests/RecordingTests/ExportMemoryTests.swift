import Foundation
import PNGCodec
import Raster
import Recording
import XCTest

/// Exports stream: what they hold does not grow with the session. Counted in tiles and bytes,
/// never in seconds.
final class ExportMemoryTests: XCTestCase {
    func test_contactSheet_holdsAtMostOneRowOfTiles_everyFrameOfASession() throws {
        let file = try ExportTestFiles.session("002-modal")
        var options = ExportOptions(output: try ExportTestFiles.folder(for: self) + "/sheet.png")
        options.every = 5

        let summary = try SessionExporter(file: file, options: options).export(makeRoot: SessionScript.root(for:))

        XCTAssertEqual(summary.outputFrames, 29, "142 frames, one tile in 5")
        XCTAssertEqual(summary.heldTiles, ContactSheet.defaultColumns, "one row of tiles at most, not all 29")
        // 29 tiles in rows of 4 (the last with one), each 270 x 480 (the 375 x 667 screen
        // scaled) with its label: every row written, the PNG whole.
        let sheet = try Bitmap(contentsOfPNGFile: options.output)
        XCTAssertEqual(sheet.width, 16 * 2 + 4 * 270 + 3 * 12)
        XCTAssertEqual(sheet.height, 16 + 36 + 8 * (480 + 40) + 7 * 12 + 16)
    }

    func test_gifEncoding_ffmpegMemoryStaysBounded_farBelowTheFramesGiven() throws {
        guard ExportTestFiles.requireFFmpeg() else { return }
        let output = try ExportTestFiles.folder(for: self) + "/long.gif"
        let encoder = try FFmpegEncoder(format: .gif, outputPath: output)
        let width = 375, height = 667, frames = 600
        // A bar sweeping down the screen: every frame differs, as in a long drag.
        for index in 0..<frames {
            var image = Bitmap(width: width, height: height, color: RGBA8(r: 240, g: 240, b: 245, a: 255))
            image.fill(PixelRect(x: 0, y: index % (height - 40), width: width, height: 40), color: RGBA8(r: 40, g: UInt8(index % 200), b: 200, a: 255))
            try encoder.write(ExportFrame(number: index, image: image, progress: nil))
        }

        try encoder.finish()

        let given = frames * width * height * 4
        XCTAssertEqual(given, 600_300_000, "600 MB of frames given")
        XCTAssertGreaterThan(encoder.peakFFmpegMemory, 0, "measured")
        XCTAssertLessThan(encoder.peakFFmpegMemory, 300_000_000,
                          "ffmpeg held \(encoder.peakFFmpegMemory / 1_000_000) MB at most: it must not keep the frames until the palette is known")
        XCTAssertEqual(try ExportTestFiles.probe(output)["nb_read_frames"], "\(frames)")
    }
}
