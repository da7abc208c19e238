import Foundation
import Simulator

/// What the X server says about the display's density: its resources' `Xft.dpi` and the
/// screen's width in pixels and millimetres, read once through Xlib, loaded when needed (as SDL
/// itself loads it), so the package links no X library of its own.
struct XDisplayReadings {
    /// `Xft.dpi` from the resources, when they set it.
    var xftDPI: Double?
    /// The X screen's width in pixels.
    var screenPixels: Int?
    /// The X screen's width in millimetres (Xvfb's from its `-dpi`).
    var screenMillimetres: Int?

    /// The readings of the display `DISPLAY` names, taken at the first call; empty when Xlib
    /// cannot be loaded or the display not opened (Wayland without X, no server).
    static let current: XDisplayReadings = read()

    private static func read() -> XDisplayReadings {
        guard let library = dlopen("libX11.so.6", RTLD_LAZY | RTLD_LOCAL) else { return XDisplayReadings() }
        defer { dlclose(library) }
        typealias Open = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
        typealias Close = @convention(c) (OpaquePointer) -> Int32
        typealias Resources = @convention(c) (OpaquePointer) -> UnsafeMutablePointer<CChar>?
        typealias DefaultScreen = @convention(c) (OpaquePointer) -> Int32
        typealias ScreenMeasure = @convention(c) (OpaquePointer, Int32) -> Int32
        func symbol<T>(_ name: String, as _: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: T.self) }
        }
        guard let open = symbol("XOpenDisplay", as: Open.self), let close = symbol("XCloseDisplay", as: Close.self),
              let resources = symbol("XResourceManagerString", as: Resources.self),
              let defaultScreen = symbol("XDefaultScreen", as: DefaultScreen.self),
              let width = symbol("XDisplayWidth", as: ScreenMeasure.self),
              let widthMM = symbol("XDisplayWidthMM", as: ScreenMeasure.self),
              let display = open(nil) else { return XDisplayReadings() }
        defer { _ = close(display) }
        let screen = defaultScreen(display)
        // The resource string belongs to the display connection: read before it closes.
        let xft = resources(display).flatMap { DisplayDensity.xftDPI(inResources: String(cString: $0)) }
        return XDisplayReadings(xftDPI: xft, screenPixels: Int(width(display, screen)), screenMillimetres: Int(widthMM(display, screen)))
    }
}
