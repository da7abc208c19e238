import Foundation
import Raster
import TestSupport
import XCTest
@testable import QuartzCore

/// Deep trees of layers with group opacity: each level one offscreen picture no larger than the
/// level's own, and trees deeper than `LayerCompositor.maxNestingDepth` cut there, not crashed.
final class NestingDepthTests: LayerTestCase {
    /// A 100 x 100 root holding `depth` nested 60 x 60 layers, each with a background and
    /// opacity 0.95 (so each needs group opacity); returns the root.
    private func nestedTree(depth: Int) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        var parent = root
        for _ in 0..<depth {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            layer.backgroundColor = CGColor(red: 0.8, green: 0.2, blue: 0.1, alpha: 1)
            layer.opacity = 0.95
            parent.addSublayer(layer)
            parent = layer
        }
        return root
    }

    func test_nestedGroupOpacity_200Levels_oneOffscreenPerLevel_noneLargerThanItsLayer() {
        let root = nestedTree(depth: 200)
        let compositor = LayerCompositor(width: 100, height: 100)

        let frame = compositor.render(root, atMediaTime: 0)

        XCTAssertEqual(compositor.lastOffscreenRenders, 199, "the innermost layer has no sublayer, so no group")
        XCTAssertEqual(compositor.lastNestingDepth, 201)
        XCTAssertFalse(compositor.lastFrameReachedNestingLimit)
        let list = compositor.displayList(root, atMediaTime: 0).items
        let outer = list.first { $0.part == .group }
        XCTAssertNotNil(outer)
        XCTAssertLessThanOrEqual(outer?.bounds.width ?? .max, 64, "the outermost picture does not grow with the depth")
        XCTAssertNotEqual(frame[30, 30], frame[90, 90], "the layers are drawn")
    }

    func test_nestingDeeperThanTheLimit_drawsToTheLimit_andSaysSo() {
        let root = nestedTree(depth: 1_500)
        let compositor = LayerCompositor(width: 100, height: 100)

        let frame = compositor.render(root, atMediaTime: 0)

        XCTAssertTrue(compositor.lastFrameReachedNestingLimit)
        XCTAssertEqual(compositor.lastNestingDepth, LayerCompositor.maxNestingDepth)
        // Level 256's sublayer is not drawn, so its group is its background alone, drawn as a
        // color without a picture (`DisplayListBuilder.flatBackgroundSplit`).
        XCTAssertEqual(compositor.lastOffscreenRenders, LayerCompositor.maxNestingDepth - 2,
                       "levels 2 to 255 are groups drawn through pictures")
        XCTAssertNotEqual(frame[30, 30], frame[90, 90], "what is within the limit is drawn")
    }

    func test_aTreeAtTheLimit_isDrawnWhole() {
        let root = nestedTree(depth: LayerCompositor.maxNestingDepth - 1)
        let compositor = LayerCompositor(width: 100, height: 100)

        compositor.render(root, atMediaTime: 0)

        XCTAssertFalse(compositor.lastFrameReachedNestingLimit)
        XCTAssertEqual(compositor.lastNestingDepth, LayerCompositor.maxNestingDepth)
    }
}
