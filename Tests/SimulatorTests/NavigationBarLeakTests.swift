import XCTest
import TestSupport
@testable import Demos
@testable import Simulator
@testable import UIKit

/// The plain demo's bar after many pushes and pops by taps, as a user makes them.
final class NavigationBarLeakTests: XCTestCase {
    private func views(in view: UIView) -> [UIView] {
        [view] + view.subviews.flatMap { views(in: $0) }
    }

    func test_plainDemo_twentyTapPushesAndBackTaps_leaveTheBarAsItWas() {
        let device = Device(model: .phone47)
        device.launch(device.run { DemoApp.makeRootViewController(demo: "plain")! })
        device.advance(seconds: 0.5)
        let bar = device.run { (device.window?.rootViewController as? UINavigationController)?.navigationBar }
        func tap(_ point: CGPoint) {
            device.touch(.began, at: point)
            device.step(frames: 2)
            device.touch(.ended, at: point)
            device.advance(seconds: 1)
        }
        let before = device.run { bar.map { views(in: $0).count } ?? 0 }

        var depths: [Int] = []
        for _ in 0..<20 {
            tap(CGPoint(x: 187.5, y: 452))
            depths.append(device.run { (device.window?.rootViewController as? UINavigationController)?.viewControllers.count ?? 0 })
            tap(CGPoint(x: 30, y: 42))
            depths.append(device.run { (device.window?.rootViewController as? UINavigationController)?.viewControllers.count ?? 0 })
        }

        let after = device.run { bar.map { views(in: $0) } ?? [] }
        let invisible = after.filter { $0.alpha < 0.01 && !$0.isHidden }
        XCTAssertEqual(Set(depths.enumerated().map { $0.offset % 2 == 0 ? $0.element - 1 : $0.element }).count, 1,
                       "each tap pushed and each back tap popped: \(depths)")
        XCTAssertEqual(after.count, before, "views in the bar")
        XCTAssertEqual(invisible.count, 0, "views left at alpha 0: \(invisible.map { "\(type(of: $0))" })")
    }
}
