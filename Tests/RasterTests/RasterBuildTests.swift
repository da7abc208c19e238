import XCTest
@testable import Raster

/// Which vector units the kernels under test were compiled for. `make ci-portable` builds and
/// runs Raster's tests with `TRANSITIONLAB_PORTABLE=1`, so this proves that CI's portable run
/// really tested the baseline code (and not a haswell build left in a shared build folder).
final class RasterBuildTests: XCTestCase {
    func test_vectorTarget_whenTransitionLabPortableIsSet_isNotHaswell() throws {
        guard ProcessInfo.processInfo.environment["TRANSITIONLAB_PORTABLE"] == "1" else {
            throw XCTSkip("TRANSITIONLAB_PORTABLE=1 is not set: this run may test either build")
        }
        XCTAssertFalse(RasterBuild.vectorTarget.contains("haswell"), RasterBuild.vectorTarget)
    }
}
