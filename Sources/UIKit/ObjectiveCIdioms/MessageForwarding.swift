import Foundation

/// An object that hands the messages it does not handle to another, as `NSObject`'s
/// `forwardingTarget(for:)` on iOS: a delegate proxy ported from iOS (docs/PORTING.md).
///
/// `NSObject` on Linux has no message forwarding, so `transition-lab port` makes a class that
/// overrode `forwardingTarget(for:)` conform to this protocol instead. Our UIKit's delegate
/// protocols then ask it, in the default implementation of each optional requirement the proxy
/// does not implement, for the object to call in its place, as the runtime does on iOS.
public protocol MessageForwarding: AnyObject {
    /// The object that handles `aSelector` in this one's place, or nil.
    func forwardingTarget(for aSelector: Selector!) -> Any?
}

extension NSObjectProtocol {
    /// Whether this object implements the method `aSelector` names, as `NSObjectProtocol`'s
    /// `responds(to:)`: true when it conforms to the protocol of a requirement our UIKit named
    /// (a forwarded delegate method); false for a selector made from a name alone, which no
    /// runtime here can look up.
    public func responds(to aSelector: Selector?) -> Bool {
        aSelector?.isImplemented?(self) ?? false
    }

    /// The object this one forwards requirement `name` of `protocolType` to, when it is a
    /// `MessageForwarding` proxy whose target is another object conforming to the protocol.
    package func forwardingTarget<Protocol>(_ protocolType: Protocol.Type, _ name: String) -> Protocol? {
        guard let proxy = self as? MessageForwarding,
              let target = proxy.forwardingTarget(for: Selector(name, of: protocolType)),
              (target as AnyObject) !== self else { return nil }
        return target as? Protocol
    }
}
