import TestSupport
import XCTest
import Raster
@testable import QuartzCore

final class CATransitionTests: XCTestCase {
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    private let size = CGSize(width: 100, height: 60)

    /// A root holding one 100 x 60 red page; drawn once so "last drawn" means red.
    private func drawnScene() -> (root: CALayer, page: CALayer, compositor: LayerCompositor) {
        let root = makeLayer(CGRect(origin: .zero, size: size), color: .black)
        let page = makeLayer(CGRect(origin: .zero, size: size), color: red)
        root.addSublayer(page)
        let compositor = LayerCompositor(width: 100, height: 60, scale: 1)
        _ = compositor.render(root, atMediaTime: 0)
        return (root, page, compositor)
    }

    /// Changes layers as a view does outside an animation block: with no implicit animation.
    private func setWithoutActions(_ change: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        change()
        CATransaction.commit()
    }

    private func transition(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil) -> CATransition {
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = 1
        return transition
    }

    func test_fade_addedBeforeTheChange_dissolvesOldIntoNew() {
        withFreshContext { _ in
            let (root, page, compositor) = drawnScene()

            page.add(transition(.fade), forKey: nil)
            setWithoutActions { page.backgroundColor = blue }
            let mid = compositor.render(root, atMediaTime: 0.5)
            let end = compositor.render(root, atMediaTime: 1.01)

            XCTAssertEqual(Double(mid[50, 30].r), 127.5, accuracy: 2, "half the old red")
            XCTAssertEqual(Double(mid[50, 30].b), 127.5, accuracy: 2, "half the new blue")
            XCTAssertEqual(end[50, 30], RGBA8(r: 0, g: 0, b: 255, a: 255))
            XCTAssertNil(page.animation(forKey: kCATransition), "removed when done")
        }
    }

    func test_fade_addedAfterTheChange_stillStartsFromWhatWasOnScreen() {
        withFreshContext { _ in
            let (root, page, compositor) = drawnScene()

            setWithoutActions { page.backgroundColor = blue }
            page.add(transition(.fade), forKey: "anything")
            let start = compositor.render(root, atMediaTime: 0)

            XCTAssertEqual(start[50, 30], RGBA8(r: 255, g: 0, b: 0, a: 255), "the old look is the drawn one")
            XCTAssertTrue(page.animation(forKey: kCATransition) is CATransition, "stored under kCATransition")
        }
    }

    func test_push_fromRight_slidesNewInAndOldOut() {
        withFreshContext { _ in
            let (root, page, compositor) = drawnScene()

            page.add(transition(.push, .fromRight), forKey: kCATransition)
            setWithoutActions { page.backgroundColor = blue }
            let mid = compositor.render(root, atMediaTime: 0.5)

            XCTAssertEqual(mid[20, 30], RGBA8(r: 255, g: 0, b: 0, a: 255), "the old page's right half, moved left")
            XCTAssertEqual(mid[80, 30], RGBA8(r: 0, g: 0, b: 255, a: 255), "the new page's left half, coming from the right")
        }
    }

    func test_moveIn_fromBottom_coversTheStillOldContent() {
        withFreshContext { _ in
            let (root, page, compositor) = drawnScene()

            page.add(transition(.moveIn, .fromBottom), forKey: nil)
            setWithoutActions { page.backgroundColor = blue }
            let quarter = compositor.render(root, atMediaTime: 0.25)

            XCTAssertEqual(quarter[50, 10], RGBA8(r: 255, g: 0, b: 0, a: 255), "old content stays at the top")
            XCTAssertEqual(quarter[50, 55], RGBA8(r: 0, g: 0, b: 255, a: 255), "new content rose a quarter of the way")
        }
    }

    func test_reveal_defaultSubtype_slidesTheOldContentToTheRight() {
        withFreshContext { _ in
            let (root, page, compositor) = drawnScene()

            page.add(transition(.reveal), forKey: nil)
            setWithoutActions { page.backgroundColor = blue }
            let mid = compositor.render(root, atMediaTime: 0.5)

            XCTAssertEqual(mid[20, 30], RGBA8(r: 0, g: 0, b: 255, a: 255), "the new content is uncovered on the left")
            XCTAssertEqual(mid[80, 30], RGBA8(r: 255, g: 0, b: 0, a: 255), "the old content moves off to the right")
        }
    }

    func test_swappedSublayers_oldPageIsPicturedAsLastDrawn() {
        withFreshContext { _ in
            // A container whose page is replaced, as a navigation controller does without animation.
            let (root, page, compositor) = drawnScene()
            let container = makeLayer(CGRect(origin: .zero, size: size))
            root.addSublayer(container)
            page.removeFromSuperlayer()
            container.addSublayer(page)
            _ = compositor.render(root, atMediaTime: 0)

            let newPage = makeLayer(CGRect(origin: .zero, size: size), color: blue)
            page.removeFromSuperlayer()
            container.addSublayer(newPage)
            container.add(transition(.push, .fromRight), forKey: nil)
            let mid = compositor.render(root, atMediaTime: 0.5)

            XCTAssertEqual(mid[20, 30], RGBA8(r: 255, g: 0, b: 0, a: 255), "the removed page is in the old look")
            XCTAssertEqual(mid[80, 30], RGBA8(r: 0, g: 0, b: 255, a: 255))
        }
    }

    func test_transition_delegateHearsTheEnd_andProgressRangeIsHonoured() {
        withFreshContext { context in
            let (root, page, compositor) = drawnScene()
            let delegate = RecordingAnimationDelegate()
            let fade = transition(.fade)
            fade.startProgress = 0.5
            fade.delegate = delegate

            page.add(fade, forKey: nil)
            setWithoutActions { page.backgroundColor = blue }
            let start = compositor.render(root, atMediaTime: 0)
            context.advance(by: 1.1)
            page.advanceAnimations(toMediaTime: 1.1)

            XCTAssertEqual(Double(start[50, 30].r), 127.5, accuracy: 2, "starting half way")
            XCTAssertEqual(delegate.events, ["start", "stop finished"])
        }
    }

    func test_eachType_midway_matchesGolden() {
        withFreshContext { _ in
            // A striped old page turned slightly, so offsets along the layer's own axes show.
            let kinds: [(CATransitionType, CATransitionSubtype?)] = [(.fade, nil), (.push, .fromRight), (.moveIn, .fromTop), (.reveal, .fromBottom)]

            let frames = kinds.map { kind -> Bitmap in
                let root = makeLayer(CGRect(x: 0, y: 0, width: 160, height: 120), color: .white)
                let page = makeLayer(CGRect(x: 30, y: 20, width: 100, height: 80), color: red)
                page.transform = CATransform3DMakeRotation(.pi / 18, 0, 0, 1)
                let stripe = makeLayer(CGRect(x: 10, y: 10, width: 30, height: 60), color: CGColor(red: 1, green: 0.8, blue: 0, alpha: 1))
                page.addSublayer(stripe)
                root.addSublayer(page)
                let compositor = LayerCompositor(width: 160, height: 120, scale: 1)
                _ = compositor.render(root, atMediaTime: 0)
                page.add(transition(kind.0, kind.1), forKey: nil)
                setWithoutActions {
                    page.backgroundColor = blue
                    stripe.frame.origin.x = 60
                }
                return compositor.render(root, atMediaTime: 0.5)
            }

            assertGolden(contactSheet(frames, columns: 4, background: .white), named: "catransition-types-midway")
        }
    }
}
