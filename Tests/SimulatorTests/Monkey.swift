import Foundation
@testable import Simulator
@_spi(TransitionLab) @testable import UIKit

/// A seeded random user: taps anywhere and on the controls shown (a row, a button, a tab, the
/// way back), drags, sideways drags from the right half, edge drags (some taken away by the
/// system, their touch cancelled), flicks, rotations and pauses, given to a device one at a
/// time. UIKit's invariants are checked on every frame in which no transition runs (what must
/// hold between transitions holds from the frame one ends, not only once everything settles),
/// and the layout invariant whenever everything has settled.
///
/// The same seed gives the same events, so a failure is replayed by its seed and event number.
struct Monkey {
    /// One thing the monkey does.
    enum Event: CustomStringConvertible {
        case tap(CGPoint)
        /// A tap on one of the controls on screen (`Monkey.controls(in:)`), chosen by `pick`
        /// modulo their number; a wait of 18 frames when there is none.
        case tapControl(pick: Int)
        /// A tap on the way back on screen (`Monkey.wayBack(in:)`); a wait of 18 frames when
        /// there is none.
        case tapBack
        /// A drag whose last phase is ended, or cancelled when `cancelled` (the system took the
        /// touch away).
        case drag(from: CGPoint, to: CGPoint, frames: Int, cancelled: Bool)
        case rotate(left: Bool)
        case wait(frames: Int)

        var description: String {
            switch self {
            case .tap(let p): return "tap (\(Int(p.x)), \(Int(p.y)))"
            case .tapControl(let pick): return "tap control \(pick)"
            case .tapBack: return "tap the way back"
            case .drag(let a, let b, let frames, let cancelled):
                return "drag (\(Int(a.x)), \(Int(a.y))) to (\(Int(b.x)), \(Int(b.y))) in \(frames) frames\(cancelled ? ", cancelled" : "")"
            case .rotate(let left): return left ? "rotate left" : "rotate right"
            case .wait(let frames): return "wait \(frames) frames"
            }
        }
    }

    /// What went wrong, and where in the run.
    struct Failure: CustomStringConvertible {
        let seed: UInt64
        let demo: String
        let event: Int
        let what: String
        let recent: [String]

        var description: String {
            "seed \(seed), demo \(demo), event \(event): \(what)\n  last events: \(recent.joined(separator: "; "))"
        }
    }

    private var state: UInt64

    /// A monkey whose events follow from `seed`.
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    /// SplitMix64: a well-mixed 64-bit number per call.
    private mutating func next() -> UInt64 {
        state = state &+ 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func unit() -> CGFloat { CGFloat(next() >> 11) / CGFloat(1 << 53) }

    private mutating func point(in size: CGSize) -> CGPoint {
        CGPoint(x: (unit() * (size.width - 2)).rounded() + 1, y: (unit() * (size.height - 2)).rounded() + 1)
    }

    /// The next event for a screen of `size`.
    ///
    /// The mix follows what finds faults in the demos: taps on the controls and the way back
    /// move between pages (and, from the catalogue, between demos); sideways drags from the
    /// right half drive the tab demo's pan and 002's interactive present; edge drags pop, some
    /// cancelled by the system; rotations land between them; pauses of up to 1.5 s let the
    /// next event start at any moment of what the last one started.
    mutating func event(screen size: CGSize) -> Event {
        let roll = next() % 100
        switch roll {
        case 0..<26:
            return .tap(point(in: size))
        case 26..<38:
            return .tapControl(pick: Int(next() % 64))
        case 38..<45:
            return .tapBack
        case 45..<54:
            return .drag(from: point(in: size), to: point(in: size), frames: 2 + Int(next() % 20), cancelled: false)
        case 54..<62:
            // A sideways drag from the right half towards the left edge, slow or fast.
            let start = CGPoint(x: (size.width / 2 + unit() * (size.width / 2 - 2)).rounded(), y: point(in: size).y)
            return .drag(from: start, to: CGPoint(x: (unit() * size.width / 3).rounded(), y: start.y),
                         frames: 4 + Int(next() % 24), cancelled: false)
        case 62..<76:
            // An edge drag, slow or fast, released anywhere across the screen; one in six is
            // taken away by the system (its touch cancelled).
            let y = point(in: size).y
            return .drag(from: CGPoint(x: 2, y: y), to: CGPoint(x: unit() * size.width, y: y + (unit() - 0.5) * 80),
                         frames: 2 + Int(next() % 30), cancelled: next() % 6 == 0)
        case 76..<82:
            // A flick.
            let start = point(in: size)
            return .drag(from: start, to: CGPoint(x: start.x + (unit() - 0.5) * 300, y: start.y + (unit() - 0.5) * 300),
                         frames: 2, cancelled: false)
        case 82..<88:
            return .rotate(left: next() % 2 == 0)
        default:
            return .wait(frames: Int(next() % 90))
        }
    }

    /// Gives `event` to `device`, a frame per touch sample, calling `afterFrame` after each
    /// frame.
    static func perform(_ event: Event, on device: Device, afterFrame: () -> Void = {}) {
        func step(_ count: Int = 1) {
            for _ in 0..<count {
                device.step()
                afterFrame()
            }
        }
        switch event {
        case .tap(let p):
            device.touch(.began, at: p)
            step(2)
            device.touch(.ended, at: p)
            step()
        case .tapControl(let pick):
            let controls = Monkey.controls(in: device)
            guard !controls.isEmpty else { return step(18) }
            perform(.tap(controls[pick % controls.count]), on: device, afterFrame: afterFrame)
        case .tapBack:
            guard let back = Monkey.wayBack(in: device) else { return step(18) }
            perform(.tap(back), on: device, afterFrame: afterFrame)
        case .drag(let a, let b, let frames, let cancelled):
            device.touch(.began, at: a)
            step()
            for i in 1...frames {
                let t = CGFloat(i) / CGFloat(frames)
                device.touch(.moved, at: CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
                step()
            }
            device.touch(cancelled ? .cancelled : .ended, at: b)
            step()
        case .rotate(let left):
            if left { device.rotateLeft() } else { device.rotateRight() }
            step()
        case .wait(let frames):
            step(frames)
        }
    }

    /// Runs `count` events on the app `makeRoot` makes (launched fresh); checks UIKit's
    /// invariants after every frame in which no transition runs, and after each event lets the
    /// device settle (at most `settleLimit` frames) and checks the layout invariant once it is
    /// idle. Returns the first failure: a violation, or a device that never goes idle.
    ///
    /// With `impatience` above 0, that fraction of the events is followed by only 0 to 11 frames
    /// before the next one, so taps, drags and rotations land in the middle of the transitions
    /// the last one started.
    mutating func run(demo: String, count: Int, seed: UInt64, settleLimit: Int = 600, impatience: Double = 0,
                      makeRoot: () -> UIViewController) -> Failure? {
        // MONKEY_DEVICE=iphone-6.1 (or ipad-11) in the environment runs it on another device.
        var model = ProcessInfo.processInfo.environment["MONKEY_DEVICE"].flatMap(DeviceModel.named) ?? .phone47
        model.scale = 1
        let device = Device(model: model)
        device.environment.checksInvariantsAfterTransitions = true
        if let speed = ProcessInfo.processInfo.environment["MONKEY_SPEED"].flatMap(Double.init) { device.animationSpeed = speed }
        device.launch(device.run(makeRoot))
        var recent: [String] = []
        // The first violation seen on a frame between transitions, with the frame it was on.
        var between: String?
        var frame = 0
        let checkFrame = {
            frame += 1
            guard between == nil else { return }
            between = device.run { () -> String? in
                guard !device.environment.isTransitioning else { return nil }
                return device.environment.checkInvariants().first.map { "\($0)" }
            }.map { "\($0) (frame \(frame) of the event)" }
        }
        for index in 0..<count {
            let size = device.orientedModel.screenSize
            let event = event(screen: CGSize(width: size.width, height: size.height))
            recent = Array((recent + [event.description]).suffix(8))
            frame = 0
            Monkey.perform(event, on: device, afterFrame: checkFrame)
            if let between {
                return Failure(seed: seed, demo: demo, event: index, what: between, recent: recent)
            }
            if impatience > 0, Double(unit()) < impatience {
                let frames = Int(next() % 12)
                for _ in 0..<frames {
                    device.step()
                    checkFrame()
                }
                if let between { return Failure(seed: seed, demo: demo, event: index, what: between, recent: recent) }
                continue
            }
            var frames = 0
            while !device.isIdle && frames < settleLimit {
                device.step()
                checkFrame()
                frames += 1
            }
            if let between {
                return Failure(seed: seed, demo: demo, event: index, what: between, recent: recent)
            }
            guard device.isIdle else {
                return Failure(seed: seed, demo: demo, event: index, what: "not idle \(settleLimit) frames after the event", recent: recent)
            }
            // What the automatic check logged the frame after each transition ended, then the
            // layout once everything is idle.
            let logged = device.environment.loggedInvariantViolations
            let violations = logged.map { "\($0)" } + device.run { () -> [String] in
                guard !device.environment.isTransitioning else { return [] }
                // Idle means no animation runs, a rotation's included: the layout has settled.
                // MONKEY_LAYOUT=0 leaves out the layout invariant (to look for other failures).
                let layout = ProcessInfo.processInfo.environment["MONKEY_LAYOUT"] != "0"
                return layout ? device.window.map { ScreenLayoutInvariant.violations(in: $0) } ?? [] : []
            }
            if let first = violations.first {
                return Failure(seed: seed, demo: demo, event: index, what: "\(first)", recent: recent)
            }
        }
        return nil
    }
}
