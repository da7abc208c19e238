import Foundation

/// The status bar's glyphs: cellular signal, Wi-Fi and battery, drawn as filled shapes (full
/// signal, full battery) in the content color.
extension StatusBarView {
    /// The four signal bars' size.
    static let signalSize = CGSize(width: 17, height: 11)
    /// The Wi-Fi fan's size.
    static let wifiSize = CGSize(width: 15.5, height: 11)
    /// The battery's size, its cap included.
    static let batterySize = CGSize(width: 27, height: 12)

    /// Draws four rising bars from `x`, centred on `middle`; returns their right edge.
    func drawSignal(x: CGFloat, middle: CGFloat, context: CGContext, scale: CGFloat = 1) -> CGFloat {
        let size = Self.signalSize, barWidth: CGFloat = 3.2 * scale, gap = (size.width * scale - 4 * barWidth) / 3
        let bottom = middle + size.height * scale / 2
        context.setFillColor(contentColor.cgColor)
        for index in 0..<4 {
            let height = size.height * scale * (0.36 + 0.64 * CGFloat(index) / 3)
            let bar = CGRect(x: x + CGFloat(index) * (barWidth + gap), y: bottom - height, width: barWidth, height: height)
            UIBezierPath(roundedRect: bar, cornerRadius: 1 * scale).fill()
        }
        return x + size.width * scale
    }

    /// Draws the Wi-Fi fan (a dot and two bands spreading upwards) from `x`; returns its right edge.
    func drawWifi(x: CGFloat, middle: CGFloat, context: CGContext, scale: CGFloat = 1) -> CGFloat {
        let size = Self.wifiSize
        let center = CGPoint(x: x + size.width * scale / 2, y: middle + size.height * scale / 2)
        // Each piece spans 45 degrees either side of straight up, between two radii.
        let pieces: [(CGFloat, CGFloat)] = [(0, 3.4), (4.7, 7.3), (8.6, 11)]
        context.setFillColor(contentColor.cgColor)
        for (inner, outer) in pieces {
            var points: [CGPoint] = []
            let steps = 12
            for step in 0...steps {
                let angle = -CGFloat.pi / 2 - CGFloat.pi / 4 + CGFloat.pi / 2 * CGFloat(step) / CGFloat(steps)
                points.append(CGPoint(x: center.x + cos(angle) * outer * scale, y: center.y + sin(angle) * outer * scale))
            }
            if inner > 0 {
                for step in (0...steps).reversed() {
                    let angle = -CGFloat.pi / 2 - CGFloat.pi / 4 + CGFloat.pi / 2 * CGFloat(step) / CGFloat(steps)
                    points.append(CGPoint(x: center.x + cos(angle) * inner * scale, y: center.y + sin(angle) * inner * scale))
                }
            } else {
                points.append(center)
            }
            context.beginPath()
            context.addLines(between: points)
            context.closePath()
            context.fillPath()
        }
        return x + size.width * scale
    }

    /// Draws a full battery (a faint outline, a solid charge and the terminal) from `x`;
    /// returns its right edge.
    func drawBattery(x: CGFloat, middle: CGFloat, context: CGContext) -> CGFloat {
        let size = Self.batterySize
        let body = CGRect(x: x, y: middle - size.height / 2, width: size.width - 2.5, height: size.height)
        let color = contentColor
        context.setStrokeColor(color.withAlphaComponent(0.4).cgColor)
        context.setLineWidth(1)
        UIBezierPath(roundedRect: body.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 3.5).stroke()
        context.setFillColor(color.cgColor)
        UIBezierPath(roundedRect: body.insetBy(dx: 2, dy: 2), cornerRadius: 2).fill()
        context.setFillColor(color.withAlphaComponent(0.4).cgColor)
        let cap = CGRect(x: body.maxX + 1, y: middle - 2, width: 1.5, height: 4)
        UIBezierPath(roundedRect: cap, cornerRadius: 0.75).fill()
        return x + size.width
    }
}
