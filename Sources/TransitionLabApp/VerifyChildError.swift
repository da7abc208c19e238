import Foundation

/// Why a child of `verify --jobs` could not be started.
struct VerifyChildError: Error, CustomStringConvertible {
    /// The system's reason.
    let reason: String

    var description: String { reason }
}
