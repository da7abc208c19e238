import Foundation
import PNGCodec
import Raster

/// Images registered by name, for `UIImage(named:)` (files read from disk are in `ImageFiles`).
///
/// Process-wide, like an app bundle's images and UIKit's image cache, and locked so that
/// simulators on several threads can share it.
final class NamedImageStore: @unchecked Sendable {
    static let shared = NamedImageStore()
    let lock = NSLock()
    var images: [String: UIImage] = [:]

    func image(named name: String) -> UIImage? {
        lock.lock(); defer { lock.unlock() }
        return images[name]
    }

    func set(_ image: UIImage?, named name: String) {
        lock.lock(); defer { lock.unlock() }
        images[name] = image
    }
}

extension UIImage {
    /// The folders `init?(named:)` looks in after the bundles: `Assets/Images` of the working
    /// directory.
    ///
    /// Unlike UIKit, which only looks in bundles, so that a picture dropped there can be tried
    /// without rebuilding; apps ship theirs as SwiftPM resources (see `addResourceBundle(_:)`).
    public static var imageSearchDirectories: [String] {
        [FileManager.default.currentDirectoryPath + "/Assets/Images"]
    }

    /// Makes `image` available to `UIImage(named: name)`.
    ///
    /// Unlike UIKit, which only finds images in the app bundle and asset catalogs, demos register
    /// the images they generate in code here; a registered image wins over a file of that name.
    /// Passing nil removes it.
    public static func register(_ image: UIImage?, named name: String) {
        NamedImageStore.shared.set(image, named: name)
    }

    /// The image registered as `name`, else the file `NAME@Nx.png` (N the screen scale, then 3,
    /// 2, 1) or `NAME.png` in `Bundle.main`, then in the bundles added with
    /// `addResourceBundle(_:)`, then in `imageSearchDirectories`; nil when none exists. Loaded
    /// files are cached.
    public convenience init?(named name: String) {
        let key = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        if let known = NamedImageStore.shared.image(named: key), let cgImage = known.cgImage {
            self.init(cgImage: cgImage, scale: known.scale, orientation: known.imageOrientation)
            return
        }
        let places = ([Bundle.main] + UIImage.resourceBundles).map(ImageFolder.bundle)
            + UIImage.imageSearchDirectories.map(ImageFolder.directory)
        guard let image = UIImage.loadImageFile(named: key, screenScale: UIScreen.main.scale, from: places),
              let cgImage = image.cgImage else { return nil }
        self.init(cgImage: cgImage, scale: image.scale, orientation: .up)
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
