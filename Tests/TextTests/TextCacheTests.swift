import Raster
import XCTest
@testable import Text

/// The caches of laid-out text and rendered runs (issue 37): hits give what a fresh computation
/// gives, a second use computes nothing, and no input grows them past their bounds.
final class TextCacheTests: XCTestCase {
    func test_boundedCache_pastItsLimit_dropsTheLeastRecentlyUsedFirst() {
        var cache = BoundedCache<String, Int>(costLimit: 30)
        cache.insert(1, for: "a", cost: 10)
        cache.insert(2, for: "b", cost: 10)
        cache.insert(3, for: "c", cost: 10)
        _ = cache.value(for: "a")

        cache.insert(4, for: "d", cost: 10)

        XCTAssertEqual(cache.value(for: "b"), nil, "b was used longest ago")
        XCTAssertEqual(cache.value(for: "a"), 1)
        XCTAssertEqual(cache.value(for: "c"), 3)
        XCTAssertEqual(cache.value(for: "d"), 4)
        XCTAssertEqual(cache.totalCost, 30)
    }

    func test_boundedCache_anEntryCostingMoreThanTheLimit_isNotKept_andTheOthersStay() {
        var cache = BoundedCache<String, Int>(costLimit: 30)
        cache.insert(1, for: "a", cost: 10)

        cache.insert(2, for: "huge", cost: 31)

        XCTAssertNil(cache.value(for: "huge"))
        XCTAssertEqual(cache.value(for: "a"), 1)
        XCTAssertEqual(cache.totalCost, 10)
    }

    func test_boundedCache_manyDistinctKeys_staysWithinItsLimit() {
        var cache = BoundedCache<Int, [UInt8]>(costLimit: 1000)

        for key in 0..<10_000 { cache.insert([UInt8](repeating: 0, count: key % 97), for: key, cost: key % 97 + 8) }

        XCTAssertLessThanOrEqual(cache.totalCost, 1000)
        XCTAssertLessThan(cache.count, 100)
        XCTAssertNotNil(cache.value(for: 9_999), "the newest entry is kept")
    }

    func test_layout_asked_again_isNotComputedAgain_andEqualsAFreshLayout() throws {
        try requireSystemFonts()
        let renderer = TextRenderer(library: FontLibrary())
        let style = sans(15) { $0.alignment = .center; $0.maximumNumberOfLines = 2; $0.lineBreakMode = .truncatingTail }
        let first = renderer.layout("A label measured by Auto Layout, then drawn", style: style, maxWidth: 120, scale: 3)
        let made = renderer.layoutsMade

        let second = renderer.layout("A label measured by Auto Layout, then drawn", style: style, maxWidth: 120, scale: 3)

        XCTAssertEqual(renderer.layoutsMade, made, "the second layout comes from the cache")
        XCTAssertEqual(second, first)
        let fresh = TextRenderer(library: FontLibrary())
        XCTAssertEqual(fresh.layout("A label measured by Auto Layout, then drawn", style: style, maxWidth: 120, scale: 3), first)
    }

    func test_layout_ofTheSameTextSpelledOtherwise_isComputed_andMatchesAFreshLayout() throws {
        // Setup: "é" as one scalar laid out first; then the same text as "e" and a combining
        // accent, canonically equivalent (equal as Swift strings) but other bytes for SDL_ttf.
        try requireSystemFonts()
        let renderer = TextRenderer(library: FontLibrary())
        _ = renderer.layout("Caf\u{E9}", style: sans(17), scale: 3)
        let made = renderer.layoutsMade

        // Action: lay out the other spelling.
        let decomposed = renderer.layout("Cafe\u{301}", style: sans(17), scale: 3)

        // Assertions: it is laid out, not answered with the first spelling's layout, and is the
        // layout a renderer that never met the first spelling makes.
        XCTAssertEqual(renderer.layoutsMade, made + 1)
        XCTAssertEqual(decomposed.lines.first?.text.unicodeScalars.count, 5)
        XCTAssertEqual(decomposed, TextRenderer(library: FontLibrary()).layout("Cafe\u{301}", style: sans(17), scale: 3))
    }

    func test_layout_ofAnotherWidthOrScale_isComputed() throws {
        try requireSystemFonts()
        let renderer = TextRenderer(library: FontLibrary())
        _ = renderer.layout("Push page 2", style: sans(17), maxWidth: 200, scale: 3)
        let made = renderer.layoutsMade

        _ = renderer.layout("Push page 2", style: sans(17), maxWidth: 201, scale: 3)
        _ = renderer.layout("Push page 2", style: sans(17), maxWidth: 200, scale: 2)
        _ = renderer.layout("Push page 2", style: sans(17), maxWidth: nil, scale: 3)

        XCTAssertEqual(renderer.layoutsMade, made + 3)
    }

    func test_drawing_theSameRunTwice_rendersItOnce_withTheSamePixels() throws {
        try requireSystemFonts()
        let renderer = TextRenderer(library: FontLibrary())
        let layout = renderer.layout("Drag from the left edge 返回", style: sans(17), scale: 3)
        let first = renderer.image(of: layout, color: .black)
        let rendered = renderer.library.renderedRuns

        let second = renderer.image(of: layout, color: RGBA8(red: 0.2, green: 0.4, blue: 1))

        XCTAssertEqual(renderer.library.renderedRuns, rendered, "both runs come from the cache")
        XCTAssertEqual(second.width, first.width)
        let uncached = TextRenderer(library: FontLibrary(coverageCacheBytes: 0))
        XCTAssertEqual(uncached.image(of: layout, color: .black), first, "a cached run draws the pixels of a fresh one")
    }

    func test_drawingManyDistinctStrings_keepsBothCachesWithinTheirBounds() throws {
        try requireSystemFonts(cjk: false)
        let renderer = TextRenderer(library: FontLibrary(coverageCacheBytes: 64 << 10), layoutCacheBytes: 16 << 10)
        var bitmap = Bitmap(width: 400, height: 60)

        for n in 0..<400 {
            let layout = renderer.layout("Row \(n) of an endless list", style: sans(17), maxWidth: 130, scale: 3)
            renderer.draw(layout, color: .black, into: &bitmap, x: 0, y: 0)
        }

        XCTAssertLessThanOrEqual(renderer.library.coverageCacheCost, 64 << 10)
        XCTAssertLessThanOrEqual(renderer.layoutCacheCost, 16 << 10)
        XCTAssertGreaterThan(renderer.library.coverageCacheCost, 32 << 10, "the cache is used up to its bound")
    }
}
