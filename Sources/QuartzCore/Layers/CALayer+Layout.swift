import Foundation
import Raster

extension CALayer {
    /// Marks the layer for `layoutSublayers()` before the next frame.
    func baseSetNeedsLayout() {
        needsLayoutFlag = true
        noteChange()
    }

    /// Whether `setNeedsLayout()` was called since the last layout.
    func baseNeedsLayout() -> Bool { needsLayoutFlag }

    /// Lays out this layer if needed, then its sublayers, top-down.
    func baseLayoutIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            WorkMeter.measure(.layout) { layoutSublayers() }
        }
        for layer in sublayerStorage { layer.layoutIfNeeded() }
    }


    /// Marks the contents as needing `display()` before the next frame.
    func baseSetNeedsDisplay() {
        needsDisplayFlag = true
        noteChange()
    }

    /// Marks part of the contents as needing `display()`; the whole layer is redrawn here.
    func baseSetNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    /// Whether `setNeedsDisplay()` was called since the last display.
    func baseNeedsDisplay() -> Bool { needsDisplayFlag }

    /// Displays this layer if needed, then its sublayers.
    func baseDisplayIfNeeded() {
        if needsDisplayFlag {
            needsDisplayFlag = false
            WorkMeter.measure(.display) { display() }
        }
        for layer in sublayerStorage { layer.displayIfNeeded() }
    }

}
