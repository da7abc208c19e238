import Foundation

extension Double {
    /// Whether the value is zero within the solver's tolerance.
    var isNearZero: Bool { Swift.abs(self) < 1.0e-8 }
}
