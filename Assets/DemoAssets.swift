import Foundation

/// The demo app's bundled pictures: `Images/NAME@2x.png`, painted by `scripts/pictures/make.py`.
public enum DemoImages {
    /// The folder SwiftPM makes of this target's resources, beside the built executable.
    public static let bundleFolderName = "TransitionLab_DemoAssets.resources"

    /// The resource bundle holding the pictures, nil when the folder is missing (an executable
    /// copied without it).
    ///
    /// It is looked for where SwiftPM's generated `Bundle.module` looks first, beside the
    /// executable; unlike `Bundle.module`, a missing folder gives nil instead of stopping the
    /// program, and nothing is looked up in the build folder or the source checkout. Looked for
    /// once, as `Bundle.module` is: every demo picture asks for it, and making a `Bundle` costs
    /// Foundation on Linux about 0.35 M instructions.
    public static let bundle: Bundle? = {
        let beside = Bundle.main.bundleURL.appendingPathComponent(bundleFolderName)
        let besideArgument = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
            .resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(bundleFolderName)
        for url in [beside, besideArgument] {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue,
               let bundle = Bundle(url: url) {
                return bundle
            }
        }
        return nil
    }()
}
