import Foundation
import PNGCodec
import Raster

/// Image files already read, by path, for `UIImage(named:)`.
///
/// A pure cache: a file's image depends only on the file (and the scale its name gives), so
/// sharing it between environments and threads (hence the lock) changes no result, only how
/// often a file is read. Which bundles are searched belongs to each `UIKitEnvironment`.
///
/// A file's pixels are decoded the first time they are read (a frame that shows the image, or
/// app code reading them), as iOS decodes a named image when it is first drawn: a page that
/// makes images for a whole album decodes, in the tap that presents it, only those its first
/// frame shows (docs/perf-log/issue-37-fourth-pass.md).
final class DecodedImageCache: @unchecked Sendable {
    static let shared = DecodedImageCache()
    private let lock = NSLock()
    private var loaded: [String: UIImage] = [:]

    /// The PNG file at `path` with `scale`, read once; nil when it cannot be read or does not
    /// begin a PNG.
    ///
    /// Unlike UIKit, a file damaged past its header is found when its pixels are first read: it
    /// then shows nothing (clear pixels of its size) and says so once on standard error.
    func image(atPath path: String, scale: CGFloat) -> UIImage? {
        lock.lock()
        if let image = loaded[path] { lock.unlock(); return image }
        lock.unlock()
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let bytes = [UInt8](data)
        guard let size = try? Bitmap.pngSize(of: bytes) else { return nil }
        // A file without alpha says so as it is decoded: the compositor then knows the image
        // opaque without scanning it (its occlusion, its ink bounds).
        let pixels = CGImage(width: size.width, height: size.height, drawingKnowingOpacity: {
            do {
                return try Bitmap.decodingPNG(bytes)
            } catch {
                UIKitLog.warn("UIImage(named:) shows nothing for \(path): \(error)")
                return (Bitmap(width: size.width, height: size.height), false)
            }
        })
        let image = UIImage(cgImage: pixels, scale: scale, orientation: .up)
        lock.lock(); defer { lock.unlock() }
        loaded[path] = image
        return image
    }
}

extension UIImage {
    /// Adds `bundle` to the bundles `UIImage(named:)` searches in this environment, after
    /// `Bundle.main`.
    ///
    /// Unlike UIKit, where an app's images are in its main bundle: SwiftPM puts each target's
    /// resources in a bundle of their own (the target's `Bundle.module`, a
    /// `PACKAGE_TARGET.resources` folder installed beside the executable) that `Bundle.main`
    /// does not search, and UIKit cannot name the app's targets. So the app adds its resource
    /// bundle at launch, before asking for images; adding a bundle again changes nothing.
    public static func addResourceBundle(_ bundle: Bundle) {
        let environment = UIKitEnvironment.current
        // The same object is the same bundle: no path to make (a URL standardized, 70 K
        // instructions in Foundation on Linux) for an app that adds its bundle before each image.
        guard !environment.resourceBundles.contains(where: { $0 === bundle }) else { return }
        let path = bundle.bundleURL.standardizedFileURL.path
        guard !environment.resourceBundles.contains(where: { $0.bundleURL.standardizedFileURL.path == path }) else { return }
        environment.resourceBundles.append(bundle)
    }

    /// The bundles added with `addResourceBundle(_:)` in this environment, in order.
    public static var resourceBundles: [Bundle] {
        UIKitEnvironment.current.resourceBundles
    }

    /// The image file `NAME@Nx.png` (N the traits' display scale, then 3, 2, 1) or `NAME.png`
    /// in `bundle` (nil for `Bundle.main`); nil when there is none.
    ///
    /// Unlike UIKit, there are no asset catalogs and the traits only choose the scale (the
    /// screen's when nil); images made with `register(_:named:)` are not found here, as they
    /// belong to no bundle.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let key = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let scale = traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil } ?? UIScreen.main.scale
        guard let image = UIImage.loadImageFile(named: key, screenScale: scale, from: [bundle ?? .main]),
              let cgImage = image.cgImage else { return nil }
        self.init(cgImage: cgImage, scale: image.scale, orientation: .up)
    }

    /// The first of `NAME@Nx.png` (N the screen scale, then 3, 2, 1) and `NAME.png` found in
    /// `bundles`, searched in order, decoded with the scale its name gives.
    static func loadImageFile(named key: String, screenScale: CGFloat, from bundles: [Bundle]) -> UIImage? {
        let scales = [Int(screenScale), 3, 2].filter { $0 > 1 }.reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
        let candidates = scales.map { ("@\($0)x", $0) } + [("@1x", 1), ("", 1)]
        for bundle in bundles {
            for (suffix, scale) in candidates {
                guard let path = BundleResourceFiles.shared.path(forResource: key + suffix, ofType: "png", in: bundle),
                      let image = DecodedImageCache.shared.image(atPath: path, scale: CGFloat(scale)) else { continue }
                return image
            }
        }
        return nil
    }
}
