import Foundation

extension UIColor {
    /// Makes `color` available to `UIColor(named: name)`; nil removes it.
    ///
    /// Unlike UIKit, which reads named colors from asset catalogs, code here registers them: an
    /// app's colors from its catalog are registered once at start-up (the way demos register
    /// their images with `UIImage.register(_:named:)`).
    public static func register(_ color: UIColor?, named name: String) {
        UIKitEnvironment.current.registeredColors[name] = color
    }

    /// The color registered as `name` in this environment, or nil, as UIKit returns for a name its
    /// asset catalogs lack.
    public convenience init?(named name: String) {
        guard let known = UIKitEnvironment.current.registeredColors[name] else { return nil }
        self.init(cgColor: known.cgColor)
    }

    /// A color that UIKit resolves per appearance, as `UIColor(dynamicProvider:)`. Unlike UIKit,
    /// the provider runs once, with the light appearance's traits (there is no dark mode).
    public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
        let resolved = dynamicProvider(UITraitCollection.current(for: UIKitEnvironment.current.screen))
        self.init(cgColor: resolved.cgColor)
    }

    /// The color for the given traits: itself (colors here are not dynamic).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
}
