import Foundation
import PNGCodec
import Raster

/// Images already decoded from PNG files, by path, for `UIImage(named:)`.
///
/// A pure cache: a file's image depends only on the file, so sharing it between environments
/// (and threads, hence the lock) changes no result, only how often a file is decoded. Images an
/// app registers by name belong to its `UIKitEnvironment` instead.
final class DecodedImageCache: @unchecked Sendable {
    static let shared = DecodedImageCache()
    private let lock = NSLock()
    private var images: [String: UIImage] = [:]

    func image(atPath path: String) -> UIImage? {
        lock.lock(); defer { lock.unlock() }
        return images[path]
    }

    func set(_ image: UIImage, atPath path: String) {
        lock.lock(); defer { lock.unlock() }
        images[path] = image
    }
}

extension UIImage {
    /// The folders `init?(named:)` looks in, in order: `Assets/Images` of the working directory,
    /// then of the source checkout this module was built from.
    public static var imageSearchDirectories: [String] {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/Images").path
        let local = FileManager.default.currentDirectoryPath + "/Assets/Images"
        return local == checkout ? [local] : [local, checkout]
    }

    /// Makes `image` available to `UIImage(named: name)`.
    ///
    /// Unlike UIKit, which only finds images in the app bundle and asset catalogs, demos register
    /// the images they generate in code here; a registered image wins over a file of that name.
    /// Passing nil removes it.
    public static func register(_ image: UIImage?, named name: String) {
        UIKitEnvironment.current.registeredImages[name] = image
    }

    /// The image registered as `name`, else `NAME@Nx.png` (N the screen scale, then 3, 2, 1) or
    /// `NAME.png` in `imageSearchDirectories`; nil when none exists. Loaded images are cached.
    public convenience init?(named name: String) {
        let key = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        if let known = UIKitEnvironment.current.registeredImages[key], let cgImage = known.cgImage {
            self.init(cgImage: cgImage, scale: known.scale, orientation: known.imageOrientation)
            return
        }
        let screenScale = Int(UIScreen.main.scale)
        let scales = [screenScale, 3, 2].filter { $0 > 1 }.reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
        let candidates = scales.map { ("@\($0)x", $0) } + [("@1x", 1), ("", 1)]
        for directory in UIImage.imageSearchDirectories {
            for (suffix, scale) in candidates {
                let path = "\(directory)/\(key)\(suffix).png"
                if let cached = DecodedImageCache.shared.image(atPath: path), let cgImage = cached.cgImage {
                    self.init(cgImage: cgImage, scale: cached.scale, orientation: .up)
                    return
                }
                guard FileManager.default.fileExists(atPath: path),
                      let bitmap = try? Bitmap(contentsOfPNGFile: path) else { continue }
                let image = UIImage(cgImage: CGImage(bitmap: bitmap), scale: CGFloat(scale), orientation: .up)
                DecodedImageCache.shared.set(image, atPath: path)
                self.init(cgImage: image.cgImage!, scale: image.scale, orientation: .up)
                return
            }
        }
        return nil
    }

    /// The PNG file at `path` (a `@2x`/`@3x` suffix in the name sets the scale); nil when it is
    /// missing or not a PNG. Unlike UIKit, only PNG files are read.
    public convenience init?(contentsOfFile path: String) {
        guard let bitmap = try? Bitmap(contentsOfPNGFile: path) else { return nil }
        let name = (path as NSString).deletingPathExtension
        let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
        self.init(cgImage: CGImage(bitmap: bitmap), scale: scale, orientation: .up)
    }

    /// An image decoded from PNG data at 1x; nil when the data is not a PNG.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image decoded from PNG data at `scale`; nil when the data is not a PNG.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let bitmap = try? Bitmap(pngData: [UInt8](data)) else { return nil }
        self.init(cgImage: CGImage(bitmap: bitmap), scale: scale, orientation: .up)
    }

    /// The image encoded as PNG; nil for an empty image.
    public func pngData() -> Data? {
        guard let bitmap = cgImage?.bitmap, let bytes = try? bitmap.pngData() else { return nil }
        return Data(bytes)
    }
}
