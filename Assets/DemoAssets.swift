import Foundation

/// The demo app's bundled pictures: `Images/NAME@2x.png`, painted by `scripts/pictures/make.py`.
public enum DemoImages {
    /// The resource bundle holding the pictures, `TransitionLab_DemoAssets.resources` beside the
    /// executable (or, when that is missing, in the build folder).
    public static var bundle: Bundle { Bundle.module }
}
