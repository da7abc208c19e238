import Foundation
import Overlays
import OutputFiles
import PNGCodec
import Raster
import Text
@_spi(TransitionLab) import UIKit

/// What the simulator window does between the window system and the device: the clock's pace
/// (paused, slowed, stepped), the mouse as one finger, and the shortcuts. Free of SDL, so tests
/// drive it exactly as the window does.
package final class SimulatorSession {
    /// The simulated phone.
    package let device: Device
    /// The picture of the phone around its screen (turned with the device).
    package private(set) var frame: PhoneFrame
    /// Whether the clock is stopped (Ctrl+P).
    package private(set) var isPaused = false
    /// Whether animations run 10x slower (Ctrl+T).
    package private(set) var isSlow = false
    /// Whether touches are drawn as circles (Ctrl+I): off until asked for, as the iOS
    /// Simulator shows touches only when its "Show Single Touches" is on. The review window
    /// shows the finger through its gesture overlay's trail instead.
    package private(set) var showsTouches = false

    /// Shows the touch circle from launch, as it was shown before it became off by default:
    /// a replay of a session of format 4 or older starts so (`SessionReplayer`), so that its
    /// recorded Ctrl+I hides the circle as it did when it was recorded.
    package func showTouchesAsOlderSessionsDid() {
        showsTouches = true
    }
    /// What the window's physical size (Ctrl+1) is worked out from, as the help says it beside
    /// the shortcut ("192 dpi (Xft.dpi)"); set by the window, nil without one.
    package var physicalSizeNote: String?
    /// Whether the shortcut list is shown (Ctrl+/).
    package private(set) var showsHelp = false
    /// Whether the gesture overlay is shown (Ctrl+G): the finger's trail and the interactive
    /// transition's percent, velocity and release decision.
    package private(set) var showsGestureOverlay = false
    /// The gesture overlay's record of the finger's trail (kept while the overlay is hidden too,
    /// so turning it on mid-drag shows the drag so far).
    package internal(set) var gestureOverlay = GestureOverlay()
    /// Whether the exploded view replaces the screen (Ctrl+E); the mouse then turns it instead
    /// of touching the app.
    package private(set) var showsExplodedView = false
    /// The exploded view's turn and its reading of the layer tree.
    package internal(set) var explodedView = ExplodedView()
    /// The last exploded picture and what it showed (frame count, turn), drawn again only when
    /// one of them changes.
    private var explodedCache: (key: [Double], screen: Bitmap)?
    /// Where the finger is, in screen points, while it is down: the simulator's one record of
    /// the mouse as a finger (the window host keeps none; UIKit's window tracks the touch it
    /// was given).
    package internal(set) var fingerLocation: CGPoint?
    /// Where the second finger is, in screen points, while it is down: the mouse with Alt
    /// (`TwoFingerMouse`), or a replayed file's finger 1.
    package internal(set) var secondFingerLocation: CGPoint?
    /// The two circles shown while Alt is held with no finger down (the pointer and its mirror
    /// through the centre, or the pair Shift keeps), as the iOS Simulator shows them with Option.
    package internal(set) var twoFingerPreview: (CGPoint, CGPoint)?
    /// Where the mouse's second finger goes for the pointer and the modifiers held.
    var twoFingerMouse = TwoFingerMouse(screenSize: .zero)
    /// Whether the finger down was put there by the mouse (the user), not by a replay's
    /// `touch(_:atScreenPoint:)`: only the user's finger is lifted when the exploded view opens.
    var fingerIsMouse = false
    /// Set by `quit`: the host should close the window.
    package private(set) var wantsToQuit = false
    /// Where screenshots are written.
    package var screenshotFolder: String
    /// Called with each screenshot's path, or the error that stopped it being written.
    package var onScreenshot: ((Result<String, Error>) -> Void)?
    /// Told each touch before the app gets it (`addTouchObserver`): where a recorder hears them.
    var touchObservers = ObserverList<(phase: UITouch.Phase, point: CGPoint, finger: Int)>()
    /// Whether touches are kept to a tenth of a point before the app sees them, so a session
    /// file writes each in a few digits and its replay gives the app the same numbers; a
    /// recorder turns it on (`SessionRecorder`).
    package var quantizesTouches = false
    /// Told each shortcut before the session carries it out (`addCommandObserver`).
    var commandObservers = ObserverList<SimulatorCommand>()
    /// Called at the start of each tick, before the frame advances: where a replay feeds the inputs due now.
    package var beforeTick: (() -> Void)?
    /// Told in each tick after `beforeTick`, just before the screen may be drawn again
    /// (`addBeforeDrawObserver`).
    var beforeDrawObservers = ObserverList<Void>()
    /// Told at the end of each tick whether the screen was redrawn (`addTickObserver`).
    var tickObservers = ObserverList<Bool>()
    /// The frame recording began at, while a recording runs: the strip under the phone then
    /// shows a red REC pill with the time recorded, as lived (see `recordingStartWallTime`).
    package var recordingStartFrame: Int? {
        get { _recordingStartFrame }
        set {
            _recordingStartFrame = newValue
            recordingStartWallTime = newValue == nil ? nil : wallClock?()
            // A new recording clears the mark of the one that failed.
            if newValue != nil { recordingFailure = nil }
        }
    }
    /// Why the last recording stopped on its own (its file could not be written), until a
    /// recording starts again: the strip then shows a red "REC failed" pill instead of REC
    /// (`recordingStopped(failure:)`).
    package internal(set) var recordingFailure: String?
    /// The bar of `open --watch` under the strip (the build, the first frame it draws unlike the
    /// previous build, a failed rebuild), set by the window when it runs under a watch.
    package var watchBar: WatchBar?
    private var _recordingStartFrame: Int?
    /// When the recording began on the window's clock: the REC pill counts wall time, idle
    /// time included, as the recording keeps it; without the window's clock it counts frames.
    var recordingStartWallTime: Double?
    private var pendingSteps = 0
    /// The inputs the window gave the current frame (`admitsInput`).
    var inputsOnFrame = FrameInputCount()
    /// How many times the host has ticked (paused or not): the clock of toasts when the window
    /// gives none, which must go away even while the simulated clock stands still.
    package internal(set) var tickCount = 0
    /// The toast last shown and when it ends (see `notice`).
    var shownNotice: (text: String, until: Double)?
    /// The window's own clock in seconds (wall time), for its marks alone: when set, toasts and
    /// the gesture trail time out on it, so they go away while the app sits idle and the host
    /// sleeps. Never on the way to a frame of the app: without it (headless, replays, exports)
    /// they keep to the host's ticks and the simulated clock, so those pictures stay the file's.
    package var wallClock: (() -> Double)?
    /// The clock toasts alone run on when the window gives none (`wallClock`), in seconds: a
    /// replay engine's cursor gives the machine's monotonic clock, so a review's toast ends on
    /// time while the review stands paused and its trail still keeps to the recording's clock.
    package var noticeClock: (() -> Double)?
    /// The date a screenshot's name carries: now (a name, never a pixel); tests fix it.
    package var screenshotDate: () -> Date = { Date() }

    /// Creates a session for a device; screenshots go to `screenshotFolder`.
    package init(device: Device, screenshotFolder: String = FileManager.default.currentDirectoryPath) {
        self.device = device
        frame = PhoneFrame(model: device.model)
        self.screenshotFolder = screenshotFolder
    }

    /// Carries out a shortcut, telling the command observers first unless `notifyingObservers`
    /// is false (a reviewer's look at a replay, which no recorder may hear). The user's
    /// shortcuts are held to a session file's limit per frame (`admitsInput`); a replayed
    /// file's (`fromFile`) are within it already.
    package func perform(_ command: SimulatorCommand, notifyingObservers: Bool = true, fromFile: Bool = false) {
        if notifyingObservers, let kind = command.frameInputKind, !admitsInput(kind, always: fromFile) { return }
        if notifyingObservers { commandObservers.notify(command) }
        command.policy.action(self)
    }

    // MARK: What the shortcuts do (named by their policies, `SimulatorCommand.policy`)

    func toggleSlowAnimations() {
        isSlow.toggle()
        device.animationSpeed = isSlow ? 0.1 : 1
    }

    func togglePause() { isPaused.toggle() }

    func stepFrame() { if isPaused { pendingSteps += 1 } }

    func toggleTouchIndicator() { showsTouches.toggle() }

    func toggleHelp() { showsHelp.toggle() }

    func toggleGestureOverlay() { showsGestureOverlay.toggle() }

    func toggleExplodedView() {
        // The user's finger down when the view turns on is lifted, so the app never misses a
        // release (the mouse turns the view from now on). A replayed finger is the file's:
        // its own release comes from the file, and looking must not change what is replayed.
        if !showsExplodedView, fingerIsMouse, let finger = fingerLocation {
            fingerLocation = nil
            deliverTouch(.cancelled, finger, 0)
            if let second = secondFingerLocation {
                secondFingerLocation = nil
                deliverTouch(.cancelled, second, 1)
            }
        }
        showsExplodedView.toggle()
    }

    func rotate(left: Bool) {
        if left { device.rotateLeft() } else { device.rotateRight() }
        frame = PhoneFrame(model: device.orientedModel, orientation: device.orientation)
    }

    func quit() { wantsToQuit = true }

    /// Advances the device by one display frame unless paused (or by a requested step); returns
    /// whether the screen was redrawn.
    /// Without `drawing` the app's state advances exactly as in a drawn tick but the screen keeps
    /// its last drawn pixels (a replay fast-forwarding; see `Device.step(drawing:)`).
    @discardableResult
    package func tick(drawing: Bool = true) -> Bool {
        tickCount += 1
        if notice == nil { shownNotice = nil }
        // A recording started before the window gave its clock: its start, back-dated by its frames.
        if let start = recordingStartFrame, recordingStartWallTime == nil, let now = wallClock?() {
            recordingStartWallTime = now - Double(device.frameCount - start) / 60
        }
        beforeTick?()
        beforeDrawObservers.notify(())
        let redrew = advanceFrame(drawing: drawing)
        tickObservers.notify(redrew)
        return redrew
    }

    private func advanceFrame(drawing: Bool) -> Bool {
        // A rotation deferred behind a transition turns the frame when it happens.
        if frame.orientation != device.orientation { frame = PhoneFrame(model: device.orientedModel, orientation: device.orientation) }
        if isPaused {
            guard pendingSteps > 0 else { return device.renderIfNeeded(drawing: drawing) }
            pendingSteps -= 1
        }
        // A resting finger is a trail point every frame, so the trail shows where it waits.
        if let finger = fingerLocation { gestureOverlay.record(finger, at: trailNow) }
        if let second = secondFingerLocation { gestureOverlay.record(second, at: trailNow, finger: 1) }
        return device.step(drawing: drawing)
    }

    /// Whether the host may sleep until the next input: paused with no step pending, or idle.
    /// On the window's clock (`wallClock`) a toast or a fading trail needs no tick, only a
    /// redraw when it changes (`chromeWakeUp`); otherwise they need ticks to go away.
    package var isIdle: Bool {
        let chromeNeedsTicks = wallClock == nil
        // A toast that stays until seen ends on a key or a click, never on a clock.
        if chromeNeedsTicks, let notice, notice.until.isFinite { return false }
        return (isPaused && pendingSteps == 0) || (fingerLocation == nil && secondFingerLocation == nil && device.isIdle && !(chromeNeedsTicks && isTrailFading))
    }

    /// Whether the gesture overlay's trail is still fading out, which needs pictures drawn.
    var isTrailFading: Bool {
        showsGestureOverlay && gestureOverlay.showsTrail(at: trailNow)
    }

    /// What the window shows: the phone picture (`phonePicture()`) with the window's marks
    /// around it, in the strip under it and the panel beside it (`WindowChrome`), never on it.
    package func picture() -> Bitmap {
        var canvas: Bitmap?
        return picture(canvas: &canvas)
    }

    /// `picture()` drawn on `canvas` when it has the picture's size (which takes it), as
    /// `WindowChrome.picture(phoneSize:scale:canvas:drawPhone:)` says.
    package func picture(canvas: inout Bitmap?) -> Bitmap {
        // The phone's body sets every pixel of its rectangle but its corners.
        chrome.picture(phoneSize: frame.pixelSize, scale: Double(device.model.scale), canvas: &canvas,
                       phoneCorners: frame.bodyCornerSide) { drawPhone(into: &$0) }
    }

    /// The size in pixels of `picture()` as the session stands.
    package var pictureSize: (width: Int, height: Int) {
        chrome.pictureSize(phone: frame.pixelSize, scale: Double(device.model.scale))
    }

    /// The phone alone: the frame around the screen (or the exploded view), the finger drawn as
    /// a translucent circle and, with the gesture overlay on, its trail. What `export --framed`
    /// writes.
    package func phonePicture() -> Bitmap {
        let size = frame.pixelSize
        var picture = Bitmap(width: size.width, height: size.height, color: WindowChrome.backdrop)
        drawPhone(into: &picture)
        return picture
    }

    /// Draws `phonePicture()` at the top left of `picture`, which holds the backdrop there;
    /// the finger and the trail stay inside the phone's bounds, as on a bitmap of its own.
    private func drawPhone(into picture: inout Bitmap) {
        let size = frame.pixelSize, phone = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        if showsExplodedView {
            frame.draw(explodedScreen(), into: &picture, showsHardware: false)
        } else {
            // A compositor draws each frame over its opaque background: every pixel is opaque.
            frame.draw(device.screen, into: &picture, screenIsOpaque: device.compositor.background.a == 255)
        }
        for finger in shownTouches {
            let scale = Double(device.model.scale), radius = 22 * scale
            let rect = frame.screenRect
            let x = Double(rect.x0) + Double(finger.x) * scale - radius, y = Double(rect.y0) + Double(finger.y) * scale - radius
            picture.draw(QuadDraw(width: 2 * radius, height: 2 * radius, transform: .translation(x, y),
                                  fill: .color(RGBA8(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.45)), cornerRadius: radius),
                         clip: phone)
        }
        // Screen points mean nothing on the turned exploded view: no trail there.
        if showsGestureOverlay && !showsExplodedView {
            gestureOverlay.draw(into: &picture, screen: frame.screenRect, scale: Double(device.model.scale), now: trailNow, clip: phone)
        }
    }

    /// The touch circles drawn now: with the touch indicator on (Ctrl+I) every finger down;
    /// without it, the two fingers of Alt alone, down or (with no finger down) the pair Alt
    /// would put down, as the iOS Simulator shows Option's circles whether or not it shows touches.
    var shownTouches: [CGPoint] {
        if let first = fingerLocation, let second = secondFingerLocation { return [first, second] }
        if let second = secondFingerLocation { return [second] }
        if let first = fingerLocation { return showsTouches ? [first] : [] }
        return twoFingerPreview.map { [$0.0, $0.1] } ?? []
    }

    /// The exploded view of the screen as it is now, with its current turn.
    package func explodedScreen() -> Bitmap {
        let key = [Double(device.frameCount), device.time, explodedView.yaw, explodedView.pitch]
        if let cache = explodedCache, cache.key == key { return cache.screen }
        let slabs = device.run { device.window.map { ExplodedView.slabs(of: $0.layer) } ?? [] }
        let size = device.orientedModel.screenSize
        let screen = explodedView.render(slabs, screenSize: CGSize(width: size.width, height: size.height),
                                         scale: Double(device.model.scale))
        explodedCache = (key, screen)
        return screen
    }

    /// What UIKit reports about the interactive transition running now (what the gesture
    /// overlay's card shows), or nil when none runs.
    package var interactiveTransitionSnapshot: InteractiveTransitionSnapshot? {
        device.run { device.environment.interactiveTransitionSnapshot }
    }
}
