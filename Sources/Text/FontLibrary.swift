import Raster
import CSDL2TTF
import Foundation

/// An SDL_ttf font opened at one pixel size and style: what a run of text is measured and drawn
/// with.
package struct FontFace: Hashable, Sendable {
    /// The file.
    package var file: FontFile
    /// The pixel size in quarter pixels (the font is opened at 18 dpi, so a "point" is a quarter
    /// pixel: fractional sizes such as 17.5 pt at 1x keep their size).
    package var quarterPixels: Int
    /// Whether FreeType emboldens the glyphs (bold text in a file without a bold weight).
    package var emboldened: Bool
    /// Whether FreeType slants the glyphs.
    package var italic: Bool
    /// Whether this is the catalog's fallback (CJK) file, shaped as Han script.
    package var isFallback: Bool

    /// The em size in pixels.
    package var pixelSize: Double { Double(quarterPixels) / 4 }
}

/// Loads font files once and keeps their fonts open per size; measures and renders runs of text
/// through SDL_ttf (FreeType, and HarfBuzz shaping when SDL_ttf was built with it).
///
/// A missing file gives one line on standard error (naming the file and the package that
/// installs it) the first time it is needed, never a crash: its characters then fall back to the
/// other file, and when no file is available text is measured with estimated advances and draws
/// nothing. Two threads may measure and render at once: each SDL_ttf call holds one of two sets
/// of open fonts (`FontHandleSet`), the caches are kept under `lock`, held only briefly.
package final class FontLibrary: @unchecked Sendable {
    /// The library for the system catalog, shared by the whole process.
    ///
    /// A pure cache: it holds read-only font files, opened fonts and measured widths, each a
    /// function of the files alone, so sharing it between devices or threads (under its lock)
    /// changes no layout and no pixel, only how often a font is opened. The only other thing it
    /// keeps is whether a missing file was already reported.
    package static let shared = FontLibrary(catalog: .system)

    /// The files this library draws with.
    package let catalog: FontCatalog
    /// Where "missing font" messages go (standard error by default).
    let warn: (String) -> Void
    /// Guards the caches and counters below; never held while waiting for a font set.
    let lock = NSRecursiveLock()
    /// File contents, read once; nil for a file that could not be read.
    var fileBytes: [FontFile: UnsafeMutableRawBufferPointer?] = [:]
    /// The fonts, opened per set: the main thread's first, a worker's second (`withFont`).
    let handleSets = [FontHandleSet(), FontHandleSet()]
    /// Faces SDL_ttf could not open, reported once.
    var unopenableFaces: Set<FontFace> = []
    var providedGlyphs: [FontFile: [UInt32: Bool]] = [:]
    var widthCache: [WidthKey: Int] = [:]
    /// Rendered runs by face and text (`coverage(of:face:)`).
    var coverageCache: BoundedCache<WidthKey, RunCoverage?>
    /// How many runs SDL_ttf rendered (cache misses of `coverage(of:face:)`), for tests and the bench.
    package internal(set) var renderedRuns = 0
    var designMetrics: [FontFile: (ascent: Double, descent: Double, skip: Double)] = [:]
    var warnedAboutInit = false
    /// Whether SDL_ttf accepted a script name, which it only does when built with HarfBuzz.
    package private(set) var shapingAvailable = false

    struct WidthKey: Hashable {
        var face: FontFace
        /// The text, by its bytes (`ExactText`).
        var text: ExactText

        /// The key of `text` drawn with `face`.
        init(face: FontFace, text: String) {
            self.face = face; self.text = ExactText(text)
        }

        /// Hashes the text and the face's size and style but not its file's path and package:
        /// equal keys still hash alike, and hashing two strings of about 60 bytes per lookup
        /// was a measurable part of layout (docs/perf-log/issue-23-fifth-pass.md). Only
        /// lookups use the hash; the cache is never iterated.
        func hash(into hasher: inout Hasher) {
            hasher.combine(text)
            hasher.combine(face.quarterPixels)
            hasher.combine(face.file.faceIndex)
            hasher.combine(face.emboldened)
            hasher.combine(face.italic)
            hasher.combine(face.isFallback)
        }
    }

    /// The default bound of the rendered runs kept: about 40 screens of labels at 3x.
    package static let defaultCoverageCacheBytes = 8 << 20

    /// Creates a library for a catalog; `warningHandler` receives the one-line messages about
    /// missing files (the default prints them to standard error). Rendered runs are kept up to
    /// `coverageCacheBytes` (least recently used dropped first).
    package init(catalog: FontCatalog = .system, warningHandler: @escaping (String) -> Void = FontLibrary.printWarning,
                coverageCacheBytes: Int = FontLibrary.defaultCoverageCacheBytes) {
        self.catalog = catalog
        warn = warningHandler
        coverageCache = BoundedCache(costLimit: coverageCacheBytes)
    }

    /// What the rendered runs kept cost together, in bytes (at most `coverageCacheBytes`).
    package var coverageCacheCost: Int {
        lock.lock(); defer { lock.unlock() }
        return coverageCache.totalCost
    }

    deinit {
        // The fonts read the bytes: they are closed first (`handleSets` is released after this
        // body, so it is closed here explicitly).
        FontHandleSet.openLock.lock()
        for set in handleSets {
            for font in set.fonts.values { if let font { TTF_CloseFont(font) } }
            set.fonts.removeAll()
        }
        FontHandleSet.openLock.unlock()
        for bytes in fileBytes.values { bytes?.deallocate() }
    }

    /// Writes a message on standard error.
    package static func printWarning(_ message: String) {
        StandardStreams.writeError("[Text] \(message)\n")
    }

    /// Whether SDL_ttf could be initialized (once per process).
    static let ttfReady: Bool = TTF_WasInit() > 0 || TTF_Init() == 0

    /// The file's contents, read on first use; nil (after one warning) when it cannot be read.
    func bytes(of file: FontFile) -> UnsafeMutableRawBufferPointer? {
        lock.lock(); defer { lock.unlock() }
        if let cached = fileBytes[file] { return cached }
        var result: UnsafeMutableRawBufferPointer?
        if !Self.ttfReady {
            if !warnedAboutInit {
                warnedAboutInit = true
                warn("SDL_ttf could not be initialized (\(String(cString: SDL_GetError()))); text will not be drawn.")
            }
        } else if let data = FileManager.default.contents(atPath: file.path), !data.isEmpty {
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
            data.copyBytes(to: buffer)
            result = buffer
        } else {
            warn("Font file \(file.path) is missing or unreadable: install the package \(file.package) "
                 + "(`make deps`); text in that font will fall back to another font or not be drawn.")
        }
        fileBytes[file] = result
        return result
    }

    /// Runs `body` with the open SDL_ttf font for a face (opened from the file's bytes on first
    /// use in the set taken), holding one of the two font sets; nil when the face cannot be
    /// opened. The main thread tries the first set first and other threads the second, so each
    /// mostly finds its fonts open; a thread finding its set busy takes the other.
    func withFont<R>(_ face: FontFace, _ body: (OpaquePointer) -> R) -> R? {
        let order = Thread.isMainThread ? [0, 1] : [1, 0]
        let set = order.lazy.map { self.handleSets[$0] }.first { $0.lock.try() } ?? {
            handleSets[order[0]].lock.lock()
            return handleSets[order[0]]
        }()
        defer { set.lock.unlock() }
        guard let font = font(face, in: set) else { return nil }
        return body(font)
    }

    /// The font for a face in `set` (whose lock the caller holds), opened on first use.
    private func font(_ face: FontFace, in set: FontHandleSet) -> OpaquePointer? {
        if let cached = set.fonts[face] { return cached }
        var font: OpaquePointer?
        if let bytes = bytes(of: face.file), face.quarterPixels > 0 {
            FontHandleSet.openLock.lock()
            let opened = Self.open(face, bytes: bytes)
            let error = opened == nil ? String(cString: SDL_GetError()) : ""
            FontHandleSet.openLock.unlock()
            font = opened?.font
            lock.lock()
            if opened == nil, unopenableFaces.insert(face).inserted {
                warn("Font file \(face.file) could not be opened by SDL_ttf (\(error)).")
            }
            if opened?.shaped == true { shapingAvailable = true }
            lock.unlock()
        }
        set.fonts[face] = font
        return font
    }

    /// Opens a face from its file's bytes with the settings every face is drawn with (the caller
    /// holds `FontHandleSet.openLock`), and whether SDL_ttf shapes it (it accepts a script name
    /// only when built with HarfBuzz); nil when SDL_ttf cannot open it.
    private static func open(_ face: FontFace, bytes: UnsafeMutableRawBufferPointer) -> (font: OpaquePointer, shaped: Bool)? {
        guard let stream = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)),
              // 18 dpi makes SDL_ttf's integer point size a quarter pixel (size * 18 / 72).
              let font = TTF_OpenFontIndexDPIRW(stream, 1, Int32(face.quarterPixels), face.file.faceIndex, 18, 18) else { return nil }
        // Unhinted outlines, as Core Text draws them (it ignores a font's hinting): the
        // auto-hinter FreeType would otherwise run was most of a first frame's text cost, as it
        // builds its tables per opened face and hints every glyph
        // (docs/perf-log/issue-37-fourth-pass.md).
        TTF_SetFontHinting(font, TTF_HINTING_NONE)
        TTF_SetFontKerning(font, 1)
        TTF_SetFontStyle(font, (face.emboldened ? TTF_STYLE_BOLD : 0) | (face.italic ? TTF_STYLE_ITALIC : 0))
        _ = TTF_SetFontDirection(font, TTF_DIRECTION_LTR)
        return (font, TTF_SetFontScriptName(font, face.isFallback ? "Hani" : "Latn") == 0)
    }

    /// The faces that draw `font` at `scale`: the Latin file's and the fallback file's (nil when
    /// unavailable).
    func faces(for font: TextFont, scale: Double) -> (latin: FontFace?, fallback: FontFace?) {
        let quarters = Int((font.size * scale * 4).rounded())
        guard quarters > 0, font.size.isFinite, scale.isFinite else { return (nil, nil) }
        var latin: FontFace?
        if let file = catalog.latinFile(family: font.family, bold: font.isBold), bytes(of: file) != nil {
            latin = FontFace(file: file, quarterPixels: quarters, emboldened: false, italic: font.isItalic, isFallback: false)
        }
        var fallback: FontFace?
        if bytes(of: catalog.fallback) != nil {
            fallback = FontFace(file: catalog.fallback, quarterPixels: quarters, emboldened: font.isBold,
                                italic: font.isItalic, isFallback: true)
        }
        return (latin, fallback)
    }

    /// Whether the face's file has a glyph for `scalar` (cached per file).
    func provides(_ face: FontFace, _ scalar: Unicode.Scalar) -> Bool {
        lock.lock()
        let known = providedGlyphs[face.file]?[scalar.value]
        lock.unlock()
        if let known { return known }
        let provided = withFont(face) { TTF_GlyphIsProvided32($0, scalar.value) != 0 } ?? false
        lock.lock(); defer { lock.unlock() }
        providedGlyphs[face.file, default: [:]][scalar.value] = provided
        return provided
    }

    /// The face that draws a character: the Latin one when it has the glyph, else the fallback
    /// when it has it, else whichever exists (which then draws its "missing glyph" box).
    func face(for character: Character, in faces: (latin: FontFace?, fallback: FontFace?)) -> FontFace? {
        guard let scalar = character.unicodeScalars.first else { return faces.latin ?? faces.fallback }
        if let latin = faces.latin, provides(latin, scalar) { return latin }
        if let fallback = faces.fallback, provides(fallback, scalar) { return fallback }
        return faces.latin ?? faces.fallback
    }

    /// The advance width of `text` drawn with `face`, in pixels (SDL_ttf's size, shaped).
    func width(of text: String, face: FontFace) -> Int {
        let key = WidthKey(face: face, text: text)
        lock.lock()
        let cached = widthCache[key]
        lock.unlock()
        if let cached { return cached }
        let w = withFont(face) { font -> Int in
            var w: Int32 = 0, h: Int32 = 0
            return TTF_SizeUTF8(font, text, &w, &h) == 0 ? Int(w) : 0
        } ?? 0
        lock.lock(); defer { lock.unlock() }
        // A bounded cache: cleared whole when full, which keeps results independent of history.
        if widthCache.count > 8192 { widthCache.removeAll(keepingCapacity: true) }
        widthCache[key] = w
        return w
    }

    /// The design metrics of `font` in points: from the Latin file, else the fallback file, else
    /// typical values (ascender 0.93 em, descender 0.24 em) when no file is available.
    package func metrics(for font: TextFont) -> FontMetrics {
        let files = [catalog.latinFile(family: font.family, bold: font.isBold), catalog.fallback].compactMap { $0 }
        for file in files where bytes(of: file) != nil {
            lock.lock()
            var known = designMetrics[file]
            lock.unlock()
            if known == nil {
                // Opened at 1024 px so that the integer metrics SDL_ttf reports keep their precision.
                let face = FontFace(file: file, quarterPixels: 4096, emboldened: false, italic: false,
                                    isFallback: file == catalog.fallback)
                known = withFont(face) {
                    (Double(TTF_FontAscent($0)) / 1024, Double(TTF_FontDescent($0)) / 1024, Double(TTF_FontLineSkip($0)) / 1024)
                }
                guard let known else { continue }
                lock.lock()
                designMetrics[file] = known
                lock.unlock()
            }
            guard let m = known else { continue }
            return FontMetrics(ascender: m.ascent * font.size, descender: m.descent * font.size,
                               leading: max(0, m.skip - m.ascent + m.descent) * font.size)
        }
        return FontMetrics(ascender: 0.93 * font.size, descender: -0.24 * font.size, leading: 0)
    }
}
