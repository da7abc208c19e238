/// One element of a session line's JSON array, as far as the reader cares: a number, a
/// string, or something else (which is always an error, named in the message).
enum JSONScalar: Decodable, CustomStringConvertible {
    case number(Double)
    case string(String)
    case other(String)

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
            self = .other("an array or object")
        }
    }

    /// The value as an error message shows it.
    var description: String {
        switch self {
        case .number(let number): return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .string(let string): return "the string \"\(SessionLimits.excerpt(string))\""
        case .other(let what): return what
        }
    }
}
