import XCTest

/// A window asked for where no display server answers: one `error:` line naming the display,
/// never the window system's own noise before it, and exit status 1.
final class BadDisplayTests: XCTestCase {
    func test_badDisplay_withoutARuntimeFolder_printsOneErrorLine_namingTheDisplay() throws {
        // A display number no X server listens on, and no XDG_RUNTIME_DIR, which the Wayland
        // library complains about on its own when it is tried.
        let environment: [String: String?] = ["DISPLAY": ":4711", "XDG_RUNTIME_DIR": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil]

        let result = try CommandLineRunner.run(["--frames", "1"], environment: environment)

        let lines = result.error.split(separator: "\n", omittingEmptySubsequences: true)
        XCTAssertEqual(result.status, 1, result.error)
        XCTAssertEqual(lines.count, 1, "one error line: \(result.error)")
        XCTAssertTrue(lines.first?.hasPrefix("error: cannot open a window: no display server answers at DISPLAY=:4711") ?? false,
                      result.error)
    }
}
