import CPNGDecode
import Foundation
import PNGCodec
import Raster
import RasterTestSupport
import XCTest

/// The whole-buffer read of a plain PNG (`transitionlab_png_decode_whole`: chunks walked by us,
/// picture data inflated by libdeflate, rows unfiltered in the pixels' memory) must give what
/// libpng gives, and must leave every file it does not fully understand to libpng.
final class PNGWholeBufferTests: XCTestCase {
    /// The whole-buffer read of `bytes` as a `width` x `height` picture: its straight pixels, or
    /// nil when it left the file to libpng.
    private static func readWhole(_ bytes: [UInt8], width: Int, height: Int) -> [UInt32]? {
        let capacity = transitionlab_png_whole_capacity(UInt32(width), UInt32(height))
        var pixels = [UInt32](repeating: 0, count: capacity)
        var hasAlpha: Int32 = 0
        let result = bytes.withUnsafeBufferPointer { data in
            pixels.withUnsafeMutableBufferPointer { out in
                transitionlab_png_decode_whole(data.baseAddress, data.count, UInt32(width), UInt32(height),
                                               out.baseAddress, capacity, &hasAlpha)
            }
        }
        return result == 1 ? Array(pixels.prefix(width * height)) : nil
    }

    /// Random rows, each under a random filter (0 none, 1 sub, 2 up, 3 average, 4 Paeth; up to
    /// `filters` kinds, more being invalid), as one zlib stream of stored blocks split over
    /// `parts` IDAT chunks. `fewValues` draws the bytes from four values only, so that Paeth's
    /// predictor meets its ties.
    private static func randomFile(width: Int, height: Int, colorType: UInt8, parts: Int, filters: UInt64 = 5, fewValues: Bool = false,
                                   random: inout SplitMix, extra: [(type: String, data: [UInt8])] = []) -> [UInt8] {
        let bytesPerPixel = colorType == 2 ? 3 : 4
        var rows: [UInt8] = []
        for _ in 0..<height {
            rows.append(UInt8(random.next() % filters))
            for _ in 0..<width * bytesPerPixel {
                rows.append(fewValues ? UInt8(random.next() % 4) * 85 : UInt8(truncatingIfNeeded: random.next()))
            }
        }
        let stream = HandMadePNG.zlibStored(rows)
        var chunks: [(type: String, data: [UInt8])] = [("IHDR", HandMadePNG.header(width: UInt32(width), height: UInt32(height), colorType: colorType))]
        chunks += extra
        let size = (stream.count + parts - 1) / parts
        for start in stride(from: 0, to: stream.count, by: size) {
            chunks.append(("IDAT", Array(stream[start..<min(start + size, stream.count)])))
        }
        chunks.append(("IEND", []))
        return HandMadePNG.file(chunks)
    }

    func test_randomRowsUnderEveryFilter_RGBAndRGBA_decodeAsLibpngDecodesThem() throws {
        var random = SplitMix(state: 37)
        var checked = 0
        for colorType: UInt8 in [2, 6] {
            for (width, height) in [(1, 1), (2, 5), (3, 3), (7, 11), (64, 9), (333, 4)] {
                for (parts, fewValues) in [(1, false), (3, false), (1, true)] {
                    let bytes = Self.randomFile(width: width, height: height, colorType: colorType, parts: parts,
                                                fewValues: fewValues, random: &random)

                    let whole = Self.readWhole(bytes, width: width, height: height)
                    let decoded = try Bitmap(pngData: bytes)

                    XCTAssertNotNil(whole, "\(width)x\(height) type \(colorType) in \(parts) IDAT chunks is read whole")
                    XCTAssertTrue(decoded == (try Bitmap.decodedBySimplifiedAPI(bytes)), "\(width)x\(height) type \(colorType)")
                    checked += 1
                }
            }
        }
        XCTAssertEqual(checked, 36)
    }

    func test_demoPictures_areReadWhole() throws {
        let files = try TestPictures.demoPictureFiles()
        XCTAssertGreaterThan(files.count, 10)
        for (name, bytes) in files {
            let (width, height) = try Bitmap.pngSize(of: bytes)

            let whole = try XCTUnwrap(Self.readWhole(bytes, width: width, height: height), name)

            let reference = try Bitmap.decodedBySimplifiedAPI(bytes)
            XCTAssertEqual(whole, reference.pixels, name)
        }
    }

    func test_chunksThatChangeColorsOrNeedJudging_areLeftToLibpng() throws {
        var random = SplitMix(state: 5)
        let cases: [(String, [UInt8], Bool)] = [
            ("sRGB", [0], true), ("pHYs", [0, 0, 11, 19, 0, 0, 11, 19, 1], true),
            ("sRGB", [4], false), ("gAMA", [0, 0, 177, 143], false), ("tEXt", Array("Title\u{0}x".utf8), false),
            ("PLTE", [1, 2, 3], false), ("iCCP", [0], false),
        ]
        for (type, data, readWhole) in cases {
            let bytes = Self.randomFile(width: 9, height: 4, colorType: 2, parts: 1, random: &random, extra: [(type, data)])

            let whole = Self.readWhole(bytes, width: 9, height: 4)

            XCTAssertEqual(whole != nil, readWhole, type)
        }
    }

    func test_wrongAdler32_isLeftToLibpng_whichStillDecodesIt() throws {
        var random = SplitMix(state: 11)
        var bytes = Self.randomFile(width: 12, height: 6, colorType: 2, parts: 1, random: &random)
        // The adler32 is the last four bytes of the IDAT data, before its CRC and the IEND chunk.
        let adler = bytes.count - 12 - 4 - 4
        bytes[adler] ^= 0x40
        let idat = 8 + 25
        let length = bytes[idat..<idat + 4].reduce(0) { $0 << 8 | Int($1) }
        let crc = HandMadePNG.bigEndian(HandMadePNG.crc32(Array(bytes[idat + 4..<idat + 8 + length])))
        bytes.replaceSubrange(idat + 8 + length..<idat + 12 + length, with: crc)

        let whole = Self.readWhole(bytes, width: 12, height: 6)
        let decoded = try Bitmap(pngData: bytes)

        XCTAssertNil(whole)
        XCTAssertEqual(decoded.width, 12)
    }

    /// Damage of every kind, CRCs mended or not: the whole-buffer read never crashes, and what it
    /// reads is what libpng reads.
    func test_damagedFiles_areNeverMisread() throws {
        var random = SplitMix(state: 2026)
        var readWhole = 0, leftToLibpng = 0
        for round in 0..<1_500 {
            let colorType: UInt8 = round % 2 == 0 ? 2 : 6
            let (width, height) = (1 + Int(random.next() % 20), 1 + Int(random.next() % 8))
            // Half the files have rows under filters past the five there are; the others are damaged after.
            let invalidFilters = round % 4 < 2
            var bytes = Self.randomFile(width: width, height: height, colorType: colorType, parts: 1 + Int(random.next() % 3),
                                        filters: invalidFilters ? 6 : 5, random: &random)
            for _ in 0..<(invalidFilters ? 0 : 1 + Int(random.next() % 3)) {
                let at = 8 + Int(random.next() % UInt64(bytes.count - 8))
                bytes[at] = UInt8(truncatingIfNeeded: random.next())
            }
            if !invalidFilters, random.next() % 4 == 0 { bytes.removeLast(Int(random.next() % UInt64(bytes.count / 2))) }
            if !invalidFilters, random.next() % 2 == 0 { bytes = Self.mendingCRCs(bytes) }

            let whole = Self.readWhole(bytes, width: width, height: height)

            if let whole {
                readWhole += 1
                let reference = try Bitmap.decodedBySimplifiedAPI(bytes)
                var straight = whole
                AlphaConversion.premultiplyInPlace(&straight)
                XCTAssertEqual(straight, reference.pixels, "round \(round)")
            } else {
                leftToLibpng += 1
            }
        }
        XCTAssertGreaterThan(readWhole, 50, "a file whose rows all have one of the five filters is read whole")
        XCTAssertGreaterThan(leftToLibpng, 500)
    }

    /// `bytes` with each complete chunk's CRC made right for its (possibly damaged) contents.
    private static func mendingCRCs(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= bytes.count - offset - 12 else { break }
            let crc = HandMadePNG.crc32(Array(bytes[offset + 4..<offset + 8 + length]))
            bytes.replaceSubrange(offset + 8 + length..<offset + 12 + length, with: HandMadePNG.bigEndian(crc))
            offset += 12 + length
        }
        return bytes
    }
}
