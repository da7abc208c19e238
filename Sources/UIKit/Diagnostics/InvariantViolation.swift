import Foundation

/// One broken promise found by `UIKitEnvironment.checkInvariants()`: what is wrong and where.
///
/// Unlike UIKit, which has no such check, this is TransitionLab's own consistency check, run
/// by the tests and the monkey after transitions end.
public struct InvariantViolation: Equatable, CustomStringConvertible, Sendable {
    /// Which rule was broken (a short stable name, such as `pageFillsContainer`).
    public let rule: String
    /// What was found, naming the controller or view.
    public let detail: String

    /// Creates a violation.
    public init(rule: String, detail: String) {
        self.rule = rule
        self.detail = detail
    }

    /// "rule: detail".
    public var description: String { "\(rule): \(detail)" }
}
