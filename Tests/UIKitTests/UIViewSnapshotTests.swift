import TestSupport
import XCTest
import Raster
@testable import QuartzCore
@testable import UIKit

final class UIViewSnapshotTests: UIKitTestCase {
    private func image(of snapshot: UIView?) -> CGImage? {
        snapshot?.layer.contents as? CGImage
    }

    func test_snapshotView_afterUpdatesFalse_showsLastDrawnFrame_trueShowsPendingAlphaZero() {
        AnimationScene.run { scene in
            let view = scene.show(UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 30)))
            view.backgroundColor = .red
            scene.frame()

            view.alpha = 0
            let before = image(of: view.snapshotView(afterScreenUpdates: false))
            let after = image(of: view.snapshotView(afterScreenUpdates: true))

            XCTAssertEqual(before?.bitmap[10, 10], RGBA8(r: 255, g: 0, b: 0, a: 255))
            XCTAssertNotNil(after)
            XCTAssertTrue(after?.bitmap.pixels.allSatisfy { $0 == 0 } == true, "a view just set to alpha 0 snapshots empty")
        }
    }

    func test_snapshotAfterUpdates_isDrawnAgainAtCommit_soALaterAlphaZeroEmptiesIt() {
        AnimationScene.run { scene in
            let view = scene.show(UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 30)))
            view.backgroundColor = .red
            scene.frame()

            // Seed 002's order: ask for the snapshot first, then hide the view.
            let snapshot = view.snapshotView(afterScreenUpdates: true)!
            scene.root.addSubview(snapshot)
            let asked = image(of: snapshot)
            view.alpha = 0
            scene.frame()
            let committed = image(of: snapshot)

            XCTAssertEqual(asked?.bitmap[10, 10], RGBA8(r: 255, g: 0, b: 0, a: 255), "drawn at once, so it is never blank")
            XCTAssertTrue(committed?.bitmap.pixels.allSatisfy { $0 == 0 } ?? true, "drawn again at the commit, after alpha 0")
        }
    }

    func test_snapshotsAfterUpdates_replacedInFramesBuiltWithoutDrawing_areNeverDrawn() {
        AnimationScene.run { scene in
            let view = scene.show(UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 30)))
            view.backgroundColor = .red
            scene.frame()
            let drawnBefore = scene.context.snapshotsDrawn
            var taken: [CGImage] = []

            // A replay fast-forwarding through transitions: each snapshot taken, drawn again at
            // the commit, shown and taken away in frames built without drawing.
            for color in [UIColor.blue, .green, .red] {
                let snapshot = view.snapshotView(afterScreenUpdates: true)!
                scene.root.addSubview(snapshot)
                view.backgroundColor = color
                scene.compositor.render(scene.root.layer, drawing: false)
                image(of: snapshot).map { taken.append($0) }
                snapshot.removeFromSuperview()
            }
            scene.frame()

            XCTAssertEqual(taken.count, 3)
            XCTAssertEqual(scene.context.snapshotsDrawn, drawnBefore, "no drawn frame showed one")
        }
    }

    func test_snapshotAfterUpdates_shownInADrawnFrame_isDrawnOnce_showingTheCommit() {
        AnimationScene.run { scene in
            let view = scene.show(UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 30)))
            view.backgroundColor = .red
            scene.frame()
            let drawnBefore = scene.context.snapshotsDrawn

            let snapshot = view.snapshotView(afterScreenUpdates: true)!
            snapshot.frame.origin = CGPoint(x: 100, y: 100)
            scene.root.addSubview(snapshot)
            view.backgroundColor = .blue
            scene.frame()
            scene.frame()

            XCTAssertEqual(scene.context.snapshotsDrawn, drawnBefore + 1)
            XCTAssertEqual(scene.compositor.frame[110, 110], RGBA8(r: 0, g: 0, b: 255, a: 255), "drawn as committed: blue")
        }
    }

    func test_snapshotAfterUpdates_ofAViewHiddenRightAfter_stillShowsItAtCommit() {
        AnimationScene.run { scene in
            let view = scene.show(UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 30)))
            view.backgroundColor = .red
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            inner.backgroundColor = .blue
            inner.isHidden = true
            view.addSubview(inner)
            scene.frame()

            // Transition code's order: snapshot the view, hide it, animate the snapshot.
            let snapshot = view.snapshotView(afterScreenUpdates: true)!
            scene.root.addSubview(snapshot)
            view.isHidden = true
            scene.frame()
            let committed = image(of: snapshot)

            XCTAssertEqual(committed?.bitmap[30, 30], RGBA8(r: 255, g: 0, b: 0, a: 255), "the hidden view is still in its snapshot")
            XCTAssertEqual(committed?.bitmap[5, 5], RGBA8(r: 255, g: 0, b: 0, a: 255), "a hidden subview stays hidden")
        }
    }

    func test_snapshotView_isSizedToBoundsAtScreenScale() {
        AnimationScene.run { scene in
            let view = scene.show(UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 30)))
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
            scene.frame()

            let snapshot = view.snapshotView(afterScreenUpdates: true)
            let scale = UIScreen.main.scale

            XCTAssertEqual(snapshot?.frame, CGRect(x: 0, y: 0, width: 40, height: 30))
            XCTAssertEqual(image(of: snapshot)?.width, Int(40 * scale))
            XCTAssertEqual(image(of: snapshot)?.height, Int(30 * scale))
            XCTAssertEqual(snapshot?.layer.contentsScale, scale)
        }
    }

    func test_resizableSnapshotView_cropsTheRequestedRect() {
        AnimationScene.run { scene in
            let view = scene.show(UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20)))
            let left = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            left.backgroundColor = .red
            let right = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
            right.backgroundColor = .blue
            view.addSubview(left)
            view.addSubview(right)
            scene.frame()

            let snapshot = view.resizableSnapshotView(from: CGRect(x: 20, y: 0, width: 20, height: 20),
                                                      afterScreenUpdates: false, withCapInsets: .zero)
            let crop = image(of: snapshot)

            XCTAssertEqual(snapshot?.bounds.size, CGSize(width: 20, height: 20))
            XCTAssertEqual(crop?.width, Int(20 * UIScreen.main.scale))
            XCTAssertEqual(crop?.bitmap[0, 0], RGBA8(r: 0, g: 0, b: 255, a: 255))
        }
    }
}
