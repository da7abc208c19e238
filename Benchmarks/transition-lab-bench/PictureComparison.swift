import Foundation
import Raster

/// How far two renderings of the same operation are apart, measured where either drew.
struct PictureComparison {
    /// Mean absolute channel difference (0...255) over the touched pixels.
    var meanDifference: Double
    /// Largest channel difference (0...255) anywhere.
    var maxDifference: Int
    /// Fraction of the screen (0...1) where either picture differs from the background.
    var touchedFraction: Double

    /// Whether the figures may be compared: the pictures agree to a few levels on average and
    /// something was actually drawn (two empty pictures would "agree" perfectly).
    var isPlausible: Bool { meanDifference <= 3 && touchedFraction >= 0.01 }

    /// "mean 0.41 max 118 over 43.1% of the screen".
    var summary: String {
        "mean \(format(meanDifference, digits: 2)) max \(maxDifference) over \(format(touchedFraction * 100, digits: 1))% of the screen"
    }
}

/// Compares two pictures drawn onto the same `background`.
///
/// The mean is taken over touched pixels only: averaging over the untouched rest of the screen
/// would hide real disagreement behind zeros.
func comparePictures(_ a: Bitmap, _ b: Bitmap, background: Bitmap) -> PictureComparison {
    precondition(a.width == b.width && a.height == b.height && a.pixels.count == background.pixels.count,
                 "pictures to compare must have the same size")
    var total = 0, touched = 0, maxDifference = 0
    for i in 0..<a.pixels.count {
        let p = a.pixels[i], q = b.pixels[i], bg = background.pixels[i]
        guard p != bg || q != bg else { continue }
        touched += 1
        for shift: UInt32 in [0, 8, 16, 24] {
            let d = abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF))
            total += d
            maxDifference = max(maxDifference, d)
        }
    }
    return PictureComparison(meanDifference: touched == 0 ? 0 : Double(total) / Double(4 * touched),
                             maxDifference: maxDifference,
                             touchedFraction: Double(touched) / Double(max(1, a.pixels.count)))
}

/// The fraction of the screen (0...1) where `picture` differs from `background`.
func touchedFraction(_ picture: Bitmap, background: Bitmap) -> Double {
    let changed = zip(picture.pixels, background.pixels).reduce(0) { $0 + ($1.0 != $1.1 ? 1 : 0) }
    return Double(changed) / Double(max(1, picture.pixels.count))
}

/// Writes `picture` as a PAM file (RGB_ALPHA, straight alpha) for eyeballing a comparison.
///
/// PAM needs no library (the bench does not link the PNG codec) and converts with common
/// tools, e.g. `convert ours.pam ours.png`. Failures are reported, never fatal.
func dumpPicture(_ picture: Bitmap, to path: String) {
    var bytes = Array("P7\nWIDTH \(picture.width)\nHEIGHT \(picture.height)\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n".utf8)
    bytes.reserveCapacity(bytes.count + picture.pixels.count * 4)
    for p in picture.pixels {
        let a = Int(p >> 24)
        for shift: UInt32 in [0, 8, 16] {
            let c = Int((p >> shift) & 0xFF)
            bytes.append(a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)))
        }
        bytes.append(UInt8(a))
    }
    if !FileManager.default.createFile(atPath: path, contents: Data(bytes)) {
        print("dump: could not write \(path)")
    }
}
