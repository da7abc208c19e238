extension RasterTarget {
    /// Draws `source` stretched over `rect`, curled by `curl`, source-over with `opacity`,
    /// touching only pixels inside `clip` (intersected with the target).
    ///
    /// Each destination pixel inverts the curl analytically from its center: its distance d
    /// from the curl line says whether it shows the flat page (d < 0, the same point), the
    /// cylinder (0 ≤ d ≤ radius: the back at arc length r (π - asin(d/r)) when that point is on
    /// the page, the front at r asin(d/r) below it), or only the shadow. Samples are bilinear
    /// with clamp-to-edge, edges (page outline, the roll's silhouette, the cut at the top of the
    /// roll) are anti-aliased. A pixel's value depends only on its position, never on `clip`,
    /// so drawing in bands gives exactly the same bitmap as one whole draw. Flat, fully covered
    /// pixels of a page drawn at its own size take a vector path that copies them; the others
    /// are computed eight at a time in single precision (within 2/255 of a double-precision
    /// evaluation).
    package func drawPageCurl(_ source: Bitmap, in rect: PixelRect, curl: PageCurl, opacity: Double = 1,
                             clip: PixelRect) {
        guard !source.isEmpty, !rect.isEmpty, opacity > 0 else { return }
        let area = clip.intersection(bounds).intersection(curl.footprint(of: rect))
        guard !area.isEmpty else { return }
        let geometry = PageCurlGeometry(curl: curl, rect: rect, sourceWidth: source.width,
                                        sourceHeight: source.height, opacity: Swift.min(1, opacity))
        source.pixels.withUnsafeBufferPointer { pixels in
            PageCurlKernel(geometry: geometry, source: pixels.baseAddress!, target: self).run(area)
        }
    }
}
