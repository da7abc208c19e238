import CPNGStream
import Foundation
import OutputFiles
import PNGCodec
import Raster
import Text

/// A contact sheet: one PNG with a grid of frames sampled over the exported range, each tile
/// labelled with its simulated time, its frame number and the transition's progress at it.
///
/// Drawn with Raster and Text only (no ffmpeg), and streamed: each frame is scaled down as it
/// arrives, and each row of tiles is drawn and written to the PNG (a band of rows at a time,
/// `CPNGStream`) as soon as its last tile came, so the sheet holds at most one row of tiles
/// however long the session (`--every 2` of an hour is as light as 16 tiles). The PNG is a
/// temporary file beside the output until it is complete (`OutputFile`).
package final class ContactSheet: ExportSink {
    /// How many tiles a sheet has when neither `every` nor a tile count is given.
    package static let defaultTileCount = 16
    /// Tiles per row when not given.
    package static let defaultColumns = 4
    /// The width of a tile's picture in sheet pixels, unless the frames are narrower.
    package static let defaultTileWidth = 270

    /// The PNG written.
    package let outputPath: String
    /// The line at the top of the sheet (the session and the range).
    package let title: String
    /// Tiles per row.
    package let columns: Int
    /// The times of the tiles: offsets in 60 Hz frames from the export's first output frame,
    /// ascending (time as lived, unless the export skips idle time).
    package let sampleOffsets: [Int]
    /// The output time of the export's first frame, in 60 Hz frames from the session's start:
    /// where the tiles' clock labels count from.
    package let startTime: Int
    /// The most tiles the sheet held at once (never more than `columns`).
    package private(set) var mostTilesHeld = 0
    /// How many tiles the sheet has been given.
    package private(set) var outputFrameCount = 0
    /// The tiles of the row being filled, each with its time (an offset).
    private var tiles: [(frame: ExportFrame, image: Bitmap, time: Int)] = []
    private var geometry: Geometry?
    private var rowsWritten = 0
    private let file: OutputFile
    private let replacing: Bool
    private var stream: OpaquePointer?

    /// Where everything goes on the sheet, fixed by the first frame's size.
    private struct Geometry {
        static let margin = 16, gap = 12, header = 36, labelHeight = 40
        let tileWidth: Int, tileHeight: Int, rows: Int, width: Int, height: Int

        init(first: Bitmap, tileCount: Int, columns: Int) {
            tileWidth = min(ContactSheet.defaultTileWidth, first.width)
            tileHeight = Int((Double(tileWidth) * Double(first.height) / Double(max(1, first.width))).rounded())
            rows = (tileCount + columns - 1) / columns
            width = 2 * Self.margin + columns * tileWidth + (columns - 1) * Self.gap
            height = Self.margin + Self.header + rows * (tileHeight + Self.labelHeight) + (rows - 1) * Self.gap + Self.margin
        }

        /// The top of row `row`'s tiles.
        func tileTop(row: Int) -> Int { Self.margin + Self.header + row * (tileHeight + Self.labelHeight + Self.gap) }

        /// The sheet rows band `row` covers: the title with the first row, the gap above every
        /// other row, and the bottom margin with the last, so the bands tile the sheet.
        func band(row: Int) -> Range<Int> {
            let top = row == 0 ? 0 : tileTop(row: row) - Self.gap
            let bottom = row == rows - 1 ? height : tileTop(row: row) + tileHeight + Self.labelHeight
            return top..<bottom
        }
    }

    /// A sheet of `frameCount` output frames starting at `startTime` (60 Hz frames from the
    /// session's start), showing those `sampleOffsets(frameCount:every:tiles:)` picks, `columns`
    /// wide, written to `outputPath` (over a regular file there only when `replacing`); throws
    /// `ExportError.cannotWrite` when it cannot be.
    package init(outputPath: String, title: String, frameCount: Int, startTime: Int = 0,
                every: Int? = nil, tiles: Int? = nil, columns: Int? = nil, replacing: Bool = false) throws {
        self.outputPath = outputPath
        self.replacing = replacing
        self.title = title
        self.startTime = startTime
        sampleOffsets = Self.sampleOffsets(frameCount: frameCount, every: every, tiles: tiles)
        self.columns = max(1, min(columns ?? Self.defaultColumns, sampleOffsets.count))
        do {
            file = try OutputFile(path: outputPath)
        } catch {
            throw ExportError.cannotWrite("\(error)")
        }
    }

    deinit {
        if let stream { transitionlab_png_stream_free(stream) }
    }

    /// Which of `frameCount` frames a sheet shows: every `every`th from the first; else `tiles`
    /// frames (16 by default) spread evenly from the first to the last, both included.
    package static func sampleOffsets(frameCount: Int, every: Int? = nil, tiles: Int? = nil) -> [Int] {
        guard frameCount > 0 else { return [] }
        if let every, every > 0 { return Array(stride(from: 0, to: frameCount, by: every)) }
        let count = min(frameCount, max(1, tiles ?? defaultTileCount))
        guard count > 1 else { return [0] }
        // Rounded to the nearest frame, so the spacing stays even and the last tile is the last frame.
        return (0..<count).map { ($0 * (frameCount - 1) + (count - 1) / 2) / (count - 1) }
    }

    /// Whether a sampled time falls in `span`: a picture held as idle time can be several tiles.
    package func wantsFrame(shownAt span: ClosedRange<Int>) -> Bool {
        let index = firstSample(atOrAfter: span.lowerBound)
        return index < sampleOffsets.count && sampleOffsets[index] <= span.upperBound
    }

    /// The index of the first sampled time at or after `offset` (binary search).
    private func firstSample(atOrAfter offset: Int) -> Int {
        var low = 0, high = sampleOffsets.count
        while low < high {
            let middle = (low + high) / 2
            if sampleOffsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Keeps the frame, scaled down close to a tile's size, as a tile for every sampled time it
    /// shows at (one, or several for a picture held as idle time; without `shownAt`, one);
    /// writes each row when it is full.
    package func write(_ frame: ExportFrame) throws {
        var image = frame.image
        // Halving by averaging before the final bilinear scale keeps fine detail from aliasing.
        while image.width >= 2 * Self.defaultTileWidth, image.height >= 2 { image = Self.halved(image) }
        if geometry == nil {
            let geometry = Geometry(first: frame.image, tileCount: sampleOffsets.count, columns: columns)
            self.geometry = geometry
            try start(width: geometry.width, height: geometry.height)
        }
        let times: ArraySlice<Int>
        if let span = frame.shownAt {
            times = sampleOffsets[firstSample(atOrAfter: span.lowerBound)...].prefix { $0 <= span.upperBound }
        } else {
            // A frame given without its time (by hand, not by the exporter) is the next tile, if any is left.
            times = sampleOffsets[min(outputFrameCount, sampleOffsets.count)...].prefix(1)
        }
        for time in times {
            tiles.append((frame, image, time))
            outputFrameCount += 1
            mostTilesHeld = max(mostTilesHeld, tiles.count)
            if tiles.count == columns { try writeRow() }
        }
    }

    /// Writes the last row and the end of the PNG, and puts the file at `outputPath`.
    package func finish() throws {
        guard let geometry else { throw ExportError.replayFailed("no frames to put on the sheet") }
        if !tiles.isEmpty { try writeRow() }
        // Rows that never got a frame (a range cut short) are drawn empty, so the PNG is whole.
        while rowsWritten < geometry.rows { try writeRow() }
        var message = [CChar](repeating: 0, count: 256)
        if let stream, transitionlab_png_stream_finish(stream, &message, message.count) != 0 {
            throw ExportError.cannotWrite("could not write \(outputPath): \(String(cString: message))")
        }
        do {
            try file.commit(replacing: replacing)
        } catch {
            throw ExportError.cannotWrite("could not write \(outputPath): \(error)")
        }
    }

    /// Drops the tiles and removes the unfinished PNG.
    package func abort() {
        tiles = []
        file.discard()
    }

    private func start(width: Int, height: Int) throws {
        var message = [CChar](repeating: 0, count: 256)
        stream = transitionlab_png_stream_open(file.fileDescriptor, UInt32(width), UInt32(height), &message, message.count)
        if stream == nil { throw ExportError.cannotWrite("could not write \(outputPath): \(String(cString: message))") }
    }

    /// Draws the band of the next row with the tiles held, writes it to the PNG and drops them.
    private func writeRow() throws {
        guard let geometry, let stream else { return }
        let row = rowsWritten, band = geometry.band(row: row)
        var picture = Bitmap(width: geometry.width, height: band.count, color: RGBA8(r: 28, g: 28, b: 32, a: 255))
        let margin = Geometry.margin
        if row == 0 {
            let renderer = TextRenderer.shared
            let titleLayout = renderer.layout(title, style: TextStyle(font: TextFont(size: 16, isBold: true), alignment: .left),
                                              maxWidth: Double(geometry.width - 2 * margin), scale: 1)
            renderer.draw(titleLayout, color: .white, into: &picture, x: Double(margin), y: Double(margin))
        }
        let y = geometry.tileTop(row: row) - band.lowerBound
        for (index, tile) in tiles.enumerated() {
            let x = margin + index * (geometry.tileWidth + Geometry.gap)
            drawTile(tile.image, into: &picture, x: x, y: y, width: geometry.tileWidth, height: geometry.tileHeight)
            drawLabel(for: tile.frame, time: startTime + tile.time, into: &picture, x: x, y: y + geometry.tileHeight + 4)
        }
        tiles = []
        rowsWritten += 1
        let bytes = AlphaConversion.straightRGBA(fromPremultiplied: picture.pixels)
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer {
            transitionlab_png_stream_write_rows(stream, $0.baseAddress, UInt32(band.count), &message, message.count)
        }
        if status != 0 { throw ExportError.cannotWrite("could not write \(outputPath): \(String(cString: message))") }
    }

    /// The frame scaled to fit its tile (centered, for a frame turned by a rotation), on a thin outline.
    private func drawTile(_ image: Bitmap, into sheet: inout Bitmap, x: Int, y: Int, width: Int, height: Int) {
        sheet.fill(PixelRect(x: x - 1, y: y - 1, width: width + 2, height: height + 2), color: RGBA8(r: 70, g: 70, b: 78, a: 255))
        sheet.fill(PixelRect(x: x, y: y, width: width, height: height), color: RGBA8(r: 0, g: 0, b: 0, a: 255))
        let scale = min(Double(width) / Double(image.width), Double(height) / Double(image.height))
        let w = Double(image.width) * scale, h = Double(image.height) * scale
        sheet.draw(QuadDraw(width: w, height: h,
                            transform: .translation(Double(x) + (Double(width) - w) / 2, Double(y) + (Double(height) - h) / 2),
                            fill: .image(image, crop: nil)))
    }

    /// Two lines under a tile: the time (output time, as lived unless idle time is skipped) and
    /// frame number, then the transition's progress.
    private func drawLabel(for frame: ExportFrame, time: Int, into sheet: inout Bitmap, x: Int, y: Int) {
        let renderer = TextRenderer.shared
        let bold = TextStyle(font: TextFont(size: 13, isBold: true), alignment: .left)
        let plain = TextStyle(font: TextFont(size: 13), alignment: .left)
        let time = renderer.layout("\(ExportTimeFormat.clock(frame: time))   frame \(frame.number(shownAt: time - startTime))", style: bold, scale: 1)
        renderer.draw(time, color: RGBA8(r: 235, g: 235, b: 240, a: 255), into: &sheet, x: Double(x), y: Double(y))
        let color = frame.progress == nil ? RGBA8(r: 130, g: 130, b: 140, a: 255)
            : frame.progress?.isInteractive == true ? RGBA8(r: 110, g: 200, b: 255, a: 255) : RGBA8(r: 255, g: 190, b: 90, a: 255)
        let progress = renderer.layout(ExportTimeFormat.progress(frame.progress), style: plain, scale: 1)
        renderer.draw(progress, color: color, into: &sheet, x: Double(x), y: Double(y + 18))
    }

    /// `image` at half its width and height, each pixel the average of four.
    static func halved(_ image: Bitmap) -> Bitmap {
        let width = image.width / 2, height = image.height / 2
        var pixels = [UInt32](repeating: 0, count: width * height)
        image.pixels.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let top = 2 * y * image.width, bottom = top + image.width
                for x in 0..<width {
                    let a = source[top + 2 * x], b = source[top + 2 * x + 1], c = source[bottom + 2 * x], d = source[bottom + 2 * x + 1]
                    var packed: UInt32 = 0
                    for shift in stride(from: UInt32(0), to: 32, by: 8) {
                        let sum = (a >> shift & 0xff) + (b >> shift & 0xff) + (c >> shift & 0xff) + (d >> shift & 0xff)
                        packed |= ((sum + 2) / 4) << shift
                    }
                    pixels[y * width + x] = packed
                }
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
