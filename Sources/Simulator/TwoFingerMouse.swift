import Foundation
import UIKit

/// Two fingers from one mouse, as the iOS Simulator gives them with Option (Alt here): where
/// the second finger is for a pointer and the modifiers held (docs/SESSIONS.md, "Two fingers").
///
/// With Alt the second finger is the pointer's mirror through the screen's centre, so dragging
/// pinches and rotates about the centre; with Alt and Shift the pair keeps the offset it had
/// when Shift joined, so dragging moves both fingers together. Plain, so tests drive it headless:
/// the window host only reads the pointer and the modifiers.
package struct TwoFingerMouse: Equatable {
    /// The screen's size in points (its centre is the pinch's).
    package var screenSize: CGSize
    /// The second finger's offset from the pointer while Shift moves the pair, fixed when Shift
    /// joined Alt; nil without Shift.
    package private(set) var pairOffset: CGPoint?

    /// Creates the mapping for a screen of `screenSize` points.
    package init(screenSize: CGSize) {
        self.screenSize = screenSize
    }

    /// The screen's centre, which the pinch and the rotation turn about.
    package var center: CGPoint { CGPoint(x: screenSize.width / 2, y: screenSize.height / 2) }

    /// Where the two fingers are for the pointer at `pointer` (screen points) with Alt and
    /// Shift as held: finger 0 at the pointer, finger 1 at its mirror through the centre, or
    /// (Shift) at the offset the pair had when Shift joined. Nil without Alt: one finger. The
    /// second finger is kept on the screen.
    package mutating func fingers(pointer: CGPoint, alt: Bool, shift: Bool) -> (CGPoint, CGPoint)? {
        guard alt else {
            pairOffset = nil
            return nil
        }
        let second: CGPoint
        if shift {
            let offset = pairOffset ?? CGPoint(x: 2 * (center.x - pointer.x), y: 2 * (center.y - pointer.y))
            pairOffset = offset
            second = CGPoint(x: pointer.x + offset.x, y: pointer.y + offset.y)
        } else {
            pairOffset = nil
            second = CGPoint(x: 2 * center.x - pointer.x, y: 2 * center.y - pointer.y)
        }
        return (pointer, clampedToScreen(second))
    }

    /// `point` moved onto the screen's nearest edge when it lies outside.
    private func clampedToScreen(_ point: CGPoint) -> CGPoint {
        CGPoint(x: min(max(point.x, 0), screenSize.width), y: min(max(point.y, 0), screenSize.height))
    }
}
