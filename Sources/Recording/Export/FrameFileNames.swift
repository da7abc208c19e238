import Foundation
import OutputFiles

/// Where a frames export puts its PNGs: a folder, and a file name holding the simulated frame
/// number, `frame-000123.png` or the user's pattern (`shots/f-%04d.png`).
///
/// A pattern is read strictly (docs/OUTPUTS.md, "Nothing lost"): one `%` in the file name
/// only, followed by an optional `0`, a width of at most `maxWidth` and `d`; a `%` in a folder
/// of the path, any other conversion or a wider width is refused, with messages that quote at
/// most `ExportText.quoteLimit` characters of what was given. Names are made here, never by
/// `String(format:)`.
package struct FrameFileNames: Equatable, Sendable {
    /// The widest frame number a pattern may ask for (`%010d`); frame numbers have at most 7 digits.
    package static let maxWidth = 10

    /// The folder the frames go to (the output itself, or a pattern's folder).
    package let folder: String
    /// The file name before the frame number.
    package let prefix: String
    /// The file name after the frame number.
    package let suffix: String
    /// The frame number's least width: 0 for none.
    package let width: Int
    /// Whether the number is padded with zeros (`%06d`) rather than spaces (`%6d`).
    package let zeroPadded: Bool

    /// The names for `output`: a path whose file name holds a pattern, else a folder of
    /// `frame-000123.png`. Throws `ExportError.refusedOutput` for a pattern it does not accept.
    package init(output: String) throws {
        let components = output.split(separator: "/", omittingEmptySubsequences: false)
        guard output.contains("%") else {
            folder = Self.withoutTrailingSlashes(output)
            (prefix, suffix, width, zeroPadded) = ("frame-", ".png", 6, true)
            return
        }
        // The number names files; a `%` in a folder would make a folder of the file name.
        guard components.dropLast().allSatisfy({ !$0.contains("%") }), let name = components.last, !name.isEmpty else {
            throw ExportError.refusedOutput("the frame number's % must be in the file name, not in a folder: "
                                            + "\(ExportText.quoted(output)) (such as shots/f-%06d.png)")
        }
        let pieces = name.split(separator: "%", omittingEmptySubsequences: false)
        let spec = pieces.count == 2 ? pieces[1] : ""
        let digits = spec.prefix { $0.isASCII && $0.isNumber }
        guard pieces.count == 2, spec.dropFirst(digits.count).first == "d" else {
            throw ExportError.refusedOutput("the pattern \(ExportText.quoted(String(name))) must hold one frame number conversion "
                                            + "such as %06d and no other %")
        }
        // Read only when short: a width of a million digits is refused, never formatted.
        guard digits.count <= 3, let width = digits.isEmpty ? 0 : Int(digits), width <= Self.maxWidth else {
            throw ExportError.refusedOutput("the pattern \(ExportText.quoted(String(name))) asks for a frame number "
                                            + "wider than \(Self.maxWidth) digits; at most %0\(Self.maxWidth)d")
        }
        let folder = components.dropLast().joined(separator: "/")
        self.folder = folder.isEmpty ? (output.hasPrefix("/") ? "/" : ".") : folder
        prefix = String(pieces[0])
        suffix = String(spec.dropFirst(digits.count + 1))
        self.width = width
        zeroPadded = digits.hasPrefix("0")
    }

    /// The file name of simulated frame `number` (not negative).
    package func name(ofFrame number: Int) -> String {
        let digits = String(number)
        let padding = String(repeating: zeroPadded ? "0" : " ", count: max(0, width - digits.count))
        return prefix + padding + digits + suffix
    }

    /// The path of the PNG of simulated frame `number`.
    package func path(ofFrame number: Int) -> String {
        (folder as NSString).appendingPathComponent(name(ofFrame: number))
    }

    /// The frame whose file is named `name`, or nil when no frame's is.
    package func frame(named name: String) -> Int? {
        guard name.count > prefix.count + suffix.count, name.hasPrefix(prefix), name.hasSuffix(suffix) else { return nil }
        let middle = name.dropFirst(prefix.count).dropLast(suffix.count).drop { $0 == " " }
        guard !middle.isEmpty, middle.count <= 18, middle.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(middle) else { return nil }
        return self.name(ofFrame: number) == name ? number : nil
    }

    /// `path` without the slashes at its end ("/" stays), so `lstat` sees a symlink named with one.
    static func withoutTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
