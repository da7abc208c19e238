import Foundation

/// The associated objects of one object, in the order they were first set (a list, never a
/// hashed collection, so releasing them happens in the same order in every process).
final class AssociatedObjectTable {
    private enum Held {
        case strong(Any)
        case weak(WeakAnyObject)
    }

    private var entries: [(key: UnsafeRawPointer, value: Held)] = []

    /// Whether the table holds nothing.
    var isEmpty: Bool { entries.isEmpty }

    /// The value for `key` (nil when unset, or held weakly and gone).
    func value(for key: UnsafeRawPointer) -> Any? {
        guard let entry = entries.first(where: { $0.key == key }) else { return nil }
        switch entry.value {
        case .strong(let value): return value
        case .weak(let box): return box.object
        }
    }

    /// Sets (or, with nil, removes) the value for `key` under `policy`.
    func set(_ value: Any?, for key: UnsafeRawPointer, policy: objc_AssociationPolicy) {
        let index = entries.firstIndex { $0.key == key }
        guard let value else {
            if let index { entries.remove(at: index) }
            return
        }
        let held: Held
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            held = type(of: value) is AnyClass ? .weak(WeakAnyObject(value as AnyObject)) : .strong(value)
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            held = .strong((value as? NSCopying)?.copy(with: nil) ?? value)
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            held = .strong(value)
        }
        if let index { entries[index].value = held } else { entries.append((key, held)) }
    }

    /// Removes every value, in the order they were set.
    func removeAll() {
        while !entries.isEmpty { entries.removeFirst() }
    }
}

