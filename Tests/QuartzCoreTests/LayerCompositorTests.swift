import XCTest
import TestSupport
import Raster
@testable import QuartzCore

final class LayerCompositorTests: LayerTestCase {
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    func test_doorAt45Degrees_matchesGolden() {
        withFreshContext { _ in
            let scene = TestScenes.doors(angle: .pi / 4)

            let frame = TestScenes.render(scene, size: CGSize(width: 200, height: 300))

            assertGolden(frame, named: "door-45")
        }
    }

    func test_doorFrames_transitionSheet_matchesGolden() {
        withFreshContext { _ in
            let angles: [CGFloat] = [0, 20, 45, 70, 89].map { $0 * .pi / 180 }

            let frames = angles.map { TestScenes.render(TestScenes.doors(angle: $0), size: CGSize(width: 200, height: 300), scale: 1) }

            assertGolden(contactSheet(frames, columns: 5, background: .white), named: "door-sheet")
        }
    }

    func test_doorHinge_farEdgeLandsWhereGeometrySays() {
        withFreshContext { _ in
            // Only the left door, turned 45 degrees, over black; its far edge must end within a
            // pixel of where CALayer.convert puts it.
            let scene = TestScenes.doors(angle: .pi / 4)
            scene.backgroundColor = nil
            scene.sublayers?[0].isHidden = true
            scene.sublayers?[2].isHidden = true
            let door = scene.sublayers![1]
            let edge = door.convert(CGPoint(x: door.bounds.maxX, y: door.bounds.midY), to: scene)

            let frame = TestScenes.render(scene, size: CGSize(width: 200, height: 300), scale: 1)

            let row = Int(edge.y)
            let lastLit = (0..<frame.width).last { frame[$0, row].a > 127 && frame[$0, row] != RGBA8.black }!
            XCTAssertEqual(Double(lastLit) + 0.5, Double(edge.x), accuracy: 1.0)
        }
    }

    func test_roundedClip_underRotation_matchesGolden() {
        withFreshContext { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 160, height: 160), color: .white)
            let card = makeLayer(CGRect(x: 30, y: 30, width: 100, height: 100), color: blue)
            card.cornerRadius = 24
            card.masksToBounds = true
            card.transform = CATransform3DMakeRotation(.pi / 9, 0, 0, 1)
            let overflow = makeLayer(CGRect(x: 50, y: -20, width: 80, height: 80), color: red)
            card.addSublayer(overflow)
            root.addSublayer(card)

            let frame = TestScenes.render(root, size: CGSize(width: 160, height: 160))

            assertGolden(frame, named: "rounded-clip-rotated")
        }
    }

    func test_shadowsAndBorders_matchGolden() {
        withFreshContext { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 200, height: 120), color: .white)
            let plain = makeLayer(CGRect(x: 20, y: 20, width: 70, height: 70), color: blue)
            plain.cornerRadius = 10
            plain.shadowOpacity = 0.5
            plain.shadowRadius = 6
            plain.shadowOffset = CGSize(width: 0, height: 4)
            let bordered = makeLayer(CGRect(x: 110, y: 20, width: 70, height: 70), color: .white)
            bordered.borderWidth = 3
            bordered.borderColor = red
            bordered.cornerRadius = 16
            bordered.addSublayer(makeLayer(CGRect(x: 20, y: 20, width: 30, height: 30), color: blue))
            bordered.shadowOpacity = 0.8
            bordered.shadowRadius = 3
            root.addSublayer(plain)
            root.addSublayer(bordered)

            let frame = TestScenes.render(root, size: CGSize(width: 200, height: 120))

            assertGolden(frame, named: "shadows-borders")
        }
    }

    func test_groupOpacity_flattensOverlappingSublayers() {
        withFreshContext { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 40, height: 20), color: .white)
            let group = makeLayer(CGRect(x: 0, y: 0, width: 40, height: 20))
            group.opacity = 0.5
            group.addSublayer(makeLayer(CGRect(x: 0, y: 0, width: 30, height: 20), color: blue))
            group.addSublayer(makeLayer(CGRect(x: 10, y: 0, width: 30, height: 20), color: blue))
            root.addSublayer(group)

            let frame = TestScenes.render(root, size: CGSize(width: 40, height: 20), scale: 1)

            XCTAssertEqual(frame[5, 10], frame[20, 10], "the overlap is not darker: one group, one opacity")
            XCTAssertEqual(Int(frame[20, 10].b), 255)
            XCTAssertEqual(Double(frame[20, 10].r), 127.5, accuracy: 1.5)
        }
    }

    func test_zPosition_drawsHigherSiblingOnTop() {
        withFreshContext { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
            let top = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10), color: red)
            top.zPosition = 1
            root.addSublayer(top)
            root.addSublayer(makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10), color: blue))

            let frame = TestScenes.render(root, size: CGSize(width: 10, height: 10), scale: 1)

            XCTAssertEqual(frame[5, 5], RGBA8(r: 255, g: 0, b: 0, a: 255))
        }
    }

    func test_notDoubleSided_hidesLayerTurnedAway() {
        withFreshContext { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
            let card = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10), color: red)
            card.transform = CATransform3DMakeRotation(.pi * 0.9, 0, 1, 0)
            root.addSublayer(card)
            let turned = TestScenes.render(root, size: CGSize(width: 10, height: 10), scale: 1)

            card.isDoubleSided = false
            let hidden = TestScenes.render(root, size: CGSize(width: 10, height: 10), scale: 1)

            XCTAssertEqual(turned[5, 5].r, 255, "a double-sided layer shows its back")
            XCTAssertEqual(hidden[5, 5], RGBA8.black, "a single-sided layer turned away is not drawn")
        }
    }

    func test_maskLayer_cutsByItsAlpha() {
        withFreshContext { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 20, height: 10))
            let content = makeLayer(CGRect(x: 0, y: 0, width: 20, height: 10), color: red)
            content.mask = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10), color: .white)
            root.addSublayer(content)

            let frame = TestScenes.render(root, size: CGSize(width: 20, height: 10), scale: 1)

            XCTAssertEqual(frame[5, 5].r, 255)
            XCTAssertEqual(frame[15, 5], RGBA8.black)
        }
    }

    func test_contentsRect_showsSelectedHalfOfImage() {
        withFreshContext { _ in
            var pixels = Bitmap(width: 2, height: 1)
            pixels[0, 0] = RGBA8(r: 255, g: 0, b: 0, a: 255)
            pixels[1, 0] = RGBA8(r: 0, g: 0, b: 255, a: 255)
            let root = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
            root.contents = CGImage(bitmap: pixels)
            root.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)

            let frame = TestScenes.render(root, size: CGSize(width: 10, height: 10), scale: 1)

            XCTAssertEqual(frame[0, 5], RGBA8(r: 0, g: 0, b: 255, a: 255))
            XCTAssertEqual(frame[9, 5], RGBA8(r: 0, g: 0, b: 255, a: 255))
        }
    }

    func test_unchangedTree_secondFrameHasNoDamage() {
        withFreshContext { _ in
            let scene = TestScenes.doors(angle: 0.3)
            let compositor = LayerCompositor(width: 200, height: 300, scale: 1)
            compositor.render(scene, atMediaTime: 0)

            compositor.render(scene, atMediaTime: 0)

            XCTAssertTrue(compositor.lastDamage.isEmpty)
        }
    }

    func test_movingSmallLayer_damagesOnlyWhereItWasAndIs() {
        withFreshContext { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 200, height: 200), color: .white)
            let dot = makeLayer(CGRect(x: 10, y: 10, width: 10, height: 10), color: red)
            root.addSublayer(dot)
            let compositor = LayerCompositor(width: 200, height: 200, scale: 1)
            compositor.render(root, atMediaTime: 0)

            CATransaction.setDisableActions(true)
            dot.position = CGPoint(x: 45, y: 15)
            compositor.render(root, atMediaTime: 0)

            let damage = compositor.lastDamage
            XCTAssertLessThanOrEqual(damage.width, 50)
            XCTAssertLessThanOrEqual(damage.height, 20)
            XCTAssertTrue(damage.contains(x: 12, y: 12) && damage.contains(x: 45, y: 15))
        }
    }

    func test_incrementalFrames_equalFreshRenders() {
        withFreshContext { context in
            let scene = TestScenes.doors(angle: 0)
            let compositor = LayerCompositor(width: 200, height: 300, scale: 1)
            var perspective = CATransform3DIdentity
            perspective.m34 = 4.5 / -2000
            let swing = CABasicAnimation(keyPath: "transform")
            swing.toValue = CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)
            swing.duration = 0.5
            swing.timingFunction = CAMediaTimingFunction(name: .easeOut)
            scene.sublayers![1].add(swing, forKey: "open")

            for frame in 0..<6 {
                let time = Double(frame) * 0.1
                let incremental = compositor.render(scene, atMediaTime: time)
                let fresh = TestScenes.render(scene, size: CGSize(width: 200, height: 300), scale: 1, at: time)
                XCTAssertEqual(incremental, fresh, "frame \(frame) drawn incrementally differs from a full redraw")
            }
        }
    }

    func test_twoThreads_drawTheSamePixelsAsOne() {
        withFreshContext { _ in
            let scene = TestScenes.doors(angle: 0.6)

            let one = TestScenes.render(scene, size: CGSize(width: 200, height: 300), threads: 1)
            let two = TestScenes.render(scene, size: CGSize(width: 200, height: 300), threads: 2)

            XCTAssertEqual(one, two)
        }
    }

    func test_frozenSubtree_rendersScrubbedTime() {
        withFreshContext { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 10))
            let bar = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10), color: red)
            root.addSublayer(bar)
            root.speed = 0
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 5
            move.toValue = 95
            move.duration = 1
            bar.add(move, forKey: "move")

            root.timeOffset = 0.5
            let frame = TestScenes.render(root, size: CGSize(width: 100, height: 10), scale: 1, at: 42)

            XCTAssertEqual(frame[50, 5].r, 255, "the bar sits at x = 50 at the scrubbed half-way time")
            XCTAssertEqual(frame[10, 5], RGBA8.black)
        }
    }

    func test_animationCompletion_firesDuringRender() {
        withFreshContext { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
            let delegate = RecordingAnimationDelegate()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.duration = 0.2
            fade.delegate = delegate
            root.add(fade, forKey: "fade")
            let compositor = LayerCompositor(width: 10, height: 10)

            compositor.render(root, atMediaTime: 0.1)
            compositor.render(root, atMediaTime: 0.3)

            XCTAssertEqual(delegate.events, ["start", "stop finished"])
        }
    }

    func test_snapshot_ignoresOwnTransform_keepsOpacity() {
        withFreshContext { _ in
            let card = makeLayer(CGRect(x: 40, y: 40, width: 10, height: 6), color: red)
            card.addSublayer(makeLayer(CGRect(x: 5, y: 0, width: 5, height: 6), color: blue))
            card.transform = CATransform3DMakeRotation(0.7, 0, 0, 1)

            let snapshot = LayerCompositor.snapshot(of: card, scale: 2)
            CATransaction.setDisableActions(true)
            card.opacity = 0
            let faded = LayerCompositor.snapshot(of: card, scale: 2)

            XCTAssertEqual(snapshot.width, 20)
            XCTAssertEqual(snapshot.height, 12)
            XCTAssertEqual(snapshot[2, 6], RGBA8(r: 255, g: 0, b: 0, a: 255))
            XCTAssertEqual(snapshot[15, 6], RGBA8(r: 0, g: 0, b: 255, a: 255))
            XCTAssertTrue(faded.pixels.allSatisfy { $0 == 0 }, "a layer at opacity 0 snapshots empty")
        }
    }

    func test_snapshotOfLastDrawnState_ignoresChangesSinceTheFrame() {
        withFreshContext { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
            let card = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10), color: red)
            root.addSublayer(card)
            TestScenes.render(root, size: CGSize(width: 10, height: 10), scale: 1)
            CATransaction.setDisableActions(true)

            card.opacity = 0
            let onScreen = LayerCompositor.snapshot(of: card, scale: 1, lastDrawn: true)
            let afterUpdates = LayerCompositor.snapshot(of: card, scale: 1, lastDrawn: false)

            XCTAssertEqual(onScreen[5, 5], RGBA8(r: 255, g: 0, b: 0, a: 255), "what was on screen")
            XCTAssertEqual(afterUpdates[5, 5], RGBA8.clear, "the pending change applied")
        }
    }

    func test_frameAfterUndrawnFrames_showsNewImage_evenAtAFreedImagesAddress() {
        withFreshContext { _ in
            CATransaction.setDisableActions(true)
            let compositor = LayerCompositor(width: 4, height: 4)
            let layer = makeLayer(CGRect(x: 0, y: 0, width: 4, height: 4))
            let image = { (color: RGBA8) in CGImage(bitmap: Bitmap(width: 4, height: 4, color: color)) }
            let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
            layer.contents = image(RGBA8(r: 255, g: 0, b: 0, a: 255))
            let drawnImage = ObjectIdentifier(layer.contents as! CGImage)
            compositor.render(layer, atMediaTime: 0)
            // Frames that change the layers but not the pixels, as a replay fast-forwards: the
            // image last drawn leaves the layer tree.
            layer.contents = image(RGBA8(r: 0, g: 255, b: 0, a: 255))
            compositor.render(layer, atMediaTime: 0, drawing: false)
            // The allocator hands a freed object's memory out again: a blue image may now sit
            // where the red one did (if the red one is still alive, any blue image will do).
            var others: [CGImage] = []
            var reused: CGImage?
            for _ in 0..<1_000 where reused == nil {
                let candidate = image(blue)
                if ObjectIdentifier(candidate) == drawnImage { reused = candidate } else { others.append(candidate) }
            }
            layer.contents = reused ?? others[0]

            let frame = compositor.render(layer, atMediaTime: 0)

            XCTAssertEqual(frame[1, 1], blue, reused == nil ? "a new image" : "a new image at the old image's address")
        }
    }
}
