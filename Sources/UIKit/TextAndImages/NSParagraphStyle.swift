import Foundation

/// Paragraph attributes of attributed text, as UIKit's `NSParagraphStyle`.
///
/// Unlike UIKit, only alignment, line break mode, line spacing and line height multiple are
/// used when drawing.
open class NSParagraphStyle: NSObject {
    /// Horizontal alignment.
    open fileprivate(set) var alignment: NSTextAlignment = .natural
    /// How lines wrap and the last one is cut.
    open fileprivate(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Extra space between lines, in points.
    open fileprivate(set) var lineSpacing: CGFloat = 0
    /// A multiple of the font's line height (0: the font's own).
    open fileprivate(set) var lineHeightMultiple: CGFloat = 0
    /// Space after each paragraph (not used when drawing here).
    open fileprivate(set) var paragraphSpacing: CGFloat = 0

    /// The default style: natural alignment, word wrapping, no extra spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// A mutable copy.
    open override func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.alignment = alignment; copy.lineBreakMode = lineBreakMode; copy.lineSpacing = lineSpacing
        copy.lineHeightMultiple = lineHeightMultiple; copy.paragraphSpacing = paragraphSpacing
        return copy
    }
}

/// A paragraph style whose attributes can be changed, as UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// Horizontal alignment.
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    /// How lines wrap and the last one is cut.
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    /// Extra space between lines, in points.
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    /// A multiple of the font's line height (0: the font's own).
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    /// Space after each paragraph (not used when drawing here).
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
}
