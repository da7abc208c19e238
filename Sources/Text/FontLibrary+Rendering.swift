import CSDL2TTF

/// A run of text rendered by SDL_ttf: anti-aliased coverage and where the pen starts in it.
struct RunCoverage {
    /// Width in pixels.
    var width: Int
    /// Height in pixels.
    var height: Int
    /// Coverage per pixel, 0...255, row after row.
    var alpha: [UInt8]
    /// The column where the pen starts (past ink that reaches left of the pen).
    var penX: Int
    /// The row of the baseline.
    var baseline: Int
}

extension FontLibrary {
    /// Renders `text` with `face` (`renderCoverage(of:font:)`, shaped by HarfBuzz when available);
    /// nil when the face cannot be opened or the text has no pixels.
    ///
    /// Runs are kept in a cache bounded by their bytes (`coverageCacheBytes`, least recently
    /// used dropped first): a label drawn again, or the same words drawn on the next page, are
    /// not rendered again (docs/perf-log/issue-37-first-pass.md).
    func coverage(of text: String, face: FontFace) -> RunCoverage? {
        let key = WidthKey(face: face, text: text)
        lock.lock()
        if let cached = coverageCache.value(for: key) { lock.unlock(); return cached }
        renderedRuns += 1
        lock.unlock()
        let coverage = text.isEmpty ? nil : withFont(face) { Self.renderCoverage(of: text, font: $0) } ?? nil
        lock.lock(); defer { lock.unlock() }
        // The pixels, the key's text and about 100 bytes of bookkeeping.
        coverageCache.insert(coverage, for: key, cost: (coverage?.alpha.count ?? 0) + text.utf8.count + 128)
        return coverage
    }

    /// Renders `text` with `font` through SDL_ttf, uncached (the caller holds the font's set).
    ///
    /// `TTF_RenderUTF8_Shaded` on black writes each pixel's coverage as its 8-bit palette
    /// index: the same bytes as the alpha of `TTF_RenderUTF8_Blended` (glyphs from the same
    /// cached pixmaps, overlaps combined the same way; `CoverageModeTests`), at a quarter of the
    /// memory and in about half the time of the 32-bit surface it fills first.
    static func renderCoverage(of text: String, font: OpaquePointer) -> RunCoverage? {
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255), black = SDL_Color(r: 0, g: 0, b: 0, a: 255)
        guard let surface = TTF_RenderUTF8_Shaded(font, text, white, black) else { return nil }
        defer { SDL_FreeSurface(surface) }
        let s = surface.pointee
        guard let pixels = s.pixels, let format = s.format, format.pointee.BytesPerPixel == 1,
              s.w > 0, s.h > 0 else { return nil }
        let width = Int(s.w), height = Int(s.h), pitch = Int(s.pitch)
        // Rows copied whole, without the padding SDL adds to each.
        let alpha = [UInt8](unsafeUninitializedCapacity: width * height) { buffer, count in
            for y in 0..<height {
                (buffer.baseAddress! + y * width).initialize(from: (pixels + y * pitch).assumingMemoryBound(to: UInt8.self),
                                                             count: width)
            }
            count = width * height
        }
        // SDL_ttf grows the surface, and shifts the text, when ink reaches left of the pen or
        // above the font's ascent; it does not report by how much, so the shift is recomputed
        // from the glyph metrics (first glyph's left bearing, tallest glyph's top).
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
        var penX = 0
        if let first = text.unicodeScalars.first, TTF_GlyphMetrics32(font, first.value, &minX, &maxX, &minY, &maxY, &advance) == 0 {
            penX = min(max(0, -Int(minX)), width)
        }
        let ascent = Int(TTF_FontAscent(font))
        var top = ascent
        for scalar in text.unicodeScalars where TTF_GlyphMetrics32(font, scalar.value, &minX, &maxX, &minY, &maxY, &advance) == 0 {
            top = max(top, Int(maxY))
        }
        let extraTop = min(max(0, top - ascent), max(0, height - Int(TTF_FontHeight(font))))
        return RunCoverage(width: width, height: height, alpha: alpha, penX: penX, baseline: ascent + extraTop)
    }
}

extension FontLibrary {
    /// The alpha of `text` rendered in white by SDL_ttf's 32-bit mode (`TTF_RenderUTF8_Blended`),
    /// row after row, as runs were rendered before issue 37's twenty-sixth pass: the reference
    /// `CoverageModeTests` holds `renderCoverage(of:font:)` to (the caller holds the font's set).
    /// Tests only; here because only this module may import SDL_ttf (`scripts/check-seams.sh`).
    static func blendedAlpha(of text: String, font: OpaquePointer) -> (width: Int, height: Int, alpha: [UInt8])? {
        guard let surface = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return nil }
        defer { SDL_FreeSurface(surface) }
        let s = surface.pointee
        guard let pixels = s.pixels, let format = s.format, format.pointee.BytesPerPixel == 4, s.w > 0, s.h > 0 else { return nil }
        let shift = UInt32(format.pointee.Ashift)
        var alpha: [UInt8] = []
        alpha.reserveCapacity(Int(s.w) * Int(s.h))
        for y in 0..<Int(s.h) {
            let row = (pixels + y * Int(s.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(s.w) { alpha.append(UInt8(truncatingIfNeeded: row[x] >> shift)) }
        }
        return (Int(s.w), Int(s.h), alpha)
    }
}
