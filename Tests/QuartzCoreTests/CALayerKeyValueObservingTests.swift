import Foundation
import QuartzCore
import TestSupport
import XCTest

/// KVO on a layer's properties with Foundation's call (plain `import QuartzCore`, no `@testable`).
final class CALayerKeyValueObservingTests: LayerTestCase {
    func test_observeLayerPosition_setDirectly_reportsOldAndNew() {
        let layer = CALayer()
        var changes: [(CGPoint?, CGPoint?)] = []
        let observation = layer.observe(\.position, options: [.old, .new]) { _, change in
            changes.append((change.oldValue, change.newValue))
        }

        layer.position = CGPoint(x: 10, y: 20)

        XCTAssertEqual(changes.count, 1)
        XCTAssertEqual(changes.first?.0, .zero)
        XCTAssertEqual(changes.first?.1, CGPoint(x: 10, y: 20))
        withExtendedLifetime(observation) {}
    }

    func test_observeLayerBounds_setByFrame_reportsOnce() {
        let layer = CALayer()
        var bounds: [CGRect] = []
        var frames = 0
        let observations = [
            layer.observe(\.bounds, options: .new) { _, change in bounds.append(change.newValue!) },
            layer.observe(\.frame) { _, _ in frames += 1 },
        ]

        layer.frame = CGRect(x: 5, y: 5, width: 40, height: 30)

        XCTAssertEqual(bounds, [CGRect(x: 0, y: 0, width: 40, height: 30)])
        XCTAssertEqual(frames, 1)
        withExtendedLifetime(observations) {}
    }

    func test_observeLayerFrame_unchangedByOtherProperty_isNotReported() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        var frames: [CGRect] = []
        let observation = layer.observe(\.frame, options: .new) { _, change in frames.append(change.newValue!) }

        layer.opacity = 0.5
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.anchorPoint = .zero

        XCTAssertEqual(frames, [CGRect(x: 5, y: 5, width: 10, height: 10)])
        withExtendedLifetime(observation) {}
    }

    func test_observeLayerOpacity_setThroughKeyValueCoding_reports() {
        let layer = CALayer()
        var values: [Float] = []
        let observation = layer.observe(\.opacity, options: .new) { _, change in values.append(change.newValue!) }

        layer.setValue(0.25, forKeyPath: "opacity")

        XCTAssertEqual(values, [0.25])
        withExtendedLifetime(observation) {}
    }

    func test_observationReleased_layerKeepsNoObservers() {
        let layer = CALayer()
        var calls = 0
        var observation: NSKeyValueObservation? = layer.observe(\.position) { _, _ in calls += 1 }
        layer.position = CGPoint(x: 1, y: 1)

        observation = nil
        layer.position = CGPoint(x: 2, y: 2)

        XCTAssertEqual(calls, 1)
        XCTAssertNil(observation)
    }

    func test_observationOutlivesLayer_invalidateIsHarmless() {
        var layer: CALayer? = CALayer()
        let observation = layer!.observe(\.position) { _, _ in }

        layer = nil
        observation.invalidate()

        XCTAssertNil(layer)
    }
}
