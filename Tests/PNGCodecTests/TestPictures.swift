import Foundation
import Raster
import RasterTestSupport

/// Deterministic test pictures, so failures reproduce from run to run.
enum TestPictures {
    /// The demos' pictures (`Assets/Images`): 8-bit RGB files as an app ships them.
    static let demoAssets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/Images")

    /// Each demo picture's file name and bytes, by name.
    static func demoPictureFiles() throws -> [(name: String, bytes: [UInt8])] {
        let names = try FileManager.default.contentsOfDirectory(atPath: demoAssets.path).filter { $0.hasSuffix(".png") }.sorted()
        return try names.map { ($0, try [UInt8](Data(contentsOf: demoAssets.appendingPathComponent($0)))) }
    }

    /// A bitmap of random but valid premultiplied pixels (every channel at most alpha), where
    /// every alpha value 0...255 appears, plus fully clear and fully opaque runs.
    static func randomPremultiplied(width: Int, height: Int, seed: UInt64 = 42) -> Bitmap {
        var random = SplitMix(state: seed)
        var bitmap = Bitmap(width: width, height: height)
        for i in 0..<bitmap.pixels.count {
            let bits = random.next()
            // Cycle the alpha through all 256 values so every division path is exercised.
            let a = UInt32(i % 256)
            func channel(_ shift: UInt64) -> UInt32 { a == 0 ? 0 : UInt32((bits >> shift) & 0xFF) % (a + 1) }
            bitmap.pixels[i] = channel(0) | channel(8) << 8 | channel(16) << 16 | a << 24
        }
        return bitmap
    }

    /// A solid-color bitmap of one premultiplied color.
    static func solid(_ width: Int, _ height: Int, _ color: RGBA8) -> Bitmap {
        Bitmap(width: width, height: height, color: color)
    }
}
