import Foundation

/// A popover's shadow (part of UIKit's private popover chrome): the outline of the popover's
/// rounded card and its arrow cast as a soft, wide, faint shadow under both, so the popover's
/// fill never meets the page behind it directly, as iOS draws its default popover background
/// (Apple's `UIPopoverBackgroundView.wantsDefaultContentAppearance`: the default appearance
/// draws "the content inset and drop shadow").
///
/// The view itself draws nothing: its layer has only a shadow, cast from its `shadowPath`.
final class PopoverShadowView: UIView {
    /// The shadow's blur radius: large, so it spreads well past the card.
    static let radius: CGFloat = 30
    /// The shadow's opacity: low, so it only darkens the page near the card.
    static let opacity: Float = 0.16
    /// The shadow's offset: a little downwards, lit from above.
    static let offset = CGSize(width: 0, height: 6)

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = Self.opacity
        layer.shadowRadius = Self.radius
        layer.shadowOffset = Self.offset
    }

    required init?(coder: NSCoder) { return nil }

    /// Casts the shadow of a popover at `popover` with its arrow at `arrow` (nil: no arrow),
    /// both in the superview's coordinates, its card's corners rounded by `cornerRadius`.
    func cast(popover: CGRect, arrow: CGRect?, direction: UIPopoverArrowDirection, cornerRadius: CGFloat) {
        let outline = arrow.map { popover.union($0) } ?? popover
        frame = outline
        let path = CGMutablePath()
        let card = popover.offsetBy(dx: -outline.minX, dy: -outline.minY)
        path.addRoundedRect(in: card, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
        if let arrow {
            let a = arrow.offsetBy(dx: -outline.minX, dy: -outline.minY)
            // The triangle's base lies on the card's edge: overlapping, the two subpaths could
            // wind opposite ways and leave a gap in the outline.
            let tip = direction == .down ? CGPoint(x: a.midX, y: a.maxY) : CGPoint(x: a.midX, y: a.minY)
            let baseY = direction == .down ? a.minY : a.maxY
            path.addLines(between: [CGPoint(x: a.minX, y: baseY), CGPoint(x: a.maxX, y: baseY), tip])
            path.closeSubpath()
        }
        layer.shadowPath = path
    }
}
