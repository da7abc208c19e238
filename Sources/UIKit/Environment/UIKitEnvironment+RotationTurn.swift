import Foundation

extension UIKitEnvironment {
    /// The key the window's turn animation is added under.
    static let turnAnimationKey = "UIKit.rotationTurn"

    /// Turns each window as iOS does during a rotation: centred on the turned screen, the window
    /// starts turned by `turn` (radians, as `angle(of:)` measures; the old picture lying on its
    /// side in the new screen, exactly covering it) and turns upright in `duration` on the
    /// ease-in-ease-out curve of the rotation's animation block, while its bounds, set inside
    /// that block, grow from the old size to the new.
    ///
    /// Between the two, the window is a turning rectangle between the old and the new shape, so
    /// the screen's black background shows at its corners, as on a device. The turn is an
    /// animation of `transform.rotation.z` added to the window's layer only (the model
    /// transform stays the identity): layout, hit testing and `convert` see the upright window.
    /// A turn asked for before the last one ended goes on from the angle drawn.
    static func beginTurn(of windows: [UIWindow], by turn: CGFloat, toScreenSize size: CGSize, duration: TimeInterval) {
        let shortest = shortestTurn(turn)
        UIView.performWithoutAnimation {
            for window in windows { window.center = CGPoint(x: size.width / 2, y: size.height / 2) }
        }
        for window in windows {
            // A turn asked for while the last one runs starts from where that one is drawn.
            let drawn = (window.layer.presentation()?.value(forKeyPath: "transform.rotation.z") as? CGFloat) ?? 0
            guard shortest + drawn != 0 else { continue }
            let animation = CABasicAnimation(keyPath: "transform.rotation.z")
            animation.fromValue = shortest + drawn
            animation.toValue = CGFloat(0)
            animation.duration = duration
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            animation.fillMode = .both
            window.layer.add(animation, forKey: turnAnimationKey)
        }
    }

    /// `turn` brought into (-pi, pi]: a turn from upside down to landscape is a quarter turn
    /// back, not three quarters forward.
    static func shortestTurn(_ turn: CGFloat) -> CGFloat {
        var angle = turn.truncatingRemainder(dividingBy: 2 * .pi)
        if angle > .pi { angle -= 2 * .pi }
        if angle <= -.pi { angle += 2 * .pi }
        return angle
    }
}
