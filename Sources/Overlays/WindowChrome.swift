import Foundation
import Raster
import Text

/// The simulator window's own marks, laid out around the phone picture and never over it: a
/// strip under the phone holds the session's status pills (REC, PAUSED, SLOW 10x) and the
/// latest toast, each sized to its text; while the shortcut list or the gesture overlay's card
/// is shown, a panel right of the phone holds them. The phone is drawn at the top left before
/// any mark and no mark reaches it, so the app's pixels are exactly the device's.
package struct WindowChrome {
    /// The strip's height under the phone, in points: a row of pills and a row for the toast.
    package static let stripHeight = 66.0
    /// The side panel's width, in points.
    package static let panelWidth = 300.0
    /// The window's backdrop, the color around the phone.
    package static let backdrop = RGBA8(r: 24, g: 24, b: 28, a: 255)
    /// The fill of the marks that tell a fault: the "REC failed" pill and an alert toast.
    package static let alertFill = RGBA8(red: 0.78, green: 0.12, blue: 0.12)

    /// The status pills, left to right: their text, their fill, their text's color and whether
    /// a red dot leads them (REC).
    package var pills: [(text: String, fill: RGBA8, textColor: RGBA8, dot: Bool)] = []
    /// The toast shown under the pills ("Saved …png"), if any.
    package var toast: String?
    /// Whether the toast tells a fault (a recording that stopped): it is drawn on
    /// `alertFill` instead of grey.
    package var toastIsAlert = false
    /// The keyboard shortcuts the panel lists, in order: the keys, then what they do (none: no
    /// list).
    package var shortcuts: [(keys: String, summary: String)] = []
    /// The gesture overlay's card (its lines and the transition's progress), when shown.
    package var card: (lines: [(text: String, color: RGBA8)], progress: Double?)?
    /// The bar of `open --watch` under the strip, when the window runs under a watch.
    package var watchBar: WatchBar?

    /// Chrome with no marks: the phone and an empty strip.
    package init() {}

    /// Whether the side panel is shown.
    package var hasPanel: Bool { !shortcuts.isEmpty || card != nil }

    /// The picture's size in pixels around a phone picture `phone` pixels large, at `scale`.
    package func pictureSize(phone: (width: Int, height: Int), scale: Double) -> (width: Int, height: Int) {
        let strip = Int(((Self.stripHeight + (watchBar == nil ? 0 : WatchBar.height)) * scale).rounded())
        let panel = hasPanel ? Int((Self.panelWidth * scale).rounded()) : 0
        let panelHeight = hasPanel ? Int((panelContentHeight * scale).rounded()) : 0
        return (phone.width + panel, max(phone.height + strip, panelHeight))
    }

    /// The picture around a phone `phoneSize` pixels large that `drawPhone` draws at the top
    /// left of the picture over the backdrop: one bitmap for the phone and the marks, so a
    /// window picture costs one allocation of its size (a replay engine's cursor makes one per
    /// scrub, docs/PERFORMANCE.md).
    package func picture(phoneSize: (width: Int, height: Int), scale: Double, drawPhone: (inout Bitmap) -> Void) -> Bitmap {
        var canvas: Bitmap?
        return picture(phoneSize: phoneSize, scale: scale, canvas: &canvas, drawPhone: drawPhone)
    }

    /// `picture(phoneSize:scale:drawPhone:)` drawn on `canvas` when it has the picture's size,
    /// whatever it holds (it is filled with the backdrop first); `canvas` is then taken (nil).
    ///
    /// A canvas's pages are written already (a replay cursor's were made on its second core while
    /// it played, or hold its last picture), where a new bitmap's 16 MB at 3x fault in one by one.
    ///
    /// With `phoneCorners`, `drawPhone` sets every pixel of the phone's rectangle whatever was
    /// under it, but squares of that side at its corners (`PhoneFrame.bodyCornerSide`): the
    /// canvas gets the backdrop only around the phone and in those squares.
    package func picture(phoneSize: (width: Int, height: Int), scale: Double, canvas: inout Bitmap?,
                         phoneCorners: Int? = nil, drawPhone: (inout Bitmap) -> Void) -> Bitmap {
        let size = pictureSize(phone: phoneSize, scale: scale)
        var picture: Bitmap
        if canvas?.width == size.width && canvas?.height == size.height {
            // Taken, not copied: the picture holds the only reference, so filling it writes in place.
            picture = canvas!
            canvas = nil
            let whole = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
            if let phoneCorners {
                let phone = PixelRect(x: 0, y: 0, width: phoneSize.width, height: phoneSize.height)
                for piece in whole.pieces(around: phone, cornerSquares: phoneCorners) { picture.fill(piece, color: Self.backdrop) }
            } else {
                picture.fill(whole, color: Self.backdrop)
            }
        } else {
            picture = Bitmap(width: size.width, height: size.height, color: Self.backdrop)
        }
        drawPhone(&picture)
        drawStrip(into: &picture, top: Double(phoneSize.height) / scale, width: Double(phoneSize.width) / scale, scale: scale)
        watchBar?.draw(into: &picture, top: Double(phoneSize.height) / scale + Self.stripHeight, width: Double(phoneSize.width) / scale,
                       scale: scale)
        if hasPanel { drawPanel(into: &picture, left: Double(phoneSize.width) / scale, scale: scale) }
        return picture
    }

    private static let pillStyle = TextStyle(font: TextFont(size: 12, isBold: true), alignment: .left)
    private static let toastStyle = TextStyle(font: TextFont(size: 13), alignment: .left, lineBreakMode: .truncatingMiddle,
                                              maximumNumberOfLines: 1)

    /// The pills left to right in the strip's first row, the toast in its second, each sized
    /// to its text (a toast longer than the strip loses its middle).
    private func drawStrip(into picture: inout Bitmap, top: Double, width: Double, scale: Double) {
        let renderer = TextRenderer.shared
        var x = 12.0
        let y = top + 10
        for pill in pills {
            let layout = renderer.layout(pill.text, style: Self.pillStyle, scale: scale)
            let lead = pill.dot ? 20.0 : 9.0
            let pillWidth = lead + layout.width + 9
            guard x + pillWidth <= width - 8 else { break }
            roundedRect(x: x, y: y, width: pillWidth, height: 20, radius: 10, color: pill.fill, scale: scale, into: &picture)
            if pill.dot {
                roundedRect(x: x + 7, y: y + 5, width: 10, height: 10, radius: 5, color: RGBA8(red: 1, green: 0.2, blue: 0.2),
                            scale: scale, into: &picture)
            }
            renderer.draw(layout, color: pill.textColor, into: &picture, x: (x + lead) * scale, y: (y + 3) * scale)
            x += pillWidth + 6
        }
        guard let toast else { return }
        let layout = renderer.layout(toast, style: Self.toastStyle, maxWidth: width - 24 - 24, scale: scale)
        let toastY = top + 36
        roundedRect(x: 12, y: toastY, width: layout.width + 24, height: 22, radius: 11,
                    color: toastIsAlert ? Self.alertFill : RGBA8(red: 0.2, green: 0.2, blue: 0.24), scale: scale, into: &picture)
        renderer.draw(layout, color: .white, into: &picture, x: 24 * scale, y: (toastY + 3) * scale)
    }

    /// The panel's content height in points: the shortcut list, then the card, with margins.
    private var panelContentHeight: Double {
        var height = 12.0
        if !shortcuts.isEmpty { height += helpCardHeight + 12 }
        if let card { height += GestureCard.height(lines: card.lines.count, hasProgress: card.progress != nil) + 12 }
        return height
    }

    /// The shortcut list's height in points.
    var helpCardHeight: Double { 2 * Self.helpPadding + Self.helpLineHeight * Double(shortcuts.count + 1) }

    static let helpPadding = 14.0
    static let helpLineHeight = 21.0

    private func drawPanel(into picture: inout Bitmap, left: Double, scale: Double) {
        var y = 12.0
        let x = left + 4, width = Self.panelWidth - 16
        if !shortcuts.isEmpty {
            drawHelp(into: &picture, x: x, y: y, width: width, scale: scale)
            y += helpCardHeight + 12
        }
        if let card {
            GestureCard.draw(card.lines, progress: card.progress, into: &picture, x: x, y: y, width: width, scale: scale)
        }
    }

    /// Fills a rounded rectangle given in points.
    func roundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double, color: RGBA8, scale: Double,
                     into picture: inout Bitmap) {
        picture.draw(QuadDraw(width: width * scale, height: height * scale, transform: .translation(x * scale, y * scale),
                              fill: .color(color), cornerRadius: radius * scale))
    }

    /// The keyboard shortcuts, one a line (keys, then what they do), on a dark card in the
    /// side panel at (`x`, `y`) points, `width` points wide.
    func drawHelp(into picture: inout Bitmap, x: Double, y: Double, width: Double, scale: Double) {
        let padding = Self.helpPadding, lineHeight = Self.helpLineHeight
        roundedRect(x: x, y: y, width: width, height: helpCardHeight, radius: 12,
                    color: RGBA8(red: 0.1, green: 0.1, blue: 0.12), scale: scale, into: &picture)
        let renderer = TextRenderer.shared
        let bold = TextStyle(font: TextFont(size: 13, isBold: true), alignment: .left)
        let plain = TextStyle(font: TextFont(size: 13), alignment: .left, lineBreakMode: .truncatingTail, maximumNumberOfLines: 1)
        let keysWidth = 104.0
        let title = renderer.layout("Keyboard shortcuts", style: bold, scale: scale)
        renderer.draw(title, color: .white, into: &picture, x: (x + padding) * scale, y: (y + padding) * scale)
        for (index, command) in shortcuts.enumerated() {
            let lineY = (y + padding + lineHeight * Double(index + 1)) * scale
            let keys = renderer.layout(command.keys, style: bold, scale: scale)
            let summary = renderer.layout(command.summary, style: plain, maxWidth: width - 2 * padding - keysWidth, scale: scale)
            renderer.draw(keys, color: RGBA8(red: 0.6, green: 0.8, blue: 1), into: &picture, x: (x + padding) * scale, y: lineY)
            renderer.draw(summary, color: .white, into: &picture, x: (x + padding + keysWidth) * scale, y: lineY)
        }
    }
}
