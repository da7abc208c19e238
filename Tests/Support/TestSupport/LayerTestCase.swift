import QuartzCore
import XCTest

/// Runs `body` with a fresh layer context (clock at 0, no open transactions) and no UIKit, for
/// Core Animation tests.
public func withFreshLayerContext<R>(_ body: (LayerContext) throws -> R) rethrows -> R {
    let context = LayerContext()
    return try context.run { try body(context) }
}

/// A test case whose every test runs inside a fresh layer context, for Core Animation tests that
/// build layers without a scene.
open class LayerTestCase: XCTestCase {
    /// Runs the test (set-up, body, tear-down) inside a new layer context.
    override open func invokeTest() {
        withFreshLayerContext { _ in super.invokeTest() }
    }
}
