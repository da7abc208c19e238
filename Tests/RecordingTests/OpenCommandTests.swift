import Foundation
import XCTest

/// `transition-lab open` refuses what it cannot make an app of before building anything, with
/// `error:` and exit 1, and never touches the files it is given. (Building and running an
/// opened app takes minutes: `make examples` does it for Examples/SampleApp/Originals.)
final class OpenCommandTests: XCTestCase {
    /// A folder with `files` (name → text) and a cache folder for `open`.
    private func folder(_ files: [String: String]) throws -> (sources: String, cache: String) {
        let root = try CommandLineRunner.temporaryFolder(prefix: "open")
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: root + "/App/" + name, atomically: false, encoding: .utf8) }
        return (root + "/App", root + "/cache")
    }

    private func open(_ arguments: [String], cache: String) throws -> (status: Int32, output: String, error: String) {
        try CommandLineRunner.run(["open"] + arguments + ["--build-only"], environment: ["XDG_CACHE_HOME": cache])
    }

    func test_codeWithoutAnAppDelegate_orARoot_isRefused_sayingWhatToDo() throws {
        let (sources, cache) = try folder(["Home.swift": "import UIKit\nclass HomeViewController: UIViewController {}\n"])
        let before = try String(contentsOfFile: sources + "/Home.swift", encoding: .utf8)

        let result = try open([sources], cache: cache)

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.error.hasPrefix("error: no entry point"), result.error)
        XCTAssertTrue(result.error.contains("--root"), result.error)
        XCTAssertEqual(try String(contentsOfFile: sources + "/Home.swift", encoding: .utf8), before, "the user's file is kept")
    }

    func test_twoAppDelegates_areRefused_namingBoth() throws {
        let delegate = { (name: String) in "import UIKit\nclass \(name): UIResponder, UIApplicationDelegate {\n}\n" }
        let (sources, cache) = try folder(["A.swift": delegate("FirstDelegate"), "B.swift": delegate("SecondDelegate")])

        let result = try open([sources], cache: cache)

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.error.contains("FirstDelegate, SecondDelegate"), result.error)
    }

    func test_aMissingPath_andABadRoot_areRefused() throws {
        let (_, cache) = try folder([:])

        let missing = try open(["/nonexistent/App"], cache: cache)
        let badRoot = try open(["/nonexistent/App", "--root", "Home View"], cache: cache)

        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.error.contains("/nonexistent/App does not exist"), missing.error)
        XCTAssertEqual(badRoot.status, 64)
    }

    func test_watch_withBuildOnly_isAUsageError() throws {
        let (sources, cache) = try folder(["Home.swift": "import UIKit\n"])

        let result = try CommandLineRunner.run(["open", sources, "--watch", "--build-only"], environment: ["XDG_CACHE_HOME": cache])

        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.error.contains("--watch runs the app"), result.error)
    }
}
