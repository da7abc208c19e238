import Foundation
import XCTest
@testable import QuartzCore

/// Building a display list reads layers only; `LayerCompositor.render` commits what it drew in
/// an explicit step, and snapshots never commit.
final class LayerCommitTests: XCTestCase {
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    /// A small tree: a card, a hidden panel holding a label, and a group whose mask is a layer.
    private struct Tree {
        let root: CALayer, card: CALayer, panel: CALayer, label: CALayer, group: CALayer, mask: CALayer
        var all: [CALayer] { [root, card, panel, label, group, mask] }
    }

    private func makeTree() -> Tree {
        let root = makeLayer(CGRect(x: 0, y: 0, width: 40, height: 40), color: .white)
        let card = makeLayer(CGRect(x: 2, y: 2, width: 10, height: 10), color: red)
        let panel = makeLayer(CGRect(x: 20, y: 2, width: 10, height: 10), color: red)
        panel.isHidden = true
        let label = makeLayer(CGRect(x: 1, y: 1, width: 5, height: 5), color: .white)
        panel.addSublayer(label)
        let group = makeLayer(CGRect(x: 2, y: 20, width: 10, height: 10), color: red)
        let mask = makeLayer(CGRect(x: 0, y: 0, width: 5, height: 10), color: .white)
        group.mask = mask
        [card, panel, group].forEach(root.addSublayer)
        return Tree(root: root, card: card, panel: panel, label: label, group: group, mask: mask)
    }

    func test_buildingDisplayList_leavesLayersUntouched() {
        withFreshContext { _ in
            let tree = makeTree()
            let compositor = LayerCompositor(width: 40, height: 40)

            let (items, drawn) = compositor.displayList(tree.root, atMediaTime: 0)

            XCTAssertFalse(items.isEmpty)
            for layer in tree.all {
                XCTAssertFalse(layer.hasBeenCommitted, "\(layer.frame) marked as drawn while building")
                XCTAssertNil(layer.onScreenState, "\(layer.frame) given on-screen values while building")
            }
            XCTAssertTrue([tree.root, tree.card, tree.panel, tree.group, tree.mask].allSatisfy { layer in
                drawn.drawnLayers.contains { $0 === layer }
            }, "the report names every layer visited, the mask and the hidden panel included")
            XCTAssertFalse(drawn.drawnLayers.contains { $0 === tree.label }, "the hidden panel's label is not visited")
            XCTAssertTrue(drawn.skippedSubtrees.count == 1 && drawn.skippedSubtrees[0] === tree.panel)
        }
    }

    func test_render_commitsDrawnLayersWithTheirModelValues() {
        withFreshContext { _ in
            let tree = makeTree()
            let compositor = LayerCompositor(width: 40, height: 40)

            compositor.render(tree.root, atMediaTime: 0)

            for layer in tree.all {
                XCTAssertTrue(layer.hasBeenCommitted, "\(layer.frame) not marked as drawn")
            }
            XCTAssertEqual(tree.card.onScreenState?.position, tree.card.position)
            XCTAssertEqual(tree.mask.onScreenState?.bounds, tree.mask.bounds)
            XCTAssertEqual(tree.panel.onScreenState?.isHidden, true)
            XCTAssertNil(tree.label.onScreenState, "a layer below a hidden one counts as drawn but has nothing on screen")
        }
    }

    func test_layerDrawnOnce_animatesImplicitly() {
        withFreshContext { _ in
            let tree = makeTree()
            LayerCompositor(width: 40, height: 40).render(tree.root, atMediaTime: 0)

            tree.card.opacity = 0.5
            tree.label.position = CGPoint(x: 4, y: 4)

            XCTAssertEqual(tree.card.animationKeys(), ["opacity"])
            XCTAssertEqual(tree.label.animationKeys(), ["position"], "sublayers of a hidden layer are committed with it")
        }
    }

    func test_layerOnlyBuiltIntoAList_changesWithoutAnimation() {
        withFreshContext { _ in
            let tree = makeTree()
            _ = LayerCompositor(width: 40, height: 40).displayList(tree.root, atMediaTime: 0)

            tree.card.opacity = 0.5

            XCTAssertNil(tree.card.animationKeys(), "a list that was never committed put nothing on screen")
        }
    }

    func test_snapshot_doesNotCommit() {
        withFreshContext { _ in
            let tree = makeTree()

            _ = LayerCompositor.snapshot(of: tree.root, scale: 1)
            _ = LayerCompositor.snapshot(of: tree.root, scale: 1, lastDrawn: true)
            tree.card.opacity = 0.5

            for layer in tree.all {
                XCTAssertFalse(layer.hasBeenCommitted, "\(layer.frame) marked as drawn by a snapshot")
                XCTAssertNil(layer.onScreenState, "\(layer.frame) given on-screen values by a snapshot")
            }
            XCTAssertNil(tree.card.animationKeys())
        }
    }

    func test_onScreenState_keepsTheLastRenderedModel_notSnapshots() {
        withFreshContext { _ in
            let tree = makeTree()
            let compositor = LayerCompositor(width: 40, height: 40)
            compositor.render(tree.root, atMediaTime: 0)
            CATransaction.setDisableActions(true)

            tree.card.opacity = 0.25
            _ = LayerCompositor.snapshot(of: tree.card, scale: 1)
            let beforeFrame = tree.card.onScreenState?.opacity
            compositor.render(tree.root, atMediaTime: 0)

            XCTAssertEqual(beforeFrame, 1, "a change not yet rendered is not on screen")
            XCTAssertEqual(tree.card.onScreenState?.opacity, 0.25, "the next frame commits it")
        }
    }
}
