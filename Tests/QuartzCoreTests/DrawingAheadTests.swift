import Foundation
import Raster
import TestSupport
import XCTest
@testable import QuartzCore

/// Images drawn ahead on a worker (`CGImage(width:height:drawingAhead:)`, issue 37): started at
/// once only when the host draws with more than one thread, and the same pixels either way.
final class DrawingAheadTests: XCTestCase {
    /// A picture of distinct pixels, its drawing counted.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        var count: Int { lock.lock(); defer { lock.unlock() }; return value }
        func increment() { lock.lock(); value += 1; lock.unlock() }
    }

    private static func picture(_ counter: Counter) -> @Sendable () -> Bitmap {
        return {
            counter.increment()
            var bitmap = Bitmap(width: 64, height: 48)
            for y in 0..<48 { for x in 0..<64 { bitmap[x, y] = RGBA8(r: UInt8(x * 4), g: UInt8(y * 5), b: UInt8((x ^ y) & 0xFF), a: 255) } }
            return bitmap
        }
    }

    func test_withTwoDrawingThreads_theDrawingStartsAtOnce_andIsReadOnce() {
        withFreshLayerContext { context in
            // Setup: a host drawing with two threads.
            context.drawingThreads = 2
            let counter = Counter()

            // Action: make the image, then wait (bounded) for the worker to draw it unread.
            let image = CGImage(width: 64, height: 48, drawingAhead: Self.picture(counter))
            let deadline = Date().addingTimeInterval(10)
            while !image.hasPixels, Date() < deadline { usleep(1_000) }

            // Assertions: drawn without being read, once, and the pixels are the drawing's.
            XCTAssertTrue(image.hasPixels, "the worker drew the pixels before anything read them")
            XCTAssertEqual(image.bitmap, Self.picture(Counter())())
            XCTAssertEqual(counter.count, 1)
        }
    }

    func test_withOneDrawingThread_theDrawingWaitsForTheFirstRead() {
        withFreshLayerContext { context in
            // Setup: a host drawing with one thread (the default).
            XCTAssertEqual(context.drawingThreads, 1)
            let counter = Counter()

            // Action: make the image and give a worker time it would have used.
            let image = CGImage(width: 64, height: 48, drawingAhead: Self.picture(counter))
            usleep(50_000)
            let drawnBeforeReading = counter.count

            // Assertions: nothing drawn until read; then the same pixels, drawn once.
            XCTAssertEqual(drawnBeforeReading, 0)
            XCTAssertFalse(image.hasPixels)
            XCTAssertEqual(image.bitmap, Self.picture(Counter())())
            XCTAssertEqual(counter.count, 1)
        }
    }
}
