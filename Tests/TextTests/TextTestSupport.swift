import Raster
import XCTest
@testable import Text

/// Skips the test, naming the file and its package, when a system font is not installed.
func requireSystemFonts(latin: Bool = true, cjk: Bool = true) throws {
    var files: [FontFile] = []
    if latin { files.append(FontCatalog.system.latin[.sans]!.regular) }
    if cjk { files.append(FontCatalog.system.fallback) }
    for file in files where !FileManager.default.fileExists(atPath: file.path) {
        throw XCTSkip("Font file \(file.path) is missing: install the package \(file.package) (make deps)")
    }
}

/// The bounding box of the pixels with any alpha, or nil when the bitmap is transparent.
func inkBounds(_ bitmap: Bitmap) -> PixelRect? {
    var box = PixelRect.empty
    for y in 0..<bitmap.height {
        for x in 0..<bitmap.width where bitmap[x, y].a > 0 {
            box = box.union(PixelRect(x: x, y: y, width: 1, height: 1))
        }
    }
    return box.isEmpty ? nil : box
}

/// Number of pixels with any alpha.
func inkCount(_ bitmap: Bitmap) -> Int {
    bitmap.pixels.reduce(0) { $0 + ($1 >> 24 > 0 ? 1 : 0) }
}

/// A sans style at `size` points.
func sans(_ size: Double, _ configure: (inout TextStyle) -> Void = { _ in }) -> TextStyle {
    var style = TextStyle(font: TextFont(size: size))
    configure(&style)
    return style
}
