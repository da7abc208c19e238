import Foundation
import Text

/// How lines of text are aligned, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    /// Flush left.
    case left = 0
    /// Centered.
    case center = 1
    /// Flush right.
    case right = 2
    /// Both edges flush (drawn flush left here).
    case justified = 3
    /// The script's natural side (left: every script drawn here runs left to right).
    case natural = 4

    var textAlignment: Text.TextAlignment {
        switch self {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }
}

/// How text that does not fit is wrapped and cut, as UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap between any characters.
    case byCharWrapping = 1
    /// Cut the last line at the edge.
    case byClipping = 2
    /// An ellipsis replaces the start of the last line.
    case byTruncatingHead = 3
    /// An ellipsis ends the last line.
    case byTruncatingTail = 4
    /// An ellipsis replaces the middle of the last line.
    case byTruncatingMiddle = 5

    var lineBreakMode: LineBreakMode {
        switch self {
        case .byWordWrapping: return .wordWrapping
        case .byCharWrapping: return .charWrapping
        case .byClipping: return .clipping
        case .byTruncatingHead: return .truncatingHead
        case .byTruncatingTail: return .truncatingTail
        case .byTruncatingMiddle: return .truncatingMiddle
        }
    }
}

extension NSAttributedString.Key {
    /// The `UIFont` of the text (default: Helvetica 12, as UIKit's string drawing).
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of the text (default black).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The `UIColor` behind the text (not drawn here).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The `NSParagraphStyle` of the text.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space between characters in points (not used here).
    public static let kern = NSAttributedString.Key("NSKern")
}

/// Options for measuring and drawing strings, as UIKit's `NSStringDrawingOptions`.
///
/// Unlike UIKit, text always wraps to the given width in `boundingRect(with:options:...)`, as
/// with `.usesLineFragmentOrigin` (which is what apps pass to measure multi-line text).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: Int
    /// Creates options from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay out as multiple lines from the rectangle's origin.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use glyph image bounds (ignored).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last line that fits (ignored: see the line break mode).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Extra information about string drawing, as UIKit's `NSStringDrawingContext` (unused here).
open class NSStringDrawingContext: NSObject {
    /// The smallest font scale allowed to fit text (not applied here).
    open var minimumScaleFactor: CGFloat = 0
}

/// The attributes of a whole string as the text engine needs them.
struct TextAttributes {
    var font: UIFont
    var color: UIColor
    var paragraph: NSParagraphStyle?

    /// Reads `.font`, `.foregroundColor` and `.paragraphStyle`, with UIKit's string-drawing defaults.
    init(_ attributes: [NSAttributedString.Key: Any]?, defaultFont: UIFont = UIFont(name: "Helvetica", size: 12)!) {
        font = attributes?[.font] as? UIFont ?? defaultFont
        color = attributes?[.foregroundColor] as? UIColor ?? .black
        paragraph = attributes?[.paragraphStyle] as? NSParagraphStyle
    }

    /// The text engine's style (no line limit).
    var style: Text.TextStyle {
        Text.TextStyle(font: font.textFont, alignment: (paragraph?.alignment ?? .natural).textAlignment,
                       lineBreakMode: (paragraph?.lineBreakMode ?? .byWordWrapping).lineBreakMode,
                       lineSpacing: Double(paragraph?.lineSpacing ?? 0),
                       lineHeightMultiple: Double(paragraph?.lineHeightMultiple ?? 0))
    }
}

extension NSAttributedString {
    /// The attributes of the first character (or none): this simulator draws attributed text
    /// with one set of attributes for the whole string.
    var leadingAttributes: [NSAttributedString.Key: Any] {
        length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
    }

    /// The size of the string on one line per paragraph, in points.
    ///
    /// Unlike UIKit, the whole string is measured with its first character's attributes.
    public func size() -> CGSize { NSString.measure(string, TextAttributes(leadingAttributes), width: nil) }

    /// The rectangle the string takes when wrapped to `size.width`, origin zero.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        CGRect(origin: .zero, size: NSString.measure(string, TextAttributes(leadingAttributes), width: size.width))
    }

    /// Draws the string with its top-left corner at `point` in the current graphics context.
    public func draw(at point: CGPoint) {
        NSString.drawText(string, TextAttributes(leadingAttributes), in: CGRect(origin: point, size: .zero), wraps: false)
    }

    /// Draws the string wrapped into `rect` in the current graphics context.
    public func draw(in rect: CGRect) {
        NSString.drawText(string, TextAttributes(leadingAttributes), in: rect, wraps: true)
    }
}

extension NSString {
    /// The size of the string on one line per paragraph, in points, with `attrs`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString.measure(self as String, TextAttributes(attrs), width: nil)
    }

    /// The rectangle the string takes when wrapped to `size.width`, origin zero.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes attrs: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        CGRect(origin: .zero, size: NSString.measure(self as String, TextAttributes(attrs), width: size.width))
    }

    /// Draws the string with its top-left corner at `point` in the current graphics context.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString.drawText(self as String, TextAttributes(attrs), in: CGRect(origin: point, size: .zero), wraps: false)
    }

    /// Draws the string wrapped into `rect` (lines that do not fit its height are left out).
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString.drawText(self as String, TextAttributes(attrs), in: rect, wraps: true)
    }

    /// Measures text at the screen's scale, wrapped to `width` when it is positive and finite.
    static func measure(_ text: String, _ attributes: TextAttributes, width: CGFloat?) -> CGSize {
        let maxWidth = width.flatMap { $0 > 0 && $0.isFinite ? Double($0) : nil }
        let layout = TextRenderer.shared.layout(text, style: attributes.style, maxWidth: maxWidth,
                                                scale: Double(UIScreen.main.scale))
        return CGSize(width: layout.width, height: layout.height)
    }

    /// Lays out text for the current context's scale and draws it there (nothing without a
    /// current context, as in UIKit).
    static func drawText(_ text: String, _ attributes: TextAttributes, in rect: CGRect, wraps: Bool) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let layout = TextRenderer.shared.layout(
            text, style: attributes.style,
            maxWidth: wraps && rect.width > 0 ? Double(rect.width) : nil,
            maxHeight: wraps && rect.height > 0 ? Double(rect.height) : nil, scale: context.textScale)
        context.drawText(layout, at: rect.origin, color: attributes.color.cgColor)
    }
}

extension StringProtocol {
    /// The size of the string on one line per paragraph, in points, with `attrs`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: String(self)).size(withAttributes: attrs)
    }

    /// The rectangle the string takes when wrapped to `size.width`, origin zero.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes attrs: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSString(string: String(self)).boundingRect(with: size, options: options, attributes: attrs, context: context)
    }

    /// Draws the string with its top-left corner at `point` in the current graphics context.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: String(self)).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string wrapped into `rect` in the current graphics context.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: String(self)).draw(in: rect, withAttributes: attrs)
    }
}
