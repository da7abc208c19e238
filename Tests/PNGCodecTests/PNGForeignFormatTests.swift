import CPNG
import PNGCodec
import Raster
import XCTest

/// PNGs in layouts the encoder never writes (gray, palette, 16-bit), made by libpng itself, must
/// decode to the right premultiplied pixels.
final class PNGForeignFormatTests: XCTestCase {
    // Simplified-API format flags from png.h, spelled out like the codec does.
    private let flagAlpha: UInt32 = 0x01, flagColor: UInt32 = 0x02
    private let flagLinear: UInt32 = 0x04, flagColormap: UInt32 = 0x08

    /// Encodes raw samples with libpng's simplified writer in the given `format`.
    private func encode(width: Int, height: Int, format: UInt32, bytesPerPixel: Int,
                        samples: UnsafeRawPointer, colormap: [UInt8]? = nil, entries: Int = 0) throws -> [UInt8] {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = format
        image.colormap_entries = UInt32(entries)
        // For 16-bit formats libpng counts the stride in 16-bit components, not bytes.
        let componentsPerRow = Int32(width * bytesPerPixel / ((format & flagLinear) != 0 ? 2 : 1))
        var size = 0
        let measured = colormap.withUnsafeBufferPointerOrNil { map in
            png_image_write_to_memory(&image, nil, &size, 0, samples, componentsPerRow, map)
        }
        XCTAssertNotEqual(measured, 0, "libpng refused to measure the test image")
        var out = [UInt8](repeating: 0, count: size)
        let written = out.withUnsafeMutableBytes { buffer in
            colormap.withUnsafeBufferPointerOrNil { map in
                png_image_write_to_memory(&image, buffer.baseAddress, &size, 0, samples, componentsPerRow, map)
            }
        }
        XCTAssertNotEqual(written, 0, "libpng refused to write the test image")
        return Array(out.prefix(size))
    }

    func test_decode_grayPNG_givesOpaqueGrayPixels() throws {
        let gray: [UInt8] = [0, 64, 128, 255]
        let png = try gray.withUnsafeBytes { try encode(width: 4, height: 1, format: 0, bytesPerPixel: 1, samples: $0.baseAddress!) }

        let bitmap = try Bitmap(pngData: png)

        XCTAssertEqual(bitmap.pixels.map { RGBA8(packed: $0) },
                       gray.map { RGBA8(r: $0, g: $0, b: $0, a: 255) })
    }

    func test_decode_grayAlphaPNG_givesPremultipliedPixels() throws {
        let samples: [UInt8] = [200, 128, 255, 0, 90, 255]
        let png = try samples.withUnsafeBytes {
            try encode(width: 3, height: 1, format: flagAlpha, bytesPerPixel: 2, samples: $0.baseAddress!)
        }

        let bitmap = try Bitmap(pngData: png)

        let v = AlphaConversion.premultiply(200, alpha: 128)
        XCTAssertEqual(bitmap.pixels.map { RGBA8(packed: $0) },
                       [RGBA8(r: v, g: v, b: v, a: 128), .clear, RGBA8(r: 90, g: 90, b: 90, a: 255)])
    }

    func test_decode_palettePNGWithTransparency_givesPremultipliedPaletteColors() throws {
        let palette: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 128, 10, 20, 30, 0]
        let indices: [UInt8] = [0, 1, 2, 1, 0, 2]
        let png = try indices.withUnsafeBytes {
            try encode(width: 3, height: 2, format: flagColor | flagAlpha | flagColormap, bytesPerPixel: 1,
                       samples: $0.baseAddress!, colormap: palette, entries: 3)
        }

        let bitmap = try Bitmap(pngData: png)

        let half = AlphaConversion.premultiply(255, alpha: 128)
        let colors = [RGBA8(r: 255, g: 0, b: 0, a: 255), RGBA8(r: 0, g: half, b: 0, a: 128), .clear]
        XCTAssertEqual(bitmap.width, 3)
        XCTAssertEqual(bitmap.height, 2)
        XCTAssertEqual(bitmap.pixels.map { RGBA8(packed: $0) }, indices.map { colors[Int($0)] })
    }

    func test_decode_16BitPNG_givesExtremesExactly() throws {
        // Linear 16-bit RGBA; libpng stores it as a 16-bit PNG and converts to 8-bit sRGB on read.
        let samples: [UInt16] = [0, 0, 0, 65535, 65535, 65535, 65535, 65535, 65535, 0, 0, 65535]
        let png = try samples.withUnsafeBytes {
            try encode(width: 3, height: 1, format: flagColor | flagAlpha | flagLinear, bytesPerPixel: 8,
                       samples: $0.baseAddress!)
        }

        let bitmap = try Bitmap(pngData: png)

        XCTAssertEqual(bitmap.pixels.map { RGBA8(packed: $0) },
                       [.black, .white, RGBA8(r: 255, g: 0, b: 0, a: 255)])
    }
}

private extension Optional where Wrapped == [UInt8] {
    /// Calls `body` with a pointer to the array's bytes, or with nil when there is no array.
    func withUnsafeBufferPointerOrNil<R>(_ body: (UnsafeRawPointer?) throws -> R) rethrows -> R {
        guard let array = self else { return try body(nil) }
        return try array.withUnsafeBytes { try body($0.baseAddress) }
    }
}
