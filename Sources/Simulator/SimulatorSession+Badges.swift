import Foundation
import Raster
import Text

extension SimulatorSession {
    /// How many host ticks a notice stays (about two seconds at 60 Hz).
    static let noticeTicks = 120

    /// Shows `text` over the screen for a couple of seconds (the host keeps ticking meanwhile).
    public func show(notice text: String) {
        notice = (text, tickCount + Self.noticeTicks)
    }

    /// The switches that change how the session runs, as badges at the top right of the screen
    /// ("PAUSED", "SLOW 10x"), and the current notice at the bottom: drawn on the picture only,
    /// never on the device's screen, so no recorded frame holds them.
    func drawBadges(into picture: inout Bitmap) {
        let scale = Double(device.model.scale), rect = frame.screenRect
        var badges: [String] = []
        if isPaused { badges.append("PAUSED") }
        if isSlow { badges.append("SLOW 10x") }
        var right = Double(rect.x1) - 30 * scale
        // In the status bar's strip at the top, where the app draws nothing of its own.
        let style = TextStyle(font: TextFont(size: 11, isBold: true), alignment: .left)
        for badge in badges {
            let layout = TextRenderer.shared.layout(badge, style: style, scale: scale)
            // The measured size is in points.
            let width = (TextRenderer.shared.size(of: badge, style: style, scale: scale).width + 14) * scale
            right -= width
            picture.draw(QuadDraw(width: width, height: 16 * scale, transform: .translation(right, Double(rect.y0) + 2 * scale),
                                  fill: .color(RGBA8(red: 0.95, green: 0.6, blue: 0.1, alpha: 0.92)), cornerRadius: 8 * scale))
            TextRenderer.shared.draw(layout, color: .black, into: &picture, x: right + 7 * scale, y: Double(rect.y0) + 3 * scale)
            right -= 6 * scale
        }
        guard let notice else { return }
        let noticeStyle = TextStyle(font: TextFont(size: 14), alignment: .left)
        let layout = TextRenderer.shared.layout(notice.text, style: noticeStyle, scale: scale)
        let size = TextRenderer.shared.size(of: notice.text, style: noticeStyle, scale: scale)
        let width = min(Double(rect.width) - 24 * scale, (size.width + 28) * scale)
        let x = Double(rect.x0) + (Double(rect.width) - width) / 2, y = Double(rect.y1) - 90 * scale
        picture.draw(QuadDraw(width: width, height: 32 * scale, transform: .translation(x, y),
                              fill: .color(RGBA8(red: 0.1, green: 0.1, blue: 0.12, alpha: 0.88)), cornerRadius: 16 * scale))
        TextRenderer.shared.draw(layout, color: .white, into: &picture, x: x + 14 * scale, y: y + 7 * scale)
    }
}
