import CSDL2
import Foundation
import Simulator

/// The window's size: the iOS Simulator's Window menu sizes (Ctrl+1, 2, 3, worked out by
/// `WindowSize`), kept as the picture changes, and a size dragged by hand kept as a zoom.
extension WindowHost {
    /// Shows the picture at `size` from now on, resizing the window.
    package func resize(to size: WindowSize) {
        self.size = size
        guard let fit = applySize() else { return }
        let display = max(0, SDL_GetWindowDisplayIndex(window))
        if let notice = size.notice(fit, density: density(display: display)) { onSizeNotice?(notice) }
        showZoomInTitle(fit)
    }

    /// Ends the window's title with the zoom shown, as a share of pixel accurate ("— 63%"), so
    /// a window without toasts (the review, the diff) says it too.
    func showZoomInTitle(_ fit: WindowFit) {
        var parts = String(cString: SDL_GetWindowTitle(window)).components(separatedBy: " — ")
        if parts.count > 1, parts.last?.hasSuffix("%") == true { parts.removeLast() }
        parts.append(String(format: "%.0f%%", fit.pixelAccuratePercent))
        SDL_SetWindowTitle(window, parts.joined(separator: " — "))
    }

    /// Sets the window's size for the current picture and `size`, scaled down to the display's
    /// usable area when it would not fit, and moves it back onto the display; returns what the
    /// window worked out (the toast's words come from it).
    @discardableResult
    func applySize() -> WindowFit? {
        guard pictureSize.width > 0 else { return nil }
        let display = max(0, SDL_GetWindowDisplayIndex(window))
        let usable = usableBounds(display: display)
        let fit = size.fitted(picture: pictureSize, scale: deviceMetrics.scale, pointsPerInch: deviceMetrics.pointsPerInch,
                              dpi: density(display: display).dpi, pixelsPerPoint: pixelsPerPoint,
                              usable: (Int(usable.w), Int(usable.h)))
        let changed = sizeSet != (Int32(fit.width), Int32(fit.height))
        sizeSet = (Int32(fit.width), Int32(fit.height))
        SDL_SetWindowSize(window, sizeSet.width, sizeSet.height)
        if changed { awaitWindowSize() }
        // Kept on the display (a turn to landscape, Ctrl+2, a window dragged larger), never
        // pushed off its edge: it always fits now, so both edges can be kept.
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        let right = usable.x + usable.w, bottom = usable.y + usable.h
        let movedX = max(usable.x, min(x, right - sizeSet.width))
        let movedY = max(usable.y, min(y, bottom - sizeSet.height))
        if (movedX, movedY) != (x, y) { SDL_SetWindowPosition(window, movedX, movedY) }
        return fit
    }

    /// The display's usable area in window points (without panels and docks), or 1600 x 1200
    /// when SDL cannot tell.
    func usableBounds(display: Int32) -> SDL_Rect {
        var usable = SDL_Rect(x: 0, y: 0, w: 1600, h: 1200)
        if SDL_GetDisplayUsableBounds(display, &usable) != 0 || usable.w <= 0 || usable.h <= 0 { usable = SDL_Rect(x: 0, y: 0, w: 1600, h: 1200) }
        return usable
    }

    /// The display's density for the physical size: `Xft.dpi`, SDL's reading of the monitor, the
    /// X screen's millimetres, or 96 guessed (`DisplayDensity.choose`).
    func density(display: Int32) -> DisplayDensity {
        var diagonal: Float = 0, horizontal: Float = 0, vertical: Float = 0
        let monitor = SDL_GetDisplayDPI(display, &diagonal, &horizontal, &vertical) == 0 ? Double(horizontal) : nil
        // The X server's own readings only when SDL talks to X (not Wayland).
        let onX = SDL_GetCurrentVideoDriver().map { String(cString: $0) } == "x11"
        let x = onX ? XDisplayReadings.current : XDisplayReadings()
        return DisplayDensity.choose(xftDPI: x.xftDPI, monitorDPI: monitor, screenPixels: x.screenPixels, screenMillimetres: x.screenMillimetres)
    }

    /// What the physical size is worked out from, short enough for the help's line: "192 dpi
    /// (Xft.dpi)", "96 dpi guessed".
    package var densityDescription: String {
        density(display: max(0, SDL_GetWindowDisplayIndex(window))).shortDescription
    }

    /// Waits, at most `resizeWait` ms, until the window system reports the size just asked for.
    ///
    /// X11 resizes a window asynchronously: a picture presented before the server has taken the
    /// new size is drawn for one shape and shown in the other, cut off or beside black (a turn
    /// of the phone showed one such frame, more often on a busy machine). The size event stays
    /// queued for the frame loop.
    private func awaitWindowSize() {
        let deadline = SDL_GetTicks64() + Self.resizeWait
        var events = [SDL_Event](repeating: SDL_Event(), count: 32)
        let kind = SDL_WINDOWEVENT.rawValue
        while SDL_GetTicks64() < deadline {
            SDL_PumpEvents()
            let count = Int(SDL_PeepEvents(&events, Int32(events.count), SDL_PEEKEVENT, kind, kind))
            if events.prefix(max(0, count)).contains(where: { event in
                event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) && (event.window.data1, event.window.data2) == sizeSet
            }) { return }
            SDL_Delay(2)
        }
    }

    /// The longest wait for the window system to take a new window size, in milliseconds.
    static let resizeWait: UInt64 = 150

    /// Output pixels per window point: 2 on a HiDPI display, 1 otherwise.
    var pixelsPerPoint: Double {
        var windowWidth: Int32 = 0, windowHeight: Int32 = 0, outputWidth: Int32 = 0, outputHeight: Int32 = 0
        SDL_GetWindowSize(window, &windowWidth, &windowHeight)
        SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight)
        return windowWidth > 0 && outputWidth > 0 ? Double(outputWidth) / Double(windowWidth) : 1
    }

    /// A window event: a size the user dragged the window to becomes its zoom, kept as the
    /// picture changes. Returns whether the picture needs showing again.
    func windowEvent(_ event: SDL_WindowEvent) -> Bool {
        if event.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue), pictureSize.width > 0,
           (event.data1, event.data2) != sizeSet {
            size = .zoom(min(Double(event.data1) / Double(pictureSize.width), Double(event.data2) / Double(pictureSize.height)))
            sizeSet = (event.data1, event.data2)
            // Dragged larger than the display: back to the largest size that fits, as the iOS
            // Simulator keeps its window on the display.
            let display = max(0, SDL_GetWindowDisplayIndex(window))
            let usable = usableBounds(display: display)
            if event.data1 > usable.w || event.data2 > usable.h, let fit = applySize(), fit.shown < 1 {
                size = .zoom(fit.zoom)
                if let notice = size.notice(fit, density: density(display: display)) { onSizeNotice?(notice) }
                showZoomInTitle(fit)
            }
        }
        return true
    }
}
