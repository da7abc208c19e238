import XCTest
@testable import Raster

/// `Bitmap.writeYCbCr420`: the yuv420p frames an MP4 export hands to ffmpeg.
final class YCbCr420Tests: XCTestCase {
    /// The planes of `bitmap`: Y, Cb, Cr.
    private func planes(_ bitmap: Bitmap) -> (y: [UInt8], cb: [UInt8], cr: [UInt8]) {
        var bytes = [UInt8](repeating: 0xAA, count: bitmap.yCbCr420ByteCount)
        bytes.withUnsafeMutableBytes { bitmap.writeYCbCr420(into: $0) }
        let w = (bitmap.width + 1) & ~1, h = (bitmap.height + 1) & ~1, chroma = (w / 2) * (h / 2)
        return (Array(bytes[0..<w * h]), Array(bytes[w * h..<w * h + chroma]), Array(bytes[(w * h + chroma)...]))
    }

    func test_writeYCbCr420_primaries_giveBT601StudioRangeValues() {
        // Nine 2x2 blocks of one color each: eight columns through the vector path, the ninth block after it.
        let colors: [(RGBA8, y: UInt8, cb: UInt8, cr: UInt8)] = [
            (RGBA8(r: 255, g: 255, b: 255, a: 255), 235, 128, 128), (RGBA8(r: 0, g: 0, b: 0, a: 255), 16, 128, 128),
            (RGBA8(r: 255, g: 0, b: 0, a: 255), 81, 90, 240), (RGBA8(r: 0, g: 255, b: 0, a: 255), 145, 54, 34),
            (RGBA8(r: 0, g: 0, b: 255, a: 255), 41, 240, 110), (RGBA8(r: 128, g: 128, b: 128, a: 255), 126, 128, 128),
            (RGBA8(r: 255, g: 255, b: 0, a: 255), 210, 16, 146), (RGBA8(r: 0, g: 255, b: 255, a: 255), 170, 166, 16),
            (RGBA8(r: 255, g: 0, b: 255, a: 255), 106, 202, 222),
        ]
        var bitmap = Bitmap(width: 2 * colors.count, height: 2)
        for (block, color) in colors.enumerated() {
            for x in 2 * block..<2 * block + 2 { for y in 0..<2 { bitmap[x, y] = color.0 } }
        }

        let (y, cb, cr) = planes(bitmap)

        XCTAssertEqual(y, colors.flatMap { [$0.y, $0.y] } + colors.flatMap { [$0.y, $0.y] })
        XCTAssertEqual(cb, colors.map(\.cb))
        XCTAssertEqual(cr, colors.map(\.cr))
    }

    func test_writeYCbCr420_oddSides_arePaddedWithBlack() {
        // 11x3 red: a black column on the right and a black row at the bottom.
        let bitmap = Bitmap(width: 11, height: 3, color: RGBA8(r: 255, g: 0, b: 0, a: 255))

        let (y, cb, cr) = planes(bitmap)

        XCTAssertEqual(y.count, 12 * 4)
        let lumaRows = (0..<4).map { Array(y[$0 * 12..<($0 + 1) * 12]) }
        XCTAssertEqual(lumaRows[0], [UInt8](repeating: 81, count: 11) + [16])
        XCTAssertEqual(lumaRows[2], lumaRows[0])
        XCTAssertEqual(lumaRows[3], [UInt8](repeating: 16, count: 12))
        // Chroma rows: all red, then half red (the padding row); the last column half, then a quarter.
        XCTAssertEqual(cb, [90, 90, 90, 90, 90, 109, 109, 109, 109, 109, 109, 119])
        XCTAssertEqual(cr, [240, 240, 240, 240, 240, 184, 184, 184, 184, 184, 184, 156])
    }

    func test_writeYCbCr420_everyPixel_matchesTheFormulaOnAnIrregularPicture() {
        // 21x5: two vector steps and a tail per row pair, with colors that vary in every channel.
        var bitmap = Bitmap(width: 21, height: 5)
        for y in 0..<5 {
            for x in 0..<21 {
                bitmap[x, y] = RGBA8(r: UInt8((x * 37 + y * 11) % 256), g: UInt8((x * 53 + y * 97) % 256),
                                     b: UInt8((x * 13 + y * 151 + 7) % 256), a: 255)
            }
        }
        func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            guard x < 21, y < 5 else { return (0, 0, 0) }
            let p = bitmap[x, y]
            return (Int(p.r), Int(p.g), Int(p.b))
        }

        let (luma, cb, cr) = planes(bitmap)

        for y in 0..<6 {
            for x in 0..<22 {
                let (r, g, b) = rgb(x, y)
                XCTAssertEqual(Int(luma[y * 22 + x]), (16829 * r + 33039 * g + 6416 * b + (16 << 16) + (1 << 15)) >> 16, "Y at \(x), \(y)")
            }
        }
        for cy in 0..<3 {
            for cx in 0..<11 {
                let block = [rgb(2 * cx, 2 * cy), rgb(2 * cx + 1, 2 * cy), rgb(2 * cx, 2 * cy + 1), rgb(2 * cx + 1, 2 * cy + 1)]
                let r = block.map(\.0).reduce(0, +), g = block.map(\.1).reduce(0, +), b = block.map(\.2).reduce(0, +)
                let offset = (128 << 18) + (1 << 17)
                XCTAssertEqual(Int(cb[cy * 11 + cx]), (-9714 * r - 19070 * g + 28784 * b + offset) >> 18, "Cb at \(cx), \(cy)")
                XCTAssertEqual(Int(cr[cy * 11 + cx]), (28784 * r - 24103 * g - 4681 * b + offset) >> 18, "Cr at \(cx), \(cy)")
            }
        }
    }
}
