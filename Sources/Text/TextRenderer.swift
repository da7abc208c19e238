import Dispatch
import Raster

/// Lays out, measures and draws text with the fonts of a `FontLibrary`.
///
/// Layout works in pixels at a given scale (pixels per point) so that what is measured is what
/// is drawn: advances come from the font hinted at that pixel size, and results are exposed in
/// points. The same inputs always give the same layout and the same pixels.
package final class TextRenderer: @unchecked Sendable {
    /// The renderer for the system fonts, shared by the whole process.
    ///
    /// It keeps no state of its own beyond `FontLibrary.shared`, a pure cache, so sharing it is
    /// safe for determinism.
    package static let shared = TextRenderer(library: .shared)

    /// The fonts.
    package let library: FontLibrary
    /// Layouts by text, style, space and scale, under the library's lock (`makeLayout`).
    var layoutCache: BoundedCache<TextLayoutKey, TextLayout>
    /// How many layouts were computed (cache misses), for tests and the bench; under the lock.
    package internal(set) var layoutsMade = 0
    /// The layouts some thread is computing, by key, under the library's lock: another thread
    /// asking for one waits for it rather than computing it too. Only looked up, never iterated.
    var layoutsInProgress: [TextLayoutKey: LayoutInProgress] = [:]

    /// The default bound of the layouts kept, in bytes (thousands of labels' layouts).
    package static let defaultLayoutCacheBytes = 2 << 20

    /// Creates a renderer drawing with `library`'s fonts, keeping layouts up to
    /// `layoutCacheBytes` (least recently used dropped first).
    package init(library: FontLibrary = .shared, layoutCacheBytes: Int = TextRenderer.defaultLayoutCacheBytes) {
        self.library = library
        layoutCache = BoundedCache(costLimit: layoutCacheBytes)
    }

    /// What the layouts kept cost together, in bytes (at most `layoutCacheBytes`).
    package var layoutCacheCost: Int {
        library.lock.lock(); defer { library.lock.unlock() }
        return layoutCache.totalCost
    }

    /// The size, in points, that `text` takes in `style`, wrapped to `maxWidth` points when given.
    package func size(of text: String, style: TextStyle, maxWidth: Double? = nil, scale: Double) -> (width: Double, height: Double) {
        let layout = self.layout(text, style: style, maxWidth: maxWidth, scale: scale)
        return (layout.width, layout.height)
    }

    /// Splits `text` into runs of one face each and measures them: the runs (pens from 0) and
    /// the total advance in pixels. Without any face, advances are estimated (0.55 em, 1 em for
    /// wide characters) and the runs draw nothing.
    ///
    /// The context's faces, em size and memo are the layout's: the memo keeps the face of each
    /// character (by its first scalar) once found, so most characters skip the library's
    /// per-file glyph tables.
    func runs(of text: String, in context: Context) -> (runs: [TextRun], width: Int) {
        let faces = context.faces, emPixels = context.emPixels, memo = context.memo
        var runs: [TextRun] = []
        var x = 0
        var current = "", currentFace: FontFace?
        func flush() {
            guard !current.isEmpty else { return }
            let w: Int
            if let face = currentFace {
                w = library.width(of: current, face: face)
            } else {
                w = current.reduce(0) { sum, c in
                    let wide = c.unicodeScalars.first.map { LineBreaking.isWide($0.value) } ?? false
                    return sum + Int(((wide ? 1 : 0.55) * emPixels).rounded())
                }
            }
            runs.append(TextRun(text: current, face: currentFace, x: x, width: w))
            x += w
            current = ""
        }
        for c in text {
            let face = memo.face(for: c, in: faces, library: library) ?? library.face(for: c, in: faces)
            if face != currentFace { flush(); currentFace = face }
            current.append(c)
        }
        flush()
        return (runs, x)
    }
}

extension TextRenderer {
    /// Draws a layout source-over into `bitmap`, its top-left corner at pixel (x, y), every glyph
    /// tinted with the premultiplied `color`, touching only pixels inside `clip` when given.
    ///
    /// Each line starts at a whole pixel (its position rounded), so glyphs keep the crispness
    /// they were hinted for. Runs without a font (no font file available) draw nothing.
    package func draw(_ layout: TextLayout, color: RGBA8, into bitmap: inout Bitmap, x: Double, y: Double,
                     clip: PixelRect? = nil) {
        guard color.a > 0 else { return }
        WorkMeter.measure(.text) { drawLines(of: layout, color: color, into: &bitmap, x: x, y: y, clip: clip) }
    }

    /// `draw(_:color:into:x:y:clip:)`'s work.
    private func drawLines(of layout: TextLayout, color: RGBA8, into bitmap: inout Bitmap, x: Double, y: Double, clip: PixelRect?) {
        for line in layout.lines {
            let lineX = Int((x + line.x).rounded()), baseline = Int((y + line.baseline).rounded())
            for run in line.runs {
                guard let face = run.face, let coverage = library.coverage(of: run.text, face: face) else { continue }
                bitmap.blend(coverage: coverage.alpha, width: coverage.width, height: coverage.height, color: color,
                             x: lineX + run.x - coverage.penX, y: baseline - coverage.baseline, clip: clip)
            }
        }
    }

    /// Renders every run of `layout` into the library's cache, so that drawing it later renders
    /// nothing: what a worker preparing a page's text does on another thread before the page is
    /// displayed (`CALayerDisplayPreparing`). The cache holds pure results, so no pixel changes.
    /// With `threads` above 1, the runs are rendered on that many threads at once.
    package func prepareRuns(of layout: TextLayout, threads: Int = 1) {
        let runs = layout.lines.flatMap { $0.runs.compactMap { run in run.face.map { (run.text, $0) } } }
        let library = self.library
        guard threads > 1, runs.count >= 2 else {
            for (text, face) in runs { _ = library.coverage(of: text, face: face) }
            return
        }
        DispatchQueue.concurrentPerform(iterations: threads) { part in
            for i in stride(from: part, to: runs.count, by: threads) { _ = library.coverage(of: runs[i].0, face: runs[i].1) }
        }
    }

    /// The layout drawn alone on a transparent bitmap as wide as its container and as tall as
    /// its lines (each rounded up to whole pixels).
    package func image(of layout: TextLayout, color: RGBA8) -> Bitmap {
        let width = Int((layout.containerWidth * layout.scale).rounded(.up))
        let height = Int((layout.height * layout.scale).rounded(.up))
        var bitmap = Bitmap(width: max(0, width), height: max(0, height))
        draw(layout, color: color, into: &bitmap, x: 0, y: 0)
        return bitmap
    }
}
