import CSDL2
import Foundation
import Overlays
import Raster
import Recording
import UIKit

/// The diff window's loop: two sessions replayed in lockstep at 60 Hz, shown side by side or
/// overlaid, with pause, frame steps either way and the first differing frame announced.
///
/// It drives its own SDL events (the window host's loop plays one session): Space pauses,
/// Right and Left step a frame (Left replays both from launch to the frame before, which is
/// quick for sessions of a few seconds), D switches the view, Esc or Ctrl+Q quits.
final class DiffWindowLoop: FrameLoopWindow {
    private let fileA: SessionFile
    private let fileB: SessionFile
    private let labels: (String, String)
    private let makeRoot: (SessionHeader) -> UIViewController?
    private var pair: SessionPair
    private var mode = DiffPicture.Mode.sideBySide
    private var isPaused = false
    private var differsNow = false
    private var changedNow = 0
    /// The first frame whose pixels differed, once one was seen.
    private(set) var firstDifference: Int?
    /// The picture shown last.
    private(set) var lastPicture: Bitmap?
    /// The window it runs in, while it runs.
    private var host: WindowHost?

    /// Launches both sessions; throws when an app cannot be launched.
    init(_ a: SessionFile, _ b: SessionFile, labels: (String, String), overlay: Bool,
         makeRoot: @escaping (SessionHeader) -> UIViewController?) throws {
        mode = overlay ? .overlay : .sideBySide
        fileA = a
        fileB = b
        self.labels = labels
        self.makeRoot = makeRoot
        pair = try SessionPair(a, b, threads: 2, makeRoot: makeRoot)
    }

    /// Runs until the window closes or a quit key, or after `maxFrames` display frames.
    func run(in host: WindowHost, maxFrames: Int?) {
        self.host = host
        defer { self.host = nil }
        try? FrameLoop.run(self, maxFrames: maxFrames)
    }

    /// Paused or both sessions ended: the window waits for a key.
    var isIdle: Bool { isPaused || pair.isFinished }

    func handle(_ event: SDL_Event) -> FrameLoopOutcome {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_WINDOWEVENT:
            return host?.windowEvent(event.window) == true ? .redraw : .none
        case SDL_KEYDOWN:
            return handleKey(event.key.keysym) ? .redraw : .quit
        default:
            return .none
        }
    }

    func tick(whileIdle: Bool) -> Bool {
        guard !isPaused && !pair.isFinished else { return false }
        advance()
        return true
    }

    func present() {
        if let host { present(host) }
    }

    /// Carries out a key; returns false when it quits.
    private func handleKey(_ key: SDL_Keysym) -> Bool {
        let ctrl = (key.mod & UInt16(KMOD_CTRL.rawValue)) != 0
        switch UInt32(bitPattern: key.sym) {
        case SDLK_ESCAPE.rawValue: return false
        case SDLK_q.rawValue where ctrl, SDLK_w.rawValue where ctrl: return false
        case SDLK_SPACE.rawValue: isPaused.toggle()
        case SDLK_d.rawValue: mode = mode == .sideBySide ? .overlay : .sideBySide
        case SDLK_RIGHT.rawValue:
            isPaused = true
            if !pair.isFinished { advance() }
        case SDLK_LEFT.rawValue:
            isPaused = true
            stepBack()
        default: break
        }
        return true
    }

    /// Brings both sessions one frame on and compares them (hashes first, pixels to confirm).
    private func advance() {
        guard let step = pair.advance() else { return }
        compareNow(hashesDiffer: step.hashA != step.hashB)
        if differsNow, firstDifference == nil {
            firstDifference = step.frame
            print("first difference at frame \(step.frame) (t = \(String(format: "%.3f", pair.sessionA.device.time)) s): "
                  + "\(changedNow) pixels changed")
        }
    }

    private func compareNow(hashesDiffer: Bool) {
        changedNow = hashesDiffer ? SessionDifference.changedPixels(pair.screenA, pair.screenB) : 0
        differsNow = changedNow > 0
    }

    /// Replays both sessions from launch to the frame before this one: a replay only runs forward.
    private func stepBack() {
        let target = pair.frame - 1
        guard target >= 0, let fresh = try? SessionPair(fileA, fileB, threads: 2, makeRoot: makeRoot) else { return }
        pair = fresh
        while pair.frame < target, !pair.isFinished { pair.advance() }
        compareNow(hashesDiffer: FrameHash(of: pair.screenA) != FrameHash(of: pair.screenB))
    }

    private func present(_ host: WindowHost) {
        var status = "frame \(pair.frame)  \(String(format: "%.2f", pair.sessionA.device.time)) s  "
        status += differsNow ? "DIFFERENT (\(changedNow) px)" : "same"
        if let firstDifference { status += "  ·  first at frame \(firstDifference)" }
        if pair.isFinished { status += "  ·  both ended" }
        status += isPaused ? "  ·  paused" : ""
        status += "   [D, Space, ←/→, Esc]"
        let picture = DiffPicture.compose(pair.screenA, pair.screenB, mode: mode, labels: labels, status: status,
                                          differs: differsNow, scale: Double(fileA.header.scale))
        host.present(picture)
        lastPicture = picture
    }
}
