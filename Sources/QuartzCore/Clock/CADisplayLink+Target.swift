import Foundation

extension CADisplayLink {
    /// Creates a link that calls a method of `target` with the link every frame once added, as
    /// Core Animation's `init(target:selector:)`:
    /// `CADisplayLink(target: self, selector: SpringAnimator.step)` where `func step(_ link: CADisplayLink)`.
    ///
    /// Unlike Core Animation, the selector is a method reference. As there, the link retains the
    /// target until it is invalidated; it fires on the simulated frames.
    public convenience init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void) {
        self.init { link in selector(target)(link) }
    }

    /// The same with a method that takes no argument (`func step()`).
    public convenience init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
        self.init { _ in selector(target)() }
    }
}
