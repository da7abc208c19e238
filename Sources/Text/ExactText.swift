#if canImport(Glibc)
import Glibc
#endif

/// A string compared and hashed by its UTF-8 bytes, as SDL_ttf reads it: the text part of the
/// text caches' keys.
///
/// `String`'s `==` and hash follow canonical equivalence: "é" as one scalar and as "e" with a
/// combining accent are equal strings, though SDL_ttf may measure and draw them differently, so
/// a cache keyed by `String` answered whichever spelling it met first. Bytes tell them apart,
/// and cost a fraction of normalizing: hashing and comparing non-ASCII strings as `String`s was
/// about a tenth of a CJK label's layout (docs/perf-log/issue-37-eleventh-pass.md).
struct ExactText: Hashable {
    /// The text.
    var string: String

    /// Wraps `string`.
    init(_ string: String) { self.string = string }

    static func == (a: ExactText, b: ExactText) -> Bool {
        var a = a.string, b = b.string
        return a.withUTF8 { x in
            b.withUTF8 { y in
                x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        var s = string
        s.withUTF8 { bytes in
            hasher.combine(bytes.count)
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
    }
}
