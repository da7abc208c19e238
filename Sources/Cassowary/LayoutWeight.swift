import Foundation

/// A Cassowary symbolic weight: one coefficient per priority level, compared level by level
/// from the highest down, so that any amount of error at one priority matters less than the
/// smallest error at a higher one.
///
/// Unlike Cassowary's fixed three strengths (strong, medium, weak), the levels are the
/// constraints' priorities (UIKit's: any `Float` from 1 to 999), kept sparse: most weights use
/// one or two levels.
struct LayoutWeight: Equatable {
    /// The coefficient at each priority level, highest level first; no zero entries.
    private(set) var terms: [(level: Float, value: Double)] = []

    /// The zero weight.
    static let zero = LayoutWeight()

    /// A weight of `value` at one priority level.
    init(level: Float, value: Double) {
        if !value.isNearZero { terms = [(level, value)] }
    }

    /// The zero weight.
    init() {}

    static func == (a: LayoutWeight, b: LayoutWeight) -> Bool {
        a.terms.count == b.terms.count && zip(a.terms, b.terms).allSatisfy { $0.level == $1.level && $0.value == $1.value }
    }

    /// Whether every level is (nearly) zero.
    var isZero: Bool { terms.isEmpty }

    /// Whether the weight is below zero: its highest non-zero level is negative.
    var isNegative: Bool { (terms.first?.value ?? 0) < 0 }

    /// Adds `other` times `factor`, level by level.
    mutating func add(_ other: LayoutWeight, times factor: Double = 1) {
        guard !factor.isNearZero else { return }
        for term in other.terms { add(term.value * factor, atLevel: term.level) }
    }

    /// Adds `value` at `level`, dropping the level when it becomes zero.
    mutating func add(_ value: Double, atLevel level: Float) {
        // Levels stay sorted from the highest down, so comparisons read the first entry.
        if let index = terms.firstIndex(where: { $0.level <= level }) {
            if terms[index].level == level {
                let sum = terms[index].value + value
                if sum.isNearZero { terms.remove(at: index) } else { terms[index].value = sum }
            } else if !value.isNearZero {
                terms.insert((level, value), at: index)
            }
        } else if !value.isNearZero {
            terms.append((level, value))
        }
    }

    /// This weight times a number.
    func scaled(by factor: Double) -> LayoutWeight {
        var result = LayoutWeight()
        result.terms = factor.isNearZero ? [] : terms.map { ($0.level, $0.value * factor) }
        return result
    }

    /// Whether this weight is smaller than `other`, comparing the highest level first.
    func isLess(than other: LayoutWeight) -> Bool {
        var difference = self
        difference.add(other, times: -1)
        return difference.isNegative
    }
}
