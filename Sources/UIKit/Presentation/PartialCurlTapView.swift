import Foundation
import QuartzCore

/// The way out of a `.partialCurl` presentation, as on iOS: a tap on the part of the screen the
/// curled page still covers (the flat page and its roll) dismisses the presented controller; a
/// tap where the presented page shows through goes to it as usual.
///
/// A transparent view over the container whose `point(inside:with:)` is true only on the curled
/// page, computed from the curl layer's line the way the renderer places it (`PageCurl`).
final class PartialCurlTapView: UIView {
    /// The curled page over the container.
    weak var curl: PageCurlLayer?
    /// The controller a tap dismisses.
    weak var presented: UIViewController?
    /// The controller whose page is curled, drawn again at a new shape.
    weak var presenting: UIViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let curl, curl.frame != bounds, let container = superview else { return }
        // The container took a new shape (the phone turned): the curled page is the presenter's
        // page laid out at that shape, as the page the dismissal will uncover.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        curl.frame = bounds
        if let page = presenting?.view, page.superview == nil {
            var image: CGImage?
            UIView.performWithoutAnimation { image = Self.image(of: page, laidOutIn: container) }
            curl.contents = image
        }
        CATransaction.commit()
    }

    /// The presenter's page laid out to fill `container` and drawn: it goes into the container,
    /// under everything, for as long as that takes, so it lays out inside the window's safe area.
    private static func image(of page: UIView, laidOutIn container: UIView) -> CGImage? {
        container.insertSubview(page, at: 0)
        page.frame = container.bounds
        let image = page.renderedSnapshotImage(of: nil)
        page.removeFromSuperview()
        return image
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard let curl, bounds.contains(point) else { return false }
        return Self.isCovered(point, size: bounds.size, amount: curl.curlAmount, angle: curl.curlAngle, radius: curl.curlRadius)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let presented, presented.presentingViewController != nil, !presented.isBeingDismissed else { return }
        presented.dismiss(animated: true)
    }

    /// Whether the curled page (flat, or rolled around its cylinder) covers `point` of a page of
    /// `size` curled by `amount` along a line at `angle` with a roll of `radius` (all in points).
    ///
    /// The line's travel follows `PageCurl`: it starts at the corner farthest along the normal
    /// (nothing lifted) and sweeps past the opposite corner by half a turn plus the shadow at 1.
    static func isCovered(_ point: CGPoint, size: CGSize, amount: CGFloat, angle: CGFloat, radius: CGFloat) -> Bool {
        let amount = amount.isFinite ? max(0, min(1, Double(amount))) : 0
        let angle = angle.isFinite ? Double(angle) : -Double.pi / 6
        let r = radius.isFinite ? max(0, Double(radius)) : 0
        let nx = -sin(angle), ny = cos(angle)
        let w = Double(size.width), h = Double(size.height)
        let projections = [0, nx * w, ny * h, nx * w + ny * h]
        let far = projections.max()!, near = projections.min()!
        let travel = max(Double.pi * r, r + 1 + 6 + 0.8 * r)
        let c = far - amount * (far - near + travel)
        // On the lifted side past the roll, the page is gone and the presented page shows.
        return nx * Double(point.x) + ny * Double(point.y) - c < r
    }
}
