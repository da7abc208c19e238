/// The face that draws each ASCII character in one layout: what `FontLibrary.face(for:in:)`
/// answered, kept so that it is asked once per character value rather than once per character.
///
/// The library's answer depends only on the character's first scalar and on the two faces, and
/// a layout keeps its faces throughout, so the memo gives the same faces as asking every time.
/// Asking costs two dictionary lookups hashed by the font file's path for every character
/// (docs/perf-log/issue-23-fifth-pass.md). A memo belongs to one layout call and is never
/// shared between threads.
final class FaceMemo {
    /// Per ASCII value: 0 not asked yet, 1 the Latin face, 2 the fallback face, 3 no face.
    private var codes = [UInt8](repeating: 0, count: 128)

    /// The face for `character`, from the memo when its first scalar is ASCII; nil when the
    /// memo does not apply (the caller then asks the library).
    func face(for character: Character, in faces: (latin: FontFace?, fallback: FontFace?),
              library: FontLibrary) -> FontFace?? {
        guard let value = character.unicodeScalars.first?.value, value < 128 else { return nil }
        let index = Int(value)
        switch codes[index] {
        case 1: return .some(faces.latin)
        case 2: return .some(faces.fallback)
        case 3: return .some(nil)
        default:
            let face = library.face(for: character, in: faces)
            // A face equal to neither (impossible today) is simply not memoized.
            if face == nil {
                codes[index] = 3
            } else if face == faces.latin {
                codes[index] = 1
            } else if face == faces.fallback {
                codes[index] = 2
            }
            return .some(face)
        }
    }
}
