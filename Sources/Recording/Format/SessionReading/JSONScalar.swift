/// One element of a session line's JSON array, as far as the reader cares: a number, a
/// string, or something else (which is always an error, named in the message).
enum JSONScalar: Decodable, CustomStringConvertible {
    case number(Double)
    case string(String)
    case other(String)
    /// Neither a number nor a string the decoder could read, nor null or a boolean: an array,
    /// an object, a number out of a double's range or a string that is not valid Unicode. The
    /// line's reader names which from the raw text (`JSONArrayTokens`).
    case unreadable

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Booleans first: they must not pass as the numbers 0 and 1.
        if container.decodeNil() {
            self = .other("null")
        } else if (try? container.decode(Bool.self)) != nil {
            self = .other("a boolean")
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else {
            self = .unreadable
        }
    }

    /// The value as an error message shows it.
    var description: String {
        switch self {
        case .number(let number): return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .string(let string): return "the string \"\(SessionLimits.excerpt(string))\""
        case .other(let what): return what
        case .unreadable: return "an array or object"
        }
    }
}
