import Simulator
@testable import SimulatorWindow
import XCTest

/// The window's key bindings: every key the commands' policy names reaches the window from SDL as
/// that key, so a shortcut added to the policy needs no edit in the window host.
final class WindowKeyBindingTests: XCTestCase {
    /// Every SDL key code a keyboard gives (characters, then the scancode-based keys), with the
    /// shortcut key the window reads it as.
    private var readKeys: [(code: Int32, key: ShortcutKey)] {
        let codes = Array(Int32(0)..<128) + Array(Int32(0x4000_0000)..<0x4000_0200)
        return codes.compactMap { code in WindowHost.shortcutKey(for: code).map { (code, $0) } }
    }

    func test_everyPolicyKey_isAKeyTheWindowReads() {
        let read = readKeys.map(\.key)

        for command in SimulatorCommand.allCases {
            for chord in command.policy.chords {
                XCTAssertTrue(read.contains(chord.key), "\(chord.name) of \(command): no SDL key gives it")
            }
        }
        XCTAssertEqual(Set(readKeys.map { "\($0.key)" }).count, readKeys.count, "no two SDL keys read as one key")
    }

    func test_keyPresses_giveTheCommandsThePolicyNames() {
        for command in SimulatorCommand.allCases {
            for chord in command.policy.chords {
                let code = readKeys.first { $0.key == chord.key }?.code ?? -1

                XCTAssertEqual(WindowHost.command(forKeyCode: code, ctrl: chord.ctrl, shift: chord.shift), command, chord.name)
            }
        }
        let t = readKeys.first { $0.key == .letter("t") }?.code ?? -1
        XCTAssertNil(WindowHost.command(forKeyCode: t, ctrl: false), "T alone types; it is no shortcut")
        XCTAssertEqual(WindowHost.command(forKeyCode: t, ctrl: true, shift: true), .toggleSlowAnimations,
                       "Shift held with a key no chord names with Shift changes nothing, as before")
    }

    func test_keyPresses_withShiftHeld_giveTheChordNamingShift_andWithoutItNever() {
        for command in SimulatorCommand.allCases {
            for chord in command.policy.chords where chord.shift {
                let code = readKeys.first { $0.key == chord.key }?.code ?? -1

                XCTAssertEqual(WindowHost.command(forKeyCode: code, ctrl: chord.ctrl, shift: true), command, chord.name)
                XCTAssertNotEqual(WindowHost.command(forKeyCode: code, ctrl: chord.ctrl, shift: false), command,
                                  "\(chord.name) without Shift")
            }
        }
    }
}
