import Foundation
import PNGCodec
import Raster
import Text

/// A contact sheet: one PNG with a grid of frames sampled over the exported range, each tile
/// labelled with its simulated time, its frame number and the transition's progress at it.
///
/// Drawn with Raster and Text only (no ffmpeg). Tiles are scaled down as frames arrive, so a
/// long session costs only the sampled tiles' memory.
public final class ContactSheet: ExportSink {
    /// How many tiles a sheet has when neither `every` nor a tile count is given.
    public static let defaultTileCount = 16
    /// Tiles per row when not given.
    public static let defaultColumns = 4
    /// The width of a tile's picture in sheet pixels, unless the frames are narrower.
    public static let defaultTileWidth = 270

    /// The PNG written.
    public let outputPath: String
    /// The line at the top of the sheet (the session and the range).
    public let title: String
    /// Tiles per row.
    public let columns: Int
    /// The offsets from the range's first frame of the frames shown, ascending.
    public let sampleOffsets: [Int]
    private let wanted: Set<Int>
    private var tiles: [(frame: ExportFrame, image: Bitmap)] = []
    private var wroteFile = false

    /// A sheet of the frames `sampleOffsets(frameCount:every:tiles:)` picks, `columns` wide.
    public init(outputPath: String, title: String, frameCount: Int, every: Int? = nil, tiles: Int? = nil, columns: Int? = nil) {
        self.outputPath = outputPath
        self.title = title
        sampleOffsets = Self.sampleOffsets(frameCount: frameCount, every: every, tiles: tiles)
        wanted = Set(sampleOffsets)
        self.columns = max(1, min(columns ?? Self.defaultColumns, sampleOffsets.count))
    }

    /// Which of `frameCount` frames a sheet shows: every `every`th from the first; else `tiles`
    /// frames (16 by default) spread evenly from the first to the last, both included.
    public static func sampleOffsets(frameCount: Int, every: Int? = nil, tiles: Int? = nil) -> [Int] {
        guard frameCount > 0 else { return [] }
        if let every, every > 0 { return Array(stride(from: 0, to: frameCount, by: every)) }
        let count = min(frameCount, max(1, tiles ?? defaultTileCount))
        guard count > 1 else { return [0] }
        // Rounded to the nearest frame, so the spacing stays even and the last tile is the last frame.
        return (0..<count).map { ($0 * (frameCount - 1) + (count - 1) / 2) / (count - 1) }
    }

    /// Whether the frame at `offset` is one of the sampled ones.
    public func wantsFrame(atOffset offset: Int) -> Bool { wanted.contains(offset) }

    /// Keeps the frame, scaled down close to a tile's size.
    public func write(_ frame: ExportFrame) throws {
        var image = frame.image
        // Halving by averaging before the final bilinear scale keeps fine detail from aliasing.
        while image.width >= 2 * Self.defaultTileWidth, image.height >= 2 { image = Self.halved(image) }
        tiles.append((frame, image))
    }

    /// Draws the sheet and writes it as PNG.
    public func finish() throws {
        guard !tiles.isEmpty else { throw ExportError.replayFailed("no frames to put on the sheet") }
        do {
            try image().writePNG(toFile: outputPath)
            wroteFile = true
        } catch {
            abort()
            throw ExportError.cannotWrite("could not write \(outputPath): \(error)")
        }
    }

    /// Drops the tiles; removes the PNG when writing it failed partway.
    public func abort() {
        tiles = []
        if !wroteFile { try? FileManager.default.removeItem(atPath: outputPath) }
    }

    /// The sheet as a bitmap: the title, then the tiles row by row with their labels.
    public func image() -> Bitmap {
        let margin = 16, gap = 12, header = 36, labelHeight = 40
        let first = tiles.first?.frame.image ?? Bitmap(width: 1, height: 1)
        let tileWidth = min(Self.defaultTileWidth, first.width)
        let tileHeight = Int((Double(tileWidth) * Double(first.height) / Double(max(1, first.width))).rounded())
        let rows = (tiles.count + columns - 1) / columns
        let width = 2 * margin + columns * tileWidth + (columns - 1) * gap
        let height = margin + header + rows * (tileHeight + labelHeight) + (rows - 1) * gap + margin
        var sheet = Bitmap(width: width, height: height, color: RGBA8(r: 28, g: 28, b: 32, a: 255))
        let renderer = TextRenderer.shared
        let titleLayout = renderer.layout(title, style: TextStyle(font: TextFont(size: 16, isBold: true), alignment: .left),
                                          maxWidth: Double(width - 2 * margin), scale: 1)
        renderer.draw(titleLayout, color: .white, into: &sheet, x: Double(margin), y: Double(margin))
        for (index, tile) in tiles.enumerated() {
            let x = margin + index % columns * (tileWidth + gap)
            let y = margin + header + index / columns * (tileHeight + labelHeight + gap)
            drawTile(tile.image, into: &sheet, x: x, y: y, width: tileWidth, height: tileHeight)
            drawLabel(for: tile.frame, into: &sheet, x: x, y: y + tileHeight + 4)
        }
        return sheet
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

    /// Two lines under a tile: the time and frame number, then the transition's progress.
    private func drawLabel(for frame: ExportFrame, into sheet: inout Bitmap, x: Int, y: Int) {
        let renderer = TextRenderer.shared
        let bold = TextStyle(font: TextFont(size: 13, isBold: true), alignment: .left)
        let plain = TextStyle(font: TextFont(size: 13), alignment: .left)
        let time = renderer.layout("\(ExportTimeFormat.clock(frame: frame.number))   frame \(frame.number)", style: bold, scale: 1)
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
