import Foundation

extension UIKitEnvironment {
    /// The device is shaken, as the iOS Simulator's Device > Shake does it: the responder that
    /// takes motion events (`motionResponder`) hears `motionBegan(_:with:)` and then at once
    /// `motionEnded(_:with:)`, both with `.motionShake` and one event of type `.motion`, each
    /// going on up the responder chain unless a responder keeps it (docs/UIKIT.md, "Shaking").
    /// Nothing happens while the app is not active: iOS sends motion events to the app in front.
    package func shake() {
        guard application.applicationStateStorage == .active, let responder = motionResponder else { return }
        let event = UIEvent()
        event.eventType = .motion
        event.eventSubtype = .motionShake
        event.timestamp = LayerContext.current.eventTime
        responder.motionBegan(.motionShake, with: event)
        responder.motionEnded(.motionShake, with: event)
    }

    /// Where a motion event goes first. UIKit sends it to the first responder, "the object that
    /// you (or UIKit) designate"; nothing here becomes first responder (there is no keyboard,
    /// `UIResponder.becomeFirstResponder()`), so this is the one UIKit designates: the key
    /// window's frontmost view controller (its root's last presented one), else the window.
    var motionResponder: UIResponder? {
        guard let window = keyWindow ?? windows.last else { return nil }
        guard var controller = window.rootViewController else { return window }
        while let presented = controller.presentedViewController { controller = presented }
        return controller
    }
}
