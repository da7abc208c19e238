import Foundation
import Recording
import Simulator
import UIKit

/// A seeded generator of session files: taps, double taps, visits (in, then an edge pan back
/// out), scrolls and flicks, edge-pan pops (some released early, so they cancel), sideways drags,
/// rotations (mid-transition, mid-drag, mid-glide, and turned back before they finish) and waits,
/// written as a session file's inputs without hashes. The same seed gives the same file.
///
/// Points follow the screen's shape as the device turns (phones skip upside down, as UIKit's
/// default `supportedInterfaceOrientations` does; a turn deferred behind a transition can make
/// a few land off the screen, which touches nothing). What they hit is not known here: a replay
/// finds out.
struct SessionGenerator {
    /// One generated session and what it was made to exercise.
    struct Session {
        /// A name for messages and files: demo, device, scale, orientation and seed.
        let name: String
        /// The inputs, ending with the end mark.
        let file: SessionFile
        /// The frames of the rotation shortcuts that turn the screen between portrait and
        /// landscape (a phone turned from one landscape to the other shows the same screen).
        let rotationFrames: [Int]
        /// The frames of the vertical drags through the middle of the screen (scrolls where
        /// there is something to scroll), from touch-down to lift.
        let scrollFrames: [ClosedRange<Int>]
    }

    private var state: UInt64
    private let seed: UInt64

    /// A generator whose sessions follow from `seed`.
    init(seed: UInt64) {
        self.seed = seed
        state = seed &+ 0x9E37_79B9_7F4A_7C15
    }

    /// SplitMix64: a well-mixed 64-bit number per call.
    private mutating func next() -> UInt64 {
        state = state &+ 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<1.
    private mutating func unit() -> CGFloat { CGFloat(next() >> 11) / CGFloat(1 << 53) }

    /// A whole number in `range`.
    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// A point of the screen, as a tenth of a point (what a recorder writes).
    private func rounded(_ p: CGPoint) -> CGPoint {
        CGPoint(x: (p.x * 10).rounded() / 10, y: (p.y * 10).rounded() / 10)
    }

    /// A session of `actions` actions on `demo`, on `device` at `scale`, held `orientation` at
    /// launch. It starts with a scroll, so a list scrolls before anything covers it.
    mutating func session(demo: String, device: String, scale: Int, orientation: UIInterfaceOrientation = .portrait,
                          actions: Int) -> Session {
        var model = DeviceModel.named(device)!
        model.scale = CGFloat(scale)
        var writer = Writer(model: model, orientation: orientation)
        writer.wait(5)
        scroll(&writer)
        writer.wait(int(5...30))
        for _ in 0..<actions { act(on: demo, &writer) }
        writer.wait(60) // Let the last animation settle.
        let name = "\(demo)-\(device)@\(scale)x-\(orientation.sessionName)-seed\(seed)"
        writer.lines.append(.event(frame: writer.frame, .end))
        return Session(name: name, file: SessionFile(header: SessionHeader(app: SessionHeader.demoCatalogueApp, model: model, orientation: orientation, demo: demo), lines: writer.lines),
                       rotationFrames: writer.rotationFrames, scrollFrames: writer.scrollFrames)
    }

    /// Appends one action, chosen by weight.
    private mutating func act(on demo: String, _ w: inout Writer) {
        let size = w.size
        switch next() % 100 {
        case 0..<14:
            // A tap where this demo reacts (a cell, a row, a button, a tab) or anywhere.
            w.tap(rounded(target(in: demo, size: size, top: w.safeTop)))
            w.wait(int(0...40))
            maybeGoBack(&w)
        case 14..<22:
            // Tapping twice: the second tap lands while the first one's transition runs.
            w.tap(rounded(target(in: demo, size: size, top: w.safeTop)))
            w.wait(int(1...8))
            w.tap(rounded(target(in: demo, size: size, top: w.safeTop)))
            w.wait(int(10...40))
            maybeGoBack(&w)
        case 22..<36:
            // A visit: in (a push or a presentation), an edge pan back out, and a scroll.
            w.tap(rounded(target(in: demo, size: size, top: w.safeTop)))
            w.wait(int(25...45))
            goBack(&w)
            scroll(&w)
            w.wait(int(5...30))
        case 36..<46:
            scroll(&w)
            w.wait(int(5...50))
        case 46..<52:
            // A flick, a turn while the list still glides, and a turn back (cells recycled on
            // the way there come back in the turn's animation).
            scroll(&w, frames: 2...4)
            w.wait(int(2...10))
            let left = next() % 2 == 0
            w.rotate(left: left)
            w.wait(int(3...30))
            w.rotate(left: !left)
            w.wait(int(20...50))
        case 52..<62:
            // An edge pan: a pop when released past half (or flicked), a cancel when not.
            let y = size.height * (0.25 + 0.5 * unit())
            let end = size.width * (0.2 + 0.75 * unit())
            w.drag(from: rounded(CGPoint(x: 3, y: y)), to: rounded(CGPoint(x: end, y: y + 30 * (unit() - 0.5))), frames: int(3...30))
            w.wait(int(10...40))
        case 62..<68:
            // A sideways drag anywhere (a full-screen pop, a tab switch or nothing).
            let y = size.height * (0.2 + 0.6 * unit())
            let leftward = next() % 2 == 0
            let (a, b) = (size.width * 0.85, size.width * 0.15)
            w.drag(from: rounded(CGPoint(x: leftward ? a : b, y: y)), to: rounded(CGPoint(x: leftward ? b : a, y: y)), frames: int(4...20))
            w.wait(int(10...40))
        case 68..<80:
            // A rotation in the middle of a transition: a tap, then a turn a few frames later.
            w.tap(rounded(target(in: demo, size: size, top: w.safeTop)))
            w.wait(int(1...12))
            w.rotate(left: next() % 2 == 0)
            w.wait(int(5...40))
            maybeGoBack(&w)
        case 80..<86:
            // A rotation in the middle of an edge pan, the finger still down.
            let y = size.height * 0.5
            w.down(rounded(CGPoint(x: 3, y: y)))
            for step in 1...6 { w.move(rounded(CGPoint(x: 3 + CGFloat(step) * size.width / 16, y: y))) }
            w.rotate(left: next() % 2 == 0)
            for step in 7...10 { w.move(rounded(CGPoint(x: 3 + CGFloat(step) * size.width / 16, y: y))) }
            w.up()
            w.wait(int(10...40))
        case 86..<94:
            // A turn, and now and then a turn back before the first one has finished.
            let left = next() % 2 == 0
            w.rotate(left: left)
            if next() % 2 == 0 {
                w.wait(int(2...10))
                w.rotate(left: !left)
            }
            w.wait(int(0...30))
        default:
            w.wait(int(1...60))
        }
    }

    /// Half the time, a while later, an edge pan back out (a pop where there is one).
    private mutating func maybeGoBack(_ w: inout Writer) {
        guard next() % 2 == 0 else { return }
        w.wait(int(20...40))
        goBack(&w)
    }

    /// An edge pan across most of the screen, released: a pop where there is one.
    private mutating func goBack(_ w: inout Writer) {
        let size = w.size
        w.drag(from: rounded(CGPoint(x: 3, y: size.height / 2)), to: rounded(CGPoint(x: size.width * 0.8, y: size.height / 2)),
               frames: int(6...14))
        w.wait(int(25...40))
    }

    /// A scroll: a vertical drag through the middle of the screen, up or down, slow or flicked.
    private mutating func scroll(_ w: inout Writer, frames: ClosedRange<Int> = 2...14) {
        let size = w.size
        let x = size.width * (0.3 + 0.4 * unit())
        let down = next() % 3 != 0
        let (a, b) = (size.height * 0.75, size.height * 0.3)
        w.drag(from: rounded(CGPoint(x: x, y: down ? a : b)), to: rounded(CGPoint(x: x, y: down ? b : a)), frames: int(frames))
        w.scrollFrames.append(w.lastDrag)
    }

    /// A point this demo is likely to react to on a screen of `size` (points below `top` are
    /// the status bar's), or now and then any point.
    private mutating func target(in demo: String, size: CGSize, top: CGFloat) -> CGPoint {
        let w = size.width, h = size.height
        switch next() % 10 {
        case 0:
            return CGPoint(x: 1 + unit() * (w - 2), y: 1 + unit() * (h - 2))
        case 1:
            return CGPoint(x: 20 + unit() * 30, y: top + 12 + unit() * 20) // a back button
        default:
            break
        }
        switch demo {
        case "002-modal":
            // The corner button presents, the middle "Back" dismisses.
            return next() % 2 == 0 ? CGPoint(x: w - 35, y: h - 35) : CGPoint(x: w / 2, y: h * 0.68)
        case "004-tabs":
            let tab = CGFloat(next() % 4)
            return next() % 3 == 0 ? CGPoint(x: w / 2, y: h / 2) : CGPoint(x: (tab + 0.5) * w / 4, y: h - 25)
        case "004-bars":
            // The four "Push" buttons, in a column 375 points wide under the bar.
            return CGPoint(x: min(w / 2, 187), y: (w > h ? 200 : top + 212) + CGFloat(next() % 4) * 49)
        default:
            // A cell of the grid, a row of a list, a menu item.
            return CGPoint(x: w * (0.1 + 0.8 * unit()), y: top + 60 + unit() * (h - top - 120))
        }
    }

    /// Writes inputs at frames, one frame per touch sample, tracking the screen's shape.
    private struct Writer {
        let model: DeviceModel
        var orientation: UIInterfaceOrientation
        var frame = 0
        var lines: [SessionLine] = []
        var rotationFrames: [Int] = []
        var scrollFrames: [ClosedRange<Int>] = []
        /// The frames of the last drag, from touch-down to lift.
        private(set) var lastDrag = 0...0
        private var dragStart: Int?
        private var last = CGPoint.zero

        init(model: DeviceModel, orientation: UIInterfaceOrientation) {
            self.model = model
            self.orientation = orientation
        }

        /// The screen in points as now held.
        var size: CGSize { model.oriented(orientation).screenSize }

        /// Roughly where the navigation bar starts: below the status bar, which a landscape phone hides.
        var safeTop: CGFloat {
            if model.identifier == "ipad-11" { return 24 }
            if orientation.isLandscape { return 0 }
            return model.screenCornerRadius > 0 ? 47 : 20
        }

        mutating func wait(_ frames: Int) { frame += frames }

        mutating func down(_ p: CGPoint) {
            lines.append(.event(frame: frame, .touch(.began, p)))
            dragStart = frame
            last = p
            frame += 1
        }

        mutating func move(_ p: CGPoint) {
            lines.append(.event(frame: frame, .touch(.moved, p)))
            last = p
            frame += 1
        }

        mutating func up() {
            lines.append(.event(frame: frame, .touch(.ended, last)))
            lastDrag = (dragStart ?? frame)...frame
            dragStart = nil
            frame += 1
        }

        mutating func tap(_ p: CGPoint) {
            lines.append(.event(frame: frame, .touch(.began, p)))
            lines.append(.event(frame: frame + 2, .touch(.ended, p)))
            frame += 3
        }

        mutating func drag(from a: CGPoint, to b: CGPoint, frames: Int) {
            down(a)
            for i in 1...frames {
                let t = CGFloat(i) / CGFloat(frames)
                move(CGPoint(x: ((a.x + (b.x - a.x) * t) * 10).rounded() / 10, y: ((a.y + (b.y - a.y) * t) * 10).rounded() / 10))
            }
            up()
        }

        /// A quarter turn, as `Device.rotateLeft()` and `rotateRight()` choose the next orientation.
        mutating func rotate(left: Bool) {
            lines.append(.event(frame: frame, .command(left ? .rotateLeft : .rotateRight)))
            let wasLandscape = orientation.isLandscape
            let cycle: [UIInterfaceOrientation] = [.portrait, .landscapeRight, .portraitUpsideDown, .landscapeLeft]
            let start = cycle.firstIndex(of: orientation) ?? 0
            let step = left ? 1 : -1
            for distance in 1..<cycle.count {
                let candidate = cycle[((start + step * distance) % 4 + 4) % 4]
                if candidate != .portraitUpsideDown || model.identifier == "ipad-11" {
                    orientation = candidate
                    break
                }
            }
            if orientation.isLandscape != wasLandscape { rotationFrames.append(frame) }
            frame += 1
        }
    }
}

extension UIInterfaceOrientation {
    /// The orientation's name in a session header.
    var sessionName: String {
        switch self {
        case .portraitUpsideDown: return "portraitUpsideDown"
        case .landscapeLeft: return "landscapeLeft"
        case .landscapeRight: return "landscapeRight"
        default: return "portrait"
        }
    }
}
