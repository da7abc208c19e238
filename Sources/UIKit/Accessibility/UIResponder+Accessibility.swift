import Foundation

extension UIResponder {
    /// The accessibility properties, made when the first is set.
    var accessibility: AccessibilityAttributes {
        if let attributes = accessibilityStorage { return attributes }
        let attributes = AccessibilityAttributes()
        accessibilityStorage = attributes
        return attributes
    }

    /// Whether the responder is an accessibility element unless told: labels, controls and
    /// image views are, as in UIKit.
    var defaultIsAccessibilityElement: Bool { self is UILabel || self is UIControl || self is UIImageView }

    /// The traits unless told: a button's, static text's or an image's, as in UIKit.
    var defaultAccessibilityTraits: UIAccessibilityTraits {
        switch self {
        case is UIButton: return .button
        case is UILabel: return .staticText
        case is UIImageView: return .image
        default: return .none
        }
    }

    /// The label unless told: a label's text or a button's title, as in UIKit.
    var defaultAccessibilityLabel: String? {
        if let label = self as? UILabel { return label.text }
        if let button = self as? UIButton { return button.currentTitle }
        return nil
    }

    /// The frame unless told: a view's bounds in screen (window) coordinates.
    var defaultAccessibilityFrame: CGRect {
        guard let view = self as? UIView else { return .zero }
        return view.convert(view.bounds, to: nil)
    }
}
