import CPNG
import CPNGDecode
import Foundation
import Raster

#if !_endian(little)
#error("Decoding writes a pixel's bytes in memory order: it assumes a little-endian machine")
#endif

/// libpng's simplified-API pixel layout for 8-bit straight RGBA (`PNG_FORMAT_RGBA`): the color
/// and alpha flags, spelled out because Swift does not import every composite macro.
private let formatRGBA: UInt32 = 0x02 | 0x01

extension Bitmap {
    /// Decodes a PNG held in memory; any PNG libpng reads (gray, palette, 16-bit, interlaced) works.
    ///
    /// libpng converts the image to 8-bit straight RGBA, which is then premultiplied with rounding
    /// (see `AlphaConversion`). Throws `PNGError.corruptData` with libpng's message on bad input.
    package init(pngData: [UInt8]) throws {
        try self.init(decodingPNG: pngData, path: nil)
    }

    /// Decodes a PNG held in memory as `init(pngData:)` does, and whether the file says every
    /// pixel is opaque: 8-bit RGB without transparency, read by the fast path, whose alpha is 255
    /// throughout, so an image made from it need not scan its pixels to know it
    /// (`CGImage(width:height:drawingKnowingOpacity:)`). Other files answer false.
    package static func decodingPNG(_ bytes: [UInt8]) throws -> (bitmap: Bitmap, isOpaque: Bool) {
        try decode(bytes, path: nil, plainFastPath: true)
    }

    /// Reads and decodes a PNG file.
    ///
    /// Throws `PNGError.fileMissing` when nothing is at `path`, `fileUnreadable` when it cannot
    /// be read, and `corruptData` (with the path) when it is not a valid PNG.
    package init(contentsOfPNGFile path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw PNGError.fileMissing(path: path)
        }
        guard !isDirectory.boolValue else {
            throw PNGError.fileUnreadable(path: path, reason: "it is a directory")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw PNGError.fileUnreadable(path: path, reason: error.localizedDescription)
        }
        try self.init(decodingPNG: [UInt8](data), path: path)
    }

    /// Encodes the bitmap as an 8-bit RGBA PNG (straight alpha, unpremultiplied with rounding).
    ///
    /// Reading the result back gives an equal bitmap. Throws `PNGError.encodingFailed` for an
    /// empty bitmap (PNG has no zero-sized images) or when libpng reports an error.
    package func pngData() throws -> [UInt8] {
        guard width > 0, height > 0 else {
            throw PNGError.encodingFailed(reason: "a PNG needs at least one pixel, the bitmap is \(width)x\(height)")
        }
        guard width <= Int(Int32.max) / 4, height <= Int(Int32.max) else {
            throw PNGError.encodingFailed(reason: "the bitmap is \(width)x\(height), too large for libpng")
        }
        let straight = AlphaConversion.straightRGBA(fromPremultiplied: pixels)
        var image = Self.emptyImage()
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = formatRGBA
        let stride = Int32(width * 4)

        // The first call, with no output buffer, only measures the encoded size.
        var size = 0
        let measured = straight.withUnsafeBytes { raw in
            png_image_write_to_memory(&image, nil, &size, 0, raw.baseAddress, stride, nil)
        }
        guard measured != 0, size > 0 else {
            throw PNGError.encodingFailed(reason: Self.libpngMessage(image))
        }
        var encoded = [UInt8](repeating: 0, count: size)
        let written = encoded.withUnsafeMutableBytes { out in
            straight.withUnsafeBytes { raw in
                png_image_write_to_memory(&image, out.baseAddress, &size, 0, raw.baseAddress, stride, nil)
            }
        }
        guard written != 0 else {
            throw PNGError.encodingFailed(reason: Self.libpngMessage(image))
        }
        encoded.removeSubrange(size...)
        return encoded
    }

    /// Encodes the bitmap as PNG and writes it to `path`, replacing any existing file.
    ///
    /// The parent folder must exist. Throws `PNGError.writeFailed` with the path and the system's
    /// reason when the file cannot be written.
    package func writePNG(toFile path: String) throws {
        let encoded = try pngData()
        do {
            try Data(encoded).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw PNGError.writeFailed(path: path, reason: error.localizedDescription)
        }
    }

    /// Decodes a PNG held in memory through libpng's simplified API alone, never the fast path
    /// for files that need no conversion: the reference that path is checked against.
    package static func decodedBySimplifiedAPI(_ bytes: [UInt8]) throws -> Bitmap {
        try Bitmap(decodingPNG: bytes, path: nil, plainFastPath: false)
    }

    /// Shared decoder: `path` only feeds error messages; `plainFastPath` lets a file that needs
    /// no conversion be read by `decodePlain`.
    private init(decodingPNG bytes: [UInt8], path: String?, plainFastPath: Bool = true) throws {
        self = try Self.decode(bytes, path: path, plainFastPath: plainFastPath).bitmap
    }

    /// The shared decoder's pixels, and whether the fast path read a file without alpha.
    private static func decode(_ bytes: [UInt8], path: String?, plainFastPath: Bool) throws -> (bitmap: Bitmap, isOpaque: Bool) {
        guard !bytes.isEmpty else {
            throw PNGError.corruptData(path: path, reason: "the data is empty")
        }
        // libpng keeps reading from `bytes` until png_image_finish_read returns, so both calls
        // must sit inside one withUnsafeBytes: outside it Swift may free the array after its
        // last visible use (optimized builds do).
        var width = 0, height = 0
        // Whether the pixels may hold alpha below 255 and still need premultiplying.
        var straight = true
        var knownOpaque = false
        var pixels = try bytes.withUnsafeBytes { raw -> [UInt32] in
            var image = Self.emptyImage()
            // png_image_free is safe after success, after failure and on a never-begun image.
            defer { png_image_free(&image) }
            // The header is read; a huge image is refused before anything is allocated for its pixels.
            let (w, h) = try beginReading(raw, into: &image, path: path)
            if plainFastPath, let plain = try decodePlain(raw, width: w, height: h, path: path) {
                (width, height) = (w, h)
                straight = plain.hasAlpha
                knownOpaque = !plain.hasAlpha
                return plain.pixels
            }
            image.format = formatRGBA
            // libpng writes straight R, G, B, A bytes straight into the pixels' memory (a pixel's
            // bytes in memory order are its channels from the low byte up on a little-endian
            // machine), which are then premultiplied where they are: no second buffer.
            var finished: Int32 = 0
            let pixels = [UInt32](unsafeUninitializedCapacity: w * h) { buffer, initialized in
                finished = png_image_finish_read(&image, nil, buffer.baseAddress, Int32(w * 4), nil)
                initialized = finished != 0 ? w * h : 0
            }
            guard finished != 0 else {
                throw PNGError.corruptData(path: path, reason: Self.libpngMessage(image))
            }
            (width, height) = (w, h)
            return pixels
        }
        // The array is uniquely held here, so premultiplying it copies nothing.
        if straight { AlphaConversion.premultiplyInPlace(&pixels) }
        return (Bitmap(width: width, height: height, pixels: pixels), knownOpaque)
    }

    /// The straight (not premultiplied) pixels of a PNG that needs no conversion (8-bit RGB or
    /// RGBA, not interlaced, no chunk that changes its colors) and whether it has alpha (all
    /// 255 when not); nil for any other PNG.
    ///
    /// The same bytes as the simplified API gives, read faster: a well-formed file whole (its
    /// picture data inflated at once by libdeflate into the pixels' memory and unfiltered there),
    /// any other through libpng's full API: RGB rows without libpng's filler pass, no alpha pass
    /// over an opaque picture, and zlib's adler32 left unchecked (the chunks' CRCs still are), as
    /// browsers' decoders leave it. Throws `corruptData` when it is damaged.
    private static func decodePlain(_ raw: UnsafeRawBufferPointer, width w: Int, height h: Int,
                                    path: String?) throws -> (pixels: [UInt32], hasAlpha: Bool)? {
        var result: Int32 = 0, hasAlpha: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        // A little more memory than the pixels, into which a whole-buffer read inflates its rows.
        let capacity = max(w * h, transitionlab_png_whole_capacity(UInt32(w), UInt32(h)))
        let pixels = [UInt32](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            result = transitionlab_png_decode_plain(raw.baseAddress?.assumingMemoryBound(to: UInt8.self), raw.count,
                                                    UInt32(w), UInt32(h), buffer.baseAddress, capacity,
                                                    &hasAlpha, &message, 256)
            initialized = result == 1 ? w * h : 0
        }
        switch result {
        case 1:
            return (pixels, hasAlpha != 0)
        case 0:
            return nil
        default:
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw PNGError.corruptData(path: path, reason: reason.isEmpty ? "libpng gave no reason" : reason)
        }
    }

    /// The width and height of the PNG image in `bytes`, read from its header without decoding
    /// its pixels.
    ///
    /// Throws `PNGError.corruptData` when the bytes do not begin a PNG file and `imageTooLarge`
    /// beyond `PNGLimits`, as decoding would; damage past the header is only found by decoding.
    package static func pngSize(of bytes: [UInt8]) throws -> (width: Int, height: Int) {
        guard !bytes.isEmpty else {
            throw PNGError.corruptData(path: nil, reason: "the data is empty")
        }
        return try bytes.withUnsafeBytes { raw in
            var image = emptyImage()
            defer { png_image_free(&image) }
            return try beginReading(raw, into: &image, path: nil)
        }
    }

    /// Reads the header of the PNG in `raw` into `image` and returns its size; throws
    /// `corruptData` (naming `path`) when it is not a PNG and `imageTooLarge` beyond `PNGLimits`.
    private static func beginReading(_ raw: UnsafeRawBufferPointer, into image: inout png_image,
                                     path: String?) throws -> (width: Int, height: Int) {
        guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
            throw PNGError.corruptData(path: path, reason: libpngMessage(image))
        }
        let w = Int(image.width), h = Int(image.height)
        guard w > 0, h > 0, w <= PNGLimits.maxSide, h <= PNGLimits.maxSide, w * h <= PNGLimits.maxPixels else {
            throw PNGError.imageTooLarge(width: w, height: h)
        }
        return (w, h)
    }

    /// A zeroed control structure for libpng's simplified API, version set.
    private static func emptyImage() -> png_image {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        return image
    }

    /// libpng's error text from a control structure (it is NUL-terminated within 64 bytes).
    private static func libpngMessage(_ image: png_image) -> String {
        let text = withUnsafeBytes(of: image.message) { raw -> String in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
        return text.isEmpty ? "libpng gave no reason" : text
    }
}
