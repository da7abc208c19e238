import Foundation
import Raster
import Text

/// The review bar under the phone in the replay window: the timeline with its marks and the
/// playhead, and the transport buttons (previous mark, step back, play/pause, step forward,
/// next mark, slower, faster). A value: the window sets its fields, draws it under the phone
/// picture and asks it what a click hit.
package struct ReviewBar {
    /// What a click on the bar asks for.
    package enum Action: Equatable, Sendable {
        /// Jump to the previous mark.
        case previousMark
        /// Show the frame before.
        case stepBack
        /// Start or stop playing.
        case playPause
        /// Show the frame after.
        case stepForward
        /// Jump to the next mark.
        case nextMark
        /// Play slower.
        case slower
        /// Play faster.
        case faster
        /// Show this frame (a click or drag on the timeline).
        case scrub(Int)
        /// Leave the branch for the original recording.
        case backToOriginal
    }

    /// The bar's height in points: the timeline, the buttons, the caption, and a line for the
    /// branch's notice and the "Original (O)" button.
    package static let height = 130.0
    /// The speeds the slower and faster buttons step through.
    package static let speeds = [0.1, 0.25, 0.5, 1, 2, 4]
    /// A moment marked on the timeline.
    package struct Mark: Equatable, Sendable {
        /// What happened there, which sets the tick's colour and length.
        package enum Kind: Equatable, Sendable {
            /// A finger put down or lifted: a short tick under the line.
            case touch
            /// A navigation or tab transition began, finished or was cancelled.
            case transitionBegan, transitionFinished, transitionCancelled
            /// A presentation or dismissal, whatever its end.
            case presentation
            /// The device turned.
            case rotation
        }

        /// The frame marked.
        package var frame: Int
        /// What happened.
        package var kind: Kind

        /// A mark of `kind` at `frame`.
        package init(frame: Int, kind: Kind) {
            self.frame = frame
            self.kind = kind
        }
    }

    /// The session's last frame: the timeline's right end.
    package var lastFrame: Int
    /// The marks, in frame order.
    package var marks: [Mark]
    /// The frame shown.
    package var frame = 0
    /// The 60 Hz frames lived before the frame shown, recorded idle time included, when the
    /// window knows them: the time the caption shows, as the REC pill counted it and exports
    /// and the review page show it. Nil: the frame's own simulated time.
    package var livedFrames: Int?
    /// Whether the replay plays.
    package var isPlaying = false
    /// How fast it plays, as a multiple of real time.
    package var speed = 1.0
    /// What the running transition is doing ("push 42%"), shown beside the time.
    package var transition: String?
    /// Shown under the caption after a take-over ("REC branch.jsonl", "BRANCH branch.jsonl"),
    /// shortened with "…" to end before the "Original (O)" button.
    package var notice: String?
    /// Whether the review is on a branch: an "Original (O)" button then leads back.
    package var offersOriginal = false
    /// The bar's width in pixels.
    package var width: Int
    /// Pixels per point.
    package var scale: Double

    /// A bar `width` pixels wide at `scale` for a session of `lastFrame` frames with `marks`.
    package init(lastFrame: Int, marks: [Mark], width: Int, scale: Double) {
        self.lastFrame = lastFrame
        self.marks = marks
        self.width = width
        self.scale = scale
    }

    /// The bar's height in pixels.
    package var pixelHeight: Int { Int((Self.height * scale).rounded()) }

    /// The next speed up (or down) from `speed` in `speeds`.
    package static func speed(after speed: Double, faster: Bool) -> Double {
        if faster { return speeds.first { $0 > speed + 1e-9 } ?? speeds.last! }
        return speeds.last { $0 < speed - 1e-9 } ?? speeds.first!
    }

    // MARK: Geometry (points from the bar's top-left corner)

    private var pointWidth: Double { Double(width) / scale }
    private var track: (x: Double, y: Double, width: Double, height: Double) { (16, 14, pointWidth - 32, 22) }
    private static let buttons: [(label: String, action: Action)] = [
        ("|◀◀", .previousMark), ("◀|", .stepBack), ("▶", .playPause), ("|▶", .stepForward), ("▶▶|", .nextMark),
        ("−", .slower), ("+", .faster),
    ]
    private static let buttonSize = (width: 36.0, height: 30.0, gap: 5.0, y: 46.0)
    /// The caption's line (frame, time, transition), under the buttons.
    private static let captionY = 84.0
    /// Under the caption, at the right end of the notice's line, so neither covers the other.
    private var originalButtonRect: (x: Double, y: Double, width: Double, height: Double) {
        (pointWidth - 12 - 88, 102, 88, 22)
    }

    private func buttonRect(_ index: Int) -> (x: Double, y: Double, width: Double, height: Double) {
        let size = Self.buttonSize
        // The speed buttons stand apart from the transport, with the speed between them.
        let x = 16 + Double(index) * (size.width + size.gap) + (index >= 5 ? 14 : 0) + (index >= 6 ? 44 : 0)
        return (x, size.y, size.width, size.height)
    }

    /// The frame at a horizontal position on the timeline (in pixels from the bar's left).
    package func frame(atPixelX x: Double) -> Int {
        let t = track
        let fraction = min(1, max(0, (x / scale - t.x) / t.width))
        return Int((fraction * Double(lastFrame)).rounded())
    }

    /// Whether a pixel (from the bar's top-left) is on the timeline, where a press scrubs.
    package func isOnTimeline(x: Double, y: Double) -> Bool {
        let t = track, px = x / scale, py = y / scale
        return py >= t.y - 8 && py <= t.y + t.height + 8 && px >= t.x - 8 && px <= t.x + t.width + 8
    }

    /// What a click at a pixel (from the bar's top-left) asks for, if anything.
    package func action(atPixelX x: Double, y: Double) -> Action? {
        if isOnTimeline(x: x, y: y) { return .scrub(frame(atPixelX: x)) }
        let px = x / scale, py = y / scale
        if offersOriginal {
            let r = originalButtonRect
            if px >= r.x && px < r.x + r.width && py >= r.y && py < r.y + r.height { return .backToOriginal }
        }
        for (index, button) in Self.buttons.enumerated() {
            let r = buttonRect(index)
            if px >= r.x && px < r.x + r.width && py >= r.y && py < r.y + r.height { return button.action }
        }
        return nil
    }

    // MARK: Drawing

    /// The bar drawn on its own, `width` x `pixelHeight` pixels.
    package func image() -> Bitmap {
        var bitmap = Bitmap(width: width, height: pixelHeight, color: RGBA8(red: 0.11, green: 0.11, blue: 0.13))
        draw(into: &bitmap)
        return bitmap
    }

    /// `picture` with the bar drawn below it (the picture centred when narrower than the bar).
    package func composed(under picture: Bitmap) -> Bitmap {
        let bar = image()
        var out = Bitmap(width: max(picture.width, bar.width), height: picture.height + bar.height,
                         color: RGBA8(red: 0.11, green: 0.11, blue: 0.13))
        out.copy(picture, x: (out.width - picture.width) / 2, y: 0)
        out.copy(bar, x: (out.width - bar.width) / 2, y: picture.height)
        return out
    }

    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ color: RGBA8, radius: Double = 0,
                      into bitmap: inout Bitmap) {
        bitmap.draw(QuadDraw(width: w * scale, height: h * scale, transform: .translation(x * scale, y * scale),
                             fill: .color(color), cornerRadius: radius * scale))
    }

    private func text(_ string: String, x: Double, y: Double, size: Double = 13, bold: Bool = false,
                      color: RGBA8 = .white, into bitmap: inout Bitmap) {
        let style = TextStyle(font: TextFont(size: size, isBold: bold), alignment: .left)
        let layout = TextRenderer.shared.layout(string, style: style, scale: scale)
        TextRenderer.shared.draw(layout, color: color, into: &bitmap, x: x * scale, y: y * scale)
    }

    /// The colour a mark is drawn in.
    static func color(of mark: Mark) -> RGBA8 {
        switch mark.kind {
        case .presentation: return RGBA8(red: 0.75, green: 0.45, blue: 1)
        case .touch: return RGBA8(red: 0.55, green: 0.75, blue: 1)
        case .transitionBegan: return RGBA8(red: 0.3, green: 0.85, blue: 0.4)
        case .transitionFinished: return RGBA8(red: 0.2, green: 0.6, blue: 0.3)
        case .transitionCancelled: return RGBA8(red: 1, green: 0.55, blue: 0.15)
        case .rotation: return RGBA8(red: 1, green: 0.85, blue: 0.2)
        }
    }

    private func draw(into bitmap: inout Bitmap) {
        let t = track, last = max(1, lastFrame)
        rect(t.x, t.y + t.height / 2 - 3, t.width, 6, RGBA8(red: 0.32, green: 0.32, blue: 0.36), radius: 3, into: &bitmap)
        let played = t.width * Double(min(frame, last)) / Double(last)
        rect(t.x, t.y + t.height / 2 - 3, played, 6, RGBA8(red: 0.35, green: 0.55, blue: 0.95), radius: 3, into: &bitmap)
        for mark in marks {
            let x = t.x + t.width * Double(mark.frame) / Double(last)
            // Touches are short ticks below the line; transitions tall ticks across it.
            let isTouch = mark.kind == .touch
            rect(x - 1, isTouch ? t.y + t.height / 2 + 4 : t.y, 2, isTouch ? 7 : t.height / 2 + 2, Self.color(of: mark), into: &bitmap)
        }
        let head = t.x + t.width * Double(min(frame, last)) / Double(last)
        rect(head - 6, t.y + t.height / 2 - 6, 12, 12, .white, radius: 6, into: &bitmap)

        for (index, button) in Self.buttons.enumerated() {
            let r = buttonRect(index)
            rect(r.x, r.y, r.width, r.height, RGBA8(red: 0.22, green: 0.22, blue: 0.26), radius: 7, into: &bitmap)
            let label = button.action == .playPause && isPlaying ? "❚❚" : button.label
            let size = TextRenderer.shared.size(of: label, style: TextStyle(font: TextFont(size: 14, isBold: true), alignment: .left), scale: scale)
            text(label, x: r.x + (r.width - size.width) / 2, y: r.y + 6, size: 14, bold: true, into: &bitmap)
        }
        let speedLabel = speed == speed.rounded() ? "\(Int(speed))x" : "\(speed)x"
        text(speedLabel, x: buttonRect(5).x + Self.buttonSize.width + 6, y: Self.buttonSize.y + 7, size: 13, bold: true, into: &bitmap)

        text(caption, x: 16, y: Self.captionY, size: 12, color: RGBA8(red: 0.85, green: 0.85, blue: 0.88), into: &bitmap)
        let r = originalButtonRect
        if let notice {
            let room = (offersOriginal ? r.x - 10 : pointWidth - 12) - 16
            text(Self.shortened(notice, toWidth: room, size: 12, bold: true, scale: scale), x: 16, y: r.y + 4, size: 12, bold: true,
                 color: RGBA8(red: 1, green: 0.45, blue: 0.45), into: &bitmap)
        }
        if offersOriginal {
            rect(r.x, r.y, r.width, r.height, RGBA8(red: 0.55, green: 0.2, blue: 0.2), radius: 6, into: &bitmap)
            text("Original (O)", x: r.x + 8, y: r.y + 4, size: 12, bold: true, into: &bitmap)
        }
    }

    /// The caption under the buttons: the frame, the time as lived (`livedFrames`) and the
    /// running transition.
    package var caption: String {
        let tenths = (livedFrames ?? frame) * 10 / 60
        // A taken-over session goes on past the recording's end.
        let of = frame > lastFrame ? "recording ended at \(lastFrame)" : "/ \(lastFrame)"
        var caption = "frame \(frame) \(of)   " + String(format: "%d:%02d.%d", tenths / 600, tenths / 10 % 60, tenths % 10)
        if let transition { caption += "   " + transition }
        return caption
    }

    /// `string`, or as much of it as fits in `width` points followed by "…".
    static func shortened(_ string: String, toWidth width: Double, size: Double, bold: Bool, scale: Double) -> String {
        let style = TextStyle(font: TextFont(size: size, isBold: bold), alignment: .left)
        func fits(_ candidate: String) -> Bool { TextRenderer.shared.size(of: candidate, style: style, scale: scale).width <= width }
        if fits(string) { return string }
        var kept = Substring(string)
        while !kept.isEmpty && !fits(kept + "…") { kept = kept.dropLast() }
        return kept + "…"
    }
}
