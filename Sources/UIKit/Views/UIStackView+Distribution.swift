import Foundation

extension UIStackView {
    /// How a stack view sizes and spaces its arranged views along its axis, as UIKit's
    /// `UIStackView.Distribution`.
    ///
    /// Each becomes constraints named as UIKit's (`UISV-spacing`, `UISV-fill-equally`, ...):
    /// the views stay ordinary Auto Layout items that the app may constrain further.
    public enum Distribution: Int, Sendable {
        /// The views fill the axis: when they do not fit, the one with the lowest compression
        /// resistance shrinks; when they leave room, the one with the lowest content hugging
        /// grows. Ties go by index, as in UIKit: the first of them grows, the last shrinks.
        case fill = 0
        /// The views fill the axis at one size each.
        case fillEqually = 1
        /// The views fill the axis in proportion to their intrinsic sizes along it.
        case fillProportionally = 2
        /// The views keep their intrinsic sizes; the gaps between them are equal and at least
        /// `spacing`.
        case equalSpacing = 3
        /// The views keep their intrinsic sizes; their centers are equally far apart, with gaps
        /// of at least `spacing`.
        case equalCentering = 4
    }

    /// The value of `customSpacing(after:)` for a view without custom spacing: the stack's
    /// `spacing` applies, as in UIKit.
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude

    /// Spacing that asks for the system's standard spacing, as in UIKit.
    ///
    /// Unlike UIKit, where it depends on the views, the system spacing is always 8 points.
    public static let spacingUseSystem: CGFloat = .leastNormalMagnitude

    /// The standard spacing `spacingUseSystem` stands for.
    static let systemSpacing: CGFloat = 8
}
