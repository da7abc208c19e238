import Foundation

extension CALayer {
    /// Marks the layer for `layoutSublayers()` before the next frame.
    public func setNeedsLayout() {
        needsLayoutFlag = true
        noteChange()
    }

    /// Whether `setNeedsLayout()` was called since the last layout.
    public func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out this layer if needed, then its sublayers, top-down.
    public func layoutIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for layer in sublayerStorage { layer.layoutIfNeeded() }
    }


    /// Marks the contents as needing `display()` before the next frame.
    public func setNeedsDisplay() {
        needsDisplayFlag = true
        noteChange()
    }

    /// Marks part of the contents as needing `display()`; the whole layer is redrawn here.
    public func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    /// Whether `setNeedsDisplay()` was called since the last display.
    public func needsDisplay() -> Bool { needsDisplayFlag }

    /// Displays this layer if needed, then its sublayers.
    public func displayIfNeeded() {
        if needsDisplayFlag {
            needsDisplayFlag = false
            display()
        }
        for layer in sublayerStorage { layer.displayIfNeeded() }
    }

}
