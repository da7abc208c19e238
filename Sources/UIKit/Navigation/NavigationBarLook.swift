import Foundation

/// What a navigation bar looks like for one page, resolved from the appearances and the legacy
/// properties (see `UINavigationBar.look(for:)`): the layers of the background, the shadow line
/// and the title's text style.
struct NavigationBarLook: Equatable {
    /// UIKit's bar material, drawn flat (there is no blur): under the color and image.
    var material: UIColor?
    /// The color over the material.
    var color: UIColor?
    /// The image over the color, stretched over the bar.
    var image: UIImage?
    /// The line under the bar (nil: none).
    var shadowColor: UIColor?
    /// An image drawn as the line under the bar instead of the color.
    var shadowImage: UIImage?
    /// The title's color.
    var titleColor: UIColor
    /// The title's font (nil: the system font at 17 pt, semibold).
    var titleFont: UIFont?
    /// How far the title is moved from its centred place.
    var titleOffset: UIOffset = .zero
    /// The colors of plain, done and back buttons (nil: the bar's tint color).
    var buttonColor, doneButtonColor, backButtonColor: UIColor?

    /// UIKit's translucent bar material, as a flat color.
    static let lightMaterial = UIColor(white: 0.97, alpha: 0.94)
    /// The material of a legacy `.black` bar.
    static let darkMaterial = UIColor(white: 0.11, alpha: 0.94)

    /// The look of an appearance; `titleColor` is the title's color when the attributes have none.
    init(_ appearance: UIBarAppearance, titleColor: UIColor = .label) {
        material = appearance.backgroundEffect.map { $0.isDark ? Self.darkMaterial : Self.lightMaterial }
        color = appearance.backgroundColor
        image = appearance.backgroundImage
        shadowColor = appearance.shadowColor
        shadowImage = appearance.shadowImage
        let attributes = (appearance as? UINavigationBarAppearance)?.titleTextAttributes ?? [:]
        self.titleColor = attributes[.foregroundColor] as? UIColor ?? titleColor
        titleFont = attributes[.font] as? UIFont
        if let appearance = appearance as? UINavigationBarAppearance {
            titleOffset = appearance.titlePositionAdjustment
            buttonColor = appearance.buttonAppearance.normalTitleColor
            doneButtonColor = appearance.doneButtonAppearance.normalTitleColor
            backButtonColor = appearance.backButtonAppearance.normalTitleColor
        }
    }

    /// A look from its parts.
    init(material: UIColor?, color: UIColor?, image: UIImage?, shadowColor: UIColor?, shadowImage: UIImage?,
         titleColor: UIColor, titleFont: UIFont?) {
        self.material = material
        self.color = color
        self.image = image
        self.shadowColor = shadowColor
        self.shadowImage = shadowImage
        self.titleColor = titleColor
        self.titleFont = titleFont
    }

    /// Whether nothing is drawn behind the title (the page shows through the whole bar).
    var isTransparent: Bool {
        material == nil && (color == nil || color!.cgColor.alpha == 0) && image == nil
    }

    /// Whether the background hides the page behind it completely.
    var isOpaque: Bool {
        [material, color].contains { $0.map { $0.cgColor.alpha >= 1 } ?? false }
    }

    static func == (a: NavigationBarLook, b: NavigationBarLook) -> Bool {
        a.material == b.material && a.color == b.color && a.image === b.image && a.shadowColor == b.shadowColor
            && a.shadowImage === b.shadowImage && a.titleColor == b.titleColor && a.titleFont == b.titleFont
            && a.titleOffset == b.titleOffset && a.buttonColor == b.buttonColor
            && a.doneButtonColor == b.doneButtonColor && a.backButtonColor == b.backButtonColor
    }
}
