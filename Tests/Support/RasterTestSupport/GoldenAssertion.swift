import Foundation
import PNGCodec
import Raster
import XCTest

extension XCTestCase {
    /// Asserts that `bitmap` equals, pixel for pixel, the golden PNG
    /// `<test dir>/__Goldens__/<TestClass>/<name>.png`.
    ///
    /// The folder is named for the running test's class (`type(of: self)`), so each class's
    /// goldens sit together beside its file, whichever helper makes the call. A missing golden, or
    /// `RECORD_SNAPSHOTS=1` in the environment, writes the golden and fails the test saying so, so
    /// that a new picture is never accepted unseen. On a mismatch it writes
    /// `<TestClass>_<name>-expected.png`, `-actual.png` and `-diff.png` (differing pixels red over
    /// a dimmed actual) to `<package root>/snapshots-failures/` and fails with their paths, the
    /// number of differing pixels and the largest channel difference.
    public func assertGolden(_ bitmap: Bitmap, named name: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        compareWithGolden(bitmap, named: name, testClass: String(describing: type(of: self)), file: file, line: line)
    }
}

/// `XCTestCase.assertGolden(_:named:file:line:)` for the class named `testClass`.
private func compareWithGolden(_ bitmap: Bitmap, named name: String, testClass: String,
                          file: StaticString, line: UInt) {
    let testFile = "\(file)"
    let goldenFile = GoldenPaths.goldenFile(named: name, testClass: testClass, forTestFile: testFile)
    let recording = GoldenPaths.recordingRequested

    if recording || !FileManager.default.fileExists(atPath: goldenFile) {
        do {
            try GoldenPaths.createParentFolder(of: goldenFile)
            try bitmap.writePNG(toFile: goldenFile)
        } catch {
            XCTFail("Golden '\(name)' could not be recorded at \(goldenFile): \(error)", file: file, line: line)
            return
        }
        let why = recording ? "RECORD_SNAPSHOTS is set" : "no golden existed"
        XCTFail("Recorded golden '\(name)' (\(bitmap.width)x\(bitmap.height)) at \(goldenFile) because \(why). "
                + "Look at it, then run again without RECORD_SNAPSHOTS to compare.", file: file, line: line)
        return
    }

    let expected: Bitmap
    do {
        expected = try Bitmap(contentsOfPNGFile: goldenFile)
    } catch {
        XCTFail("Golden '\(name)' could not be read: \(error). Re-record it with RECORD_SNAPSHOTS=1.",
                file: file, line: line)
        return
    }

    let failureFiles = GoldenPaths.failureFiles(named: name, testClass: testClass, forTestFile: testFile)
    guard let difference = compareBitmaps(expected, bitmap) else {
        // A passing comparison removes images left by an earlier failure, so the folder only
        // ever shows what is currently broken.
        for path in [failureFiles.expected, failureFiles.actual, failureFiles.diff] {
            try? FileManager.default.removeItem(atPath: path)
        }
        return
    }

    var written = "expected \(failureFiles.expected), actual \(failureFiles.actual), diff \(failureFiles.diff)"
    do {
        try GoldenPaths.createParentFolder(of: failureFiles.expected)
        try expected.writePNG(toFile: failureFiles.expected)
        try bitmap.writePNG(toFile: failureFiles.actual)
        try difference.diffImage.writePNG(toFile: failureFiles.diff)
    } catch {
        written = "failure images could not be written: \(error)"
    }
    // The difference's description already carries the pixel count and the max difference.
    XCTFail("Golden '\(name)' does not match: \(difference). Images: \(written). "
            + "If the change is intended, re-record with RECORD_SNAPSHOTS=1.", file: file, line: line)
}
