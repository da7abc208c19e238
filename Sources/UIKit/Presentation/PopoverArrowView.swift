import Foundation

/// A popover's arrow (part of UIKit's private popover background view): a triangle in the
/// popover's colour between the popover and its source, its tip on the source's edge.
final class PopoverArrowView: UIView {
    /// How far the arrow reaches from the popover's edge, and how wide its base is.
    static let height: CGFloat = 13
    static let baseWidth: CGFloat = 26

    /// The way the arrow points (`.up`: the popover is below its source).
    var direction: UIPopoverArrowDirection = .up {
        didSet { updatePath() }
    }

    private let shape = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.addSublayer(shape)
    }

    required init?(coder: NSCoder) { return nil }

    /// The colour the arrow is filled with (the popover's background).
    var fillColor: UIColor = .white {
        didSet { shape.fillColor = fillColor.cgColor }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        shape.frame = bounds
        updatePath()
    }

    /// The triangle for `direction` in the current bounds, tip at the far edge.
    private func updatePath() {
        let w = bounds.width, h = bounds.height
        let path = CGMutablePath()
        switch direction {
        case .down:
            path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: w, y: 0), CGPoint(x: w / 2, y: h)])
        case .left:
            path.addLines(between: [CGPoint(x: w, y: 0), CGPoint(x: w, y: h), CGPoint(x: 0, y: h / 2)])
        case .right:
            path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: h), CGPoint(x: w, y: h / 2)])
        default:
            path.addLines(between: [CGPoint(x: 0, y: h), CGPoint(x: w, y: h), CGPoint(x: w / 2, y: 0)])
        }
        path.closeSubpath()
        shape.path = path
        shape.fillColor = fillColor.cgColor
    }

    /// The arrow's frame in the container for a popover at `popover` pointing `direction` at
    /// `source`: its tip on the source's edge, its base on the popover's, kept clear of the
    /// popover's rounded corners.
    static func frame(popover: CGRect, source: CGRect, direction: UIPopoverArrowDirection, cornerRadius: CGFloat) -> CGRect {
        let low = popover.minX + cornerRadius, high = popover.maxX - cornerRadius - baseWidth
        let x = high >= low ? min(max(source.midX - baseWidth / 2, low), high) : popover.midX - baseWidth / 2
        let y = direction == .down ? popover.maxY : popover.minY - height
        return CGRect(x: x, y: y, width: baseWidth, height: height)
    }
}
