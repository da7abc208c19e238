import Foundation

/// A transition from one view controller to another, as UIKit's `UIStoryboardSegue`: it knows
/// its identifier, its source and its destination, and `perform()` shows the destination.
///
/// Subclass it and override `perform()` for a custom transition; the usual idiom sets
/// `destination.transitioningDelegate` (often to the segue itself, or to an object it keeps)
/// and calls `source.present(destination, animated: true)`, or pushes on
/// `source.navigationController`. Do not call `super.perform()` from an override.
///
/// Unlike UIKit, there are no storyboards: segues are registered in code with
/// `UIViewController.registerSegue(withIdentifier:kind:destination:)` (see
/// `UIViewController+Segues.swift`) and run by `performSegue(withIdentifier:sender:)`. A segue
/// made by `performSegue` is kept alive until the transition its `perform()` started has ended;
/// keep your own reference if it must outlive that (to animate the dismissal too).
open class UIStoryboardSegue: NSObject {
    /// How a registered segue shows its destination.
    ///
    /// Unlike UIKit, where a storyboard names the kind, this is given in code to
    /// `registerSegue(withIdentifier:kind:destination:)`.
    public enum Kind {
        /// Shows the destination the way the source's container chooses
        /// (`show(_:sender:)`): pushed on its navigation controller, else presented modally.
        case show
        /// Presents the destination modally, in its `modalPresentationStyle` and
        /// `transitioningDelegate`, animated.
        case present
        /// Makes the segue with `factory`, typically a subclass's initializer:
        /// `.custom(SlideSegue.init)`; its `perform()` shows the destination.
        ///
        /// Unlike a storyboard, which names a class, this takes the initializer, because
        /// `init(identifier:source:destination:)` is not `required` (as in UIKit), so a
        /// subclass's metatype could not be asked to make one.
        case custom((_ identifier: String?, _ source: UIViewController, _ destination: UIViewController) -> UIStoryboardSegue)
    }

    /// A segue registered in code: how it shows its destination and how to make one.
    struct Registration {
        let kind: Kind
        let makeDestination: () -> UIViewController
    }

    private let identifierStorage: String?
    private let sourceStorage: UIViewController
    private let destinationStorage: UIViewController
    /// The closure `perform()` runs, when made with one.
    var performHandler: (() -> Void)?

    /// The segue's identifier, as registered (nil for a segue made without one).
    open var identifier: String? { identifierStorage }

    /// The view controller the segue starts from.
    open var source: UIViewController { sourceStorage }

    /// The view controller the segue shows.
    open var destination: UIViewController { destinationStorage }

    /// Creates a segue from `source` to `destination`; subclasses override `perform()` to show it.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        identifierStorage = identifier
        sourceStorage = source
        destinationStorage = destination
        super.init()
    }

    /// Creates a segue whose `perform()` runs `performHandler` (iOS 10), for a one-off
    /// transition without a subclass.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Shows the destination: runs the perform handler if the segue has one, else nothing.
    /// Subclasses override it without calling super.
    open func perform() {
        performHandler?()
    }

    /// The segue's class and identifier, for logs.
    open override var description: String {
        "<\(type(of: self)) identifier: \(identifierStorage.map { "'\($0)'" } ?? "nil")>"
    }
}
