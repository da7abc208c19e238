import UIKit
import XCTest

/// A test case whose every test runs inside a fresh phone environment (390 x 844 pt at 2x,
/// clock at 0), for tests of views that need no window, compositor or clock of their own.
open class UIKitTestCase: XCTestCase {
    /// Runs the test (set-up, body, tear-down) inside a new environment.
    override open func invokeTest() {
        TestScene.inEnvironment { _ in super.invokeTest() }
    }
}
