import Foundation
import OutputFiles
import PNGCodec
import Raster
import Text
import UIKit

/// What the simulator window does between the window system and the device: the clock's pace
/// (paused, slowed, stepped), the mouse as one finger, and the shortcuts. Free of SDL, so tests
/// drive it exactly as the window does.
public final class SimulatorSession {
    /// The simulated phone.
    public let device: Device
    /// The picture of the phone around its screen (turned with the device).
    public private(set) var frame: PhoneFrame
    /// Whether the clock is stopped (Ctrl+P).
    public private(set) var isPaused = false
    /// Whether animations run 10x slower (Ctrl+T).
    public private(set) var isSlow = false
    /// Whether touches are drawn as circles (Ctrl+I).
    public private(set) var showsTouches = true
    /// Whether the shortcut list is shown (Ctrl+/).
    public private(set) var showsHelp = false
    /// Whether the gesture overlay is shown (Ctrl+G): the finger's trail and the interactive
    /// transition's percent, velocity and release decision.
    public private(set) var showsGestureOverlay = false
    /// The gesture overlay's record of the finger's trail (kept while the overlay is hidden too,
    /// so turning it on mid-drag shows the drag so far).
    public private(set) var gestureOverlay = GestureOverlay()
    /// Whether the exploded view replaces the screen (Ctrl+E); the mouse then turns it instead
    /// of touching the app.
    public private(set) var showsExplodedView = false
    /// The exploded view's turn and its reading of the layer tree.
    public private(set) var explodedView = ExplodedView()
    /// The last exploded picture and what it showed (frame count, turn), drawn again only when
    /// one of them changes.
    private var explodedCache: (key: [Double], screen: Bitmap)?
    /// Where the finger is, in screen points, while it is down: the simulator's one record of
    /// the mouse as a finger (the window host keeps none; UIKit's window tracks the touch it
    /// was given).
    public private(set) var fingerLocation: CGPoint?
    /// Whether the finger down was put there by the mouse (the user), not by a replay's
    /// `touch(_:atScreenPoint:)`: only the user's finger is lifted when the exploded view opens.
    private var fingerIsMouse = false
    /// Set by `quit`: the host should close the window.
    public private(set) var wantsToQuit = false
    /// Where screenshots are written.
    public var screenshotFolder: String
    /// Called with each screenshot's path, or the error that stopped it being written.
    public var onScreenshot: ((Result<String, Error>) -> Void)?
    /// Delivers the finger to the app; set to UIKit's touch injection.
    public var touchHandler: ((UITouch.Phase, CGPoint) -> Void)?
    /// Called with each shortcut before the session carries it out: where a recorder hears commands.
    public var onCommand: ((SimulatorCommand) -> Void)?
    /// Called at the start of each tick, before the frame advances: where a replay feeds the inputs due now.
    public var beforeTick: (() -> Void)?
    /// Called in each tick after `beforeTick`, just before the screen may be drawn again: where a
    /// recorder hashing the last frame on another thread waits for it (see `SessionRecorder`).
    public var beforeDraw: (() -> Void)?
    /// Called at the end of each tick with whether the screen was redrawn: where a recorder hashes frames.
    public var afterTick: ((Bool) -> Void)?
    /// The frame recording began at, while a recording runs: the picture then shows a red REC mark.
    public var recordingStartFrame: Int?
    private var pendingSteps = 0
    private var screenshotCount = 0
    /// How many times the host has ticked (paused or not): the clock of on-screen notices,
    /// which must go away even while the simulated clock stands still.
    public internal(set) var tickCount = 0
    /// A short message shown over the screen until the tick given ("Saved …png").
    public internal(set) var notice: (text: String, untilTick: Int)?

    /// Creates a session for a device; screenshots go to `screenshotFolder`.
    public init(device: Device, screenshotFolder: String = FileManager.default.currentDirectoryPath) {
        self.device = device
        frame = PhoneFrame(model: device.model)
        self.screenshotFolder = screenshotFolder
        touchHandler = { [unowned device] phase, point in device.touch(phase, at: point) }
    }

    /// Carries out a shortcut.
    public func perform(_ command: SimulatorCommand) {
        onCommand?(command)
        switch command {
        case .toggleSlowAnimations:
            isSlow.toggle()
            device.animationSpeed = isSlow ? 0.1 : 1
        case .togglePause:
            isPaused.toggle()
        case .stepFrame:
            if isPaused { pendingSteps += 1 }
        case .screenshot:
            saveScreenshot()
        case .toggleTouchIndicator:
            showsTouches.toggle()
        case .toggleHelp:
            showsHelp.toggle()
        case .toggleGestureOverlay:
            showsGestureOverlay.toggle()
        case .toggleExplodedView:
            // The user's finger down when the view turns on is lifted, so the app never misses a
            // release (the mouse turns the view from now on). A replayed finger is the file's:
            // its own release comes from the file, and looking must not change what is replayed.
            if !showsExplodedView, fingerIsMouse, let finger = fingerLocation {
                fingerLocation = nil
                touchHandler?(.cancelled, finger)
            }
            showsExplodedView.toggle()
        case .rotateLeft:
            device.rotateLeft()
            frame = PhoneFrame(model: device.orientedModel)
        case .rotateRight:
            device.rotateRight()
            frame = PhoneFrame(model: device.orientedModel)
        case .quit:
            wantsToQuit = true
        case .toggleRecording:
            // The recorder listening on `onCommand` starts or stops; the device is not involved.
            break
        }
    }

    /// The mouse went down, moved or came up at a pixel of the framed picture. The host passes
    /// on every left-button press and release and every motion, button down or not, and the
    /// session alone decides what the finger does: a press off the screen puts no finger down,
    /// motion and releases with no finger down are ignored, a drag that leaves the screen keeps
    /// to its edge, and a release off the screen lifts the finger where it last was. Returns
    /// whether the finger changed, so the host knows the picture needs showing again.
    @discardableResult
    public func mouse(_ phase: UITouch.Phase, atFramePixel x: Double, _ y: Double) -> Bool {
        let point = frame.screenPoint(atFramePixel: x, y)
        if showsExplodedView {
            let scale = Double(device.model.scale)
            return explodedView.drag(phase, x: x / scale, y: y / scale)
        }
        switch phase {
        case .began:
            guard let point else { return false }
            fingerLocation = point
            fingerIsMouse = true
            gestureOverlay.record(point, at: device.time)
            touchHandler?(.began, point)
        case .moved, .stationary:
            guard fingerLocation != nil else { return false }
            let clamped = point ?? clampToScreen(x, y)
            fingerLocation = clamped
            gestureOverlay.record(clamped, at: device.time)
            touchHandler?(.moved, clamped)
        case .ended, .cancelled:
            guard let last = fingerLocation else { return false }
            fingerLocation = nil
            gestureOverlay.record(point ?? last, at: device.time)
            touchHandler?(phase, point ?? last)
        @unknown default:
            return false
        }
        return true
    }

    /// Puts the finger down, moves it or lifts it at a screen point, as the mouse does: the way a
    /// replay gives the app its recorded touches (with the finger drawn as when recorded).
    public func touch(_ phase: UITouch.Phase, atScreenPoint point: CGPoint) {
        fingerLocation = (phase == .ended || phase == .cancelled) ? nil : point
        fingerIsMouse = false
        gestureOverlay.record(point, at: device.time)
        touchHandler?(phase, point)
    }

    private func clampToScreen(_ x: Double, _ y: Double) -> CGPoint {
        let rect = frame.screenRect
        let cx = min(max(x, Double(rect.x0)), Double(rect.x1) - 1), cy = min(max(y, Double(rect.y0)), Double(rect.y1) - 1)
        return frame.screenPoint(atFramePixel: cx, cy) ?? .zero
    }

    /// Advances the device by one display frame unless paused (or by a requested step); returns
    /// whether the screen was redrawn.
    /// Without `drawing` the app's state advances exactly as in a drawn tick but the screen keeps
    /// its last drawn pixels (a replay fast-forwarding; see `Device.step(drawing:)`).
    @discardableResult
    public func tick(drawing: Bool = true) -> Bool {
        tickCount += 1
        if let notice, tickCount > notice.untilTick { self.notice = nil }
        beforeTick?()
        beforeDraw?()
        let redrew = advanceFrame(drawing: drawing)
        afterTick?(redrew)
        return redrew
    }

    private func advanceFrame(drawing: Bool) -> Bool {
        // A rotation deferred behind a transition turns the frame when it happens.
        if frame.model.screenSize != device.orientedModel.screenSize { frame = PhoneFrame(model: device.orientedModel) }
        if isPaused {
            guard pendingSteps > 0 else { return device.renderIfNeeded(drawing: drawing) }
            pendingSteps -= 1
        }
        // A resting finger is a trail point every frame, so the trail shows where it waits.
        if let finger = fingerLocation { gestureOverlay.record(finger, at: device.time) }
        return device.step(drawing: drawing)
    }

    /// Whether the host may sleep until the next input: paused with no step pending, or idle.
    public var isIdle: Bool {
        // A notice needs ticks to go away.
        notice == nil && ((isPaused && pendingSteps == 0) || (fingerLocation == nil && device.isIdle && !isTrailFading))
    }

    /// Whether the gesture overlay's trail is still fading out, which needs frames drawn.
    private var isTrailFading: Bool {
        showsGestureOverlay && !gestureOverlay.visibleTrail(at: device.time).isEmpty
    }

    /// The framed phone picture to show, with the finger drawn as a translucent circle.
    public func picture() -> Bitmap {
        var picture = frame.compose(showsExplodedView ? explodedScreen() : device.screen)
        if showsTouches, let finger = fingerLocation {
            let scale = Double(device.model.scale), radius = 22 * scale
            let rect = frame.screenRect
            let x = Double(rect.x0) + Double(finger.x) * scale - radius, y = Double(rect.y0) + Double(finger.y) * scale - radius
            picture.draw(QuadDraw(width: 2 * radius, height: 2 * radius, transform: .translation(x, y),
                                  fill: .color(RGBA8(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.45)), cornerRadius: radius))
        }
        if showsGestureOverlay {
            gestureOverlay.draw(into: &picture, screen: frame.screenRect, scale: Double(device.model.scale), now: device.time,
                                // Screen points mean nothing on the turned exploded view: card only.
                                snapshot: interactiveTransitionSnapshot, showsTrail: !showsExplodedView)
        }
        if showsHelp { drawHelp(into: &picture) }
        if let start = recordingStartFrame { drawRecordingMark(into: &picture, since: start) }
        drawBadges(into: &picture)
        return picture
    }

    /// The exploded view of the screen as it is now, with its current turn.
    public func explodedScreen() -> Bitmap {
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
    public var interactiveTransitionSnapshot: InteractiveTransitionSnapshot? {
        device.run { device.environment.interactiveTransitionSnapshot }
    }

    /// The list of shortcuts, on a dark translucent card over the screen.
    private func drawHelp(into picture: inout Bitmap) {
        let scale = Double(device.model.scale)
        let rect = frame.screenRect
        let style = TextStyle(font: TextFont(size: 15), alignment: .left)
        let bold = TextStyle(font: TextFont(size: 15, isBold: true), alignment: .left)
        let commands = SimulatorCommand.allCases
        let lineHeight = 26.0, padding = 16.0
        let cardWidth = Double(rect.width) / scale - 40
        let cardHeight = padding * 2 + lineHeight * Double(commands.count + 1)
        let cardX = Double(rect.x0) / scale + 20, cardY = Double(rect.y0) / scale + 120
        picture.draw(QuadDraw(width: cardWidth * scale, height: cardHeight * scale,
                              transform: .translation(cardX * scale, cardY * scale),
                              fill: .color(RGBA8(red: 0.08, green: 0.08, blue: 0.1, alpha: 0.88)), cornerRadius: 14 * scale))
        let renderer = TextRenderer.shared
        let title = renderer.layout("Keyboard shortcuts", style: bold, scale: scale)
        renderer.draw(title, color: .white, into: &picture, x: (cardX + padding) * scale, y: (cardY + padding) * scale)
        for (index, command) in commands.enumerated() {
            let y = (cardY + padding + lineHeight * Double(index + 1)) * scale
            let keys = renderer.layout(command.keys, style: bold, scale: scale)
            let summary = renderer.layout(command.summary, style: style, scale: scale)
            renderer.draw(keys, color: RGBA8(red: 0.6, green: 0.8, blue: 1), into: &picture, x: (cardX + padding) * scale, y: y)
            renderer.draw(summary, color: .white, into: &picture, x: (cardX + padding + 110) * scale, y: y)
        }
    }

    /// Saves the screen as `TransitionLab-frameNNNNNN-K.png`, K counting this process's
    /// screenshots and going on past any name already taken (another window's or an earlier
    /// run's): the file is written whole under a temporary name and linked to its own name only
    /// if that is free, so a screenshot never replaces a file (docs/OUTPUTS.md).
    private func saveScreenshot() {
        do {
            let bytes = try device.screen.pngData()
            for _ in 0..<10_000 {
                screenshotCount += 1
                let name = String(format: "TransitionLab-frame%06d-%d.png", device.frameCount, screenshotCount)
                let path = (screenshotFolder as NSString).appendingPathComponent(name)
                do {
                    try OutputFile.writeNew(bytes, to: path)
                } catch OutputFileError.exists {
                    continue
                }
                onScreenshot?(.success(path))
                show(notice: "Saved \(name)")
                return
            }
            throw OutputFileError.cannotCreate(path: screenshotFolder, reason: "no free screenshot name")
        } catch {
            onScreenshot?(.failure(error))
        }
    }

    /// A red dot and "REC" with the simulated time recorded, at the top of the screen; drawn on
    /// the picture, never on the device's screen, so it is in no recorded frame.
    private func drawRecordingMark(into picture: inout Bitmap, since start: Int) {
        let scale = Double(device.model.scale), rect = frame.screenRect
        let tenths = max(0, device.frameCount - start) * 10 / 60
        let text = String(format: "REC %d:%02d.%d", tenths / 600, tenths / 10 % 60, tenths % 10)
        let x = Double(rect.x0) + 12 * scale, y = Double(rect.y0) + 48 * scale
        picture.draw(QuadDraw(width: 118 * scale, height: 26 * scale, transform: .translation(x, y),
                              fill: .color(RGBA8(red: 0, green: 0, blue: 0, alpha: 0.85)), cornerRadius: 13 * scale))
        picture.draw(QuadDraw(width: 12 * scale, height: 12 * scale, transform: .translation(x + 9 * scale, y + 7 * scale),
                              fill: .color(RGBA8(red: 1, green: 0.15, blue: 0.15)), cornerRadius: 6 * scale))
        let layout = TextRenderer.shared.layout(text, style: TextStyle(font: TextFont(size: 14, isBold: true), alignment: .left), scale: scale)
        TextRenderer.shared.draw(layout, color: .white, into: &picture, x: x + 27 * scale, y: y + 4 * scale)
    }
}
