/// A mistake in `port`'s arguments (exit 64): a path that does not exist, outputs that collide.
struct PortUsageError: Error {
    /// What is wrong, for standard error.
    let message: String
}
