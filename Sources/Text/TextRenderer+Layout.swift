import Dispatch
import Raster

extension TextRenderer {
    /// An unbreakable piece of a paragraph and its trailing spaces, measured when line filling
    /// first reaches it (`isMeasured`).
    struct Piece {
        var core: String
        var spaces: String
        var coreWidth = 0
        var spaceWidth = 0
        var isMeasured = false
        var text: String { core + spaces }
    }

    /// What the layout of one call needs about fonts and space.
    struct Context {
        var faces: (latin: FontFace?, fallback: FontFace?)
        var emPixels: Double
        /// The width lines must fit in, in pixels; nil when unconstrained.
        var limit: Double?
        /// The face of each character (by its first scalar), found once per layout.
        var memo = FaceMemo()
    }

    /// Breaks `text` into lines in `style`, within `maxWidth` points when given (lines wrap) and
    /// within `maxHeight` points when given (only the lines that fit are kept, at least one), at
    /// `scale` pixels per point.
    ///
    /// When text remains after the last line kept (by `style.maximumNumberOfLines` or
    /// `maxHeight`), the last line is cut as `style.lineBreakMode` says. Empty text has no lines.
    /// With `threads` above 1, the lines of a long paragraph are made on that many threads at
    /// once (a worker preparing a page's text, whose main thread waits for it): the same layout.
    package func layout(_ text: String, style: TextStyle, maxWidth: Double? = nil, maxHeight: Double? = nil,
                       scale: Double, threads: Int = 1) -> TextLayout {
        WorkMeter.measure(.text) {
            makeLayout(text, style: style, maxWidth: maxWidth, maxHeight: maxHeight, scale: scale, threads: threads)
        }
    }

    /// `layout(_:style:maxWidth:maxHeight:scale:)` from the cache, or made and kept in it.
    ///
    /// A label is laid out when Auto Layout measures it and again when it is drawn, and pages
    /// pushed one after another repeat their bars' and buttons' words; a layout is a pure
    /// function of its key, so the cache changes no line and no pixel
    /// (docs/perf-log/issue-37-first-pass.md).
    func makeLayout(_ text: String, style: TextStyle, maxWidth: Double?, maxHeight: Double?, scale: Double, threads: Int) -> TextLayout {
        let key = TextLayoutKey(text, style: style, maxWidth: maxWidth, maxHeight: maxHeight, scale: scale)
        library.lock.lock()
        if let cached = layoutCache.value(for: key) { library.lock.unlock(); return cached }
        if let pending = layoutsInProgress[key] {
            // Another thread (a worker preparing this label) is laying it out: its result comes
            // sooner than laying it out again.
            library.lock.unlock()
            pending.wait()
            return pending.layout ?? makeUncachedLayout(text, style: style, maxWidth: maxWidth, maxHeight: maxHeight, scale: scale, threads: threads)
        }
        let pending = LayoutInProgress()
        layoutsInProgress[key] = pending
        layoutsMade += 1
        library.lock.unlock()
        // Laid out without the lock, so a worker preparing other text lays out at the same time.
        let layout = makeUncachedLayout(text, style: style, maxWidth: maxWidth, maxHeight: maxHeight, scale: scale, threads: threads)
        library.lock.lock()
        layoutCache.insert(layout, for: key, cost: layout.approximateBytes + text.utf8.count)
        layoutsInProgress[key] = nil
        library.lock.unlock()
        pending.finish(with: layout)
        return layout
    }

    /// The layout computed afresh.
    func makeUncachedLayout(_ text: String, style: TextStyle, maxWidth: Double?, maxHeight: Double?, scale: Double,
                            threads: Int = 1) -> TextLayout {
        let metrics = library.metrics(for: style.font)
        let lineHeight = style.lineHeightMultiple > 0 ? metrics.lineHeight * style.lineHeightMultiple : metrics.lineHeight
        let pitch = lineHeight + style.lineSpacing
        let limit = maxWidth.flatMap { $0.isFinite ? max(0, $0) * scale : nil }
        let context = Context(faces: library.faces(for: style.font, scale: scale), emPixels: style.font.size * scale,
                              limit: limit)
        var maxLines = style.maximumNumberOfLines > 0 ? style.maximumNumberOfLines : Int.max
        if let maxHeight, maxHeight.isFinite, pitch > 0 {
            // A small tolerance keeps a box exactly n lines high from losing its last line to rounding.
            maxLines = min(maxLines, max(1, Int(((maxHeight + style.lineSpacing) / pitch + 1e-6).rounded(.down))))
        }

        // Each line is made by a task of its own: lines depend only on their pieces, so they can
        // be made in any order, on any thread (each with a face memo of its own).
        var tasks: [(Context) -> TextLine] = []
        var truncated = false
        if !text.isEmpty {
            let byCharacter = style.lineBreakMode == .charWrapping
            let paragraphs = LineBreaking.paragraphs(of: text)
            outer: for (p, paragraph) in paragraphs.enumerated() {
                let (pieces, ranges) = wrap(self.pieces(of: paragraph, byCharacter: byCharacter, context: context),
                                            context: context, lines: maxLines - tasks.count)
                for (r, range) in ranges.enumerated() {
                    let moreFollows = r < ranges.count - 1 || p < paragraphs.count - 1
                    if tasks.count == maxLines - 1 && moreFollows {
                        tasks.append { self.lastLine(pieces[range.lowerBound...], wrapped: range, style: style, context: $0) }
                        truncated = true
                        break outer
                    }
                    tasks.append { self.line(Array(pieces[range]), context: $0) }
                }
            }
        }
        var lines = makeLines(tasks, context: context, threads: threads)

        let container = limit ?? Double(lines.map(\.width).max() ?? 0)
        let ascentOffset = (lineHeight - (metrics.ascender - metrics.descender)) + metrics.ascender
        for i in lines.indices {
            let free = container - Double(lines[i].width)
            switch style.alignment {
            case .left, .natural, .justified: lines[i].x = 0
            case .center: lines[i].x = free / 2
            case .right: lines[i].x = free
            }
            lines[i].baseline = (Double(i) * pitch + ascentOffset) * scale
        }
        return TextLayout(lines: lines, scale: scale, containerWidth: container / scale, linePitch: pitch,
                          lineHeight: lineHeight, isTruncated: truncated)
    }

    /// The lines the tasks make, in order: on this thread, or on `threads` at once when there are
    /// enough lines to share.
    func makeLines(_ tasks: [(Context) -> TextLine], context: Context, threads: Int) -> [TextLine] {
        guard threads > 1, tasks.count >= 4 else { return tasks.map { $0(context) } }
        let shared = SharedLineTasks(tasks: tasks, context: context, threads: threads)
        DispatchQueue.concurrentPerform(iterations: threads) { shared.run(part: $0) }
        return shared.results
    }

    /// The pieces of a paragraph, not measured yet.
    func pieces(of paragraph: String, byCharacter: Bool, context: Context) -> [Piece] {
        LineBreaking.segments(of: paragraph, byCharacter: byCharacter).map { segment in
            Piece(core: segment.core, spaces: segment.spaces)
        }
    }

    /// Measures a piece's core and spaces, once.
    func measure(_ piece: inout Piece, context: Context) {
        guard !piece.isMeasured else { return }
        piece.coreWidth = runs(of: piece.core, in: context).width
        piece.spaceWidth = runs(of: piece.spaces, in: context).width
        piece.isMeasured = true
    }

    /// Greedy line filling: the pieces (those wider than a line split into characters) and the
    /// ranges of them that make each line. An empty paragraph is one empty line.
    ///
    /// Once `lines` ranges are found and pieces remain, the rest is one last range, neither
    /// filled nor measured: the layout shows no more than `lines` lines of this paragraph, and
    /// only needs to know that text follows (its last line is then cut from the rest's text).
    /// Measuring whole paragraphs of which one line is shown was most of the labels' layout
    /// (docs/perf-log/issue-23-fifth-pass.md).
    func wrap(_ pieces: [Piece], context: Context, lines: Int) -> (pieces: [Piece], ranges: [Range<Int>]) {
        guard let limit = context.limit else { return (pieces, [0..<pieces.count]) }
        var pieces = pieces
        var ranges: [Range<Int>] = []
        var start = 0, width = 0, i = 0
        while i < pieces.count {
            measure(&pieces[i], context: context)
            let piece = pieces[i]
            if Double(width + piece.coreWidth) <= limit || i == start && piece.core.count <= 1 {
                width += piece.coreWidth + piece.spaceWidth
                i += 1
            } else if i == start {
                // A word wider than the line is broken between characters, as UIKit does.
                let characters = Array(piece.core)
                let split = characters.enumerated().map { k, c in
                    self.pieces(of: String(c) + (k == characters.count - 1 ? piece.spaces : ""), byCharacter: true,
                                context: context)[0]
                }
                pieces.replaceSubrange(i...i, with: split)
            } else {
                ranges.append(start..<i)
                start = i; width = 0
                if ranges.count >= lines { break }
            }
        }
        ranges.append(start..<pieces.count)
        return (pieces, ranges)
    }

    /// A line made of whole pieces; the last piece's spaces hang (not counted in the width).
    func line(_ pieces: [Piece], context: Context) -> TextLine {
        let text = pieces.map(\.text).joined()
        var runs: [TextRun] = []
        var x = 0
        // The last piece's spaces hang: their width, measured here as the pieces' own widths are.
        var hanging = 0
        for piece in pieces {
            hanging = 0
            for (k, part) in [piece.core, piece.spaces].enumerated() where !part.isEmpty {
                let measured = self.runs(of: part, in: context)
                for var run in measured.runs {
                    run.x += x
                    runs.append(run)
                }
                x += measured.width
                if k == 1 { hanging = measured.width }
            }
        }
        let width = x - hanging
        return TextLine(text: text, runs: mergedRuns(runs), x: 0, baseline: 0, width: width)
    }

    /// The runs with neighbours of one face joined where drawing them as one run advances
    /// exactly as far (no kerning or shaping between them), so fewer runs are rendered.
    ///
    /// Each stretch of runs of one face is measured whole first: when it advances as far as its
    /// runs together (a line of plain words nearly always does), it is one run, for one
    /// measurement. Otherwise its runs are joined one by one, each measured with the run before
    /// it (a measurement per run, of ever longer text: most of a first page's layout before,
    /// docs/perf-log/issue-37-twenty-third-pass.md).
    func mergedRuns(_ runs: [TextRun]) -> [TextRun] {
        var merged: [TextRun] = []
        var start = 0
        while start < runs.count {
            var end = start + 1
            let face = runs[start].face
            if face != nil {
                while end < runs.count, runs[end].face == face { end += 1 }
            }
            let stretch = runs[start..<end]
            if stretch.count > 1, let face {
                let whole = TextRun(text: stretch.map(\.text).joined(), face: face, x: stretch[start].x,
                                    width: stretch.reduce(0) { $0 + $1.width })
                if library.width(of: whole.text, face: face) == whole.width {
                    merged.append(whole)
                } else {
                    for run in stretch {
                        merged.append(run)
                        mergeLastRuns(&merged)
                    }
                }
            } else {
                merged += stretch
            }
            start = end
        }
        return merged
    }

    /// Joins the last two runs when they share a face and drawing them as one run advances
    /// exactly as far (no kerning or shaping between them).
    func mergeLastRuns(_ runs: inout [TextRun]) {
        guard runs.count >= 2, let face = runs[runs.count - 1].face, runs[runs.count - 2].face == face else { return }
        let a = runs[runs.count - 2], b = runs[runs.count - 1]
        let text = a.text + b.text
        guard library.width(of: text, face: face) == a.width + b.width else { return }
        runs.removeLast(2)
        runs.append(TextRun(text: text, face: face, x: a.x, width: a.width + b.width))
    }

    /// The last line shown when text remains after it, cut by the line-break mode: the wrapped
    /// line as is (word and character wrapping), the rest of the paragraph unwrapped (clipping),
    /// or the rest of the paragraph shortened around an ellipsis (truncating modes).
    func lastLine(_ rest: ArraySlice<Piece>, wrapped: Range<Int>, style: TextStyle, context: Context) -> TextLine {
        let restText = rest.map(\.text).joined()
        switch style.lineBreakMode {
        case .wordWrapping, .charWrapping:
            return line(Array(rest.prefix(wrapped.count)), context: context)
        case .clipping:
            return plainLine(restText, context: context)
        case .truncatingHead, .truncatingTail, .truncatingMiddle:
            return truncatedLine(restText, mode: style.lineBreakMode, context: context)
        }
    }

    /// A line holding `text` unwrapped.
    func plainLine(_ text: String, context: Context) -> TextLine {
        let measured = runs(of: text, in: context)
        return TextLine(text: text, runs: measured.runs, x: 0, baseline: 0, width: measured.width)
    }

    /// The longest shortening of `text` around an ellipsis that fits the width (the ellipsis
    /// alone when nothing else does); the ellipsis is always shown, as text follows.
    func truncatedLine(_ text: String, mode: LineBreakMode, context: Context) -> TextLine {
        let characters = Array(text)
        func candidate(_ k: Int) -> String {
            let head = String(characters[0..<((k + 1) / 2)])
            let tail = String(characters[(characters.count - k / 2)...])
            switch mode {
            case .truncatingHead:
                return "\u{2026}" + String(String(characters[(characters.count - k)...]).drop { $0 == " " })
            case .truncatingMiddle:
                return trimmedEnd(head) + "\u{2026}" + String(tail.drop { $0 == " " })
            default:
                return trimmedEnd(String(characters[0..<k])) + "\u{2026}"
            }
        }
        guard let limit = context.limit else { return plainLine(candidate(characters.count), context: context) }
        // Binary search for the most characters that fit (widths grow with k).
        var low = 0, high = characters.count
        while low < high {
            let mid = (low + high + 1) / 2
            if Double(runs(of: candidate(mid), in: context).width) <= limit {
                low = mid
            } else {
                high = mid - 1
            }
        }
        return plainLine(candidate(low), context: context)
    }

    /// `s` without its trailing spaces.
    func trimmedEnd(_ s: String) -> String {
        var s = s
        while s.last == " " { s.removeLast() }
        return s
    }
}
