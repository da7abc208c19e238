import Porting
import XCTest

/// `DispatchQueue.main.async` and `asyncAfter(deadline: .now() + d)` move to the simulated clock,
/// as libraries write them to run a step after the current one or after a pause
/// (docs/PORTING.md); other queues and other deadlines stay reported.
final class MainQueuePortTests: PortTestCase {
    func test_mainQueueAsyncAfter_nowPlusADelay_becomesASimulatedDelay() {
        let source = """
            import UIKit
            final class Sheet: UIViewController {
                func settle() {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.6, execute: { [weak self] in
                        self?.view.alpha = 1
                    })
                    DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + Metric.delay) { }
                }
            }
            """

        let result = port(source)

        assertContains(result.ported, "DispatchQueue.main.asyncAfter(simulatedDelay: 0.6, execute: { [weak self] in")
        assertContains(result.ported, "DispatchQueue.main.asyncAfter(simulatedDelay: Metric.delay) { }")
        XCTAssertEqual(result.rewrites.map(\.line), [4, 7])
        XCTAssertEqual(result.problems, [])
        assertIdempotent(result)
    }

    func test_mainQueueAsync_runsOnTheNextSimulatedFrame() {
        let source = """
            import UIKit
            func show(_ host: UIViewController, _ menu: UIViewController) {
                DispatchQueue.main.async {
                    host.present(menu, animated: true)
                }
                DispatchQueue.main.async(execute: { host.view.alpha = 1 })
            }
            """

        let result = port(source)

        assertContains(result.ported, "DispatchQueue.main.asyncOnSimulatedClock {\n        host.present(menu, animated: true)")
        assertContains(result.ported, "DispatchQueue.main.asyncOnSimulatedClock(execute: { host.view.alpha = 1 })")
        XCTAssertEqual(result.rewrites.map(\.line), [3, 6])
        assertIdempotent(result)
    }

    func test_otherQueues_andWallDeadlines_stayReported() {
        let source = """
            import UIKit
            func later(_ deadline: DispatchTime) {
                DispatchQueue.global().asyncAfter(deadline: .now() + 1) { }
                DispatchQueue.main.asyncAfter(deadline: deadline) { }
                DispatchQueue.global().async { }
            }
            """

        let result = port(source)

        XCTAssertEqual(result.rewrites, [])
        XCTAssertEqual(result.problems.map(\.line), [3, 4])
    }
}
