/// A requirement the user's own `@objc` protocol declared `optional`, as `port` rewrites it and
/// the calls and conformers that go with it.
struct OptionalRequirement: Equatable {
    /// Whether the requirement is a method or a property.
    enum Kind: Equatable { case method, property }

    /// The protocol that declares it.
    let protocolName: String
    /// The base name (`didMove` for `didMove(to:)`).
    let name: String
    /// The argument labels (`["to"]` for `didMove(to:)`, `"_"` for unlabelled); empty for properties.
    let labels: [String]
    /// Method or property.
    let kind: Kind
    /// Whether it gives a value that is not already optional (`-> Int`, `var title: String`):
    /// such requirements become optional-returning, and so do their conformers' members.
    let returnsNonOptionalValue: Bool
    /// Whether it gives a value at all (anything but `Void`).
    let returnsValue: Bool
}
