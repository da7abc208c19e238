import Foundation

/// The files at the top of bundles' resource folders, listed once per bundle, for
/// `UIImage(named:)`.
///
/// `UIImage(named:)` looks for a name at each scale in each bundle it searches, up to six
/// `Bundle.path(forResource:ofType:)` calls for one image, and each costs Foundation on Linux
/// about 18 K instructions (URLs made and parsed, the file system asked): a page making the
/// images of an album as it loads paid 2 M in its transition's first frame. A listing of the
/// folder answers each from a set. As an iOS app's bundle is, a bundle's files are taken not to
/// change while the program runs. A name not at the top of a folder that has localized
/// subfolders (`*.lproj`), or of a folder that cannot be listed, is asked of Foundation.
///
/// A pure cache: shared by environments and threads (hence the lock); it holds the bundles it
/// listed (so an identity is never reused while kept) and is emptied when it holds `bundleLimit`.
final class BundleResourceFiles: @unchecked Sendable {
    /// The cache every environment shares.
    static let shared = BundleResourceFiles()
    /// The most bundles whose listings are kept at once.
    let bundleLimit = 64

    private struct Listing {
        let bundle: Bundle
        let folder: String
        let files: Set<String>
        /// Whether a name missing from `files` is missing from the bundle.
        let isComplete: Bool
    }

    private let lock = NSLock()
    private var listings: [ObjectIdentifier: Listing] = [:]

    /// The path `bundle.path(forResource: name, ofType: type)` gives.
    func path(forResource name: String, ofType type: String, in bundle: Bundle) -> String? {
        let file = name + "." + type
        let listing = self.listing(of: bundle)
        if listing.files.contains(file) { return listing.folder + "/" + file }
        return listing.isComplete ? nil : bundle.path(forResource: name, ofType: type)
    }

    /// How many bundles are listed (for tests).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return listings.count
    }

    private func listing(of bundle: Bundle) -> Listing {
        let id = ObjectIdentifier(bundle)
        lock.lock()
        if let known = listings[id] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let listing = Self.list(bundle)
        lock.lock()
        defer { lock.unlock() }
        if listings.count >= bundleLimit { listings.removeAll() }
        listings[id] = listing
        return listing
    }

    private static func list(_ bundle: Bundle) -> Listing {
        guard let folder = bundle.resourcePath,
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            return Listing(bundle: bundle, folder: "", files: [], isComplete: false)
        }
        let files = Set(names)
        return Listing(bundle: bundle, folder: folder, files: files,
                       isComplete: !names.contains { $0.hasSuffix(".lproj") })
    }
}
