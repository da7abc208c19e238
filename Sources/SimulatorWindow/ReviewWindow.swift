import CSDL2
import Foundation
import Overlays
import Raster
import Recording
import Simulator

/// The replay window's loop: the phone picture a replay engine's cursor draws, the review bar
/// under it, and the mouse and keys of a reviewer.
///
/// Keys (`ReviewKeys`): Space plays or pauses; Left and Right step a frame; [ and ] jump to the
/// previous and next mark; - and + change the speed; Home and End go to the first and last
/// frame; Ctrl+E, Ctrl+G, Ctrl+I and Ctrl+S work as live, and change nothing replayed. A press on the phone
/// takes the replay over: the recorded inputs stop and the reviewer's are recorded into a new
/// session file that starts with the original's inputs up to that frame (the exploded view
/// takes the mouse instead). From then on the window stays on the branch (scrubs, steps and
/// marks move within it) until O or the bar's "Original" button goes back to the original.
final class ReviewWindow: FrameLoopWindow {
    private let host: WindowHost
    private let review: ReviewSession
    private var bar: ReviewBar
    private var status: ReplayCursorStatus { review.status }
    private var phonePicture: Bitmap
    private var isScrubbing = false
    private var fingerDown = false
    private var speedCredit = 0.0
    /// When the last display frame played, on the wall clock (nil when it did not play): the
    /// next one plays the session frames the time since calls for at the speed chosen.
    private var lastPlayed: Double?
    /// Whether each display frame plays one session frame's worth at the speed chosen, whatever
    /// the wall clock says (`replay --frames N`, for scripts and screenshots).
    private var isFixedStep = false
    /// The ticks a take-over owes the wall clock, as the live window's (`LiveClock`).
    private var takeOverSchedule = WallTickSchedule()
    /// The idle time recorded at each frame, in display frames to hold it (none when skipping idle).
    private let idleTime: ExportTimeline
    /// The frame being held for its recorded idle time, and how many display frames are left.
    private var hold = (frame: -1, left: 0)
    private let branchPath: () -> String

    init(host: WindowHost, review: ReviewSession, scale: Double, speed: Double, idleTime: ExportTimeline,
         branchPath: @escaping () -> String) throws {
        self.host = host
        self.review = review
        self.idleTime = idleTime
        self.branchPath = branchPath
        phonePicture = try review.picture()
        bar = ReviewBar(timeline: review.timeline, width: phonePicture.width, scale: scale)
        bar.speed = speed
        bar.isPlaying = true
    }

    /// The picture shown now: the phone and the bar under it.
    var picture: Bitmap {
        var bar = self.bar
        bar.frame = status.frame
        // Time as lived on the original (a branch keeps its idle time in its own file).
        bar.livedFrames = review.isOnBranch || status.takenOver ? nil : idleTime.start(of: status.frame)
        bar.transition = status.transition
        bar.isPlaying = self.bar.isPlaying && !status.takenOver
        bar.show(review.timeline)
        bar.offersOriginal = review.isOnBranch
        // File names without the folder, "TransitionLab-" and ".jsonl", to leave the frame room.
        func short(_ path: String) -> String {
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            return name.hasPrefix("TransitionLab-") ? String(name.dropFirst("TransitionLab-".count)) : name
        }
        if status.recordingFailed {
            // The branch's file could not be written; the cursor's strip says why.
            bar.notice = "REC failed"
        } else if status.takenOver {
            bar.notice = "REC \(status.recordingPath.map(short) ?? "")"
        } else if let branch = review.branchPath {
            bar.notice = "BRANCH \(short(branch))"
        } else {
            bar.notice = nil
        }
        return bar.composed(under: phonePicture)
    }

    /// Runs until the window closes or Ctrl+Q; `maxFrames` stops after that many display frames.
    func run(maxFrames: Int?) throws {
        isFixedStep = maxFrames != nil
        try FrameLoop.run(self, maxFrames: maxFrames)
    }

    /// Nothing plays and no take-over records: the window waits for the reviewer.
    var isIdle: Bool { !bar.isPlaying && !status.takenOver }

    /// When the cursor's toast ends (SDL's clock, seconds): the picture is asked for again then.
    private(set) var wakeUp: Double?

    func tick(whileIdle: Bool) throws -> Bool {
        try advance()
    }

    func present() throws {
        phonePicture = try review.picture()
        wakeUp = status.noticeSeconds.map { Double(SDL_GetTicks64()) / 1000 + $0 + 0.02 }
        // A turned phone makes the picture wider or narrower; the bar follows it.
        bar.width = phonePicture.width
        host.present(picture)
    }

    /// One display frame of playing: as many session frames as the speed has earned on the wall
    /// clock since the last (late display frames skip the frames between, as the live window
    /// drops them; half a second at most is caught up). A take-over keeps wall-clock time as
    /// the live window does: the ticks the time since the last display frame calls for, all
    /// but the last undrawn and recorded as dropped; one a frame when fixed-step, paused or
    /// idle (whose time is not owed as ticks).
    private func advance() throws -> Bool {
        if status.takenOver {
            guard !isFixedStep, !status.paused, !status.idle else {
                takeOverSchedule.restart()
                try review.tick(1)
                return true
            }
            let due = takeOverSchedule.ticksDue(at: WindowHost.wallSeconds())
            guard due > 0 else { return false }
            try review.tick(due, droppingUndrawn: true)
            return true
        }
        guard bar.isPlaying else {
            lastPlayed = nil
            return false
        }
        let now = WindowHost.wallSeconds()
        let elapsed = isFixedStep ? 1.0 / 60 : lastPlayed.map { min(0.5, max(0, now - $0)) } ?? 1.0 / 60
        lastPlayed = now
        if status.finished || status.frame >= review.timeline.lastFrame {
            bar.isPlaying = false
            return true
        }
        speedCredit += bar.speed * elapsed * 60
        var count = Int(speedCredit)
        guard count > 0 else { return false }
        speedCredit -= Double(count)
        // Time as lived: a frame of the original with recorded idle time stays on screen that
        // much longer (a branch records its own idle time in its own file).
        if !review.isOnBranch {
            if hold.frame != status.frame { hold = (status.frame, idleTime.hold(at: status.frame)) }
            let held = min(hold.left, count)
            hold.left -= held
            count -= held
            guard count > 0 else { return false }
        }
        try review.tick(count)
        return true
    }

    private func show(frame: Int) throws {
        // Leaving a taken-over cursor saves its branch, and the review goes on within it.
        try review.show(frame: frame)
        bar.show(review.timeline)
        fingerDown = false
    }

    func handle(_ event: SDL_Event) throws -> FrameLoopOutcome {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_WINDOWEVENT:
            return host.windowEvent(event.window) ? .redraw : .none
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return try mouse(.began, windowX: event.button.x, windowY: event.button.y)
        case SDL_MOUSEMOTION:
            return try mouse(.moved, windowX: event.motion.x, windowY: event.motion.y)
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return try mouse(.ended, windowX: event.button.x, windowY: event.button.y)
        case SDL_KEYDOWN:
            return try key(event.key.keysym)
        default:
            return .none
        }
    }

    private func mouse(_ phase: ReplayMousePhase, windowX: Int32, windowY: Int32) throws -> FrameLoopOutcome {
        // The bar is as wide as the phone picture, both from the left edge.
        let (x, y) = host.picturePixel(windowX: windowX, windowY: windowY)
        let barX = x, barY = y - Double(phonePicture.height)
        if isScrubbing {
            try show(frame: bar.frame(atPixelX: barX))
            if phase == .ended { isScrubbing = false }
            return .redraw
        }
        if phase == .began && barY >= 0 {
            bar.offersOriginal = review.isOnBranch
            guard let action = bar.action(atPixelX: barX, y: barY) else { return .none }
            if case .scrub = action { isScrubbing = true; bar.isPlaying = false }
            try perform(action)
            return .redraw
        }
        if phase == .began {
            // The strip under the phone and the panel beside it are the window's, not the app's.
            guard barY < 0, status.isOnPhone(x: x, y: y) else { return .none }
            // A press on the phone: the exploded view turns; otherwise the reviewer takes over.
            if !status.exploded && !status.takenOver {
                try review.takeOver(recordingTo: branchPath())
                bar.isPlaying = false
            }
            fingerDown = true
        } else if !fingerDown {
            return .none
        }
        if phase == .ended { fingerDown = false }
        let modifiers = WindowHost.twoFingerModifiers(UInt32(SDL_GetModState().rawValue))
        try review.mouse(phase, x: x, y: y, alt: modifiers.alt, shift: modifiers.shift)
        return .redraw
    }

    private func perform(_ action: ReviewBar.Action) throws {
        let frame = status.frame, timeline = review.timeline
        switch action {
        case .playPause:
            if status.takenOver { return }
            if !bar.isPlaying && status.frame >= timeline.lastFrame { try show(frame: 0) }
            bar.isPlaying.toggle()
            speedCredit = 0
        case .stepBack:
            bar.isPlaying = false
            if frame > 0 { try show(frame: frame - 1) }
        case .stepForward:
            bar.isPlaying = false
            if status.takenOver || frame < timeline.lastFrame { try review.tick(1) }
        case .previousMark:
            bar.isPlaying = false
            try show(frame: timeline.previousMark(before: frame)?.frame ?? 0)
        case .nextMark:
            bar.isPlaying = false
            try show(frame: timeline.nextMark(after: frame)?.frame ?? timeline.lastFrame)
        case .slower, .faster:
            bar.speed = ReviewBar.speed(after: bar.speed, faster: action == .faster)
        case .scrub(let target):
            try show(frame: target)
        case .backToOriginal:
            bar.isPlaying = false
            try review.backToOriginal()
            bar.show(review.timeline)
            fingerDown = false
        }
    }

    private func key(_ key: SDL_Keysym) throws -> FrameLoopOutcome {
        let ctrl = (key.mod & UInt16(KMOD_CTRL.rawValue)) != 0
        if let command = WindowHost.command(for: key) {
            if let size = WindowSize(command) {
                host.resize(to: size)
                return .redraw
            }
            if command == .quit { return .quit }
            switch command.policy.reach {
            // Ctrl+R records nothing here: a take-over records its branch by itself.
            case .window: return .none
            // Shortcuts that would change the recorded inputs work only once taken over.
            case .app: guard status.takenOver else { return .none }
            case .view: break
            }
            try review.perform(command)
            return .redraw
        }
        guard let action = ReviewKeys.action(forKeyCode: key.sym, ctrl: ctrl) else { return .none }
        switch action {
        case .bar(let action): try perform(action)
        case .firstFrame: bar.isPlaying = false; try show(frame: 0)
        case .lastFrame: bar.isPlaying = false; try show(frame: review.timeline.lastFrame)
        case .close: return .quit
        }
        return .redraw
    }
}
