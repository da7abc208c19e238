/// A small, fast pseudo-random generator (SplitMix64) for test inputs: the same seed gives the
/// same numbers on every run, so a failure reproduces.
public struct SplitMix {
    /// The generator's state, advanced by each call.
    public var state: UInt64

    /// A generator starting from `seed`.
    public init(state seed: UInt64) { state = seed }

    /// A well-mixed 64-bit number.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
