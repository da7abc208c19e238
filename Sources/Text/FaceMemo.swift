/// The face that draws each character in one layout: what `FontLibrary.face(for:in:)`
/// answered, kept so that it is asked once per first scalar rather than once per character.
///
/// The library's answer depends only on the character's first scalar and on the two faces, and
/// a layout keeps its faces throughout, so the memo gives the same faces as asking every time.
/// Asking costs two dictionary lookups keyed by the font file for every character, two glyph
/// lookups for a CJK character the Latin file lacks (docs/perf-log/issue-23-fifth-pass.md,
/// docs/perf-log/issue-37-eleventh-pass.md). ASCII is kept in a table, other scalars in a
/// dictionary only looked up, never iterated. A memo belongs to one layout call and is never
/// shared between threads.
final class FaceMemo {
    /// Per ASCII value: 0 not asked yet, 1 the Latin face, 2 the fallback face, 3 no face.
    private var codes = [UInt8](repeating: 0, count: 128)
    /// The same codes for the scalars above ASCII met so far.
    private var otherCodes: [UInt32: UInt8] = [:]

    /// The face for `character`, from the memo when its first scalar was met before; nil only
    /// for a character without scalars (the caller then asks the library).
    func face(for character: Character, in faces: (latin: FontFace?, fallback: FontFace?),
              library: FontLibrary) -> FontFace?? {
        guard let value = character.unicodeScalars.first?.value else { return nil }
        let known = value < 128 ? codes[Int(value)] : otherCodes[value] ?? 0
        switch known {
        case 1: return .some(faces.latin)
        case 2: return .some(faces.fallback)
        case 3: return .some(nil)
        default:
            let face = library.face(for: character, in: faces)
            // A face equal to neither (impossible today) is simply not memoized.
            let code: UInt8 = face == nil ? 3 : face == faces.latin ? 1 : face == faces.fallback ? 2 : 0
            if code != 0 {
                if value < 128 { codes[Int(value)] = code } else { otherCodes[value] = code }
            }
            return .some(face)
        }
    }
}
