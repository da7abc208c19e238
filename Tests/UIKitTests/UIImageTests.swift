import TestSupport
import PNGCodec
import Raster
import XCTest
@testable import QuartzCore
@testable import UIKit

final class UIImageTests: UIKitTestCase {
    let red = RGBA8(red: 1, green: 0, blue: 0)

    func test_size_ofAScaledImage_isPixelsOverScale() {
        let cgImage = CGImage(bitmap: Bitmap(width: 60, height: 30))
        XCTAssertEqual(UIImage(cgImage: cgImage, scale: 3, orientation: .up).size, CGSize(width: 20, height: 10))
        XCTAssertEqual(UIImage(cgImage: cgImage, scale: 3, orientation: .right).size, CGSize(width: 10, height: 20))
        XCTAssertEqual(UIImage(cgImage: cgImage).scale, 1)
    }

    func test_imageRenderer_drawing_makesImagesOfItsSizeAndScale() {
        withDrawingScreen {
            let format = UIGraphicsImageRendererFormat()
            XCTAssertEqual(format.scale, 2, "the screen's scale by default")
            format.scale = 3
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: format)
            let image = renderer.image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
                XCTAssertTrue(UIGraphicsGetCurrentContext() === context.cgContext)
            }
            XCTAssertNil(UIGraphicsGetCurrentContext())
            XCTAssertEqual(image.size, CGSize(width: 10, height: 5))
            XCTAssertEqual(image.scale, 3)
            let bitmap = image.cgImage!.bitmap
            XCTAssertEqual(bitmap.width, 30); XCTAssertEqual(bitmap.height, 15)
            XCTAssertEqual(bitmap.pixels.filter { $0 != 0 }.count, 9)
            XCTAssertEqual(bitmap[2, 2], red); XCTAssertEqual(bitmap[3, 3], .clear)

            format.opaque = true
            let opaque = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format).image { _ in }
            XCTAssertEqual(opaque.cgImage!.bitmap[0, 0], .black, "an opaque renderer starts black, as in UIKit")
        }
    }

    func test_beginImageContext_asInSeed003_makesTheImage() {
        withDrawingScreen {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 0)
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 2, y: 0, width: 2, height: 2))
            let image = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            XCTAssertNil(UIGraphicsGetCurrentContext())
            XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext())
            XCTAssertEqual(image?.scale, 2)
            XCTAssertEqual(image?.size, CGSize(width: 4, height: 2))
            XCTAssertEqual(image?.cgImage?.bitmap[5, 1], RGBA8(red: 0, green: 0, blue: 1))
            XCTAssertEqual(image?.cgImage?.bitmap[3, 1], .clear)
        }
    }

    func test_named_registeredOrInAnAddedBundle_comesFromTheRegistryFirst() throws {
        try withDrawingScreen {
            XCTAssertNil(UIImage(named: "no-such-image-anywhere"))
            let generated = UIImage(cgImage: CGImage(bitmap: Bitmap(width: 4, height: 4, color: red)), scale: 2, orientation: .up)
            UIImage.register(generated, named: "test-generated")
            XCTAssertEqual(UIImage(named: "test-generated")?.size, CGSize(width: 2, height: 2))
            XCTAssertTrue(UIImage(named: "test-generated.png")?.cgImage === generated.cgImage)

            // A resource bundle holding dot@2x.png and a file named like the registered image.
            let folder = NSTemporaryDirectory() + "uiimage-named-\(getpid())-\(UUID().uuidString).resources"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try Bitmap(width: 6, height: 2, color: red).writePNG(toFile: folder + "/dot@2x.png")
            try Bitmap(width: 8, height: 8, color: red).writePNG(toFile: folder + "/test-generated@2x.png")
            XCTAssertNil(UIImage(named: "dot"), "not found before its bundle is added")
            UIImage.addResourceBundle(try XCTUnwrap(Bundle(path: folder)))

            let dot = try XCTUnwrap(UIImage(named: "dot"))
            XCTAssertEqual(dot.scale, 2)
            XCTAssertEqual(dot.size, CGSize(width: 3, height: 1))
            XCTAssertTrue(UIImage(named: "test-generated")?.cgImage === generated.cgImage, "the registered image wins")
            UIImage.register(nil, named: "test-generated")
            XCTAssertEqual(UIImage(named: "test-generated")?.size, CGSize(width: 4, height: 4), "then the file")
        }
    }

    func test_pngData_writtenAndRead_roundTripsAndKeepsTheFilesScale() throws {
        let bitmap = Bitmap(width: 3, height: 3, color: RGBA8(red: 0, green: 1, blue: 0, alpha: 0.5))
        let image = UIImage(cgImage: CGImage(bitmap: bitmap))
        let data = try XCTUnwrap(image.pngData())
        XCTAssertEqual(UIImage(data: data)?.cgImage?.bitmap, bitmap)
        XCTAssertNil(UIImage(data: Data([1, 2, 3])))
        let path = NSTemporaryDirectory() + "uiimage-\(getpid())@3x.png"
        try data.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(UIImage(contentsOfFile: path)?.scale, 3)
        XCTAssertNil(UIImage(contentsOfFile: "/nonexistent.png"))
    }

    func test_tintAndRenderingModes_applied_tintCapAndMarkTheImage() {
        let image = UIImage(cgImage: CGImage(bitmap: Bitmap(width: 1, height: 1, color: RGBA8(red: 1, green: 1, blue: 1, alpha: 0.5))))
        let tinted = image.withTintColor(.red)
        XCTAssertEqual(tinted.cgImage?.bitmap[0, 0], RGBA8(red: 1, green: 0, blue: 0, alpha: 0.5))
        XCTAssertEqual(image.withRenderingMode(.alwaysTemplate).renderingMode, .alwaysTemplate)
        let resizable = image.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        XCTAssertEqual(resizable.capInsets.top, 1)
        XCTAssertEqual(resizable.size, image.size)
    }
}

final class UIImageSnapshotDrawingTests: UIKitTestCase {
    func test_renderInContextAndDrawHierarchy_ofAView_makeAnImageOfIt() {
        withDrawingScreen(scale: 1) {
            let view = UIView(frame: CGRect(x: 50, y: 50, width: 4, height: 2))
            view.backgroundColor = .red
            let child = UIView(frame: CGRect(x: 2, y: 0, width: 2, height: 2))
            child.backgroundColor = .blue
            view.addSubview(child)
            UIGraphicsBeginImageContextWithOptions(view.bounds.size, false, 2)
            view.layer.render(in: UIGraphicsGetCurrentContext()!)
            let image = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            let bitmap = image!.cgImage!.bitmap
            XCTAssertEqual(bitmap.width, 8)
            XCTAssertEqual(bitmap[1, 1], RGBA8(red: 1, green: 0, blue: 0))
            XCTAssertEqual(bitmap[6, 3], RGBA8(red: 0, green: 0, blue: 1))

            let drawn = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4)).image { _ in
                XCTAssertTrue(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 8, height: 4), afterScreenUpdates: true))
            }.cgImage!.bitmap
            XCTAssertEqual(drawn[7, 3], RGBA8(red: 0, green: 0, blue: 1))
            XCTAssertEqual(drawn[0, 0], RGBA8(red: 1, green: 0, blue: 0))
        }
    }
}
