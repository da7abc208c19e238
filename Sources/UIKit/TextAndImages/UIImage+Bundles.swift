import Foundation
import PNGCodec
import Raster

/// A place `UIImage(named:)` looks for image files: a bundle's resources or a plain folder.
enum ImageFolder {
    case bundle(Bundle)
    case directory(String)

    /// The path of the PNG file `name.png` here, nil when there is none.
    func path(ofPNGNamed name: String) -> String? {
        switch self {
        case .bundle(let bundle):
            return bundle.path(forResource: name, ofType: "png")
        case .directory(let directory):
            let path = "\(directory)/\(name).png"
            return FileManager.default.fileExists(atPath: path) ? path : nil
        }
    }
}

/// The resource bundles the app added for `UIImage(named:)`, and the image files already read.
///
/// Process-wide, like an app's bundles and UIKit's image cache; files are cached by path, so two
/// bundles may hold images of the same name. Locked so that simulators on several threads can
/// share it.
final class ImageFiles: @unchecked Sendable {
    static let shared = ImageFiles()
    private let lock = NSLock()
    private var bundles: [Bundle] = []
    private var loaded: [String: UIImage] = [:]

    var resourceBundles: [Bundle] {
        lock.lock(); defer { lock.unlock() }
        return bundles
    }

    func add(_ bundle: Bundle) {
        lock.lock(); defer { lock.unlock() }
        let path = bundle.bundleURL.standardizedFileURL.path
        if !bundles.contains(where: { $0.bundleURL.standardizedFileURL.path == path }) { bundles.append(bundle) }
    }

    /// The decoded PNG file at `path` with `scale`, read once.
    func image(atPath path: String, scale: CGFloat) -> UIImage? {
        lock.lock()
        if let image = loaded[path] { lock.unlock(); return image }
        lock.unlock()
        guard let bitmap = try? Bitmap(contentsOfPNGFile: path) else { return nil }
        let image = UIImage(cgImage: CGImage(bitmap: bitmap), scale: scale, orientation: .up)
        lock.lock(); defer { lock.unlock() }
        loaded[path] = image
        return image
    }
}

extension UIImage {
    /// Adds `bundle` to the bundles `UIImage(named:)` searches, after `Bundle.main`.
    ///
    /// Unlike UIKit, where an app's images are in its main bundle: SwiftPM puts each target's
    /// resources in a bundle of their own (the target's `Bundle.module`, a
    /// `PACKAGE_TARGET.resources` folder installed beside the executable) that `Bundle.main`
    /// does not search, and UIKit cannot name the app's targets. So the app adds its resource
    /// bundle once at launch, before asking for images; adding a bundle again changes nothing.
    public static func addResourceBundle(_ bundle: Bundle) {
        ImageFiles.shared.add(bundle)
    }

    /// The bundles added with `addResourceBundle(_:)`, in the order they were added.
    public static var resourceBundles: [Bundle] {
        ImageFiles.shared.resourceBundles
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
        guard let image = UIImage.loadImageFile(named: key, screenScale: scale, from: [.bundle(bundle ?? .main)]),
              let cgImage = image.cgImage else { return nil }
        self.init(cgImage: cgImage, scale: image.scale, orientation: .up)
    }

    /// The first of `NAME@Nx.png` (N the screen scale, then 3, 2, 1) and `NAME.png` found in
    /// `places`, searched in order, decoded with the scale its name gives.
    static func loadImageFile(named key: String, screenScale: CGFloat, from places: [ImageFolder]) -> UIImage? {
        let scales = [Int(screenScale), 3, 2].filter { $0 > 1 }.reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
        let candidates = scales.map { ("@\($0)x", $0) } + [("@1x", 1), ("", 1)]
        for place in places {
            for (suffix, scale) in candidates {
                guard let path = place.path(ofPNGNamed: key + suffix),
                      let image = ImageFiles.shared.image(atPath: path, scale: CGFloat(scale)) else { continue }
                return image
            }
        }
        return nil
    }
}
