import Foundation
import PNGCodec
import Raster

extension UIImage {
    /// Makes `image` available to `UIImage(named: name)`.
    ///
    /// Unlike UIKit, which only finds images in the app bundle and asset catalogs, demos register
    /// the images they generate in code here; a registered image wins over a file of that name.
    /// Passing nil removes it.
    public static func register(_ image: UIImage?, named name: String) {
        UIKitEnvironment.current.registeredImages[name] = image
    }

    /// The image registered as `name` in this environment, else the file `NAME@Nx.png` (N the
    /// screen scale, then 3, 2, 1) or `NAME.png` in `Bundle.main`, then in the bundles added
    /// with `addResourceBundle(_:)`; nil when none exists. Files are read once and kept; their
    /// pixels are decoded the first time they are read (by a frame that shows the image), as
    /// iOS decodes a named image when it is first drawn.
    ///
    /// Unlike UIKit, images are PNG files only, and never looked up through the working
    /// directory or the source checkout: an installed binary finds what its bundles hold.
    public convenience init?(named name: String) {
        let key = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        if let known = UIKitEnvironment.current.registeredImages[key], let cgImage = known.cgImage {
            self.init(cgImage: cgImage, scale: known.scale, orientation: known.imageOrientation)
            return
        }
        guard let image = UIImage.loadImageFile(named: key, screenScale: UIScreen.main.scale,
                                                from: [Bundle.main] + UIImage.resourceBundles),
              let cgImage = image.cgImage else { return nil }
        self.init(cgImage: cgImage, scale: image.scale, orientation: .up)
    }

    /// The PNG file at `path` (a `@2x`/`@3x` suffix in the name sets the scale); nil when it is
    /// missing, not a PNG or larger than `PNGLimits` allow (logged, with the reason). Unlike
    /// UIKit, only PNG files are read.
    public convenience init?(contentsOfFile path: String) {
        let bitmap: Bitmap
        do {
            bitmap = try Bitmap(contentsOfPNGFile: path)
        } catch {
            UIKitLog.warn("UIImage(contentsOfFile:) returns nil: \(error)")
            return nil
        }
        let name = (path as NSString).deletingPathExtension
        let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
        self.init(cgImage: CGImage(bitmap: bitmap), scale: scale, orientation: .up)
    }

    /// An image decoded from PNG data at 1x; nil when the data is not a PNG.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image decoded from PNG data at `scale`; nil when the data is not a PNG or is larger
    /// than `PNGLimits` allow (logged, with the reason).
    public convenience init?(data: Data, scale: CGFloat) {
        let bitmap: Bitmap
        do {
            bitmap = try Bitmap(pngData: [UInt8](data))
        } catch {
            UIKitLog.warn("UIImage(data:scale:) returns nil: \(error)")
            return nil
        }
        self.init(cgImage: CGImage(bitmap: bitmap), scale: scale, orientation: .up)
    }

    /// The image encoded as PNG; nil for an empty image.
    public func pngData() -> Data? {
        guard let bitmap = cgImage?.bitmap, let bytes = try? bitmap.pngData() else { return nil }
        return Data(bytes)
    }
}
