import Foundation

/// Counts the navigation warnings of the current context, so tests can check that a misuse was
/// reported (the warnings themselves go to `UIKitLog`).
enum NavigationDiagnostics {
    /// The kinds of misuse recorded.
    enum Event: Hashable {
        case completedTwice, neverCompleted, deferredRequest
    }

    final class Counts {
        var events: [Event: Int] = [:]
    }

    static var counts: Counts { UIKitEnvironment.current.navigationDiagnostics }

    static func record(_ event: Event) { counts.events[event, default: 0] += 1 }
    static func count(_ event: Event) -> Int { counts.events[event] ?? 0 }
}
