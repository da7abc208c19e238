import Foundation
@testable import Simulator
@_spi(TransitionLab) @testable import UIKit

/// A seeded random user: taps, drags, edge drags, flicks, rotations and pauses, given to a
/// device one at a time, with UIKit's invariants checked whenever everything has settled.
///
/// The same seed gives the same events, so a failure is replayed by its seed and event number.
struct Monkey {
    /// One thing the monkey does.
    enum Event: CustomStringConvertible {
        case tap(CGPoint)
        case drag(from: CGPoint, to: CGPoint, frames: Int)
        case rotate(left: Bool)
        case wait(frames: Int)

        var description: String {
            switch self {
            case .tap(let p): return "tap (\(Int(p.x)), \(Int(p.y)))"
            case .drag(let a, let b, let frames): return "drag (\(Int(a.x)), \(Int(a.y))) to (\(Int(b.x)), \(Int(b.y))) in \(frames) frames"
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
    mutating func event(screen size: CGSize) -> Event {
        let roll = next() % 100
        switch roll {
        case 0..<40:
            return .tap(point(in: size))
        case 40..<55:
            return .drag(from: point(in: size), to: point(in: size), frames: 2 + Int(next() % 20))
        case 55..<72:
            // An edge drag, slow or fast, released anywhere across the screen.
            let y = point(in: size).y
            return .drag(from: CGPoint(x: 2, y: y), to: CGPoint(x: unit() * size.width, y: y + (unit() - 0.5) * 80),
                         frames: 2 + Int(next() % 30))
        case 72..<80:
            // A flick.
            let start = point(in: size)
            return .drag(from: start, to: CGPoint(x: start.x + (unit() - 0.5) * 300, y: start.y + (unit() - 0.5) * 300), frames: 2)
        case 80..<85:
            return .rotate(left: next() % 2 == 0)
        default:
            return .wait(frames: Int(next() % 40))
        }
    }

    /// Gives `event` to `device`, a frame per touch sample.
    static func perform(_ event: Event, on device: Device) {
        switch event {
        case .tap(let p):
            device.touch(.began, at: p)
            device.step(frames: 2)
            device.touch(.ended, at: p)
            device.step()
        case .drag(let a, let b, let frames):
            device.touch(.began, at: a)
            device.step()
            for i in 1...frames {
                let t = CGFloat(i) / CGFloat(frames)
                device.touch(.moved, at: CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
                device.step()
            }
            device.touch(.ended, at: b)
            device.step()
        case .rotate(let left):
            if left { device.rotateLeft() } else { device.rotateRight() }
            device.step()
        case .wait(let frames):
            device.step(frames: frames)
        }
    }

    /// Runs `count` events on `demo` (launched fresh); after each, lets the device settle (at
    /// most `settleLimit` frames) and checks the invariants when it is idle. Returns the first
    /// failure: a violation, or a device that never goes idle.
    ///
    /// With `impatience` above 0, that fraction of the events is followed by only 0 to 11 frames
    /// before the next one, so taps, drags and rotations land in the middle of the transitions
    /// the last one started; the invariants are then checked at the next event that settles
    /// (what the automatic check logged when each transition ended included).
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
        for index in 0..<count {
            let size = device.orientedModel.screenSize
            let event = event(screen: CGSize(width: size.width, height: size.height))
            recent = Array((recent + [event.description]).suffix(8))
            Monkey.perform(event, on: device)
            if impatience > 0, Double(unit()) < impatience {
                device.step(frames: Int(next() % 12))
                continue
            }
            var frames = 0
            while !device.isIdle && frames < settleLimit {
                device.step()
                frames += 1
            }
            guard device.isIdle else {
                return Failure(seed: seed, demo: demo, event: index, what: "not idle \(settleLimit) frames after the event", recent: recent)
            }
            // What the automatic check logged the frame after each transition ended, then the
            // check once everything is idle.
            let logged = device.environment.loggedInvariantViolations
            let violations = logged.map { "\($0)" } + device.run { () -> [String] in
                guard !device.environment.isTransitioning else { return [] }
                // Idle means no animation runs, a rotation's included: the layout has settled.
                // MONKEY_LAYOUT=0 leaves out the layout invariant (to look for other failures).
                let layout = ProcessInfo.processInfo.environment["MONKEY_LAYOUT"] != "0"
                return device.environment.checkInvariants().map { "\($0)" }
                    + (layout ? device.window.map { ScreenLayoutInvariant.violations(in: $0) } ?? [] : [])
            }
            if let first = violations.first {
                return Failure(seed: seed, demo: demo, event: index, what: "\(first)", recent: recent)
            }
        }
        return nil
    }
}
