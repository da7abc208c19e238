import Raster
import DemoAssets
import Foundation
import UIKit

/// The app's bundled pictures (`Assets/Images`), shown where the seeds show photos: seed 000's
/// things and seed 003's album and snowy backdrop.
///
/// They are SwiftPM resources of the `DemoAssets` target, so `UIImage(named:)` finds them in
/// the resource bundle installed beside the executable, wherever it is run from.
enum DemoPictures {
    /// Seed 000's things, one picture per name in `Thing.all`, in the same order.
    static let things = ["dawn", "valley", "lake", "forest", "dunes", "snowfield",
                         "bay", "grassland", "canyon", "island", "waterfall", "fields"]

    /// Seed 003's album: wide (3:2), tall (2:3) and square in turn, so the zoom's aspect-fit
    /// correction shows; landscapes, still lifes, places and patterns, each of its own colours.
    static let album = ["balloons", "lighthouse", "island", "fruit-bowl", "tulips", "lake",
                        "city-night", "snowy-peaks", "fields", "tiles", "coffee", "dunes",
                        "beach-huts", "cactus", "bay", "sailboats", "bauhaus", "forest"]

    /// The bundled picture `name`, through `UIImage(named:)` once the pictures' bundle is added
    /// (as an app does at launch; adding it again changes nothing).
    ///
    /// A picture that cannot be found (the resource folder was not installed beside the
    /// executable) is logged and drawn as a grey placeholder of a typical size, so the demos
    /// still run; `transition-lab` refuses to start without the folder (see `problem`).
    static func named(_ name: String) -> UIImage {
        if let bundle = DemoImages.bundle { UIImage.addResourceBundle(bundle) }
        if let image = UIImage(named: name) { return image }
        let reason = problem ?? "it is missing from \(DemoImages.bundleFolderName)"
        StandardStreams.writeError("[Demos] warning: picture '\(name)' not found: \(reason)\n")
        return UIGraphicsImageRenderer(size: CGSize(width: 300, height: 300)).image { context in
            UIColor.lightGray.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 300, height: 300))
        }
    }

    /// Why the pictures cannot be shown, or nil when their resource folder is in place.
    static var problem: String? {
        guard DemoImages.bundle == nil else { return nil }
        return "the demos' pictures are missing: copy the folder \(DemoImages.bundleFolderName) "
            + "from the build folder (.build/release) next to the transition-lab executable"
    }
}
