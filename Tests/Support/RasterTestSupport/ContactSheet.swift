import Raster

/// Collates frames into one image, left to right then top to bottom, for transition sheets.
///
/// Every cell has the size of the largest frame; a smaller frame sits at its cell's top-left
/// corner. Cells are separated by `gap` pixels, with a `gap`-wide border around the sheet, all
/// filled with `background`. Frame pixels are copied unchanged (not blended), so the sheet holds
/// exactly the frames' values. No frames gives an empty bitmap; `columns` below 1 counts as 1.
public func contactSheet(_ frames: [Bitmap], columns: Int, gap: Int = 4, background: RGBA8) -> Bitmap {
    guard !frames.isEmpty else { return Bitmap(width: 0, height: 0) }
    let layout = ContactSheetLayout(frameSizes: frames.map { ($0.width, $0.height) },
                                    columns: columns, gap: gap)
    var sheet = Bitmap(width: layout.width, height: layout.height, color: background)
    for (index, frame) in frames.enumerated() {
        let origin = layout.origin(ofCell: index)
        for y in 0..<frame.height {
            let source = y * frame.width
            let destination = (origin.y + y) * sheet.width + origin.x
            sheet.pixels.replaceSubrange(destination..<destination + frame.width,
                                         with: frame.pixels[source..<source + frame.width])
        }
    }
    return sheet
}

/// Where each frame of a contact sheet goes; exposed so tests can locate cells.
public struct ContactSheetLayout: Equatable {
    /// Width of one cell: the widest frame.
    public var cellWidth: Int
    /// Height of one cell: the tallest frame.
    public var cellHeight: Int
    /// Number of cells per row (at least 1).
    public var columns: Int
    /// Number of rows of cells.
    public var rows: Int
    /// Pixels between cells and around the sheet (at least 0).
    public var gap: Int

    /// Computes the layout for frames of the given sizes.
    public init(frameSizes: [(width: Int, height: Int)], columns: Int, gap: Int = 4) {
        self.columns = max(1, columns)
        self.gap = max(0, gap)
        cellWidth = frameSizes.map(\.width).max() ?? 0
        cellHeight = frameSizes.map(\.height).max() ?? 0
        rows = (frameSizes.count + self.columns - 1) / self.columns
    }

    /// Width of the whole sheet.
    public var width: Int { columns * cellWidth + (columns + 1) * gap }
    /// Height of the whole sheet.
    public var height: Int { rows * cellHeight + (rows + 1) * gap }

    /// The top-left pixel of cell `index` (row-major).
    public func origin(ofCell index: Int) -> (x: Int, y: Int) {
        let column = index % columns, row = index / columns
        return (gap + column * (cellWidth + gap), gap + row * (cellHeight + gap))
    }
}

/// `bitmap` at a quarter of its size, each pixel the top-left one of its 4 x 4 block: how the
/// whole-screen sheets keep a golden of many screens small.
public func quarter(_ bitmap: Bitmap) -> Bitmap {
    let width = bitmap.width / 4, height = bitmap.height / 4
    var pixels = [UInt32](repeating: 0, count: width * height)
    for y in 0..<height {
        for x in 0..<width { pixels[y * width + x] = bitmap.pixels[(y * 4) * bitmap.width + x * 4] }
    }
    return Bitmap(width: width, height: height, pixels: pixels)
}
