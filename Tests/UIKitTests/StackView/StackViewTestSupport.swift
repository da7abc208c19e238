import TestSupport
import XCTest
@testable import UIKit

/// A view with a fixed intrinsic content size, as a label or an image view has.
final class IntrinsicBox: UIView {
    let natural: CGSize

    init(_ width: CGFloat, _ height: CGFloat) {
        natural = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { natural }
}

/// Three boxes of different intrinsic sizes (40 x 20, 60 x 30, 50 x 10), the arrangement most
/// layout tests use.
func threeBoxes() -> [IntrinsicBox] {
    [IntrinsicBox(40, 20), IntrinsicBox(60, 30), IntrinsicBox(50, 10)]
}

/// A stack of `views` laid out by its frame, solved.
func laidOutStack(_ views: [UIView], frame: CGRect, axis: NSLayoutConstraint.Axis,
                  distribution: UIStackView.Distribution = .fill, alignment: UIStackView.Alignment = .fill,
                  spacing: CGFloat = 0) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: views)
    stack.frame = frame
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = spacing
    stack.layoutIfNeeded()
    return stack
}

/// A view whose intrinsic size changes, as a label's does when its text changes.
final class ResizableBox: UIView {
    var natural: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat) {
        natural = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { natural }
}
