import Foundation

extension UIImage {
    /// How heavy a symbol's strokes are, as UIKit's `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Sendable {
        /// Not specified (regular is used).
        case unspecified = 0
        /// The thinnest strokes.
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy
        /// The heaviest strokes.
        case black

        /// The weight matching a font weight.
        init(fontWeight: UIFont.Weight) {
            let value = fontWeight.rawValue
            let steps: [(CGFloat, SymbolWeight)] = [(-0.7, .ultraLight), (-0.5, .thin), (-0.2, .light), (0.1, .regular),
                                                    (0.27, .medium), (0.35, .semibold), (0.5, .bold), (0.6, .heavy)]
            self = steps.first { value < $0.0 }?.1 ?? .black
        }

        /// The stroke width as a fraction of the point size.
        ///
        /// Unlike UIKit, whose weights come from the SF Symbols font, these are TransitionLab's
        /// choices, from hairline to heavy.
        var strokeFraction: CGFloat {
            switch self {
            case .ultraLight: return 0.04
            case .thin: return 0.055
            case .light: return 0.075
            case .unspecified, .regular: return 0.095
            case .medium: return 0.108
            case .semibold: return 0.12
            case .bold: return 0.135
            case .heavy: return 0.155
            case .black: return 0.175
            }
        }
    }

    /// The size of a symbol relative to its point size, as UIKit's `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Sendable {
        /// The default scale (medium).
        case `default` = -1
        /// Not specified (medium is used).
        case unspecified = 0
        /// Smaller than the text beside it.
        case small = 1
        /// As large as the text beside it.
        case medium = 2
        /// Larger than the text beside it.
        case large = 3

        /// The factor applied to the point size.
        var sizeFactor: CGFloat {
            switch self {
            case .small: return 0.8
            case .large: return 1.3
            case .default, .unspecified, .medium: return 1
            }
        }
    }
}
