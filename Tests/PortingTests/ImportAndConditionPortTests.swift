import XCTest
@testable import Porting

/// A missing `import UIKit`, imports with no Linux module, and platform conditions.
final class ImportAndConditionPortTests: PortTestCase {
    func test_fileUsingUIKitWithoutImport_getsImportUIKitAtTheTop() {
        let source = """
            // Relies on the app's umbrella header.

            final class Badge: UIView {}
            """
        let result = port(source)
        XCTAssertEqual(result.ported, """
            // Relies on the app's umbrella header.

            import UIKit

            final class Badge: UIView {}
            """)
        XCTAssertTrue(result.rewrites[0].note.contains("UIView"), result.rewrites[0].note)
        assertIdempotent(result)
    }

    func test_fileStartingWithARemovedAttribute_stillGetsItsImport() {
        let source = "@objc protocol P {\n    func f(_ view: UIView)\n}\n"
        let result = port(source)
        XCTAssertEqual(result.ported, "import UIKit\n\nprotocol P: AnyObject {\n    func f(_ view: UIView)\n}\n")
        assertIdempotent(result)
    }

    func test_foundationOnlyFileUsingUIKit_getsImportUIKitAfterItsImports() {
        let source = """
            import Foundation
            let inset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            """
        let result = port(source)
        XCTAssertEqual(result.ported, "import Foundation\nimport UIKit\nlet inset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)")
        assertIdempotent(result)
    }

    func test_fileWithoutUIKitNames_isLeftAlone() {
        let source = "import Foundation\nlet seconds = 3\n"
        XCTAssertEqual(port(source).ported, source)
    }

    func test_submoduleAndObjectiveCImports_becomeModulesThatExistHere() {
        let source = """
            import UIKit.UIGestureRecognizerSubclass
            import ObjectiveC
            import SwiftUI
            """
        let result = port(source)
        XCTAssertEqual(result.ported, "import UIKit\nimport Foundation\nimport SwiftUI")
        XCTAssertEqual(result.problems.map(\.line), [3])
        assertIdempotent(result)
    }

    func test_iOSConditions_includeLinux_andLinuxAwareOnesStay() {
        let source = """
            #if os(iOS) || os(tvOS)
            let a = 1
            #elseif os(macOS)
            let a = 2
            #endif
            #if targetEnvironment(simulator)
            let b = 1
            #endif
            #if os(iOS)
            let c = 1
            #elseif os(Linux)
            let c = 2
            #endif
            #if canImport(UIKit)
            let d = 1
            #endif
            """
        let result = port(source)
        assertContains(result.ported, "#if (os(iOS) || os(Linux)) || os(tvOS)")
        assertContains(result.ported, "#elseif os(macOS)")
        assertContains(result.ported, "#if (targetEnvironment(simulator) || os(Linux))")
        assertContains(result.ported, "#if os(iOS)\nlet c = 1")
        assertContains(result.ported, "#if canImport(UIKit)")
        XCTAssertEqual(result.rewrites.count, 2, "\(result.reportLines)")
        assertIdempotent(result)
    }

    func test_wallClockTimers_moveToTheSimulatedClock_andAnotherQueuesAsyncAfterIsReported() {
        let source = """
            import UIKit
            func start() {
                Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }
                let timer = Timer(timeInterval: 2, repeats: true) { _ in }
                RunLoop.main.add(timer, forMode: .common)
                DispatchQueue.global().asyncAfter(deadline: .now() + 1) {}
            }
            """
        let result = port(source)
        assertContains(result.ported, "Timer.scheduledTimer(withSimulatedTimeInterval: 1, repeats: false)")
        assertContains(result.ported, "Timer(simulatedTimeInterval: 2, repeats: true)")
        assertContains(result.ported, "RunLoop.main.addOnSimulatedClock(timer, forMode: .common)")
        XCTAssertEqual(result.problems.map(\.line), [6])
        assertIdempotent(result)
    }
}
