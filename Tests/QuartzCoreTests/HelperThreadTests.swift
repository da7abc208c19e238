import Dispatch
import Foundation
import Raster
import XCTest
@testable import QuartzCore

/// The helper thread (`HelperThread`, issue 37): one piece of work at a time beside the main
/// thread, a display pass's preparation before the pictures queued earlier, and a question about
/// a picture being drawn answered without waiting for its drawing.
final class HelperThreadTests: XCTestCase {
    /// What the pieces did, in order, and how many ran at once at most.
    private final class Journal: @unchecked Sendable {
        private let lock = NSLock()
        private var names: [String] = []
        private var running = 0, mostAtOnce = 0
        var entries: [String] { lock.lock(); defer { lock.unlock() }; return names }
        var mostRunningAtOnce: Int { lock.lock(); defer { lock.unlock() }; return mostAtOnce }

        func piece(_ name: String) -> @Sendable () -> Void {
            return { [self] in
                lock.lock(); running += 1; mostAtOnce = max(mostAtOnce, running); names.append(name); lock.unlock()
                usleep(2_000)
                lock.lock(); running -= 1; lock.unlock()
            }
        }
    }

    func test_workAskedFirst_runsBeforePicturesQueuedEarlier_oneAtATime() {
        // Setup: the helper held by a piece until the others are queued behind it.
        let gate = DispatchSemaphore(value: 0), started = DispatchSemaphore(value: 0)
        HelperThread.run { started.signal(); gate.wait() }
        XCTAssertEqual(started.wait(timeout: .now() + 10), .success)
        let journal = Journal(), done = DispatchSemaphore(value: 0)

        // Action: pictures, then two pieces asked first, then the gate opened.
        HelperThread.run(journal.piece("picture 1"))
        HelperThread.run(journal.piece("picture 2"))
        HelperThread.run(first: true, journal.piece("preparation 1"))
        HelperThread.run(first: true, journal.piece("preparation 2"))
        HelperThread.run { done.signal() }
        gate.signal()

        // Assertions: the pieces asked first ran first, in order, and never two at once.
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(journal.entries, ["preparation 1", "preparation 2", "picture 1", "picture 2"])
        XCTAssertEqual(journal.mostRunningAtOnce, 1)
    }

    func test_pixelsToMake_whileAnotherThreadDrawsThem_answersWithoutWaiting() {
        // Setup: an image whose drawing is under way on another thread, held there.
        let drawingStarted = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let image = CGImage(width: 4, height: 4) {
            drawingStarted.signal()
            release.wait()
            return Bitmap(width: 4, height: 4, color: RGBA8(r: 9, g: 8, b: 7, a: 255))
        }
        DispatchQueue.global().async { _ = image.bitmap }
        XCTAssertEqual(drawingStarted.wait(timeout: .now() + 10), .success)

        // Action: ask, on a third thread, for the work that would make the pixels.
        let answered = DispatchSemaphore(value: 0)
        let answer = Answer()
        DispatchQueue.global().async {
            answer.set(image.pixelsToMake == nil)
            answered.signal()
        }

        // Assertions: answered while the drawing is still held (nothing left to hand a worker),
        // and the pixels are the drawing's once it is let go.
        let inTime = answered.wait(timeout: .now() + 10)
        release.signal()
        XCTAssertEqual(inTime, .success, "the question waited for the drawing")
        XCTAssertEqual(answer.value, true)
        XCTAssertEqual(image.bitmap[2, 2], RGBA8(r: 9, g: 8, b: 7, a: 255))
    }

    func test_pixelsToMake_beforeAnyDrawing_isWork_andAfterIt_isNothing() {
        // Setup: an image made from a drawing, not read yet.
        let image = CGImage(width: 4, height: 4) { Bitmap(width: 4, height: 4, color: RGBA8(r: 1, g: 2, b: 3, a: 255)) }

        // Action and assertions: work to do, which makes the pixels; then nothing left.
        let work = image.pixelsToMake
        XCTAssertNotNil(work)
        work?()
        XCTAssertTrue(image.hasPixels)
        XCTAssertNil(image.pixelsToMake)
    }

    /// A Bool set on one thread and read on another.
    private final class Answer: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Bool?
        var value: Bool? { lock.lock(); defer { lock.unlock() }; return stored }
        func set(_ value: Bool) { lock.lock(); stored = value; lock.unlock() }
    }
}
