import Foundation

// The fuzz target of the session reader (scripts/fuzz-session-reader.sh builds it with the
// reader's sources, Sources/Recording/Format/SessionReading, under libFuzzer and AddressSanitizer).
// Any input must give a SessionText or a SessionFileError with a short message: never a crash,
// a hang or memory that grows with the input.

/// The shortcut names a file may hold, as `SimulatorCommand.sessionNames` has them.
private let commands = ["slow", "pause", "step", "touches", "help", "rotateLeft", "rotateRight", "shake", "background", "foreground"]

extension SessionHeader {
    /// The format the reader reads up to, as `SessionHeader+Format.swift` works it out from the
    /// shortcuts' policies (which the reader alone does not know).
    static let currentFormat = 7
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSessionReader(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    // The first byte picks how the source cuts the rest: the line limit and the read size are
    // made small so that short inputs reach the over-long-line and chunk-boundary branches.
    let shape = Int(start[0])
    let data = Data(bytes: start + 1, count: count - 1)
    var source = shape & 1 == 0 ? SessionLineSource(data: data)
        : SessionLineSource(data: data, lineLimit: 16 + (shape >> 1) % 200, chunkSize: 1 + (shape >> 3) % 31)
    do {
        let text = try SessionText(&source, commands: commands)
        check(text.records.count == text.recordCount, "every record kept")
        check(zip(text.records, text.records.dropFirst()).allSatisfy { $0.frame <= $1.frame }, "frames never go back")
        check(text.records.allSatisfy { $0.frame >= 0 && $0.frame <= SessionLimits.maxFrame }, "frames within the limit")
        if let damage = text.damage { check(damage.description.utf8.count < 1200, "a short damage note") }
        // Read again handing each record over with where its line lies: the bytes there read
        // back as the same record (what `SessionFileBlocks` relies on to read a block again).
        var again = shape & 1 == 0 ? SessionLineSource(data: data)
            : SessionLineSource(data: data, lineLimit: 16 + (shape >> 1) % 200, chunkSize: 1 + (shape >> 3) % 31)
        var index = 0
        _ = try SessionText(&again, commands: commands) { record, range in
            check(range.lowerBound >= 0 && range.upperBound <= data.count && data[data.startIndex + range.upperBound - 1] == 0x0A,
                  "a line's range ends with its newline")
            let bytes = Array(data[(data.startIndex + range.lowerBound)..<(data.startIndex + range.upperBound - 1)])
            check((try? SessionText.record(of: bytes, format: text.header.format, commands: commands)) == record, "a line read again is the same record")
            check(index < text.records.count && text.records[index] == record, "the same records handed over")
            index += 1
        }
        check(index == text.records.count, "every record handed over")
    } catch let error as SessionFileError {
        check(error.description.utf8.count < 1200, "a short error: \(error.description.prefix(200))")
        check(error.line >= 0, "a line number")
    } catch {
        check(false, "an error that is not a SessionFileError: \(error)")
    }
    return 0
}

private func check(_ condition: @autoclosure () -> Bool, _ what: @autoclosure () -> String) {
    if !condition() { fatalError("session reader fuzz: \(what())") }
}
