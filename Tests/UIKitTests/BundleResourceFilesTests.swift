import Foundation
import XCTest
@testable import UIKit

/// `BundleResourceFiles`: the paths `UIImage(named:)` finds through a bundle's listing are the
/// ones Foundation gives, found or not, localized or not; the listings kept are bounded.
final class BundleResourceFilesTests: XCTestCase {
    /// A new folder holding empty files at `paths` (relative), removed after the test.
    private func folder(holding paths: [String]) throws -> String {
        let folder = NSTemporaryDirectory() + "bundle-files-\(getpid())-\(UUID().uuidString).resources"
        for path in paths {
            let file = folder + "/" + path
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: Data()))
        }
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        return folder
    }

    func test_path_inFlatAndLocalizedBundles_isFoundationsAnswer() throws {
        // Setup: a flat bundle, and one whose folder also has a localized subfolder.
        let flat = try XCTUnwrap(Bundle(path: try folder(holding: ["dot@2x.png", "dot.png", "notes.txt"])))
        let localized = try XCTUnwrap(Bundle(path: try folder(holding: ["dot@2x.png", "en.lproj/flag.png"])))
        let files = BundleResourceFiles()

        for bundle in [flat, localized] {
            for name in ["dot@2x", "dot", "dot@3x", "flag", "notes", "missing"] {
                // Action
                let ours = files.path(forResource: name, ofType: "png", in: bundle)

                // Assertions: the same file as Foundation's lookup, or none where it finds none.
                let foundation = bundle.path(forResource: name, ofType: "png")
                XCTAssertEqual(ours.map { URL(fileURLWithPath: $0).standardizedFileURL.path },
                               foundation.map { URL(fileURLWithPath: $0).standardizedFileURL.path },
                               "\(name).png in \(bundle.bundlePath)")
            }
        }
        XCTAssertNotNil(files.path(forResource: "flag", ofType: "png", in: localized), "found in its .lproj")
    }

    func test_listings_manyBundles_keepAtMostTheLimit() throws {
        // Setup
        let files = BundleResourceFiles()

        // Action: more bundles than the limit, each listed once (each its own folder: Foundation
        // gives the same object for a path it has made a bundle of).
        for _ in 0...files.bundleLimit {
            let bundle = try XCTUnwrap(Bundle(path: try folder(holding: ["dot.png"])))
            XCTAssertNotNil(files.path(forResource: "dot", ofType: "png", in: bundle))
        }

        // Assertions
        XCTAssertLessThanOrEqual(files.count, files.bundleLimit)
        XCTAssertEqual(files.count, 1, "emptied when full, then the last bundle listed")
    }
}
