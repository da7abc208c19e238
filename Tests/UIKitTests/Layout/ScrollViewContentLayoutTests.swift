import TestSupport
import XCTest
@_spi(TransitionLab) @testable import UIKit

/// A scroll view's content area under Auto Layout, as iOS reads its constraints (Auto Layout
/// Guide, "Working with Scroll Views"): edges constrained to the content are the content area's,
/// whose size becomes `contentSize`; widths and heights are the frame's; `contentLayoutGuide`
/// and `frameLayoutGuide` name the two areas.
final class ScrollViewContentLayoutTests: XCTestCase {
    /// A page filled by a scroll view holding a vertical stack of `count` cards 120 pt tall,
    /// 12 pt apart, not yet constrained to the scroll view.
    private func cardPage(count: Int = 10) -> (controller: UIViewController, scroll: UIScrollView, stack: UIStackView) {
        let controller = UIViewController()
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(scroll)
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        for _ in 0..<count {
            let card = UIView()
            card.backgroundColor = .systemBlue
            card.heightAnchor.constraint(equalToConstant: 120).isActive = true
            stack.addArrangedSubview(card)
        }
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: controller.view.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
        ])
        return (controller, scroll, stack)
    }

    func test_stackPinnedToTheScrollViewsEdges_widthToItsWidth_isTheContent_withNothingBroken() {
        TestScene.inEnvironment { environment in
            let page = cardPage()
            let scene = WindowTestScene(environment: environment, root: page.controller)

            NSLayoutConstraint.activate([
                page.stack.topAnchor.constraint(equalTo: page.scroll.topAnchor),
                page.stack.leadingAnchor.constraint(equalTo: page.scroll.leadingAnchor),
                page.stack.trailingAnchor.constraint(equalTo: page.scroll.trailingAnchor),
                page.stack.bottomAnchor.constraint(equalTo: page.scroll.bottomAnchor),
                page.stack.widthAnchor.constraint(equalTo: page.scroll.widthAnchor),
            ])
            scene.frame()

            XCTAssertEqual(environment.brokenLayoutConstraints, [], "the edges are the content's, not the frame's")
            XCTAssertEqual(page.scroll.frame, CGRect(x: 0, y: 0, width: 390, height: 844), "the frame is the page's")
            XCTAssertEqual(page.stack.frame, CGRect(x: 0, y: 0, width: 390, height: 10 * 120 + 9 * 12))
            XCTAssertEqual(page.scroll.contentSize, CGSize(width: 390, height: 1308), "the content size comes from the constraints")
        }
    }

    func test_stackPinnedToTheContentGuide_widthToTheFrameGuide_scrollsVertically() {
        TestScene.inEnvironment { environment in
            let page = cardPage()
            let scene = WindowTestScene(environment: environment, root: page.controller)
            let content = page.scroll.contentLayoutGuide, frame = page.scroll.frameLayoutGuide
            NSLayoutConstraint.activate([
                page.stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
                page.stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                page.stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
                page.stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
                page.stack.widthAnchor.constraint(equalTo: frame.widthAnchor, constant: -32),
            ])
            scene.frame()
            let finger = SceneFinger(window: scene.window)

            finger.down(at: CGPoint(x: 200, y: 700))
            for step in 1...10 {
                scene.frame()
                finger.move(to: CGPoint(x: 200, y: 700 - CGFloat(step) * 40))
            }
            scene.frame()
            finger.up()
            scene.run(3)

            XCTAssertEqual(environment.brokenLayoutConstraints, [])
            XCTAssertEqual(page.scroll.contentSize, CGSize(width: 390, height: 1308 + 32))
            XCTAssertEqual(content.layoutFrame, CGRect(x: 0, y: 0, width: 390, height: 1340), "the content guide is the content area")
            XCTAssertEqual(page.stack.frame, CGRect(x: 16, y: 16, width: 358, height: 1308), "the stack stays put in the content")
            XCTAssertGreaterThan(page.scroll.contentOffset.y, 300, "a drag up scrolls the content")
            XCTAssertLessThanOrEqual(page.scroll.contentOffset.y, 1340 - 844 + page.scroll.adjustedContentInset.bottom,
                                     "and never past its end (with the home indicator's inset)")
            XCTAssertEqual(page.scroll.contentOffset.x, 0, "the content is as wide as the frame: no sideways scrolling")
        }
    }

    func test_viewPinnedToTheFrameGuide_staysPutWhileTheContentScrolls() {
        TestScene.inEnvironment { environment in
            let page = cardPage()
            let scene = WindowTestScene(environment: environment, root: page.controller)
            let badge = UIView()
            badge.translatesAutoresizingMaskIntoConstraints = false
            page.scroll.addSubview(badge)
            let content = page.scroll.contentLayoutGuide, frame = page.scroll.frameLayoutGuide
            NSLayoutConstraint.activate([
                page.stack.topAnchor.constraint(equalTo: content.topAnchor),
                page.stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                page.stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                page.stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                page.stack.widthAnchor.constraint(equalTo: frame.widthAnchor),
                badge.topAnchor.constraint(equalTo: frame.topAnchor, constant: 10),
                badge.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -10),
                badge.widthAnchor.constraint(equalToConstant: 44),
                badge.heightAnchor.constraint(equalToConstant: 44),
            ])
            scene.frame()

            page.scroll.contentOffset = CGPoint(x: 0, y: 300)
            scene.frame()

            XCTAssertEqual(badge.frame, CGRect(x: 336, y: 310, width: 44, height: 44), "in content coordinates it moved with the offset")
            XCTAssertEqual(badge.convert(badge.bounds, to: nil).minY, 10, "on screen it stayed 10 pt below the top")
            XCTAssertEqual(frame.layoutFrame, CGRect(x: 0, y: 300, width: 390, height: 844))
            XCTAssertEqual(page.stack.convert(page.stack.bounds, to: nil).minY, -300, "the stack scrolled")
            XCTAssertEqual(page.scroll.contentSize.height, 1308, "a view on the frame takes no room in the content")
        }
    }

    func test_centersAndSizesToTheScrollView_areItsFrames_evenFromInside() {
        TestScene.inEnvironment { environment in
            let page = cardPage(count: 1)
            let scene = WindowTestScene(environment: environment, root: page.controller)
            let marker = UIView()
            marker.translatesAutoresizingMaskIntoConstraints = false
            page.scroll.addSubview(marker)

            NSLayoutConstraint.activate([
                page.stack.topAnchor.constraint(equalTo: page.scroll.topAnchor),
                page.stack.bottomAnchor.constraint(equalTo: page.scroll.bottomAnchor),
                page.stack.widthAnchor.constraint(equalTo: page.scroll.widthAnchor, multiplier: 0.5),
                page.stack.leadingAnchor.constraint(equalTo: page.scroll.leadingAnchor, constant: 40),
                page.stack.trailingAnchor.constraint(equalTo: page.scroll.trailingAnchor, constant: -40),
                marker.centerXAnchor.constraint(equalTo: page.scroll.centerXAnchor),
                marker.centerYAnchor.constraint(equalTo: page.scroll.centerYAnchor),
                marker.widthAnchor.constraint(equalToConstant: 20),
                marker.heightAnchor.constraint(equalToConstant: 20),
            ])
            scene.frame()

            XCTAssertEqual(environment.brokenLayoutConstraints, [])
            XCTAssertEqual(page.stack.frame, CGRect(x: 40, y: 0, width: 195, height: 120), "half the frame's width")
            XCTAssertEqual(page.scroll.contentSize, CGSize(width: 40 + 195 + 40, height: 120),
                           "the edges are the content's: 40 pt on each side of the stack")
            XCTAssertEqual(marker.frame, CGRect(x: 185, y: 412, width: 20, height: 20), "centred on the frame")
        }
    }
}
