import Foundation

extension UIImage {
    /// Settings that choose how an image is drawn, as UIKit's `UIImage.Configuration`; the
    /// base of `UIImage.SymbolConfiguration`.
    open class Configuration: NSObject {
        /// Creates an empty configuration.
        public override init() { super.init() }
    }

    /// The size, weight and scale of a symbol image, as UIKit's `UIImage.SymbolConfiguration`.
    ///
    /// Unlike UIKit, text styles and fonts only give a point size (and a font its weight), and
    /// hierarchical, palette and multicolor renderings are not drawn; the class cannot be subclassed.
    public final class SymbolConfiguration: UIImage.Configuration {
        /// The point size of the symbol's font, or nil when unspecified (17 is used).
        public let pointSize: CGFloat?
        /// The weight of the symbol's strokes.
        public let weight: UIImage.SymbolWeight
        /// The size of the symbol relative to its point size.
        public let scale: UIImage.SymbolScale

        /// Creates a configuration from each setting, unspecified ones as nil or `.unspecified`.
        init(size pointSize: CGFloat?, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            super.init()
        }

        /// A configuration with nothing specified.
        public static var unspecified: UIImage.SymbolConfiguration { SymbolConfiguration(size: nil, weight: .unspecified, scale: .unspecified) }

        /// A configuration of a point size.
        public convenience init(pointSize: CGFloat) {
            self.init(size: pointSize, weight: .unspecified, scale: .unspecified)
        }

        /// A configuration of a point size and a weight.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(size: pointSize, weight: weight, scale: .unspecified)
        }

        /// A configuration of a point size, a weight and a scale.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(size: pointSize, weight: weight, scale: scale)
        }

        /// A configuration of a weight.
        public convenience init(weight: UIImage.SymbolWeight) {
            self.init(size: nil, weight: weight, scale: .unspecified)
        }

        /// A configuration of a scale.
        public convenience init(scale: UIImage.SymbolScale) {
            self.init(size: nil, weight: .unspecified, scale: scale)
        }

        /// A configuration matching a font's size and weight.
        public convenience init(font: UIFont) {
            self.init(size: font.pointSize, weight: UIImage.SymbolWeight(fontWeight: font.weight), scale: .unspecified)
        }

        /// A configuration matching a font's size and weight, at a scale.
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            self.init(size: font.pointSize, weight: UIImage.SymbolWeight(fontWeight: font.weight), scale: scale)
        }

        /// This configuration with what `otherConfiguration` specifies put over it.
        public func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            guard let other = otherConfiguration as? SymbolConfiguration else { return self }
            return Self(size: other.pointSize ?? pointSize,
                        weight: other.weight == .unspecified ? weight : other.weight,
                        scale: other.scale == .unspecified || other.scale == .default ? scale : other.scale)
        }

        /// The point size used to draw: the one set, else 17 (the body text size).
        var resolvedPointSize: CGFloat { max(1, pointSize ?? 17) }

        /// Whether two configurations specify the same thing.
        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return other.pointSize == pointSize && other.weight == weight && other.scale == scale
        }
    }
}
