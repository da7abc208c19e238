import Foundation
@testable import Demos
@testable import Simulator
@_spi(TransitionLab) @testable import UIKit

/// A random-input run written down event by event (as in a bug report), replayed on a fresh
/// 4.7-inch phone at scale 1 showing the demo catalogue.
///
/// Each line is one event, `#N` first:
/// - `tap X,Y hold N`: touch began at (X,Y), N frames, touch ended, 1 frame; `tap-hotspot X,Y`
///   is the same with N = 2.
/// - `tap-back ... at X,Y`: a tap (N = 2), then 1.5 s and up to 300 more frames until the
///   device is idle; `tap-back (none found) advance 0.3` only advances 0.3 s.
/// - `drag X,Y -> X2,Y2 in Nf`: touch began, 1 frame; N moves along the line, a frame after
///   each; touch ended at the end, 1 frame. `right-half drag X,Y -> X2 in Nf` keeps Y.
/// - `edge-drag y Y to X2 (P%) in Nf ended|CANCELLED`: a drag from the left edge at height Y to
///   (X2, Y + `edgeDragRise`), its last phase ended or cancelled. The report gives the start only
///   as "0 to 12 points" with P% of the width between start and end, so the start is
///   `X2 - P% of the width`, kept within 0...12; it gives the end's height only as "Y±30", so
///   the rise is 0 unless a test asks for another.
/// - `rotate-left` / `rotate-right`: the phone turns (Ctrl+Left / Ctrl+Right), then 1 frame.
/// - `advance S s`: the clock advances S seconds.
///
/// Coordinates are screen points in the orientation the phone has at that moment.
struct RecordedMonkeyRun {
    /// The events, one line each.
    let lines: [String]
    /// How far below its start height each edge drag ends (negative: above), in points.
    let edgeDragRise: CGFloat

    /// A run from the report's text (blank lines ignored), its edge drags ending `edgeDragRise`
    /// points below where they start.
    init(_ text: String, edgeDragRise: CGFloat = 0) {
        lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        self.edgeDragRise = edgeDragRise
    }

    /// Launches the catalogue on a new phone, steps 2 frames and performs every event.
    func replay() -> Device {
        var model = DeviceModel.phone47
        model.scale = 1
        let device = Device(model: model)
        device.environment.checksInvariantsAfterTransitions = true
        device.launch(device.run { DemoApp.makeRootViewController() })
        device.step(frames: 2)
        for line in lines { Self.perform(line, on: device, edgeDragRise: edgeDragRise) }
        return device
    }

    /// Performs one event line on `device`, an edge drag ending `edgeDragRise` points below its
    /// start height.
    static func perform(_ line: String, on device: Device, edgeDragRise: CGFloat = 0) {
        // The "#N" in front only numbers the event.
        let words = line.split(separator: " ").map(String.init).drop { $0.hasPrefix("#") }
        guard let verb = words.first else { return }
        let rest = Array(words.dropFirst())
        switch verb {
        case "tap":
            tap(point(rest[0]), hold: Int(rest[2])!, on: device)
        case "tap-hotspot":
            tap(point(rest[0]), hold: 2, on: device)
        case "tap-back":
            if rest.first == "(none" {
                device.advance(seconds: Double(rest.last!)!)
                return
            }
            tap(point(rest.last!), hold: 2, on: device)
            device.advance(seconds: 1.5)
            var frames = 0
            while !device.isIdle && frames < 300 {
                device.step()
                frames += 1
            }
        case "drag":
            drag(from: point(rest[0]), to: point(rest[2]), frames: frameCount(rest[4]), on: device)
        case "right-half":
            let start = point(rest[1])
            drag(from: start, to: CGPoint(x: Double(rest[3])!, y: start.y), frames: frameCount(rest[5]), on: device)
        case "edge-drag":
            let y = Double(rest[1])!, endX = Double(rest[3])!
            let percent = Double(rest[4].trimmingCharacters(in: CharacterSet(charactersIn: "(%)")))!
            let width = Double(device.orientedModel.screenSize.width)
            let startX = min(12, max(0, (endX - width * percent / 100).rounded()))
            drag(from: CGPoint(x: startX, y: y), to: CGPoint(x: endX, y: y + Double(edgeDragRise)), frames: frameCount(rest[6]),
                 lastPhase: rest[7] == "CANCELLED" ? .cancelled : .ended, on: device)
        case "rotate-left":
            device.rotateLeft()
            device.step()
        case "rotate-right":
            device.rotateRight()
            device.step()
        case "advance":
            device.advance(seconds: Double(rest[0])!)
        default:
            preconditionFailure("unknown event: \(line)")
        }
    }

    private static func tap(_ p: CGPoint, hold: Int, on device: Device) {
        device.touch(.began, at: p)
        device.step(frames: hold)
        device.touch(.ended, at: p)
        device.step()
    }

    private static func drag(from a: CGPoint, to b: CGPoint, frames: Int, lastPhase: UITouch.Phase = .ended, on device: Device) {
        device.touch(.began, at: a)
        device.step()
        for i in 1...max(1, frames) {
            let t = CGFloat(i) / CGFloat(max(1, frames))
            device.touch(.moved, at: CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            device.step()
        }
        device.touch(lastPhase, at: b)
        device.step()
    }

    /// "X,Y" as a point.
    private static func point(_ text: String) -> CGPoint {
        let parts = text.split(separator: ",").map { Double($0)! }
        return CGPoint(x: parts[0], y: parts.count > 1 ? parts[1] : 0)
    }

    /// "16f" as 16.
    private static func frameCount(_ text: String) -> Int { Int(text.dropLast())! }
}
