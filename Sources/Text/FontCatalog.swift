/// A font file on disk: where it is, which face of a collection to use, and which system
/// package provides it (named in the message printed when the file is missing).
package struct FontFile: Hashable, Sendable, CustomStringConvertible {
    /// Absolute path of the `.ttf` or `.ttc` file.
    package var path: String
    /// Index of the face inside a font collection (`.ttc`); 0 for a plain `.ttf`.
    package var faceIndex: Int
    /// The Debian package that installs the file, for the "missing font" message.
    package var package: String

    /// Describes a font file.
    package init(path: String, faceIndex: Int = 0, package: String) {
        self.path = path; self.faceIndex = faceIndex; self.package = package
    }

    /// The path (and face index when not 0).
    package var description: String { faceIndex == 0 ? path : "\(path)#\(faceIndex)" }

    /// Hashes the face index and the path's length, not its characters: equal files still hash
    /// alike, and a catalog holds a handful of files, told apart by `==` on the rare equal
    /// hash. Hashing the path (and the package) on every glyph's lookup (`FontLibrary.provides`,
    /// the open fonts by face) was 3% of 001-news's push (docs/perf-log/issue-37-fifth-pass.md).
    /// The dictionaries keyed by files are only looked up, never iterated.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(faceIndex)
        hasher.combine(path.utf8.count)
    }
}

/// A typeface family: which design the Latin text uses.
package enum FontFamily: String, Hashable, Sendable, CaseIterable {
    /// Sans-serif, the system font (DejaVu Sans).
    case sans
    /// Serif (DejaVu Serif).
    case serif
    /// Fixed width (DejaVu Sans Mono).
    case monospaced
}

/// The regular and bold files of one Latin family.
package struct FontFilePair: Hashable, Sendable {
    /// The regular weight.
    package var regular: FontFile
    /// The bold weight.
    package var bold: FontFile

    /// Pairs two files.
    package init(regular: FontFile, bold: FontFile) { self.regular = regular; self.bold = bold }
}

/// Which file draws which text: a regular and a bold file per Latin family, and one file for
/// Chinese, Japanese and Korean characters that the Latin file lacks.
///
/// The default catalog uses only files from `fonts-dejavu-core` and `fonts-wqy-microhei` (what
/// `make deps` installs), so that rendering does not change with optional packages: italics are
/// slanted by FreeType, and bold CJK is emboldened by FreeType.
package struct FontCatalog: Hashable, Sendable {
    /// The regular and bold files of each Latin family.
    package var latin: [FontFamily: FontFilePair]
    /// The file used for characters the Latin file does not provide (CJK first of all).
    package var fallback: FontFile

    /// Creates a catalog.
    package init(latin: [FontFamily: FontFilePair], fallback: FontFile) {
        self.latin = latin; self.fallback = fallback
    }

    /// DejaVu for Latin text and WenQuanYi Micro Hei for CJK, from `/usr/share/fonts`.
    package static let system: FontCatalog = {
        let dejavu = "/usr/share/fonts/truetype/dejavu/"
        func pair(_ name: String) -> FontFilePair {
            FontFilePair(regular: FontFile(path: dejavu + name + ".ttf", package: "fonts-dejavu-core"),
                         bold: FontFile(path: dejavu + name + "-Bold.ttf", package: "fonts-dejavu-core"))
        }
        return FontCatalog(
            latin: [.sans: pair("DejaVuSans"), .serif: pair("DejaVuSerif"), .monospaced: pair("DejaVuSansMono")],
            fallback: FontFile(path: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", faceIndex: 0,
                               package: "fonts-wqy-microhei"))
    }()

    /// The Latin file for a family and weight (sans when the family is not in the catalog).
    package func latinFile(family: FontFamily, bold: Bool) -> FontFile? {
        guard let pair = latin[family] ?? latin[.sans] else { return nil }
        return bold ? pair.bold : pair.regular
    }
}
