import Foundation

/// The accessibility properties a responder was given, kept together and made on the first
/// one set, so a view that has none costs one nil pointer.
final class AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var identifier: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var language: String?
    var viewIsModal = false
    var elementsHidden = false
    var shouldGroupChildren = false
    var ignoresInvertColors = false
    var respondsToUserInteraction: Bool?
    var elements: [Any]?
}
