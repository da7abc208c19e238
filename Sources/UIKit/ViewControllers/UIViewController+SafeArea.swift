import Foundation

/// What setting `additionalSafeAreaInsets` does (the member is declared in the class, so apps
/// can override it); how the insets reach the views is `UIView+SafeArea.swift`.
extension UIViewController {
    /// Keeps `newValue` and, when it changed, lays the loaded view out again.
    func baseSetAdditionalSafeAreaInsets(_ newValue: UIEdgeInsets) {
        let oldValue = additionalSafeAreaInsetsStorage
        additionalSafeAreaInsetsStorage = newValue
        guard additionalSafeAreaInsets != oldValue, let view = viewStorage else { return }
        view.setNeedsLayout()
    }
}
