import XCTest
@testable import Simulator

/// The one table of shortcuts (`SimulatorCommand.policy`) that the window, the help, the recorder,
/// the session reader, the replay engine and the review window read: what would let two of them
/// disagree fails here.
final class CommandPolicyTests: XCTestCase {
    func test_chords_noKeyGivesTwoCommands() {
        let chords = SimulatorCommand.allCases.flatMap { command in command.policy.chords.map { ($0, command) } }

        // A chord is its key, Ctrl and Shift; whether the help lists it does not make it another.
        var seen: [String: SimulatorCommand] = [:]
        for (chord, command) in chords {
            let pressed = "\(chord.key) ctrl=\(chord.ctrl) shift=\(chord.shift)"
            XCTAssertNil(seen[pressed], "\(chord.name) gives both \(seen[pressed].map { "\($0)" } ?? "") and \(command)")
            seen[pressed] = command
        }
        XCTAssertEqual(seen.count, chords.count)
    }

    func test_recordedCommands_reachTheAppOrTheView_andEveryAppCommandIsRecorded() {
        for command in SimulatorCommand.allCases {
            let policy = command.policy

            if policy.sessionName != nil {
                XCTAssertNotEqual(policy.reach, .window, "\(command): the window's own commands are never recorded")
            }
            if policy.reach == .app {
                XCTAssertNotNil(policy.sessionName, "\(command) changes the app: a replay without it would diverge")
            }
            if policy.movesClock {
                XCTAssertEqual(policy.reach, .app, "\(command) moves the clock, so it changes what follows")
            }
        }
    }

    func test_sessionNames_areUnique_andReadBackAsTheirCommand() {
        let names = SimulatorCommand.sessionNames

        XCTAssertEqual(Set(names).count, names.count)
        for command in SimulatorCommand.allCases {
            guard let name = command.sessionName else { continue }
            XCTAssertEqual(SimulatorCommand(sessionName: name), command)
        }
        XCTAssertNil(SimulatorCommand(sessionName: "screenshot"), "a screenshot changes nothing a replay shows")
    }

    func test_frameInputLimit_countsExactlyTheRecordedCommands_withRoomForTheClock() {
        for command in SimulatorCommand.allCases {
            let kind = command.frameInputKind

            XCTAssertEqual(kind != nil, command.sessionName != nil, "\(command)")
            if command.policy.movesClock { XCTAssertEqual(kind, .clockShortcut, "\(command)") }
        }
    }

    func test_pressing_findsTheCommand_andPlainKeysIgnoreCtrl() {
        XCTAssertEqual(SimulatorCommand(pressing: .letter("t"), ctrl: true), .toggleSlowAnimations)
        XCTAssertNil(SimulatorCommand(pressing: .letter("t"), ctrl: false), "letters need Ctrl")
        XCTAssertEqual(SimulatorCommand(pressing: .f1, ctrl: false), .toggleHelp)
        XCTAssertEqual(SimulatorCommand(pressing: .f1, ctrl: true), .toggleHelp)
        XCTAssertEqual(SimulatorCommand(pressing: .letter("w"), ctrl: true), .quit)
        XCTAssertEqual(SimulatorCommand(pressing: .keypadDigit(2), ctrl: true), .pixelAccurate)
        XCTAssertNil(SimulatorCommand(pressing: .letter("x"), ctrl: true))
    }

    func test_everyChord_givesItsCommand_withExactlyItsModifiersHeld() {
        for command in SimulatorCommand.allCases {
            for chord in command.policy.chords {
                let pressed = SimulatorCommand(pressing: chord.key, ctrl: chord.ctrl, shift: chord.shift)

                XCTAssertEqual(pressed, command, chord.name)
            }
        }
    }

    func test_shiftHeld_givesTheChordWithoutShift_onlyWhenNoChordOfTheKeyNamesShift() {
        let ctrlShiftT = SimulatorCommand(pressing: .letter("t"), ctrl: true, shift: true)
        let shiftF1 = SimulatorCommand(pressing: .f1, ctrl: false, shift: true)
        let shiftChord = KeyChord.ctrlShift(.letter("z"))

        XCTAssertEqual(ctrlShiftT, .toggleSlowAnimations, "no chord names Ctrl+Shift+T: Shift is let through, as before")
        XCTAssertEqual(shiftF1, .toggleHelp)
        XCTAssertNil(shiftChord.fit(ctrl: true, shift: false), "Ctrl+Z does not give Ctrl+Shift+Z's command")
        XCTAssertNil(shiftChord.fit(ctrl: false, shift: true), "nor does Shift+Z")
        XCTAssertEqual(shiftChord.fit(ctrl: true, shift: true), 2)
        XCTAssertEqual(KeyChord.ctrl(.letter("z")).fit(ctrl: true, shift: true), 1,
                       "a Ctrl+Z beside it would fit Ctrl+Shift+Z less well, so Ctrl+Shift+Z's command wins")
        XCTAssertEqual(shiftChord.name, "Ctrl+Shift+Z")
    }

    func test_sessionNames_ofAFormat_areThoseItsFormatHad() {
        let newest = SimulatorCommand.newestSessionFormat

        XCTAssertEqual(SimulatorCommand.sessionNames(inFormat: newest), SimulatorCommand.sessionNames)
        XCTAssertFalse(SimulatorCommand.sessionNames(inFormat: 3).contains("background"), "the app's background came with format 4")
        XCTAssertTrue(SimulatorCommand.sessionNames(inFormat: 4).contains("background"))
        XCTAssertTrue(SimulatorCommand.sessionNames(inFormat: 1).contains("slow"))
    }

    func test_help_listsOneLinePerKeyedCommand_withoutItsAliases() {
        let keyed = SimulatorCommand.allCases.filter(\.hasKey)

        XCTAssertEqual(SimulatorCommand.toggleHelp.keys, "Ctrl+/  F1")
        XCTAssertEqual(SimulatorCommand.quit.keys, "Ctrl+Q", "Ctrl+W is an alias the help leaves out")
        XCTAssertEqual(SimulatorCommand.physicalSize.keys, "Ctrl+1")
        XCTAssertFalse(SimulatorCommand.enterBackground.hasKey, "the window's minimize gives it")
        XCTAssertTrue(keyed.allSatisfy { !$0.keys.isEmpty && !$0.summary.isEmpty })
    }
}
