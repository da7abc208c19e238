import Foundation
import Raster
@testable import Simulator
@testable import UIKit

/// Reads, on one drawn frame, what a navigation bar shows: the titles and back buttons that are
/// on screen (in the window, not hidden, drawn, with a presentation opacity above zero, inside
/// the bar) and how much ink the bar's band of the screen holds, so that a test can step a push
/// or pop frame by frame and catch the frame where the bar is drawn empty.
struct BarFrameInspector {
    /// What the bar shows on one frame.
    struct Reading: CustomStringConvertible {
        /// The texts of the visible titles.
        var titles: [String] = []
        /// The texts of the visible back buttons (without the chevron).
        var backButtons: [String] = []
        /// Labels in the bar that are on screen but not drawn yet (their picture is pending).
        var undrawn: [String] = []
        /// How many pixels of the bar's band differ clearly from the band's commonest color.
        var inkPixels = 0

        var description: String {
            "titles \(titles), back buttons \(backButtons), undrawn \(undrawn), \(inkPixels) ink pixels"
        }
    }

    /// How far (0–255, in one channel) a pixel must be from the bar's background to count as ink.
    static let inkThreshold = 60

    let device: Device
    let navigation: UINavigationController

    /// Reads the bar as the last drawn frame shows it.
    func read() -> Reading {
        var reading = device.run { () -> Reading in
            var reading = Reading()
            let bar = navigation.navigationBar
            guard bar.window != nil, isShown(bar, opacityAbove: 0) else { return reading }
            for view in textViews(in: bar) where isShown(view, opacityAbove: 0.01) && isInside(view, bar) {
                if view.label.layer.needsDisplay() || view.label.layer.contents == nil {
                    reading.undrawn.append(view.text)
                }
                if let button = view as? BarButtonView {
                    if button.accessibilityName == "back" { reading.backButtons.append(String(button.text.dropFirst(2))) }
                } else {
                    reading.titles.append(view.text)
                }
            }
            return reading
        }
        reading.inkPixels = inkPixels()
        return reading
    }

    /// Every bar text (titles, back buttons, items) under `view`, the bar's transition included.
    private func textViews(in view: UIView) -> [BarTextView] {
        view.subviews.flatMap { subview -> [BarTextView] in
            (subview as? BarTextView).map { [$0] } ?? textViews(in: subview)
        }
    }

    /// Whether `view` and all its ancestors are shown, with a combined presentation opacity
    /// above `minimum`.
    private func isShown(_ view: UIView, opacityAbove minimum: Float) -> Bool {
        var opacity: Float = 1
        var current: UIView? = view
        while let node = current {
            if node.isHidden { return false }
            opacity *= (node.layer.presentation() ?? node.layer).opacity
            current = node.superview
        }
        return opacity > minimum && view.window != nil
    }

    /// Whether `view`, where its layers are drawn now (their presentation geometry: a title
    /// sliding in or out is wherever the animation has it), lies mostly inside the bar.
    private func isInside(_ view: UIView, _ bar: UINavigationBar) -> Bool {
        var frame = view.bounds
        var current: UIView? = view
        while let node = current, node !== bar {
            let layer = node.layer.presentation() ?? node.layer
            frame.origin.x += layer.position.x - layer.anchorPoint.x * layer.bounds.width - layer.bounds.minX
            frame.origin.y += layer.position.y - layer.anchorPoint.y * layer.bounds.height - layer.bounds.minY
            current = node.superview
        }
        let overlap = frame.intersection(bar.bounds)
        return !overlap.isNull && overlap.width * overlap.height >= frame.width * frame.height / 2
    }

    /// The pixels of the bar's band (under the status bar, as tall as the bar less its bottom
    /// point, where the hairline is) far from the band's commonest color: text and buttons; an
    /// empty bar has none.
    private func inkPixels() -> Int {
        let band = device.run { navigation.navigationBar.convert(navigation.navigationBar.bounds, to: nil) }
        let scale = device.model.scale
        let screen = device.screen
        let rows = max(0, Int((band.minY * scale).rounded()))..<min(screen.height, Int(((band.maxY - 1) * scale).rounded()))
        var counts: [UInt32: Int] = [:]
        for y in rows {
            for x in 0..<screen.width { counts[screen.pixels[y * screen.width + x], default: 0] += 1 }
        }
        guard let background = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key < $1.key) })?.key else { return 0 }
        let reference = RGBA8(packed: background)
        var ink = 0
        for y in rows {
            for x in 0..<screen.width {
                let pixel = screen[x, y]
                let distance = max(abs(Int(pixel.r) - Int(reference.r)), abs(Int(pixel.g) - Int(reference.g)),
                                   abs(Int(pixel.b) - Int(reference.b)))
                if distance > Self.inkThreshold { ink += 1 }
            }
        }
        return ink
    }
}
