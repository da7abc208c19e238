/// Why a PNG could not be read or written.
///
/// Every case carries enough context to act on without a debugger: the file path when there is
/// one, and libpng's own message when libpng refused the data.
package enum PNGError: Error, Equatable, CustomStringConvertible {
    /// The bytes are not a PNG that libpng can decode; `path` is nil for in-memory data.
    case corruptData(path: String?, reason: String)
    /// No file exists at `path`.
    case fileMissing(path: String)
    /// The file exists but could not be read (a directory, no permission, an I/O error).
    case fileUnreadable(path: String, reason: String)
    /// The PNG declares a size this reader refuses to allocate.
    case imageTooLarge(width: Int, height: Int)
    /// libpng could not encode the bitmap (for example because it has no pixels).
    case encodingFailed(reason: String)
    /// The encoded PNG could not be written to `path`.
    case writeFailed(path: String, reason: String)

    /// A one-line explanation naming the file and the underlying reason.
    package var description: String {
        switch self {
        case let .corruptData(path?, reason):
            return "PNG file \(path) is corrupt or not a PNG: \(reason)"
        case let .corruptData(nil, reason):
            return "PNG data is corrupt or not a PNG: \(reason)"
        case let .fileMissing(path):
            return "PNG file \(path) does not exist"
        case let .fileUnreadable(path, reason):
            return "PNG file \(path) could not be read: \(reason)"
        case let .imageTooLarge(width, height):
            return "PNG is \(width)x\(height) pixels; this reader accepts at most \(PNGLimits.maxSide) pixels a side and "
                + "\(PNGLimits.maxPixels) pixels in all (8192 x 8192, \(PNGLimits.maxPixels * 4 >> 20) MiB decoded), "
                + "checked from the header before decoding"
        case let .encodingFailed(reason):
            return "could not encode PNG: \(reason)"
        case let .writeFailed(path, reason):
            return "could not write PNG file \(path): \(reason)"
        }
    }
}

/// Limits that keep a corrupt, hostile or merely huge PNG from triggering a huge allocation.
///
/// They are read from the header, before any pixel is decoded: a larger image is refused with
/// `PNGError.imageTooLarge` at once (see README.md, "Limits"). Decoding needs the straight and
/// the premultiplied pixels at once, twice the decoded size.
package enum PNGLimits {
    /// The most pixels a decoded PNG may have: 2^26 (an 8192 x 8192 image, 256 MiB of RGBA).
    package static let maxPixels = 1 << 26
    /// The longest side a decoded PNG may have, in pixels.
    package static let maxSide = 16384
}
