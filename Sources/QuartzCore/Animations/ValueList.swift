import Foundation

/// A list of values held by reference, so an animation value can carry it.
final class ValueList<Element> {
    let values: [Element]
    init(_ values: [Element]) { self.values = values }

    /// Two lists of colors or of numbers of the same length mixed item by item (colors
    /// componentwise, as Core Animation animates a gradient's `colors`); nil for anything else.
    static func mix(_ a: AnyObject, _ b: AnyObject, fraction f: Double) -> AnyObject? {
        func mix(_ u: CGFloat, _ v: CGFloat) -> CGFloat { u + (v - u) * CGFloat(f) }
        if let a = a as? ValueList<CGColor>, let b = b as? ValueList<CGColor>, a.values.count == b.values.count {
            return ValueList<CGColor>(zip(a.values, b.values).map { ca, cb in
                let x = ca.components ?? [0, 0, 0, 0], y = cb.components ?? [0, 0, 0, 0]
                return CGColor(red: mix(x[0], y[0]), green: mix(x[1], y[1]), blue: mix(x[2], y[2]), alpha: mix(x[3], y[3]))
            })
        }
        if let a = a as? ValueList<CGFloat>, let b = b as? ValueList<CGFloat>, a.values.count == b.values.count {
            return ValueList<CGFloat>(zip(a.values, b.values).map { mix($0, $1) })
        }
        return nil
    }
}
