import Foundation
import TestSupport
import UIKit
import XCTest

/// KVO on views' and view controllers' geometry with iOS's call, options and lifetime, through
/// plain `import Foundation` and `import UIKit` as app code (no `@testable`).
final class ViewKeyValueObservingTests: UIKitTestCase {
    func test_observeFrame_settingFrame_reportsFrameCenterAndBoundsOnceEach() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        var log: [String] = []
        let observations = [
            view.observe(\.frame, options: [.old, .new]) { _, change in log.append("frame \(change.oldValue!.width)->\(change.newValue!.width)") },
            view.observe(\.center) { _, change in log.append("center \(change.newValue == nil)") },
            view.observe(\.bounds, options: .new) { _, change in log.append("bounds \(change.newValue!.width)") },
        ]

        view.frame = CGRect(x: 10, y: 20, width: 200, height: 80)

        XCTAssertEqual(log.sorted(), ["bounds 200.0", "center true", "frame 100.0->200.0"])
        withExtendedLifetime(observations) {}
    }

    func test_observeFrame_movedByCenterOrLayerPosition_reportsEachRoute() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        var origins: [CGPoint] = []
        let observation = view.observe(\.frame, options: .new) { _, change in origins.append(change.newValue!.origin) }

        view.center = CGPoint(x: 100, y: 100)
        view.layer.position = CGPoint(x: 200, y: 100)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.backgroundColor = .red

        XCTAssertEqual(origins, [CGPoint(x: 50, y: 75), CGPoint(x: 150, y: 75), CGPoint(x: 100, y: 50)])
        withExtendedLifetime(observation) {}
    }

    func test_observeCenter_layerPositionSetDirectly_reportsOldAndNew() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var change: NSKeyValueObservedChange<CGPoint>?
        let observation = view.observe(\.center, options: [.old, .new]) { _, c in change = c }

        view.layer.position = CGPoint(x: 7, y: 9)

        XCTAssertEqual(change?.oldValue, CGPoint(x: 50, y: 50))
        XCTAssertEqual(change?.newValue, CGPoint(x: 7, y: 9))
        withExtendedLifetime(observation) {}
    }

    func test_observation_invalidatedOrReleased_stopsObserving() {
        let view = UIView(frame: .zero)
        var kept = 0, invalidated = 0, released = 0
        let keep = view.observe(\.alpha) { _, _ in kept += 1 }
        let cancel = view.observe(\.alpha) { _, _ in invalidated += 1 }
        var release: NSKeyValueObservation? = view.observe(\.alpha) { _, _ in released += 1 }
        view.alpha = 0.5

        cancel.invalidate()
        cancel.invalidate()
        release = nil
        view.alpha = 0.2

        XCTAssertEqual([kept, invalidated, released], [2, 1, 1])
        XCTAssertNil(release)
        withExtendedLifetime(keep) {}
    }

    func test_observeOptions_initialAndPrior_reportAsFoundationDoes() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var changes: [NSKeyValueObservedChange<CGRect>] = []
        let observation = view.observe(\.bounds, options: [.initial, .prior, .old, .new]) { _, change in changes.append(change) }
        XCTAssertEqual(changes.count, 1)

        view.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)

        XCTAssertEqual(changes.count, 3)
        XCTAssertEqual(changes[0].newValue?.width, 10)
        XCTAssertNil(changes[0].oldValue)
        XCTAssertTrue(changes[1].isPrior)
        XCTAssertNil(changes[1].newValue)
        XCTAssertEqual(changes[1].oldValue?.width, 10)
        XCTAssertFalse(changes[2].isPrior)
        XCTAssertEqual(changes[2].oldValue?.width, 10)
        XCTAssertEqual(changes[2].newValue?.width, 30)
        withExtendedLifetime(observation) {}
    }

    func test_observers_calledInRegistrationOrder() {
        let view = UIView(frame: .zero)
        var order: [Int] = []
        let observations = (0..<12).map { i in view.observe(\.center) { _, _ in order.append(i) } }

        view.center = CGPoint(x: 3, y: 3)
        view.center = CGPoint(x: 4, y: 4)

        XCTAssertEqual(order, Array(0..<12) + Array(0..<12))
        withExtendedLifetime(observations) {}
    }

    func test_observePreferredContentSize_reportsChange() {
        let controller = UIViewController()
        var sizes: [CGSize] = []
        let observation = controller.observe(\.preferredContentSize, options: .new) { _, change in sizes.append(change.newValue!) }

        controller.preferredContentSize = CGSize(width: 320, height: 400)

        XCTAssertEqual(sizes, [CGSize(width: 320, height: 400)])
        withExtendedLifetime(observation) {}
    }

    func test_willAndDidChangeValue_ownProperty_notifiesItsObservers() {
        final class BadgeView: UIView {
            var count = 0 {
                willSet { willChangeValue(for: \.count) }
                didSet { didChangeValue(for: \.count) }
            }
        }
        let badge = BadgeView(frame: .zero)
        var seen: [Int] = []
        let observation = badge.observe(\.count, options: [.new]) { _, change in seen.append(change.newValue!) }

        badge.count = 3
        badge.count = 4

        XCTAssertEqual(seen, [3, 4])
        withExtendedLifetime(observation) {}
    }

    func test_observationInsideAnimationBlock_reportsModelValueAtOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var news: [CGFloat] = []
        let observation = view.observe(\.alpha, options: .new) { _, change in news.append(change.newValue!) }

        UIView.animate(withDuration: 0.3) { view.alpha = 0 }

        XCTAssertEqual(news, [0])
        withExtendedLifetime(observation) {}
    }
}
