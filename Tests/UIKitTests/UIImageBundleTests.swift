import DemoAssets
import Foundation
import PNGCodec
import Raster
import TestSupport
import XCTest
@testable import UIKit

/// `UIImage(named:)` finds bundled images through the resource bundles the app adds, wherever
/// the process runs from, and never through the source checkout.
final class UIImageBundleTests: UIKitTestCase {
    private let blue = RGBA8(red: 0, green: 0, blue: 1)

    /// Runs `body` with an empty temporary folder as the working directory, so a lookup through
    /// the working directory (`Assets/Images`, as before) would find nothing.
    private func inEmptyWorkingDirectory(_ body: () throws -> Void) throws {
        let folder = NSTemporaryDirectory() + "uiimage-cwd-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder), "the empty folder is the working directory")
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        try body()
    }

    func test_named_beforeAndAfterItsBundleIsAdded_findsTheFileOnlyAfter() throws {
        try withDrawingScreen {
            let folder = NSTemporaryDirectory() + "uiimage-bundle-\(getpid())-\(UUID().uuidString).resources"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let name = "pebble-\(getpid())"
            try Bitmap(width: 8, height: 4, color: blue).writePNG(toFile: "\(folder)/\(name)@2x.png")
            try Bitmap(width: 12, height: 6, color: blue).writePNG(toFile: "\(folder)/\(name)@3x.png")
            let bundle = try XCTUnwrap(Bundle(path: folder))

            try inEmptyWorkingDirectory {
                XCTAssertNil(UIImage(named: name), "not in Bundle.main, and the bundle is not added yet")
                XCTAssertNil(UIImage(named: name, in: nil, compatibleWith: nil), "nil is Bundle.main")

                let direct = try XCTUnwrap(UIImage(named: name, in: bundle, compatibleWith: nil))
                XCTAssertEqual(direct.scale, 2, "the screen's scale first")
                XCTAssertEqual(direct.size, CGSize(width: 4, height: 2))
                let sharp = try XCTUnwrap(UIImage(named: name + ".png", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
                XCTAssertEqual(sharp.scale, 3, "the traits' scale when given")
                XCTAssertEqual(sharp.size, CGSize(width: 4, height: 2))

                UIImage.addResourceBundle(bundle)
                UIImage.addResourceBundle(bundle)
                XCTAssertEqual(UIImage.resourceBundles.filter { $0.bundlePath == bundle.bundlePath }.count, 1)
                let found = try XCTUnwrap(UIImage(named: name))
                XCTAssertEqual(found.scale, 2)
                XCTAssertEqual(found.cgImage?.bitmap[0, 0], blue)
                XCTAssertTrue(found.cgImage === UIImage(named: name)?.cgImage, "a file is read once")
            }
        }
    }

    func test_appPictures_named_loadFromTheirResourceBundleAndNotFromTheSourceFolder() throws {
        // The checkout's Assets folder, as the old #filePath lookup would have found it.
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets").standardizedFileURL.path
        let bundle = try XCTUnwrap(DemoImages.bundle, "the resource folder is beside the test binary")
        let bundlePath = bundle.bundleURL.standardizedFileURL.path
        XCTAssertTrue(bundlePath.hasSuffix("_DemoAssets.resources"), bundlePath)
        XCTAssertFalse(bundlePath.hasPrefix(checkout), "the bundle is a build product, not the source folder")

        try withDrawingScreen {
            try inEmptyWorkingDirectory {
                UIImage.addResourceBundle(bundle)
                let lake = try XCTUnwrap(UIImage(named: "lake"))
                XCTAssertEqual(lake.scale, 2)
                XCTAssertEqual(lake.size, CGSize(width: 300, height: 300))
                let file = try XCTUnwrap(bundle.path(forResource: "lake@2x", ofType: "png"))
                XCTAssertTrue(URL(fileURLWithPath: file).standardizedFileURL.path.hasPrefix(bundlePath), file)
                XCTAssertEqual(lake.cgImage?.bitmap, try Bitmap(contentsOfPNGFile: file))

                // Every picture the script paints is bundled and decodes (24 of them: a file
                // missing from a clean clone shows here).
                let files = try FileManager.default.contentsOfDirectory(atPath: bundlePath).filter { $0.hasSuffix("@2x.png") }
                XCTAssertEqual(files.count, 24, files.sorted().joined(separator: " "))
                for file in files {
                    let image = UIImage(named: String(file.dropLast("@2x.png".count)))
                    XCTAssertEqual(image?.scale, 2, file)
                    XCTAssertGreaterThanOrEqual(image?.size.width ?? 0, 200, file)
                }
            }
        }
    }
}
