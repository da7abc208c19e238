import Foundation

extension UIButton {
    /// The closure `configurationUpdateHandler` holds.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    /// How a button looks, as iOS 15's `UIButton.Configuration`: a style (`.filled()`,
    /// `.tinted()`, ...), title and subtitle, image and its placement, colors, corners and
    /// insets. Set it on `button.configuration` (or `UIButton(configuration:primaryAction:)`).
    ///
    /// Unlike UIKit: the styles' metrics (insets, corner radii, fonts) are TransitionLab's
    /// approximations of iOS's; `attributedTitle` keeps its characters but not its attributes;
    /// there are no activity indicators (`showsActivityIndicator` is recorded), transformers or
    /// indicators; highlighting dims the content to 60% and the background to 85%, and a
    /// disabled button is gray, for every style.
    public struct Configuration {
        /// The looks of UIKit's preset configurations.
        enum Style { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }

        /// How round the background's corners are, as UIKit's `CornerStyle`.
        public enum CornerStyle: Int, Sendable {
            /// The background's own `cornerRadius`.
            case fixed = -1
            /// Chosen by the button size (the default).
            case dynamic = 0
            /// Slightly rounded (6 points).
            case small
            /// Rounded (8 points).
            case medium
            /// Very rounded (12 points).
            case large
            /// Half the height: a pill.
            case capsule
        }

        /// The size of the button's text and insets, as UIKit's `Size`.
        public enum Size: Int, Sendable {
            /// The smallest (12-point title).
            case mini
            /// Small (15-point title).
            case small
            /// The default (17-point title).
            case medium
            /// Large (17-point title, wider insets).
            case large
        }

        /// How the title and subtitle align with each other, as UIKit's `TitleAlignment`.
        public enum TitleAlignment: Int, Sendable {
            /// Leading when there is a subtitle and the image sits beside them, else centered.
            case automatic
            /// Leading edges aligned.
            case leading
            /// Centered.
            case center
            /// Trailing edges aligned.
            case trailing
        }

        let style: Style
        /// The background's color, corners and outline.
        public var background: UIBackgroundConfiguration = .clear()
        /// How round the corners are.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size of text and insets.
        public var buttonSize: Size = .medium
        /// The color of the title, subtitle and template images, or nil for the style's.
        public var baseForegroundColor: UIColor?
        /// The color the style derives the background from, or nil for the tint color.
        public var baseBackgroundColor: UIColor?
        /// The image, beside or above the title.
        public var image: UIImage?
        /// The configuration symbol images are drawn with (the title's size by default).
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Whether an activity indicator replaces the image (recorded only).
        public var showsActivityIndicator = false
        /// The title.
        public var title: String?
        /// The title, as an attributed string; only its characters are drawn here.
        public var attributedTitle: AttributedString? {
            get { title.map { AttributedString($0) } }
            set { title = newValue.map { String($0.characters) } }
        }
        /// A second, smaller line below the title.
        public var subtitle: String?
        /// Which side of the title the image is on (`.leading` by default).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title, in points.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle, in points.
        public var titlePadding: CGFloat = 2
        /// How the title and subtitle align.
        public var titleAlignment: TitleAlignment = .automatic
        /// Whether a selected button's configuration updates for selection (recorded only).
        public var automaticallyUpdateForSelection = true
        private var contentInsetsStorage: NSDirectionalEdgeInsets?

        /// The space between the content and the button's edges (by `buttonSize` until set).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { contentInsetsStorage ?? defaultContentInsets }
            set { contentInsetsStorage = newValue }
        }

        init(style: Style) {
            self.style = style
        }

        /// A button with no background: tinted text.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A background of the tint color, lightly: tinted text.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A light gray background: tinted text.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background of the tint color: white text.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// No background (the older name of the plain look).
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A light gray background (the older name of the gray look).
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A light tint background (the older name of the tinted look).
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A tint background with white text (the older name of the filled look).
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// The configuration for `button`'s state: unchanged here, as the state's look is
        /// applied when drawing.
        public func updated(for button: UIButton) -> Configuration { self }

        /// The insets `contentInsets` has until set.
        var defaultContentInsets: NSDirectionalEdgeInsets {
            switch buttonSize {
            case .mini: return NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The title's point size for the button size (the subtitle's is 4 points less).
        var titleFontSize: CGFloat {
            switch buttonSize {
            case .mini: return 12
            case .small: return 15
            case .medium, .large: return 17
            }
        }
    }
}
