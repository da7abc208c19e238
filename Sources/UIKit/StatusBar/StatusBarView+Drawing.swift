import Foundation
import Text

/// The status bar's picture: the fixed time and the indicators, laid out for the device's kind
/// of bar, in the style's color. Sizes are in points, measured on the iOS Simulator's bars.
extension StatusBarView {
    /// The time on a notched phone's bar: Apple's 9:41, without AM or PM, as iOS shows it there.
    static let notchedTime = "9:41"
    /// The time on a phone with a home button and on a tablet.
    static let classicTime = "9:41 AM"
    /// The date a tablet shows after the time (the day the iPhone was announced).
    static let tabletDate = "Tue Jan 9"
    /// The battery level every bar shows.
    static let batteryText = "100%"
    /// The carrier name a phone with a home button shows, as the iOS Simulator does.
    static let carrierText = "Carrier"
    /// The width of the notch on a notched phone, between the time and the indicators.
    static let notchWidth: CGFloat = 162

    /// The color of the content for the current style: white for light content, else black
    /// (`.default` is dark content: TransitionLab has no dark mode).
    var contentColor: UIColor { (drawnStyle ?? style) == .lightContent ? .white : .black }

    /// The part of the bar the layout leaves empty, in the bar's coordinates: the notch's
    /// place, or the gap right of the time on a phone with a home button, or the middle of a
    /// tablet's bar.
    var emptyRegion: CGRect {
        let width = bounds.width, height = bounds.height
        switch kind {
        case .notched:
            let ear = max(0, (width - Self.notchWidth) / 2)
            return CGRect(x: ear, y: 0, width: width - 2 * ear, height: height)
        case .homeButton:
            // Half the centred time (about 48 pt) plus a margin, to the battery's percentage.
            let start = width / 2 + 30, end = width - 70
            return CGRect(x: start, y: 0, width: max(0, end - start), height: height)
        case .tablet:
            // After the time and the date, before the Wi-Fi and the percentage.
            let start: CGFloat = 170, end = width - 110
            return CGRect(x: start, y: 0, width: max(0, end - start), height: height)
        }
    }

    /// Draws the whole bar into the current context.
    func drawContent() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let width = bounds.width, height = bounds.height, middle = height / 2
        switch kind {
        case .notched:
            // The time is centred in the left "ear" beside the notch, the indicators in the right one.
            let ear = max(0, (width - Self.notchWidth) / 2)
            let time = UIFont.systemFont(ofSize: 17, weight: .semibold)
            let timeWidth = textWidth(Self.notchedTime, font: time, context: context)
            drawText(Self.notchedTime, font: time, x: ear * 0.53 - timeWidth / 2, middle: middle, context: context)
            let group = Self.signalSize.width + 5 + Self.wifiSize.width + 5 + Self.batterySize.width
            var x = width - ear / 2 - group / 2 - 2
            x = drawSignal(x: x, middle: middle, context: context) + 5
            x = drawWifi(x: x, middle: middle, context: context) + 5
            _ = drawBattery(x: x, middle: middle, context: context)
        case .homeButton:
            let bold = UIFont.systemFont(ofSize: 12, weight: .semibold), plain = UIFont.systemFont(ofSize: 12)
            var x = drawSignal(x: 6, middle: middle, context: context, scale: 0.85) + 4
            x = drawText(Self.carrierText, font: plain, x: x, middle: middle, context: context) + 4
            _ = drawWifi(x: x, middle: middle, context: context, scale: 0.85)
            let timeWidth = textWidth(Self.classicTime, font: bold, context: context)
            drawText(Self.classicTime, font: bold, x: (width - timeWidth) / 2, middle: middle, context: context)
            drawRightIndicators(right: width - 6, middle: middle, wifi: false, context: context)
        case .tablet:
            let bold = UIFont.systemFont(ofSize: 13, weight: .semibold), plain = UIFont.systemFont(ofSize: 13)
            let x = drawText(Self.classicTime, font: bold, x: 20, middle: middle, context: context) + 6
            drawText(Self.tabletDate, font: plain, x: x, middle: middle, context: context)
            drawRightIndicators(right: width - 20, middle: middle, wifi: true, context: context)
        }
    }

    /// The battery at `right`, its percentage left of it, and Wi-Fi left of that on a tablet.
    private func drawRightIndicators(right: CGFloat, middle: CGFloat, wifi: Bool, context: CGContext) {
        let plain = UIFont.systemFont(ofSize: 12)
        let batteryX = right - Self.batterySize.width
        _ = drawBattery(x: batteryX, middle: middle, context: context)
        let percentX = batteryX - 4 - textWidth(Self.batteryText, font: plain, context: context)
        drawText(Self.batteryText, font: plain, x: percentX, middle: middle, context: context)
        if wifi { _ = drawWifi(x: percentX - 6 - Self.wifiSize.width, middle: middle, context: context) }
    }

    /// The laid-out text of `string` in `font` at the context's scale.
    private func layout(_ string: String, font: UIFont, context: CGContext) -> TextLayout {
        TextRenderer.shared.layout(string, style: Text.TextStyle(font: font.textFont, alignment: .left), scale: context.textScale)
    }

    private func textWidth(_ string: String, font: UIFont, context: CGContext) -> CGFloat {
        CGFloat(layout(string, font: font, context: context).width)
    }

    /// Draws `string` from `x`, centred on `middle`, and returns where it ends.
    @discardableResult
    private func drawText(_ string: String, font: UIFont, x: CGFloat, middle: CGFloat, context: CGContext) -> CGFloat {
        let laidOut = layout(string, font: font, context: context)
        // Whole pixels keep the glyphs sharp: they are drawn straight into the bitmap.
        let scale = CGFloat(context.textScale)
        let y = ((middle - CGFloat(laidOut.height) / 2) * scale).rounded() / scale
        context.drawText(laidOut, at: CGPoint(x: (x * scale).rounded() / scale, y: y), color: contentColor.cgColor)
        return x + CGFloat(laidOut.width)
    }
}
