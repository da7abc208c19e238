/// What `transition-lab port` was asked to do.
package struct PortOptions: Sendable {
    /// Where ported files go.
    package enum Output: Equatable, Sendable {
        /// Nowhere: print the report only (with `--check`, exit 1 when something would change).
        case reportOnly
        /// Copies under this folder (created when missing); the inputs are never touched.
        case folder(String)
        /// Over the inputs, each written to a temporary file beside it and renamed.
        case inPlace
    }

    /// Files and folders to port (folders are walked for `.swift` files in sorted order).
    package var paths: [String]
    /// Where ported files go.
    package var output: Output
    /// Write nothing; exit 1 when a file would change.
    package var check: Bool

    /// Creates options.
    package init(paths: [String], output: Output = .reportOnly, check: Bool = false) {
        self.paths = paths
        self.output = output
        self.check = check
    }
}
