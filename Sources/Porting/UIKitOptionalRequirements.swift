/// The base names of the optional requirements of UIKit's delegate, data-source and transition
/// protocols that this UIKit declares as plain requirements with default implementations, so
/// `delegate?.scrollViewDidScroll?(scrollView)` becomes `delegate?.scrollViewDidScroll(scrollView)`.
///
/// Names that are also common closure-property names (`view`, `animate`) are left out: a
/// `?(` call on an optional closure property is ordinary Swift and stays.
enum UIKitOptionalRequirements {
    /// The names.
    static let names: Set<String> = [
        "adaptivePresentationStyle", "animationController", "animationEnded", "collectionView",
        "gestureRecognizer", "gestureRecognizerShouldBegin", "interactionControllerForDismissal",
        "interactionControllerForPresentation", "interruptibleAnimator", "navigationController",
        "numberOfSections", "pageViewController", "popoverPresentationControllerDidDismissPopover",
        "popoverPresentationControllerShouldDismissPopover", "prepareForPopoverPresentation",
        "presentationController", "presentationControllerDidAttemptToDismiss",
        "presentationControllerDidDismiss", "presentationControllerShouldDismiss",
        "presentationControllerWillDismiss", "presentationCount", "presentationIndex",
        "scrollViewDidEndDecelerating", "scrollViewDidEndDragging", "scrollViewDidEndScrollingAnimation",
        "scrollViewDidScroll", "scrollViewDidScrollToTop", "scrollViewShouldScrollToTop",
        "scrollViewWillBeginDecelerating", "scrollViewWillBeginDragging", "scrollViewWillEndDragging",
        "tabBarController", "tableView",
    ]
}
