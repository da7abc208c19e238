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
    /// Calls the method on a target with an argument, false when the target is not of the
    /// method's type (nil: a name only, nothing to call).
    private let performer: ((AnyObject, Any) -> Bool)?

    /// A selector with that name, as `Selector("name")`, of no known protocol.
    public init(_ name: String) {
        self.name = name
        isImplemented = nil
        performer = nil
    }

    /// A selector that can be performed: `name` and the method it names, a method reference of
    /// the target's type taking the sender, as `Selector("handlePan:", method: Menu.handlePan)`.
    /// What `transition-lab port` makes of a `#selector` passed to a library's own API declared
    /// with a `Selector` parameter (docs/PORTING.md), so the library can hand it on to UIKit's
    /// `init(target:action:)` or `addTarget(_:action:)` as it did on iOS.
    ///
    /// Unlike the Objective-C runtime, which finds the method by name in the target's class, the
    /// method travels with the name; a sender not of the method's parameter type is not passed
    /// (the call is skipped and logged).
    public init<Target: AnyObject, Sender>(_ name: String, method: @escaping (Target) -> (Sender) -> Void) {
        self.name = name
        isImplemented = { $0 is Target }
        performer = { target, argument in
            guard let target = target as? Target else { return false }
            guard let sender = argument as? Sender else {
                UIKitLog.warn("\(name): the method takes \(Sender.self), not \(type(of: argument))")
                return true
            }
            method(target)(sender)
            return true
        }
    }

    /// The same for a method without arguments (`#selector(close)`).
    public init<Target: AnyObject>(_ name: String, method: @escaping (Target) -> () -> Void) {
        self.name = name
        isImplemented = { $0 is Target }
        performer = { target, _ in
            guard let target = target as? Target else { return false }
            method(target)()
            return true
        }
    }

    /// Calls the method on `target` with `argument`; false when the selector carries no method
    /// (a name only) or `target` is not of its type.
    package func perform(on target: AnyObject, with argument: Any) -> Bool {
        performer?(target, argument) ?? false
    }

    /// A selector from a string literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// A requirement of protocol `protocolType`, which conformers implement (their own method or
    /// the protocol's default).
    package init<Protocol>(_ name: String, of protocolType: Protocol.Type) {
        self.name = name
        isImplemented = { $0 is Protocol }
        performer = nil
    }

    /// The name.
    public var description: String { name }

    /// Whether the names are equal.
    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
