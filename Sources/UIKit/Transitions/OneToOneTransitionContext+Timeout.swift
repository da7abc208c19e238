import Foundation
import QuartzCore

/// The time-out of a transition whose animator never calls `completeTransition(_:)`.
///
/// UIKit would leave such an app stuck mid-transition; here the context completes it once the
/// rest of the animator's duration (at the interactor's completion speed) plus a margin has
/// passed, with a warning, so the app stays usable. There is no deadline while the user
/// interacts. The same watchdog serves navigation, tab switches and presentations.
extension OneToOneTransitionContext {
    /// How long past its expected end a transition may run before it is completed for it.
    static let completionTimeoutMargin: CFTimeInterval = 2

    /// Starts the time-out, once the animator (or interactor) has started the transition.
    final func startCompletionWatchdog() {
        updateCompletionDeadline()
        let link = CADisplayLink { [weak self] link in
            // A context freed with its controller (a window's root replaced mid-transition)
            // takes its time-out with it; a link left registered would keep the device awake.
            guard let self else { link.invalidate(); return }
            guard let deadline = self.completionDeadline, CACurrentMediaTime() > deadline else { return }
            UIKitLog.warn("\(type(of: self.animator)) never called completeTransition(_:) "
                + "(\(String(format: "%.2f", self.duration)) s transition); completing it now so the app stays usable")
            self.onTimeout?()
            self.forceCompletion()
        }
        link.label = CADisplayLink.transitionLabel
        completionWatchdog = link
        link.add(to: .current, forMode: .common)
    }

    /// Sets the deadline for the interaction's state: none while interactive, else the rest of
    /// the duration at the interactor's completion speed plus the margin.
    final func updateCompletionDeadline() {
        if isInteractive {
            completionDeadline = nil
        } else {
            let speed = max(0.1, Double(interactor?.completionSpeed ?? 1))
            completionDeadline = CACurrentMediaTime() + duration / speed + Self.completionTimeoutMargin
        }
    }

    /// Stops the time-out (the transition ended).
    final func stopCompletionWatchdog() {
        completionWatchdog?.invalidate()
        completionWatchdog = nil
        completionDeadline = nil
    }
}
