import Foundation
import Text

/// A font: a typeface at a point size, as UIKit's `UIFont`.
///
/// Unlike UIKit, every font is drawn with one of the few files the simulator ships with: the
/// system font and sans-serif names (Helvetica, PingFang, Avenir, ...) with DejaVu Sans, serif
/// names (Times, Georgia, Songti) with DejaVu Serif, fixed-width names (Menlo, Courier) with
/// DejaVu Sans Mono; Chinese, Japanese and Korean characters always come from WenQuanYi Micro Hei.
/// Weights of semibold and above use the bold file; lighter weights draw as regular.
open class UIFont: NSObject {
    /// A font weight, as UIKit's `UIFont.Weight` (-1 ultra light ... 1 black, 0 regular).
    public struct Weight: Hashable, Sendable, RawRepresentable {
        /// The weight value.
        public var rawValue: CGFloat
        /// Creates a weight from its value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultra light (-0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin (-0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// Light (-0.4).
        public static let light = Weight(rawValue: -0.4)
        /// Regular (0).
        public static let regular = Weight(rawValue: 0)
        /// Medium (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold (0.3), the first weight drawn with the bold file.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// Black (0.62).
        public static let black = Weight(rawValue: 0.62)
    }

    /// The Dynamic Type text styles, as UIKit's `UIFont.TextStyle` (sizes of the default
    /// "Large" content size).
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        /// The style's name.
        public var rawValue: String
        /// Creates a style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// 34 pt.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 pt.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 pt.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 pt.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 17 pt.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 pt.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 15 pt.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 13 pt.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 pt.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 pt.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The font's full name ("Helvetica-Bold", ".SFUI-Regular" for the system font).
    public let fontName: String
    /// The family name ("Helvetica", ".SF UI" for the system font).
    public let familyName: String
    /// The em size in points.
    public let pointSize: CGFloat
    /// The weight.
    let weight: Weight
    /// Whether glyphs are slanted.
    let isItalic: Bool
    /// The Latin design it is drawn with.
    let family: FontFamily

    init(fontName: String, familyName: String, pointSize: CGFloat, weight: Weight, isItalic: Bool, family: FontFamily) {
        self.fontName = fontName; self.familyName = familyName; self.pointSize = pointSize
        self.weight = weight; self.isItalic = isItalic; self.family = family
    }

    /// The font named `fontName` ("Helvetica-Bold", "PingFangSC-Medium", "Menlo-Regular", ...) at
    /// `size`; nil when the family is not one UIKit apps commonly use (see the class notes).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let parts = fontName.split(separator: "-", maxSplits: 1).map(String.init)
        let family = parts[0], face = parts.count > 1 ? parts[1].lowercased() : ""
        guard let design = UIFont.design(ofFamily: family) else { return nil }
        let bold = ["semibold", "bold", "heavy", "black", "condensedbold", "bolditalic", "boldoblique", "w6", "w7"]
            .contains { face.hasPrefix($0) || face == $0 } || family.lowercased().hasSuffix("bold")
        let italic = face.contains("italic") || face.contains("oblique")
        self.init(fontName: fontName, familyName: family, pointSize: fontSize, weight: bold ? .bold : .regular,
                  isItalic: italic, family: design)
    }

    /// The Latin design a family name is drawn with, nil for unknown families.
    static func design(ofFamily family: String) -> FontFamily? {
        let name = family.lowercased().replacingOccurrences(of: " ", with: "")
        let sans = ["helvetica", "arial", "pingfang", "avenir", "sfui", "sfpro", ".sf", "systemfont", "dejavusans",
                    "gillsans", "futura", "verdana", "trebuchet", "hiragino", "heiti", "stheiti", "applesdgothic",
                    "kohinoor", "optima", "chalkboard", "markerfelt", "noteworthy", "wenquanyi", "wqy"]
        let serif = ["times", "georgia", "baskerville", "didot", "palatino", "songti", "stsong", "hoefler",
                     "cochin", "bodoni", "charter", "newyork", "dejavuserif", "iowan"]
        let mono = ["menlo", "courier", "sfmono", "americantypewriter", "dejavusansmono", "monaco"]
        if mono.contains(where: name.hasPrefix) { return .monospaced }
        if serif.contains(where: name.hasPrefix) { return .serif }
        if sans.contains(where: name.hasPrefix) { return .sans }
        return nil
    }

    /// The system font (San Francisco on iOS) at `fontSize`.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(fontName: weight.rawValue >= Weight.semibold.rawValue ? ".SFUI-Semibold" : ".SFUI-Regular",
               familyName: ".SF UI", pointSize: fontSize, weight: weight, isItalic: false, family: .sans)
    }

    /// The bold system font at `fontSize`.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize` (slanted regular glyphs here).
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-RegularItalic", familyName: ".SF UI", pointSize: fontSize, weight: .regular,
               isItalic: true, family: .sans)
    }

    /// The fixed-width system font (SF Mono on iOS) at `fontSize` and `weight`.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(fontName: ".SFUIMono-Regular", familyName: ".SF Mono", pointSize: fontSize, weight: weight,
               isItalic: false, family: .monospaced)
    }

    /// The system font with fixed-width digits (the plain system font here: DejaVu's digits
    /// already share one width).
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The font of a Dynamic Type style at the default content size.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let sizes: [TextStyle: CGFloat] = [.largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17,
                                           .body: 17, .callout: 16, .subheadline: 15, .footnote: 13,
                                           .caption1: 12, .caption2: 11]
        return systemFont(ofSize: sizes[style] ?? 17, weight: style == .headline ? .semibold : .regular)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, familyName: familyName, pointSize: fontSize, weight: weight, isItalic: isItalic,
               family: family)
    }

    /// The size of labels (17 pt).
    open class var labelFontSize: CGFloat { 17 }
    /// The size of buttons (18 pt).
    open class var buttonFontSize: CGFloat { 18 }
    /// The standard system font size (14 pt).
    open class var systemFontSize: CGFloat { 14 }
    /// The small system font size (12 pt).
    open class var smallSystemFontSize: CGFloat { 12 }

    /// The family names that `init?(name:size:)` accepts, as listed by UIKit.
    open class var familyNames: [String] {
        ["Helvetica", "Helvetica Neue", "Arial", "PingFang SC", "Avenir", "Times New Roman", "Georgia", "Menlo", "Courier"]
    }

    /// The font as the text engine describes it.
    var textFont: TextFont {
        TextFont(family: family, size: Double(pointSize), isBold: weight.rawValue >= Weight.semibold.rawValue,
                 isItalic: isItalic)
    }

    /// Distance from the baseline to the top of the line box, in points.
    open var ascender: CGFloat { CGFloat(TextRenderer.shared.library.metrics(for: textFont).ascender) }
    /// Distance from the baseline to the bottom of the line box, in points (negative).
    open var descender: CGFloat { CGFloat(TextRenderer.shared.library.metrics(for: textFont).descender) }
    /// Extra space between lines the font asks for, in points.
    open var leading: CGFloat { CGFloat(TextRenderer.shared.library.metrics(for: textFont).leading) }
    /// Baseline-to-baseline distance of single-spaced lines, in points.
    open var lineHeight: CGFloat { CGFloat(TextRenderer.shared.library.metrics(for: textFont).lineHeight) }
    /// The height of capital letters (0.73 em, DejaVu's).
    open var capHeight: CGFloat { pointSize * 0.729 }
    /// The height of lowercase letters (0.55 em, DejaVu's).
    open var xHeight: CGFloat { pointSize * 0.547 }

    /// Fonts are equal when they draw the same way at the same size.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize && textFont == other.textFont
    }

    /// Hashes the name and size.
    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }

    /// The name and size, for debugging.
    open override var description: String { "<UIFont \(fontName) \(pointSize)pt>" }
}
