import Foundation

/// The name of a method, as the Objective-C runtime's `Selector`, for delegate proxies ported
/// from iOS (`responds(to:)`, `forwardingTarget(for:)`; docs/PORTING.md, "Delegate proxies").
///
/// Unlike Foundation on Apple platforms there is no runtime to look a name up in: a selector
/// knows its protocol only when our UIKit made it (the one it passes to `forwardingTarget(for:)`
/// names one of its delegate protocols' requirements), and `responds(to:)` answers from that.
/// Two selectors are equal when their names are.
public struct Selector: Hashable, ExpressibleByStringLiteral, CustomStringConvertible, @unchecked Sendable {
    /// The Objective-C name, `navigationController:willShowViewController:animated:`.
    public let name: String
    /// Whether an object conforms to the protocol declaring the method (nil: not known).
    let isImplemented: ((Any) -> Bool)?

    /// A selector with that name, as `Selector("name")`, of no known protocol.
    public init(_ name: String) {
        self.name = name
        isImplemented = nil
    }

    /// A selector from a string literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// A requirement of protocol `protocolType`, which conformers implement (their own method or
    /// the protocol's default).
    package init<Protocol>(_ name: String, of protocolType: Protocol.Type) {
        self.name = name
        isImplemented = { $0 is Protocol }
    }

    /// The name.
    public var description: String { name }

    /// Whether the names are equal.
    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
