import XCTest
import TestSupport
import Raster
@testable import QuartzCore

final class PageCurlLayerTests: LayerTestCase {
    private let size = CGSize(width: 180, height: 320)

    /// The page below (a green page with a dark title bar and rows) and, above it, the page
    /// that curls away: a snapshot-like picture with a red card sublayer.
    private func scene() -> (root: CALayer, below: CALayer, page: PageCurlLayer) {
        let root = makeLayer(CGRect(origin: .zero, size: size), color: .black)
        let below = makeLayer(root.bounds, color: CGColor(red: 0.55, green: 0.78, blue: 0.62, alpha: 1))
        below.addSublayer(makeLayer(CGRect(x: 0, y: 0, width: size.width, height: 44), color: CGColor(red: 0.15, green: 0.3, blue: 0.2, alpha: 1)))
        for row in 0..<6 {
            below.addSublayer(makeLayer(CGRect(x: 16, y: 70 + CGFloat(row) * 40, width: size.width - 32, height: 22),
                                        color: CGColor(red: 0.92, green: 0.96, blue: 0.92, alpha: 1)))
        }
        let page = PageCurlLayer()
        page.frame = root.bounds
        page.contents = TestScenes.pageImage(width: Int(size.width), height: Int(size.height))
        page.addSublayer(makeLayer(CGRect(x: 20, y: 200, width: 90, height: 60), color: CGColor(red: 0.85, green: 0.2, blue: 0.15, alpha: 1)))
        root.addSublayer(below)
        root.addSublayer(page)
        return (root, below, page)
    }

    private func curlAnimation(to amount: CGFloat, duration: CFTimeInterval) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "curlAmount")
        animation.fromValue = 0
        animation.toValue = amount
        animation.duration = duration
        return animation
    }

    func test_partialCurl_transitionSheet_matchesGolden() {
        withFreshContext { _ in
            let (root, _, page) = scene()
            CATransaction.setDisableActions(true)
            page.curlAmount = 0.5
            page.add(curlAnimation(to: 0.5, duration: 0.5), forKey: "curl")
            // One compositor for every frame, so damage tracking and the cached page are used.
            let compositor = LayerCompositor(width: Int(size.width), height: Int(size.height), scale: 1, background: .black)

            let frames = [0, 0.125, 0.25, 0.375, 0.5].map { compositor.render(root, atMediaTime: $0) }

            assertGolden(contactSheet(frames, columns: 5, background: .white), named: "page-curl-sheet")
            XCTAssertEqual(frames[4], TestScenes.render(root, size: size, scale: 1, at: 0.5),
                           "a frame built from damage equals one drawn from scratch")
        }
    }

    func test_curlAmount_animatesByKeyPath() {
        withFreshContext { _ in
            let page = PageCurlLayer()
            page.add(curlAnimation(to: 0.8, duration: 1), forKey: "curl")

            XCTAssertEqual(page.presented("curlAmount", at: 0.25)!, 0.2, accuracy: 1e-9)
            XCTAssertEqual(page.presented("curlAmount", at: 0.5)!, 0.4, accuracy: 1e-9)
            XCTAssertEqual(page.curlAmount, 0, "the model value is untouched")

            page.setValue(0.3, forKeyPath: "curlAmount")
            XCTAssertEqual(page.value(forKeyPath: "curlAmount") as? CGFloat, 0.3)
        }
    }

    func test_curledLayer_revealsTheLayerBelow() {
        withFreshContext { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 160), color: .black)
            let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1), red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            root.addSublayer(makeLayer(root.bounds, color: blue))
            let page = PageCurlLayer()
            page.frame = root.bounds
            page.backgroundColor = red
            root.addSublayer(page)
            let flat = TestScenes.render(root, size: root.bounds.size, scale: 2)

            CATransaction.setDisableActions(true)
            page.curlAmount = 0.5
            let curled = TestScenes.render(root, size: root.bounds.size, scale: 2)

            XCTAssertEqual(flat[199, 319], RGBA8(r: 255, g: 0, b: 0, a: 255))
            XCTAssertEqual(curled[199, 319], RGBA8(r: 0, g: 0, b: 255, a: 255), "the bottom-right corner has lifted")
            XCTAssertEqual(curled[2, 2], RGBA8(r: 255, g: 0, b: 0, a: 255), "the top-left corner stays flat")
        }
    }

    func test_animatedCurl_reusesThePage_andIdleFramesDrawNothing() {
        withFreshContext { _ in
            let (root, _, page) = scene()
            page.add(curlAnimation(to: 0.6, duration: 1), forKey: "curl")
            let compositor = LayerCompositor(width: Int(size.width), height: Int(size.height), scale: 1, background: .black)
            compositor.render(root, atMediaTime: 0.2)

            compositor.render(root, atMediaTime: 0.4)
            XCTAssertEqual(compositor.lastOffscreenRenders, 0, "only the curl changed: the page is cached")
            XCTAssertFalse(compositor.lastDamage.isEmpty)

            page.removeAllAnimations()
            CATransaction.setDisableActions(true)
            page.curlAmount = 0.4
            compositor.render(root, atMediaTime: 0.5)
            compositor.render(root, atMediaTime: 0.6)
            XCTAssertTrue(compositor.lastDamage.isEmpty, "nothing changed")
        }
    }

    func test_rotatedCurledLayer_isCurledInItsOwnPlane() {
        withFreshContext { _ in
            let (root, _, page) = scene()
            page.transform = CATransform3DMakeRotation(.pi / 12, 0, 0, 1)
            let flat = TestScenes.render(root, size: size, scale: 1)

            CATransaction.setDisableActions(true)
            page.curlAmount = 0.4
            let curled = TestScenes.render(root, size: size, scale: 1)

            // Near the page's bottom-right corner (local (165, 300)) the page below now shows.
            XCTAssertGreaterThan(flat[126, 314].r, flat[126, 314].g, "the page's warm bottom")
            XCTAssertGreaterThan(curled[126, 314].g, curled[126, 314].r, "the green page below")
        }
    }
}
