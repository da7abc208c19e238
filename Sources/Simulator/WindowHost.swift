import CSDL2
import Foundation
import Raster

/// Why the window could not be used.
public struct WindowHostError: Error, CustomStringConvertible {
    /// What went wrong, with SDL's own explanation.
    public let description: String
}

/// A desktop window that shows bitmaps, the one place TransitionLab talks to SDL's video.
///
/// The host owns the wall clock: it paces frames at the display rate, and asks its caller for a
/// new frame only when the caller says something may have changed, so an idle window neither
/// composites nor spins.
public final class WindowHost {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)

    /// Opens a resizable window of `width` x `height` points titled `title`.
    public init(title: String, width: Int, height: Int) throws {
        let environment = ProcessInfo.processInfo.environment
        // Without a display SDL quietly falls back to drivers that show nothing (offscreen, a
        // console's framebuffer); a user asking for a window wants to hear that instead.
        if environment["SDL_VIDEODRIVER"] == nil && environment["DISPLAY"] == nil && environment["WAYLAND_DISPLAY"] == nil {
            throw WindowHostError(description: "cannot open a window: no display (neither DISPLAY nor WAYLAND_DISPLAY is set). Run it on a desktop, or under xvfb-run for a virtual one.")
        }
        guard SDL_Init(UInt32(SDL_INIT_VIDEO)) == 0 else {
            throw WindowHostError(description: "cannot open a window: SDL could not start its video system (\(String(cString: SDL_GetError()))). Is a display available (DISPLAY or WAYLAND_DISPLAY)? Under CI, run it inside xvfb-run.")
        }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let window = SDL_CreateWindow(title, Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK),
                                            Int32(width), Int32(height), flags) else {
            let message = String(cString: SDL_GetError())
            SDL_Quit()
            throw WindowHostError(description: "cannot open a window: \(message)")
        }
        guard let renderer = SDL_CreateRenderer(window, -1, 0) else {
            let message = String(cString: SDL_GetError())
            SDL_DestroyWindow(window)
            SDL_Quit()
            throw WindowHostError(description: "cannot draw in the window: \(message)")
        }
        self.window = window
        self.renderer = renderer
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// Shows `bitmap` scaled to fit the window, keeping its aspect ratio, on a dark backdrop.
    public func present(_ bitmap: Bitmap) {
        if texture == nil || textureSize != (bitmap.width, bitmap.height) {
            if let texture { SDL_DestroyTexture(texture) }
            // ABGR8888 is R, G, B, A in memory on little-endian machines: the Bitmap layout.
            texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ABGR8888.rawValue,
                                        Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(bitmap.width), Int32(bitmap.height))
            textureSize = (bitmap.width, bitmap.height)
        }
        guard let texture else { return }
        bitmap.pixels.withUnsafeBytes { bytes in
            _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(bitmap.width * 4))
        }
        var outputWidth: Int32 = 0, outputHeight: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight)
        let fit = min(Double(outputWidth) / Double(bitmap.width), Double(outputHeight) / Double(bitmap.height))
        let w = Int32(Double(bitmap.width) * fit), h = Int32(Double(bitmap.height) * fit)
        var destination = SDL_Rect(x: (outputWidth - w) / 2, y: (outputHeight - h) / 2, w: w, h: h)
        SDL_SetRenderDrawColor(renderer, 24, 24, 28, 255)
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, &destination)
        SDL_RenderPresent(renderer)
    }

    /// Runs until the window is closed (or Escape / Ctrl+Q), calling `frame` with the seconds
    /// since the previous call about 60 times a second; `frame` returns a bitmap to show, or nil
    /// when nothing changed. `maxFrames` stops after that many frames (for screenshots).
    public func run(maxFrames: Int? = nil, frame: (_ elapsed: Double) -> Bitmap?) {
        var last = SDL_GetTicks64()
        var frames = 0
        var event = SDL_Event()
        var needsPresent = true
        var lastBitmap: Bitmap?
        while true {
            while SDL_PollEvent(&event) != 0 {
                switch SDL_EventType(event.type) {
                case SDL_QUIT: return
                case SDL_KEYDOWN:
                    let key = event.key.keysym
                    if key.sym == SDLK_ESCAPE.rawValue || (key.sym == SDLK_q.rawValue && (key.mod & UInt16(KMOD_CTRL.rawValue)) != 0) { return }
                case SDL_WINDOWEVENT: needsPresent = true
                default: break
                }
            }
            let now = SDL_GetTicks64()
            let elapsed = Double(now - last) / 1000
            last = now
            if let bitmap = frame(elapsed) {
                lastBitmap = bitmap
                needsPresent = true
            }
            if needsPresent, let lastBitmap {
                present(lastBitmap)
                needsPresent = false
            }
            frames += 1
            if let maxFrames, frames >= maxFrames { return }
            SDL_Delay(16)
        }
    }
}
