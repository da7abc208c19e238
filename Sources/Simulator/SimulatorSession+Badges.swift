import Foundation
import Raster
import Text
import UIKit

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
        let style = TextStyle(font: TextFont(size: 11, isBold: true), alignment: .left)
        // The measured sizes are in points.
        let widths = badges.map { TextRenderer.shared.size(of: $0, style: style, scale: scale).width + 14 }
        let row = widths.reduce(0, +) + 6 * Double(max(0, badges.count - 1))
        let (start, top) = badgeRowPlace(width: row)
        var badgeX = Double(rect.x0) + start * scale
        let badgeY = Double(rect.y0) + top * scale
        for (badge, width) in zip(badges, widths) {
            let layout = TextRenderer.shared.layout(badge, style: style, scale: scale)
            picture.draw(QuadDraw(width: width * scale, height: 16 * scale, transform: .translation(badgeX, badgeY),
                                  fill: .color(RGBA8(red: 0.95, green: 0.6, blue: 0.1, alpha: 0.92)), cornerRadius: 8 * scale))
            TextRenderer.shared.draw(layout, color: .black, into: &picture, x: badgeX + 7 * scale, y: badgeY + 1 * scale)
            badgeX += (width + 6) * scale
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

    /// Where a row of badges `width` points wide goes, in screen points (left edge, top): centred
    /// in the part of the status bar where nothing is drawn (the notch's place, say), so the time
    /// and the battery stay readable; right-aligned just below the bar when that part is too
    /// narrow; at the top right when the screen shows no status bar (a phone on its side).
    func badgeRowPlace(width: Double) -> (x: Double, y: Double) {
        let (bar, empty, screenWidth) = device.run { () -> (CGRect, CGRect, Double) in
            let manager = device.window?.statusBarManager
            return (manager?.statusBarFrame ?? .zero, manager?.emptyFrame ?? .zero, Double(UIScreen.main.bounds.width))
        }
        guard bar.height > 0 else { return (screenWidth - 30 - width, 2) }
        guard Double(empty.width) >= width + 8 else { return (screenWidth - 12 - width, Double(bar.maxY) + 2) }
        let top = Double(empty.midY) - 8
        return (Double(empty.midX) - width / 2, top)
    }
}
