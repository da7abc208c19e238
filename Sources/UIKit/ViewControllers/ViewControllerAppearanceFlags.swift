/// The flags a view controller keeps while its appearance changes (UIViewController+Appearance.swift,
/// UIViewController+AutomaticAppearance.swift) and while a container adds or removes it.
struct ViewControllerAppearanceFlags {
    /// Whether `viewIsAppearing(_:)` ran for the current appearance.
    var didCallViewIsAppearing = false
    /// Whether the current appearance change is animated (passed to the callbacks).
    var appearanceAnimated = false
    /// Whether an appearance change began because the root view moved in or out of a window,
    /// to be ended when the move is done (see `rootViewWillMove(toWindow:)`).
    var automaticAppearancePending = false
    /// Set by a container while this controller is being added to (or removed from) it.
    var movingToParentFlag = false
    var movingFromParentFlag = false
}
