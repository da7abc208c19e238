/// The raw text of each element of a one-line JSON array, for messages about an element the
/// JSON decoder would not read (a number no 64-bit float holds, a string that is not valid
/// Unicode): the decoder says only that it failed, the text says what was there.
enum JSONArrayTokens {
    /// The elements of the array `bytes` holds, each as its bytes with the spaces around it
    /// trimmed; elements inside nested arrays and objects stay part of theirs.
    static func split(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        guard let open = bytes.firstIndex(of: UInt8(ascii: "[")) else { return [] }
        var tokens: [ArraySlice<UInt8>] = []
        var depth = 0, inString = false, escaped = false, start = open + 1
        for index in (open + 1)..<bytes.count {
            let byte = bytes[index]
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            let closes = byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
            if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                depth += 1
            } else if closes, depth > 0 {
                depth -= 1
            } else if depth == 0, byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") {
                // An element ends at a comma or at the array's own closing bracket.
                tokens.append(trimmed(bytes[start..<index]))
                if byte == UInt8(ascii: "]") { return tokens }
                start = index + 1
            }
        }
        return tokens
    }

    /// What an element the decoder refused is, as an error message says it after "found".
    static func describe(_ token: ArraySlice<UInt8>) -> String {
        switch token.first {
        case UInt8(ascii: "\""): return "a string that is not valid Unicode, \(SessionLimits.quoted(token))"
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "{"): return "an object"
        default: return "a number no 64-bit float holds, \(SessionLimits.quoted(token))"
        }
    }

    /// Whether `token` can begin a JSON value: a string, array, object or number, or one of
    /// the three words JSON has (an empty token is a missing element, which is not).
    static func beginsAJSONValue(_ token: ArraySlice<UInt8>) -> Bool {
        guard let first = token.first else { return false }
        if "\"[{-0123456789".utf8.contains(first) { return true }
        return ["true", "false", "null"].contains { token.elementsEqual($0.utf8) }
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else { return [] }
        return bytes[first...last]
    }
}
