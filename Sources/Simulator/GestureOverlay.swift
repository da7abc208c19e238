import Foundation
import Overlays
import Raster
import Text
import UIKit

/// The gesture overlay (Ctrl+G): each finger's trail over the last half second (of the window's
/// clock live, of simulated time in replays and exports), and a card with what UIKit's running interactive transition reports (percent complete,
/// the pan's velocity, and whether releasing now would finish or cancel it).
///
/// It keeps only the trail; everything on the card is read from UIKit at drawing time, so the
/// overlay shows UIKit's own state, never a guess of its own.
package struct GestureOverlay {
    /// How long a trail point stays visible, in seconds.
    package static let trailDuration: CFTimeInterval = 0.5

    /// Each finger's trail (0 the first, 1 the second finger), so two fingers draw two trails
    /// and no line joins them.
    private var trails = [GestureTrail(), GestureTrail()]

    /// The first finger's recent positions in screen points, oldest first, with the media time
    /// each was recorded at.
    package var trail: [(time: CFTimeInterval, point: CGPoint)] { trails[0].points }

    /// Creates an overlay with an empty trail.
    package init() {}

    /// Records finger `finger` (0 or 1) at `point` at media time `time`, forgetting points
    /// older than the trail.
    package mutating func record(_ point: CGPoint, at time: CFTimeInterval, finger: Int = 0) {
        trails[min(max(finger, 0), trails.count - 1)].record(point, at: time, keeping: Self.trailDuration)
    }

    /// The first finger's trail points still visible at media time `now`.
    package func visibleTrail(at now: CFTimeInterval) -> [(time: CFTimeInterval, point: CGPoint)] {
        trails[0].visible(at: now, keeping: Self.trailDuration)
    }

    /// Whether any finger's trail has a point still visible at media time `now`.
    package func showsTrail(at now: CFTimeInterval) -> Bool {
        trails.contains { !$0.visible(at: now, keeping: Self.trailDuration).isEmpty }
    }

    /// Draws the trail over the screen area `screen` (frame pixels) of `picture`, at `scale`
    /// pixels per point, inside `clip` (the phone picture's bounds when it lies in a larger
    /// window picture); the card is the window's to place (`drawCard`), beside the phone.
    package func draw(into picture: inout Bitmap, screen: PixelRect, scale: Double, now: CFTimeInterval, clip: PixelRect? = nil) {
        drawTrail(into: &picture, screen: screen, scale: scale, now: now, clip: clip)
    }

    private func drawTrail(into picture: inout Bitmap, screen: PixelRect, scale: Double, now: CFTimeInterval, clip: PixelRect?) {
        for trail in trails { drawTrail(trail.visible(at: now, keeping: Self.trailDuration), into: &picture, screen: screen, scale: scale, now: now, clip: clip) }
    }

    private func drawTrail(_ points: [(time: CFTimeInterval, point: CGPoint)], into picture: inout Bitmap, screen: PixelRect,
                           scale: Double, now: CFTimeInterval, clip: PixelRect?) {
        func pixel(_ p: CGPoint) -> (Double, Double) {
            (Double(screen.x0) + Double(p.x) * scale, Double(screen.y0) + Double(p.y) * scale)
        }
        // Older points are fainter, so the direction and the pace of the drag read at a glance.
        func fade(_ time: CFTimeInterval) -> Double { max(0, 1 - (now - time) / Self.trailDuration) }
        for (a, b) in zip(points, points.dropFirst()) {
            let (x0, y0) = pixel(a.point), (x1, y1) = pixel(b.point)
            let length = hypot(x1 - x0, y1 - y0)
            guard length > 0.5 else { continue }
            let thickness = 3 * scale, c = (x1 - x0) / length, s = (y1 - y0) / length
            let rotation = Homography(c, -s, x0, s, c, y0, 0, 0, 1).after(.translation(0, -thickness / 2))
            picture.draw(QuadDraw(width: length, height: thickness, transform: rotation,
                                  fill: .color(Self.trailColor), opacity: 0.7 * fade(b.time)), clip: clip)
        }
        for sample in points {
            let radius = 5 * scale, (x, y) = pixel(sample.point)
            picture.draw(QuadDraw(width: 2 * radius, height: 2 * radius, transform: .translation(x - radius, y - radius),
                                  fill: .color(Self.trailColor), cornerRadius: radius, opacity: fade(sample.time)), clip: clip)
        }
    }

    private static let trailColor = GestureCard.progressColor
    private static let finishColor = RGBA8(red: 0.35, green: 0.9, blue: 0.45)
    private static let cancelColor = RGBA8(red: 1, green: 0.42, blue: 0.4)

    /// The lines on the card, each with its color: what a person reads off the snapshot.
    static func lines(for snapshot: InteractiveTransitionSnapshot?) -> [(text: String, color: RGBA8)] {
        guard let snapshot else { return [("No interactive transition", RGBA8(red: 0.75, green: 0.75, blue: 0.78))] }
        let percent = TransitionProgress.wholePercent(snapshot.percentComplete)
        var lines: [(String, RGBA8)] = [("\(title(of: snapshot.kind)) \(percent)%", .white)]
        if let velocity = snapshot.velocity {
            lines.append(("v = \(Int(velocity.x.rounded())) pt/s", .white))
        }
        if !snapshot.isInteractive {
            lines.append(("settling", RGBA8(red: 0.75, green: 0.75, blue: 0.78)))
        } else if let finishes = snapshot.releaseFinishes {
            lines.append(finishes ? ("release \u{2192} finish", finishColor) : ("release \u{2192} cancel", cancelColor))
        }
        return lines
    }

    private static func title(of kind: InteractiveTransitionSnapshot.Kind) -> String {
        switch kind {
        case .interactivePop: return "Pop"
        case .navigation: return "Navigation"
        case .tabSwitch: return "Tab switch"
        case .presentation: return "Presentation"
        case .dismissal: return "Dismissal"
        }
    }
}
