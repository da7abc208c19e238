import Foundation

/// Segues without storyboards: a controller registers its segues in code, by identifier, and
/// `performSegue(withIdentifier:sender:)` (declared in `UIViewController.swift`, with
/// `shouldPerformSegue(withIdentifier:sender:)` and `prepare(for:sender:)`) runs them as UIKit
/// runs a storyboard's: it makes the destination, makes the segue, calls
/// `prepare(for:sender:)` on the source, then the segue's `perform()`.
extension UIViewController {
    /// Registers a segue under `identifier`: `performSegue(withIdentifier:sender:)` then makes
    /// a fresh destination with `destination` and shows it as `kind` says.
    ///
    /// Unlike UIKit, where segues come from a storyboard, this is how segues exist here:
    /// ```swift
    /// registerSegue(withIdentifier: "showDetail", kind: .custom(SlideSegue.init)) { DetailViewController() }
    /// performSegue(withIdentifier: "showDetail", sender: cell)
    /// ```
    /// Registering an identifier again replaces the earlier segue.
    public func registerSegue(withIdentifier identifier: String, kind: UIStoryboardSegue.Kind = .show,
                              destination: @escaping () -> UIViewController) {
        segueRegistrations[identifier] = UIStoryboardSegue.Registration(kind: kind, makeDestination: destination)
    }

    /// Removes the segue registered under `identifier`, if any.
    public func unregisterSegue(withIdentifier identifier: String) {
        segueRegistrations[identifier] = nil
    }

    /// Whether a segue is registered under `identifier`.
    public func hasSegue(withIdentifier identifier: String) -> Bool {
        segueRegistrations[identifier] != nil
    }

    /// Runs the registered segue the way a storyboard's triggered segue runs (a button's tap, a
    /// cell's selection): asks `shouldPerformSegue(withIdentifier:sender:)` first and performs
    /// it only when that returns true.
    ///
    /// Unlike UIKit, which does this itself for segues drawn from controls in a storyboard, it is
    /// called by `connectSegue(withIdentifier:to:for:)` or by the app.
    public func triggerSegue(withIdentifier identifier: String, sender: Any?) {
        guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return }
        performSegue(withIdentifier: identifier, sender: sender)
    }

    /// Makes `control` trigger the segue registered under `identifier` when one of
    /// `controlEvents` happens, with the control as the sender, as a storyboard connection from
    /// a button does (asking `shouldPerformSegue(withIdentifier:sender:)` first).
    ///
    /// Unlike UIKit, where the storyboard draws this connection, it is made in code.
    public func connectSegue(withIdentifier identifier: String, to control: UIControl,
                             for controlEvents: UIControl.Event = .touchUpInside) {
        control.addAction(UIAction { [weak self, weak control] _ in
            self?.triggerSegue(withIdentifier: identifier, sender: control)
        }, for: controlEvents)
    }

    /// What `performSegue` logs for an identifier nothing was registered under (iOS raises an
    /// exception with the same first sentence).
    static func missingSegueMessage(receiver: UIViewController, identifier: String) -> String {
        "Receiver (<\(String(reflecting: type(of: receiver)))>) has no segue with identifier '\(identifier)'. "
            + "Register it first with registerSegue(withIdentifier:kind:destination:); nothing was performed."
    }

    /// Makes and runs the segue registered under `identifier` (see `performSegue`).
    func runRegisteredSegue(withIdentifier identifier: String, sender: Any?) {
        guard let registration = segueRegistrations[identifier] else {
            UIKitLog.warn(Self.missingSegueMessage(receiver: self, identifier: identifier))
            return
        }
        let destination = registration.makeDestination()
        let segue = makeSegue(registration.kind, identifier: identifier, destination: destination, sender: sender)
        prepare(for: segue, sender: sender)
        segue.perform()
        // Keep the segue until the transition it started ends: it is often its destination's
        // (weak) transitioning delegate.
        let coordinator = destination.transitionCoordinator ?? transitionCoordinator
        _ = coordinator?.animate(alongsideTransition: nil, completion: { _ in withExtendedLifetime(segue) {} })
    }

    private func makeSegue(_ kind: UIStoryboardSegue.Kind, identifier: String, destination: UIViewController,
                           sender: Any?) -> UIStoryboardSegue {
        switch kind {
        case .show:
            return UIStoryboardSegue(identifier: identifier, source: self, destination: destination) { [unowned self, unowned destination] in
                self.show(destination, sender: sender)
            }
        case .present:
            return UIStoryboardSegue(identifier: identifier, source: self, destination: destination) { [unowned self, unowned destination] in
                self.present(destination, animated: true, completion: nil)
            }
        case .custom(let factory):
            return factory(identifier, self, destination)
        }
    }
}
