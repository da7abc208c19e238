import CSDL2
import Foundation
import Raster
import Simulator
import UIKit

/// Why the window could not be used.
package struct WindowHostError: Error, CustomStringConvertible {
    /// What went wrong, with SDL's own explanation.
    package let description: String
}

/// The desktop window: the one place TransitionLab talks to SDL's video and input.
///
/// It owns the wall clock: it paces frames at 60 Hz while something moves and sleeps in
/// `SDL_WaitEventTimeout` when the session is idle, so an unchanged screen costs neither
/// compositing nor a busy loop. It passes the left mouse button and every motion on to the
/// session, which alone keeps whether the finger is down.
package final class WindowHost {
    let window: OpaquePointer
    let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)
    /// Where the picture was last drawn in the window's output pixels.
    private var fit = PictureFit(picture: (1, 1), output: (1, 1))
    var pictureSize = (width: 0, height: 0)
    /// How large the window shows the picture (Ctrl+1, 2, 3, or a size dragged by hand).
    package internal(set) var size = WindowSize.points
    /// The window size last set by the host, in window points, so its own resize events are
    /// told apart from the user's.
    var sizeSet = (width: Int32(0), height: Int32(0))
    /// Told what a window size chosen (Ctrl+1, 2, 3) or a window dragged larger than the display
    /// came to: the density used, the zoom when scaled down to fit (the live window's toast).
    package var onSizeNotice: ((String) -> Void)?
    /// The simulated device's pixels per point and points per inch, for the physical size.
    package var deviceMetrics = (scale: 2.0, pointsPerInch: 163.0)
    /// Told how many 60 Hz frames of wall time passed while the session was idle and the host
    /// slept (beyond the ticks it made meanwhile), before the input that ends the sleep is
    /// passed on: how a recording keeps time as it was lived (`SessionRecorder.idleTimePassed`).
    package var onIdleTime: ((Int) -> Void)?
    /// Asked every display frame of a live window, and at every wake while it is idle (at least
    /// twice a second), whether something outside the session changed the picture: how the
    /// window hears `open --watch`'s status file (`WatchStatusFile`).
    var pollsOutside: (() -> Bool)?

    /// Opens a resizable, HiDPI-aware window of `width` x `height` points titled `title`.
    package init(title: String, width: Int, height: Int) throws {
        let environment = ProcessInfo.processInfo.environment
        // Without a display SDL quietly falls back to drivers that show nothing (offscreen, a
        // console's framebuffer); a user asking for a window wants to hear that instead.
        if environment["SDL_VIDEODRIVER"] == nil && environment["DISPLAY"] == nil && environment["WAYLAND_DISPLAY"] == nil {
            throw WindowHostError(description: "cannot open a window: no display (neither DISPLAY nor WAYLAND_DISPLAY is set). Run it on a desktop, or under xvfb-run for a virtual one.")
        }
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
        // With no Wayland display named, SDL's Wayland driver would still be tried, and the
        // Wayland library prints its own "error: XDG_RUNTIME_DIR is invalid..." when that folder
        // is missing: ask for X alone, so a bad DISPLAY gets one error line, ours.
        let xOnly = environment["SDL_VIDEODRIVER"] == nil && environment["WAYLAND_DISPLAY"] == nil
        if xOnly { SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11") }
        guard SDL_Init(UInt32(SDL_INIT_VIDEO)) == 0 else {
            if xOnly { throw Self.noDisplayServer(environment, driver: nil) }
            throw WindowHostError(description: "cannot open a window: SDL could not start its video system (\(String(cString: SDL_GetError()))).")
        }
        // When DISPLAY names no running server, SDL falls back to a driver that shows nothing
        // (offscreen, a console framebuffer) and the app would run unseen; unless the user chose
        // that driver, say so instead.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        if environment["SDL_VIDEODRIVER"] == nil && !["x11", "wayland"].contains(driver) {
            SDL_Quit()
            throw Self.noDisplayServer(environment, driver: driver)
        }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        // A tall phone or a tablet may not fit the screen: shrink the window, keeping its shape,
        // to the display's usable area (the picture is scaled to fit the window anyway).
        var usable = SDL_Rect()
        var size = (width: Double(width), height: Double(height))
        if SDL_GetDisplayUsableBounds(0, &usable) == 0, usable.w > 0, usable.h > 0 {
            let fit = min(1, Double(usable.w) / size.width, Double(usable.h) * 0.95 / size.height)
            size = (size.width * fit, size.height * fit)
        }
        guard let window = SDL_CreateWindow(title, Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK),
                                            Int32(size.width), Int32(size.height), flags) else {
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

    /// The error for a display that names no running server; `driver` is the one SDL fell
    /// back to (which shows nothing), or nil when it was asked for X alone and found none.
    private static func noDisplayServer(_ environment: [String: String], driver: String?) -> WindowHostError {
        let display = environment["WAYLAND_DISPLAY"].map { "WAYLAND_DISPLAY=\($0)" } ?? "DISPLAY=\(environment["DISPLAY"] ?? "")"
        let fallback = driver.map { " (SDL could only start its \"\($0)\" driver, which shows nothing)" } ?? ""
        return WindowHostError(description: "cannot open a window: no display server answers at \(display)\(fallback). "
                               + "Check that the display is running, or run under xvfb-run for a virtual one.")
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// Shows `picture` scaled to fit the window, keeping its aspect ratio, on a dark backdrop.
    package func present(_ picture: Bitmap) {
        if texture == nil || textureSize != (picture.width, picture.height) {
            if let texture { SDL_DestroyTexture(texture) }
            // ABGR8888 is R, G, B, A in memory on little-endian machines: the Bitmap layout.
            texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ABGR8888.rawValue,
                                        Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(picture.width), Int32(picture.height))
            textureSize = (picture.width, picture.height)
        }
        guard let texture else { return }
        // When the picture changes size (the phone turns, the side panel opens), the window
        // follows it at the size chosen.
        if pictureSize != (picture.width, picture.height) {
            pictureSize = (picture.width, picture.height)
            applySize()
        }
        picture.pixels.withUnsafeBytes { bytes in
            _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(picture.width * 4))
        }
        var outputWidth: Int32 = 0, outputHeight: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight)
        fit = PictureFit(picture: (picture.width, picture.height), output: (outputWidth, outputHeight))
        var destination = SDL_Rect(x: fit.x, y: fit.y, w: fit.width, h: fit.height)
        SDL_SetRenderDrawColor(renderer, 24, 24, 28, 255)
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, &destination)
        SDL_RenderPresent(renderer)
    }

    /// Maps a mouse position in window coordinates to a pixel of the last picture shown.
    func picturePixel(windowX: Int32, windowY: Int32) -> (Double, Double) {
        var windowWidth: Int32 = 0, windowHeight: Int32 = 0, outputWidth: Int32 = 0, outputHeight: Int32 = 0
        SDL_GetWindowSize(window, &windowWidth, &windowHeight)
        SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight)
        let pixel = fit.picturePixel(windowX: windowX, windowY: windowY, window: (windowWidth, windowHeight),
                                     output: (outputWidth, outputHeight))
        return (pixel.x, pixel.y)
    }

    /// Passes a mouse event at a window position on to the session, with Alt and Shift as held
    /// (two fingers, `TwoFingerMouse`); returns whether a finger changed.
    private func mouse(_ phase: UITouch.Phase, windowX: Int32, windowY: Int32, _ session: SimulatorSession) -> Bool {
        let (x, y) = picturePixel(windowX: windowX, windowY: windowY)
        let modifiers = Self.twoFingerModifiers(UInt32(SDL_GetModState().rawValue))
        return session.mouse(phase, atFramePixel: x, y, alt: modifiers.alt, shift: modifiers.shift)
    }

    /// Tells the session that Alt or Shift went down or up (`mod`: the modifiers held now), with
    /// the pointer where it is: the two fingers' circles show while Alt is held, as the iOS
    /// Simulator shows them with Option. Returns whether they changed.
    private func modifiersChanged(_ mod: UInt16, _ session: SimulatorSession) -> Bool {
        var windowX: Int32 = 0, windowY: Int32 = 0
        SDL_GetMouseState(&windowX, &windowY)
        let (x, y) = picturePixel(windowX: windowX, windowY: windowY)
        let modifiers = Self.twoFingerModifiers(UInt32(mod))
        return session.modifiersChanged(atFramePixel: x, y, alt: modifiers.alt, shift: modifiers.shift)
    }

    /// Whether Alt (without Ctrl, whose shortcuts it leaves alone) and Shift are held in `mod`.
    static func twoFingerModifiers(_ mod: UInt32) -> (alt: Bool, shift: Bool) {
        let alt = mod & UInt32(KMOD_ALT.rawValue) != 0 && mod & UInt32(KMOD_CTRL.rawValue) == 0
        return (alt, mod & UInt32(KMOD_SHIFT.rawValue) != 0)
    }

    /// Whether a key is Alt or Shift, the two fingers' modifiers.
    static func isTwoFingerModifier(_ key: SDL_Keysym) -> Bool {
        [SDLK_LALT, SDLK_RALT, SDLK_LSHIFT, SDLK_RSHIFT].map(\.rawValue).contains(UInt32(bitPattern: key.sym))
    }

    /// Runs the session until it quits or the window closes; `maxFrames` stops after that many
    /// display frames (for screenshots and scripts). A replay runs in the review window instead
    /// (`ReviewWindow`), which keeps its own input to the bar.
    package func run(_ session: SimulatorSession, maxFrames: Int? = nil) {
        // The window's marks (toasts, the gesture trail) time out in wall time, which the host owns.
        session.wallClock = { Double(SDL_GetTicks64()) / 1000 }
        defer { session.wallClock = nil }
        // A transition's first frame should not wait on the kernel for fresh pages.
        ProcessHeap.keepPagesForFrames(reserve: ProcessHeap.frameReserve(for: session.device.model))
        // `--frames N` runs fixed-step, one tick a display frame, for scripts and screenshots.
        let window = LiveWindow(host: self, session: session, fixedStep: maxFrames != nil)
        // Nothing a live window does throws.
        try? FrameLoop.run(window, maxFrames: maxFrames)
    }

    /// The live session in the frame loop: input goes to the session, each display frame runs the ticks the wall clock
    /// calls for (`LiveClock`: frames dropped when late, as iOS drops them), and the idle time
    /// slept is passed on (`onIdleTime`).
    private final class LiveWindow: FrameLoopWindow {
        let host: WindowHost
        let session: SimulatorSession
        var idleTime = IdleTimeMeter()
        let clock: LiveClock
        /// The last picture shown, drawn over by the next (`SimulatorSession.picture(canvas:)`):
        /// its pages are written already, where a new picture's 16 MB at 3x would fault in.
        var canvas: Bitmap?

        init(host: WindowHost, session: SimulatorSession, fixedStep: Bool) {
            self.host = host
            self.session = session
            clock = LiveClock(session: session, fixedStep: fixedStep, now: WindowHost.wallSeconds)
        }

        var isIdle: Bool { session.isIdle }
        // A toast ending or a trail fading needs the picture again, not a tick.
        var wakeUp: Double? { session.chromeWakeUp }

        func slept(milliseconds: Double) {
            let frames = idleTime.slept(milliseconds)
            if frames > 0 { host.onIdleTime?(frames) }
        }

        func handle(_ event: SDL_Event) -> FrameLoopOutcome {
            // Any key or mouse button is the user looking at the window: a toast that stays
            // until seen (a recording that stopped) goes first, then the press does what it
            // does (and may show a toast of its own).
            let seen = [SDL_KEYDOWN, SDL_MOUSEBUTTONDOWN].contains(SDL_EventType(event.type)) && session.userPressedKeyOrButton()
            let outcome = dispatch(event)
            return seen && outcome == .none ? .redraw : outcome
        }

        private func dispatch(_ event: SDL_Event) -> FrameLoopOutcome {
            switch SDL_EventType(event.type) {
            case SDL_QUIT:
                return .quit
            case SDL_WINDOWEVENT where LifecycleEvent(event.window)?.command(for: session.device) != nil:
                // The window minimized sends the app to the background, restored brings it back,
                // as leaving and reopening an app on a phone: recorded like a shortcut, since the
                // app's delegates hear it (docs/UIKIT.md).
                session.perform(LifecycleEvent(event.window)!.command(for: session.device)!)
                return .redraw
            case SDL_WINDOWEVENT:
                return host.windowEvent(event.window) ? .redraw : .none
            case SDL_KEYDOWN where WindowHost.command(for: event.key.keysym).flatMap(WindowSize.init) != nil:
                host.resize(to: WindowHost.command(for: event.key.keysym).flatMap(WindowSize.init)!)
                return .redraw
            case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
                return host.mouse(.began, windowX: event.button.x, windowY: event.button.y, session) ? .redraw : .none
            case SDL_MOUSEMOTION:
                // Hovering reaches the session too: it ignores motion with no finger down.
                return host.mouse(.moved, windowX: event.motion.x, windowY: event.motion.y, session) ? .redraw : .none
            case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
                return host.mouse(.ended, windowX: event.button.x, windowY: event.button.y, session) ? .redraw : .none
            case SDL_KEYDOWN where WindowHost.isTwoFingerModifier(event.key.keysym),
                 SDL_KEYUP where WindowHost.isTwoFingerModifier(event.key.keysym):
                return host.modifiersChanged(event.key.keysym.mod, session) ? .redraw : .none
            case SDL_KEYDOWN:
                guard let command = WindowHost.command(for: event.key.keysym) else { return .none }
                session.perform(command)
                return session.wantsToQuit ? .quit : .redraw
            default:
                return .none
            }
        }

        func tick(whileIdle: Bool) -> Bool {
            idleTime.ticked(whileIdle: whileIdle)
            let outside = host.pollsOutside?() ?? false
            return clock.displayFrame(afterIdle: whileIdle) || outside
        }

        func present() {
            let picture = session.picture(canvas: &canvas)
            host.present(picture)
            canvas = picture
        }
    }

    /// The wall clock in seconds, finer than SDL's milliseconds: the one place the live window
    /// reads it for the simulated clock (`LiveClock`).
    static func wallSeconds() -> Double {
        Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
    }

    /// Takes every pending event and says whether one asks to close the window: the close
    /// button, SIGTERM or SIGINT (which SDL turns into a quit event), Esc, Ctrl+Q or Ctrl+W. For
    /// waits that cannot take other input (the replay engine reading a session).
    package func takeQuitRequest() -> Bool {
        var event = SDL_Event()
        var quit = false
        while SDL_PollEvent(&event) != 0 {
            switch SDL_EventType(event.type) {
            case SDL_QUIT:
                quit = true
            case SDL_KEYDOWN:
                if UInt32(bitPattern: event.key.keysym.sym) == SDLK_ESCAPE.rawValue || Self.command(for: event.key.keysym) == .quit {
                    quit = true
                }
            default:
                break
            }
        }
        return quit
    }

    /// The shortcut a key press means, with Ctrl standing in for the Mac's Cmd and Shift as
    /// held: the key named apart from SDL, then looked up in the commands' one policy
    /// (`SimulatorCommand.policy`).
    static func command(for key: SDL_Keysym) -> SimulatorCommand? {
        command(forKeyCode: key.sym, ctrl: (key.mod & UInt16(KMOD_CTRL.rawValue)) != 0,
                shift: (key.mod & UInt16(KMOD_SHIFT.rawValue)) != 0)
    }

    /// The shortcut an SDL key code means with Ctrl and Shift held or not.
    static func command(forKeyCode keyCode: SDL_Keycode, ctrl: Bool, shift: Bool = false) -> SimulatorCommand? {
        shortcutKey(for: keyCode).flatMap { SimulatorCommand(pressing: $0, ctrl: ctrl, shift: shift) }
    }

    /// The key an SDL key code is, among those the shortcuts use; nil for any other.
    static func shortcutKey(for keyCode: SDL_Keycode) -> ShortcutKey? {
        let sym = UInt32(bitPattern: keyCode)
        switch sym {
        case SDLK_a.rawValue...SDLK_z.rawValue: return .letter(Character(Unicode.Scalar(UInt8(sym))))
        case SDLK_0.rawValue...SDLK_9.rawValue: return .digit(Int(sym - SDLK_0.rawValue))
        case SDLK_KP_1.rawValue...SDLK_KP_9.rawValue: return .keypadDigit(Int(sym - SDLK_KP_1.rawValue) + 1)
        case SDLK_KP_0.rawValue: return .keypadDigit(0)
        case SDLK_PERIOD.rawValue: return .period
        case SDLK_SLASH.rawValue: return .slash
        case SDLK_LEFT.rawValue: return .left
        case SDLK_RIGHT.rawValue: return .right
        case SDLK_F1.rawValue: return .f1
        default: return nil
        }
    }
}

/// A window event that moves the app between foreground and background.
private enum LifecycleEvent {
    case hidden, shown

    init?(_ event: SDL_WindowEvent) {
        // Only what the user does: a window manager also hides and shows a window while it
        // maps it (the dummy driver says shown, hidden, shown at launch), which no app should hear.
        switch UInt32(event.event) {
        case SDL_WINDOWEVENT_MINIMIZED.rawValue: self = .hidden
        case SDL_WINDOWEVENT_RESTORED.rawValue: self = .shown
        default: return nil
        }
    }

    /// The command that moves the app of `device`, or nil when it is there already (the window
    /// is shown when it opens, the app being in the foreground: nothing to record).
    func command(for device: Device) -> SimulatorCommand? {
        let inBackground = device.applicationState == .background
        switch self {
        case .hidden: return inBackground ? nil : .enterBackground
        case .shown: return inBackground ? .enterForeground : nil
        }
    }
}
