extension SessionRecord {
    /// The record of a line as a recorder writes it (`[F,"m",187.5,400]`: no spaces, plain
    /// numbers, strings without escapes) with every field right, read without the JSON decoder;
    /// nil for anything else, which `parse(_:lineNumber:format:commands:)` then reads (and, when
    /// wrong, names the field). Reading a large file is mostly this: the decoder took about 8 µs
    /// a line, a day's file of moves most of a minute (issue 33).
    ///
    /// Whatever this accepts, the decoder reads as the same values: numbers are taken only in
    /// the forms whose value is exact here (at most 15 digits, a fraction of at most 22, no
    /// exponent, no negative zero), strings only of printable ASCII.
    static func fastParse(_ bytes: UnsafeBufferPointer<UInt8>, format: Int, commands: [String]) -> SessionRecord? {
        var scanner = FastLineScanner(bytes: bytes)
        guard scanner.take(UInt8(ascii: "[")), let frameValue = scanner.number(), scanner.take(UInt8(ascii: ",")),
              frameValue == frameValue.rounded(), frameValue >= 0, frameValue <= Double(SessionLimits.maxFrame),
              let kind = scanner.string() else { return nil }
        let frame = Int(frameValue)
        let record: SessionRecord
        switch kind.count {
        case 1:
            switch kind[kind.startIndex] {
            case UInt8(ascii: "b"), UInt8(ascii: "m"), UInt8(ascii: "e"), UInt8(ascii: "c"):
                guard scanner.take(UInt8(ascii: ",")), let x = scanner.number(), scanner.take(UInt8(ascii: ",")),
                      let y = scanner.number(), abs(x) <= SessionLimits.maxCoordinate, abs(y) <= SessionLimits.maxCoordinate
                else { return nil }
                // The second finger's index (format 6); anything else is the decoder's to name.
                var finger = 0
                if scanner.take(UInt8(ascii: ",")) {
                    guard format >= 6, let index = scanner.number(), index == 1 else { return nil }
                    finger = 1
                }
                let phase = touchKinds.first { $0.utf8.first == kind[kind.startIndex] }!
                record = .touch(frame: frame, phase: phase, x: x, y: y, finger: finger)
            case UInt8(ascii: "h"):
                guard scanner.take(UInt8(ascii: ",")), let hex = scanner.string(), let value = hashValue(hex: hex) else { return nil }
                record = .hash(frame: frame, value: value)
            case UInt8(ascii: "w"):
                guard format >= 3, scanner.take(UInt8(ascii: ",")), let count = scanner.number(), count == count.rounded(),
                      count >= 1, count <= Double(SessionLimits.maxFrame) else { return nil }
                record = .wait(frame: frame, count: Int(count))
            case UInt8(ascii: "d"):
                guard format >= 5, scanner.take(UInt8(ascii: ",")), let count = scanner.number(), count == count.rounded(),
                      count >= 1, count <= Double(SessionLimits.maxFrame) else { return nil }
                record = .dropped(frame: frame, count: Int(count))
            case UInt8(ascii: "k"):
                guard scanner.take(UInt8(ascii: ",")), let name = scanner.string(),
                      let command = commands.first(where: { $0.utf8.elementsEqual(name) }) else { return nil }
                record = .command(frame: frame, name: command)
            default:
                return nil
            }
        case 3 where kind.elementsEqual("end".utf8):
            record = .end(frame: frame)
        default:
            return nil
        }
        guard scanner.take(UInt8(ascii: "]")), scanner.atEnd else { return nil }
        return record
    }

    /// 16 lowercase hexadecimal digits as a number, or nil.
    static func hashValue(hex: UnsafeBufferPointer<UInt8>.SubSequence) -> UInt64? {
        guard hex.count == 16 else { return nil }
        var value: UInt64 = 0
        for byte in hex {
            switch byte {
            case 0x30...0x39: value = value << 4 | UInt64(byte - 0x30)
            case 0x61...0x66: value = value << 4 | UInt64(byte - 0x61 + 10)
            default: return nil
            }
        }
        return value
    }
}

/// Reads the tokens of a recorder's line left to right (`SessionRecord.fastParse`).
private struct FastLineScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    var atEnd: Bool { index == bytes.count }

    /// Skips `byte` if it comes next.
    mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// A string of printable ASCII without escapes, its bytes between the quotes.
    mutating func string() -> UnsafeBufferPointer<UInt8>.SubSequence? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return bytes[start..<(index - 1)]
            }
            guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") else { return nil }
            index += 1
        }
        return nil
    }

    /// A JSON number of the form -?(0|[1-9][0-9]*)(.[0-9]+)? with at most 15 digits in all and
    /// at most 22 after the point: its value, exactly the correctly rounded one, is the quotient
    /// of two doubles that hold their integers exactly (IEEE division rounds correctly).
    mutating func number() -> Double? {
        let negative = take(UInt8(ascii: "-"))
        var mantissa: UInt64 = 0
        var digits = 0, fractionDigits = 0
        let integerStart = index
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            mantissa = mantissa &* 10 &+ UInt64(bytes[index] - 0x30)
            digits += 1
            index += 1
        }
        let integerDigits = index - integerStart
        // JSON has no leading zeros ("01") and needs a digit before the point.
        guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != 0x30 else { return nil }
        if take(UInt8(ascii: ".")) {
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] - 0x30)
                digits += 1
                fractionDigits += 1
                index += 1
            }
            guard fractionDigits > 0 else { return nil }
        }
        // An exponent, or too many digits to be exact here: the decoder's business.
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") { return nil }
        guard digits <= 15, fractionDigits <= 22 else { return nil }
        // Negative zero is left to the decoder, whichever sign it gives it.
        if negative && mantissa == 0 { return nil }
        var value = Double(mantissa)
        if fractionDigits > 0 { value /= FastLineScanner.powersOfTen[fractionDigits] }
        return negative ? -value : value
    }

    /// 10^0 to 10^22, each exact in a double.
    static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }
}
