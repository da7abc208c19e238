import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// Issue 35: the `UIView` members added for API coverage (interactions, the view's say in its
/// recognizers beginning, the readable content guide, alignment insets, the constraints
/// affecting an axis, iOS 17's spring by bounce) do what UIKit's do.
final class ViewCoverageTests: UIKitTestCase {
    private final class LoggingInteraction: NSObject, UIInteraction {
        weak var view: UIView?
        var log: [String] = []
        func willMove(to view: UIView?) { log.append("willMove(\(view?.tag ?? -1))") }
        func didMove(to view: UIView?) { self.view = view; log.append("didMove(\(view?.tag ?? -1))") }
    }

    private final class RefusingView: UIView {
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    private final class InsetView: UIView {
        override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }
    }

    func test_addInteraction_tellsTheInteraction_andMovingItDetachesItFromTheFirstView() {
        let first = UIView(), second = UIView()
        first.tag = 1
        second.tag = 2
        let interaction = LoggingInteraction()

        first.addInteraction(interaction)
        second.addInteraction(interaction)

        XCTAssertEqual(interaction.log, ["willMove(1)", "didMove(1)", "willMove(-1)", "didMove(-1)", "willMove(2)", "didMove(2)"])
        XCTAssertTrue(first.interactions.isEmpty)
        XCTAssertTrue(second.interactions.first === interaction)
        XCTAssertTrue(interaction.view === second)
    }

    func test_removeInteraction_detachesIt() {
        let view = UIView()
        let interaction = LoggingInteraction()
        view.addInteraction(interaction)

        view.removeInteraction(interaction)

        XCTAssertTrue(view.interactions.isEmpty)
        XCTAssertNil(interaction.view)
    }

    func test_gestureRecognizerShouldBegin_falseOnTheView_keepsItsTapFromFiring() {
        touchScene { scene in
            let view = scene.addView(RefusingView())
            var taps = 0
            let tap = UITapGestureRecognizer { _ in taps += 1 }
            view.addGestureRecognizer(tap)

            scene.tap(at: CGPoint(x: 200, y: 400))
            scene.tick(0.5)

            XCTAssertEqual(taps, 0)
        }
    }

    func test_readableContentGuide_onAWideView_isA672PointColumnInTheMiddle() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let column = UIView()
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            column.topAnchor.constraint(equalTo: view.topAnchor),
            column.heightAnchor.constraint(equalToConstant: 10),
        ])

        view.layoutIfNeeded()

        XCTAssertEqual(column.frame, CGRect(x: 176, y: 0, width: 672, height: 10))
        XCTAssertEqual(view.readableContentGuide.layoutFrame.width, 672)
    }

    func test_readableContentGuide_onANarrowView_isTheMarginsGuide() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

        let readable = view.readableContentGuide.layoutFrame

        XCTAssertEqual(readable, view.layoutMarginsGuide.layoutFrame)
    }

    func test_alignmentRectInsets_insetTheAlignmentRect_andOutsetTheFrame() {
        let view = InsetView()
        let frame = CGRect(x: 10, y: 20, width: 100, height: 50)

        let alignment = view.alignmentRect(forFrame: frame)

        XCTAssertEqual(alignment, CGRect(x: 12, y: 21, width: 94, height: 46))
        XCTAssertEqual(view.frame(forAlignmentRect: alignment), frame)
    }

    func test_constraintsAffectingLayout_listsThoseOfTheAxis() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 50)
        let leading = child.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        let top = child.topAnchor.constraint(equalTo: container.topAnchor)
        NSLayoutConstraint.activate([width, leading, top])

        let horizontal = child.constraintsAffectingLayout(for: .horizontal)
        let vertical = child.constraintsAffectingLayout(for: .vertical)

        XCTAssertTrue(horizontal.contains { $0 === width } && horizontal.contains { $0 === leading })
        XCTAssertFalse(horizontal.contains { $0 === top })
        XCTAssertTrue(vertical.contains { $0 === top })
        XCTAssertFalse(vertical.contains { $0 === width })
    }

    func test_anchorPoint_isTheLayers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

        view.anchorPoint = CGPoint(x: 0, y: 1)

        XCTAssertEqual(view.layer.anchorPoint, CGPoint(x: 0, y: 1))
    }

    func test_userInterfaceLayoutDirection_isRightToLeftOnlyWhenForced() {
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft), .rightToLeft)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .unspecified), .leftToRight)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight), .leftToRight)
    }

    func test_springBounce_mapsToTheDampingRatio() {
        XCTAssertEqual(UIView.dampingRatio(forBounce: 0), 1)
        XCTAssertEqual(UIView.dampingRatio(forBounce: 0.3), 0.7, accuracy: 1e-9)
        XCTAssertEqual(UIView.dampingRatio(forBounce: -0.5), 2, accuracy: 1e-9)
    }

    func test_addMotionEffect_keepsEachEffectOnce_andRemoveTakesItOff() {
        let view = UIView()
        let effect = UIMotionEffect()

        view.addMotionEffect(effect)
        view.addMotionEffect(effect)
        let added = view.motionEffects.count
        view.removeMotionEffect(effect)

        XCTAssertEqual(added, 1)
        XCTAssertTrue(view.motionEffects.isEmpty)
    }

    func test_modifyAnimations_repeatsAndReversesTheChangesInsideIt_only() {
        AnimationScene.run { scene in
            let repeated = scene.show(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            let plain = scene.show(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))

            UIView.animate(withDuration: 1) {
                UIView.modifyAnimations(withRepeatCount: 3, autoreverses: true) { repeated.alpha = 0 }
                plain.alpha = 0
            }
            let inside = repeated.layer.animation(forKey: "opacity")
            let outside = plain.layer.animation(forKey: "opacity")

            XCTAssertEqual(inside?.repeatCount, 3)
            XCTAssertEqual(inside?.autoreverses, true)
            XCTAssertEqual(inside?.duration, 1)
            XCTAssertEqual(outside?.repeatCount, 0)
            XCTAssertEqual(outside?.autoreverses, false)
        }
    }
}
