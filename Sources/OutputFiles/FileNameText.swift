#if canImport(Glibc)
import Glibc
#endif

/// File names as the command line gives them, which need not be UTF-8 text: a byte that is not
/// part of valid UTF-8 is held in a String as a private-use character (U+10FF00 plus the byte),
/// given back as that byte to the system, and shown escaped (`\xff`) in messages, as are control
/// characters, so no name can write escape sequences to the terminal (docs/OUTPUTS.md).
///
/// Python's "surrogateescape" does the same with lone surrogates, which a Swift String cannot
/// hold; the private-use plane 16 is not used by real names.
package enum FileNameText {
    /// Where the held bytes start: U+10FF00 + byte.
    static let heldByteBase: UInt32 = 0x10FF00

    /// The argument `bytes` (a C string of the command line) as a String: valid UTF-8 as it is,
    /// every other byte held as its private-use character.
    package static func argument(_ bytes: UnsafePointer<CChar>) -> String {
        let count = strlen(bytes)
        return bytes.withMemoryRebound(to: UInt8.self, capacity: count) { text(of: UnsafeBufferPointer(start: $0, count: count)) }
    }

    /// `bytes` as a String, bytes that are not valid UTF-8 held as private-use characters.
    package static func text<Bytes: Collection>(of bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var scalars = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var position = bytes.startIndex
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                scalars.append(Unicode.UTF8.decode(encoded))
                position = bytes.index(position, offsetBy: encoded.count)
            case .error(let length):
                for byte in bytes[position...].prefix(length) { scalars.append(Unicode.Scalar(heldByteBase + UInt32(byte))!) }
                position = bytes.index(position, offsetBy: length)
            case .emptyInput:
                return String(scalars)
            }
        }
    }

    /// The bytes the system knows `name` by: its UTF-8, each held byte given back, with a
    /// terminating zero, for `open(2)` and the like.
    package static func systemName(_ name: String) -> [CChar] {
        var bytes: [CChar] = []
        bytes.reserveCapacity(name.utf8.count + 1)
        for scalar in name.unicodeScalars {
            if scalar.value >= heldByteBase, scalar.value <= heldByteBase + 0xFF {
                bytes.append(CChar(bitPattern: UInt8(scalar.value - heldByteBase)))
            } else {
                bytes.append(contentsOf: String(scalar).utf8.map { CChar(bitPattern: $0) })
            }
        }
        bytes.append(0)
        return bytes
    }

    /// `name` as a message shows it: held bytes and control characters as `\xNN` (a backslash
    /// as `\\` when anything is escaped, so the escapes read unambiguously), the rest as it is.
    package static func shown(_ name: String) -> String {
        guard name.unicodeScalars.contains(where: needsEscape) else { return name }
        var out = ""
        for scalar in name.unicodeScalars {
            if scalar.value >= heldByteBase, scalar.value <= heldByteBase + 0xFF {
                out += "\\x" + hex(scalar.value - heldByteBase)
            } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                out += "\\x" + hex(scalar.value)
            } else if scalar == "\\" {
                out += "\\\\"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (scalar.value >= heldByteBase && scalar.value <= heldByteBase + 0xFF)
    }

    private static func hex(_ value: UInt32) -> String {
        (value < 0x10 ? "0" : "") + String(value, radix: 16)
    }
}
