import Foundation

/// An object that can take part in touch handling, as UIKit's `UIResponder`.
open class UIResponder: NSObject {
    /// The values `objc_setAssociatedObject` associated with this object (they go with it).
    var associatedObjectTable: AssociatedObjectTable?
    /// Creates a responder.
    public override init() { super.init() }

    /// Creates a responder of this class with `init()`: the initializer through which UIKit makes
    /// an object from a class value (an app or scene delegate class named at launch).
    ///
    /// Unlike UIKit, where `UIResponder` adopts no `NSCoding` and Objective-C's runtime calls
    /// `init()` on any class, Swift on Linux can only call a required initializer through a class
    /// value, so this one is required; since iOS already requires `init?(coder:)` of every
    /// `UIView` and `UIViewController` subclass, only a direct `UIResponder` subclass with its own
    /// designated initializers has to add it. A subclass's `init()` (inherited or overridden)
    /// runs, as on iOS; the coder is not read.
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    /// The next object in the responder chain (a view's superview or view controller).
    open var next: UIResponder? { nil }

    /// Called with each change of a property this object observes by name
    /// (`addObserver(_:forKeyPath:options:context:)`): override it, as on iOS. Does nothing here.
    ///
    /// Unlike iOS, where `NSObject` declares it, it is declared by our classes that observers
    /// subclass (responders, presentation controllers): Foundation's `NSObject` on Linux has none.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                          context: UnsafeMutableRawPointer?) {}

    /// Whether the responder can become first responder (false by default).
    open var canBecomeFirstResponder: Bool { false }

    /// Asks to become first responder; returns whether it did (it never does here).
    /// Unlike UIKit, there is no keyboard, so first-responder status has no effect.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Gives up first-responder status.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// Fingers touched down in the responder.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The touches were cancelled (a gesture recognizer took them over).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// A motion of the device began (a shake, `UIEvent.EventSubtype.motionShake`): sent to the
    /// first responder (docs/UIKIT.md, "Shaking"). The default forwards it up the responder chain.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionBegan(motion, with: event)
    }

    /// The motion ended: the shake is over. The default forwards it up the responder chain.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionEnded(motion, with: event)
    }

    /// The motion was cancelled (on iOS, an interruption while the device shakes); never sent
    /// here, where a shake begins and ends at once. The default forwards it up the responder chain.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }

    // MARK: Nib loading (declared here so subclasses can override them)

    /// Called on objects loaded from a nib or storyboard; there are none here, so UIKit never
    /// calls it. Declared so that `override func awakeFromNib()` compiles.
    open func awakeFromNib() {}

    /// Called by Interface Builder's live rendering; never called here.
    open func prepareForInterfaceBuilder() {}

    // MARK: Accessibility (NSObject's informal protocol in UIKit; here, so subclasses override them)

    /// The accessibility properties set so far (Accessibility/AccessibilityAttributes.swift).
    var accessibilityStorage: AccessibilityAttributes?

    /// Whether assistive technologies see this object: true for labels, controls and image
    /// views unless set. Unlike UIKit, nothing reads it (VoiceOver is off); it is kept.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? defaultIsAccessibilityElement }
        set { accessibility.isElement = newValue }
    }
    /// What the element is called: a label's text or a button's title unless set.
    open var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? defaultAccessibilityLabel }
        set { accessibility.label = newValue }
    }
    /// What activating the element does.
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint }
        set { accessibility.hint = newValue }
    }
    /// The element's value (a slider's percentage).
    open var accessibilityValue: String? {
        get { accessibilityStorage?.value }
        set { accessibility.value = newValue }
    }
    /// A name for UI tests to find the element by (UIKit's `UIAccessibilityIdentification`).
    open var accessibilityIdentifier: String? {
        get { accessibilityStorage?.identifier }
        set { accessibility.identifier = newValue }
    }
    /// What the element is: `.button`, `.staticText` or `.image` for those views unless set.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? defaultAccessibilityTraits }
        set { accessibility.traits = newValue }
    }
    /// The element's frame in screen coordinates: a view's own frame unless set.
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage?.frame ?? defaultAccessibilityFrame }
        set { accessibility.frame = newValue }
    }
    /// Where activating the element touches, in screen coordinates: its frame's center unless set.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibilityStorage?.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { accessibility.activationPoint = newValue }
    }
    /// The language the label is spoken in.
    open var accessibilityLanguage: String? {
        get { accessibilityStorage?.language }
        set { accessibility.language = newValue }
    }
    /// Whether assistive technologies ignore the element's siblings (a custom modal's view).
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? false }
        set { accessibility.viewIsModal = newValue }
    }
    /// Whether the element's children are hidden from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { accessibility.elementsHidden = newValue }
    }
    /// Whether the children are read as one group.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStorage?.shouldGroupChildren ?? false }
        set { accessibility.shouldGroupChildren = newValue }
    }
    /// Whether Smart Invert leaves the element alone (photos).
    open var accessibilityIgnoresInvertColors: Bool {
        get { accessibilityStorage?.ignoresInvertColors ?? false }
        set { accessibility.ignoresInvertColors = newValue }
    }
    /// Whether the element responds to touches: true for controls unless set.
    open var accessibilityRespondsToUserInteraction: Bool {
        get { accessibilityStorage?.respondsToUserInteraction ?? (self is UIControl) }
        set { accessibility.respondsToUserInteraction = newValue }
    }
    /// The element's accessibility children in reading order (nil: its subviews).
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements }
        set { accessibility.elements = newValue }
    }

    /// Activates the element for an assistive technology; false: not handled (the default).
    open func accessibilityActivate() -> Bool { false }
    /// Increases an adjustable element's value (does nothing by default).
    open func accessibilityIncrement() {}
    /// Decreases an adjustable element's value (does nothing by default).
    open func accessibilityDecrement() {}
    /// Dismisses a modal view for the escape gesture; false: not handled (the default).
    open func accessibilityPerformEscape() -> Bool { false }
}

extension UIResponder: KeyValueStringObserver {}
