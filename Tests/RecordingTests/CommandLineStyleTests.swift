import XCTest

/// One style for the command line: the top-level help starts a new user with `--demo` and
/// `--device`, option help never says a default argument-parser already prints, every error
/// starts with "error:" and exits 64 for a usage error and 1 for a failure, and Ctrl+S's folder
/// is checked before the window opens.
final class CommandLineStyleTests: XCTestCase {
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        try CommandLineRunner.run(arguments, withoutDisplay: true)
    }

    private static let subcommands = ["preview", "render", "record", "replay", "verify", "diff", "export", "port"]

    func test_topLevelHelp_namesDemoAndDevice_beforeTheSubcommands() throws {
        let result = try run(["--help"])

        XCTAssertEqual(result.status, 0)
        let help = result.output
        let demo = help.range(of: "--demo"), device = help.range(of: "--device"), subcommands = help.range(of: "SUBCOMMANDS")
        XCTAssertNotNil(demo, help)
        XCTAssertNotNil(device, help)
        if let demo, let device, let subcommands {
            XCTAssertLessThan(demo.lowerBound, subcommands.lowerBound, "--demo comes first")
            XCTAssertLessThan(device.lowerBound, subcommands.lowerBound, "--device comes first")
        }
    }

    func test_optionHelp_neverSaysADefaultTwice() throws {
        for command in Self.subcommands {
            let help = try run([command, "--help"]).output
            // Each option's text, its wrapped lines joined.
            let options = help.components(separatedBy: "\n  -").map { $0.replacingOccurrences(of: "\n", with: " ") }
            for option in options {
                XCTAssertLessThanOrEqual(option.components(separatedBy: "default").count - 1, 1, "\(command): \(option)")
            }
        }
    }

    func test_everyWindowCommand_groupsItsWindowOptions_underOneHeading() throws {
        for command in ["preview", "record", "replay", "diff"] {
            // Action: the command's help.
            let help = try run([command, "--help"]).output

            // Assertions: --frames and --screenshot (and Ctrl+S's --screenshots where the window
            // saves screenshots) sit under "WINDOW OPTIONS:", before the command's own options.
            let heading = help.range(of: "WINDOW OPTIONS:"), own = help.range(of: "\nOPTIONS:")
            XCTAssertNotNil(heading, "\(command): \(help)")
            guard let heading, let own else { continue }
            let section = help[heading.upperBound..<own.lowerBound]
            XCTAssertTrue(section.contains("--frames <frames>"), "\(command): \(section)")
            XCTAssertTrue(section.contains("--screenshot <screenshot>"), "\(command): \(section)")
            XCTAssertFalse(help[own.upperBound...].contains("--frames"), "\(command): --frames listed twice")
        }
    }

    func test_anUnknownFlag_inEveryCommand_isAUsageError_inTheOneStyle() throws {
        for command in Self.subcommands + [""] {
            let result = try run((command.isEmpty ? [] : [command]) + ["--no-such-flag"])

            XCTAssertEqual(result.status, 64, "\(command): \(result.error)")
            XCTAssertTrue(result.error.hasPrefix("error: "), "\(command): \(result.error)")
            XCTAssertFalse(result.error.contains("Error:"), "\(command): one style: \(result.error)")
        }
    }

    func test_aMissingSessionFile_isAFailure_namingTheFileOnce() throws {
        let missing = NSTemporaryDirectory() + "no-such-session-\(UUID().uuidString).jsonl"
        for arguments in [["replay", missing], ["verify", missing], ["export", missing, "-o", NSTemporaryDirectory() + "x.gif"],
                          ["diff", missing, missing]] {
            let result = try run(arguments)

            XCTAssertEqual(result.status, 1, "\(arguments[0]): \(result.error)")
            XCTAssertTrue(result.error.hasPrefix("error: "), "\(arguments[0]): \(result.error)")
            XCTAssertEqual(result.error.components(separatedBy: missing).count - 1, 1, "\(arguments[0]): named once: \(result.error)")
        }
    }

    func test_aCorruptSessionFile_isAFailure_saying_whereItIsWrong() throws {
        let folder = try CommandLineRunner.temporaryFolder(prefix: "corrupt")
        let path = folder + "/corrupt.jsonl"
        try Data("{\"not\": \"a session\"}\n\u{0}\u{1}garbage\n".utf8).write(to: URL(fileURLWithPath: path))
        for arguments in [["replay", path], ["verify", path], ["export", path, "-o", folder + "/x.gif"]] {
            let result = try run(arguments)

            XCTAssertEqual(result.status, 1, "\(arguments[0]): \(result.error)")
            XCTAssertTrue(result.error.hasPrefix("error: "), "\(arguments[0]): \(result.error)")
            XCTAssertTrue(result.error.contains("line 1"), "\(arguments[0]): \(result.error)")
        }
    }

    func test_portOfAFileThatDoesNotParse_isAFailure_withStatus1() throws {
        let folder = try CommandLineRunner.temporaryFolder(prefix: "port")
        let path = folder + "/Broken.swift"
        try Data("class Broken: UIViewController {\n    func f( {\n".utf8).write(to: URL(fileURLWithPath: path))

        let result = try run(["port", path])

        XCTAssertEqual(result.status, 1, "the status every command gives a failure: \(result.error)")
        XCTAssertTrue(result.error.hasPrefix("error: "), result.error)
        XCTAssertTrue(result.error.contains("Broken.swift:2:"), "the line at fault: \(result.error)")
    }

    func test_screenshotsFolderMissingOrUnwritable_isRefusedAtStartup_withStatus64() throws {
        let folder = try CommandLineRunner.temporaryFolder(prefix: "shots")
        let file = folder + "/a-file"
        try Data().write(to: URL(fileURLWithPath: file))
        let locked = folder + "/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o500])
        var cases = [(folder + "/missing", "no such folder"), (file, "is not a folder")]
        // root writes anywhere: the locked folder only tells for another user.
        if getuid() != 0 { cases.append((locked, "cannot be written")) }
        let session = ExportTestFiles.sessions.appendingPathComponent("plain.jsonl").path
        for command in [[], ["record", "-o", folder + "/s.jsonl"], ["replay", session]] {
            for (path, message) in cases {
                let result = try run(command + ["--screenshots", path, "--frames", "1"])

                XCTAssertEqual(result.status, 64, "\(command) \(path): \(result.error)")
                XCTAssertTrue(result.error.hasPrefix("error: --screenshots \(path)"), "\(command): \(result.error)")
                XCTAssertTrue(result.error.contains(message), "\(command): \(result.error)")
            }
        }
    }
}

extension CommandLineStyleTests {
    func test_port_reportsInTheOneStyle() throws {
        let missing = NSTemporaryDirectory() + "no-such-source-\(UUID().uuidString).swift"

        let result = try CommandLineRunner.run(["port", missing], withoutDisplay: true)

        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.error.hasPrefix("error: "), result.error)
        XCTAssertEqual(result.error.components(separatedBy: missing).count - 1, 1, "named once: \(result.error)")
    }
}
