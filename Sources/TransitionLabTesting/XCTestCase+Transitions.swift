import Foundation
import Raster
@_exported import RasterTestSupport
import Recording
import Simulator
import TransitionLabApp
import UIKit
import XCTest

extension XCTestCase {
    /// Asserts that the phone's screen now equals the golden PNG `__Goldens__/<TestClass>/<name>.png`
    /// beside the test file, pixel for pixel: a missing golden (or `RECORD_SNAPSHOTS=1`) is
    /// written and fails saying so, to be looked at; a difference writes the expected, actual and
    /// difference pictures to `snapshots-failures/` at the package's root and names them.
    public func assertScreen(_ phone: SimulatedPhone, matchesGolden name: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        assertGolden(phone.screen, named: name, file: file, line: line)
    }

    /// Asserts a transition's filmstrip against the golden `name`: after `start` begins it, the
    /// screen at each of `progress` (0...1, rising), side by side. Fails naming the first point
    /// the transition never reached.
    public func assertFilmstrip(_ phone: SimulatedPhone, at progress: [CGFloat], matchesGolden name: String,
                                file: StaticString = #filePath, line: UInt = #line, start: () -> Void) {
        start()
        var frames: [Bitmap] = []
        for point in progress {
            guard phone.wait(untilTransitionProgress: point) else {
                XCTFail("the transition never reached \(point) (it is at \(phone.transitionProgress.map { "\($0)" } ?? "its end"))",
                        file: file, line: line)
                return
            }
            frames.append(phone.screen)
        }
        guard let first = frames.first else { return }
        var strip = Bitmap(width: first.width * frames.count, height: first.height)
        for (index, frame) in frames.enumerated() {
            for row in 0..<frame.height {
                for column in 0..<frame.width {
                    strip.pixels[row * strip.width + index * first.width + column] = frame.pixels[row * frame.width + column]
                }
            }
        }
        assertGolden(strip, named: name, file: file, line: line)
    }

    /// Asserts that the recorded session at `path` replays to the same pixels on every frame it
    /// hashed, its app made by `app` (as `verify` of the app's own program checks it; a session
    /// another app recorded fails, naming both).
    public func assertSessionVerifies(_ path: String, app: SimulatedApp, file: StaticString = #filePath, line: UInt = #line) {
        do {
            let session = try SessionFile.read(path: path, recordedBy: app.name)
            let result = try SessionVerifier.verify(session, makeRoot: app.root(for:))
            if let mismatch = result.mismatch {
                XCTFail("\(path): frame \(mismatch.frame) differs (expected hash \(mismatch.expected), drew \(mismatch.actual))",
                        file: file, line: line)
            } else if let problem = result.problem {
                XCTFail("\(path): \(problem)", file: file, line: line)
            }
        } catch {
            XCTFail("\(path): \(error)", file: file, line: line)
        }
    }
}
