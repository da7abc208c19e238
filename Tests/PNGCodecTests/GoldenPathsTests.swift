import Foundation
import RasterTestSupport
import Raster
import XCTest

final class GoldenPathsTests: XCTestCase {
    func test_goldenFile_isBesideTheTestInItsClassFolderOfGoldens() {
        let path = GoldenPaths.goldenFile(named: "push/mid", testClass: "PushTests",
                                          forTestFile: "/repo/Tests/FooTests/PushTests.swift")

        XCTAssertEqual(path, "/repo/Tests/FooTests/__Goldens__/PushTests/push/mid.png")
    }

    func test_packageRoot_walksUpToTheFolderWithPackageSwift() {
        let root = GoldenPaths.packageRoot(forTestFile: "\(#filePath)")

        let found = root.map { FileManager.default.fileExists(atPath: "\($0)/Package.swift") } ?? false
        XCTAssertTrue(found, "no Package.swift above \(#filePath)")
        XCTAssertTrue("\(#filePath)".hasPrefix(root ?? "?"))
    }

    func test_packageRoot_withoutPackageSwift_isNil() {
        let root = GoldenPaths.packageRoot(forTestFile: "/proc/self/some/test.swift")

        XCTAssertNil(root)
    }

    func test_failureFiles_areInSnapshotsFailuresWithClassAndFlattenedName() throws {
        let files = GoldenPaths.failureFiles(named: "push/mid", testClass: "PushTests", forTestFile: "\(#filePath)")
        let root = try XCTUnwrap(GoldenPaths.packageRoot(forTestFile: "\(#filePath)"))

        XCTAssertEqual(files.expected, "\(root)/snapshots-failures/PushTests_push_mid-expected.png")
        XCTAssertEqual(files.actual, "\(root)/snapshots-failures/PushTests_push_mid-actual.png")
        XCTAssertEqual(files.diff, "\(root)/snapshots-failures/PushTests_push_mid-diff.png")
    }
}
