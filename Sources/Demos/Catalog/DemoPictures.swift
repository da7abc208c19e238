import DemoAssets
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

    /// Adds the pictures' resource bundle to `UIImage(named:)`'s search, the first time a
    /// picture is asked for (as an app would at launch; the tests build demos without one).
    private static let bundleAdded: Void = UIImage.addResourceBundle(DemoImages.bundle)

    /// The bundled picture `name`, through `UIImage(named:)`.
    static func named(_ name: String) -> UIImage {
        _ = bundleAdded
        guard let image = UIImage(named: name) else {
            preconditionFailure("Assets/Images has no \(name)@2x.png (run scripts/pictures/make.py)")
        }
        return image
    }
}
