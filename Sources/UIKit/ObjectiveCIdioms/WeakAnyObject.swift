/// A weak reference to any object.
final class WeakAnyObject {
    /// The object, nil once it has gone.
    weak var object: AnyObject?
    /// Holds `object` weakly.
    init(_ object: AnyObject) { self.object = object }
}
