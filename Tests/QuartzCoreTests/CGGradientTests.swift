import QuartzCore
import XCTest

/// `CGGradient` and `CGColorSpace` made as Core Graphics code makes them (plain `import QuartzCore`).
final class CGGradientTests: XCTestCase {
    func test_gradientFromColorsArray_withoutLocations_spreadsThemEvenly() {
        let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1),
                      CGColor(red: 0, green: 0, blue: 1, alpha: 1)]

        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: nil)

        XCTAssertEqual(gradient?.locations, [0, 0.5, 1])
        XCTAssertEqual(gradient?.colors.count, 3)
    }

    func test_gradientFromComponents_readsRGBAOrGrayAlphaPerColor() {
        let rgb = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: [1, 0, 0, 1, 0, 0, 1, 0.5],
                             locations: [0.2, 0.8], count: 2)
        let gray = CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: [0.25, 1, 1, 1],
                              locations: nil, count: 2)

        XCTAssertEqual(rgb?.colors.last?.components, [0, 0, 1, 0.5])
        XCTAssertEqual(rgb?.locations, [0.2, 0.8])
        XCTAssertEqual(gray?.colors.first?.components, [0.25, 0.25, 0.25, 1])
    }

    func test_gradientFromArrayOfNonColors_isNil() {
        XCTAssertNil(CGGradient(colorsSpace: nil, colors: ["red", "blue"] as CFArray, locations: nil))
        XCTAssertNil(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil))
    }

    func test_namedColorSpaces_knownNamesOnly() {
        XCTAssertEqual(CGColorSpace(name: CGColorSpace.sRGB)?.model, .rgb)
        XCTAssertEqual(CGColorSpace(name: CGColorSpace.displayP3)?.numberOfComponents, 3)
        XCTAssertEqual(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)?.model, .monochrome)
        XCTAssertNil(CGColorSpace(name: "kCGColorSpaceNoSuchSpace"))
        let color = CGColor(colorSpace: CGColorSpace(name: CGColorSpace.sRGB)!, components: [0, 0.5, 1, 1])
        XCTAssertEqual(color?.components, [0, 0.5, 1, 1])
    }
}
