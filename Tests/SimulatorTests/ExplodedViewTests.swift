import XCTest
import TestSupport
import Raster
@testable import Simulator
@_spi(TransitionLab) @testable import UIKit

/// The exploded view (Ctrl+E): the frame's layer tree in 3D, read from the presentation.
final class ExplodedViewTests: XCTestCase {
    /// A session on a 4.7" phone 0.15 s into an animated push of a page with a red square.
    private func sessionMidPush() -> (SimulatorSession, SquareController) {
        let device = Device(model: .phone47)
        let (navigation, page) = device.run { () -> (UINavigationController, SquareController) in
            let root = UIViewController()
            root.view.backgroundColor = UIColor(red: 0.85, green: 0.9, blue: 1, alpha: 1)
            root.title = "Root"
            let page = SquareController()
            page.title = "Page"
            return (UINavigationController(rootViewController: root), page)
        }
        device.launch(navigation)
        device.step(frames: 2)
        device.run { navigation.pushViewController(page, animated: true) }
        device.step(frames: 9)
        return (SimulatorSession(device: device), page)
    }

    /// The views a person could see: not hidden, not fully transparent (with their ancestors),
    /// not empty.
    private func visibleViews(from view: UIView, opacity: CGFloat = 1) -> [UIView] {
        let layer = view.layer.presentation() ?? view.layer
        let opacity = opacity * CGFloat(layer.opacity)
        guard !layer.isHidden, opacity > 0.001 else { return [] }
        let own = layer.bounds.isEmpty ? [] : [view]
        return own + view.subviews.flatMap { visibleViews(from: $0, opacity: opacity) }
    }

    func test_midPush_hasOneLabelledSlabPerVisibleView() {
        let (session, _) = sessionMidPush()

        let (slabs, views) = session.device.run { () -> ([ExplodedSlab], [UIView]) in
            let window = session.device.window!
            // The status bar is the window's own view, drawn on top but not among its subviews.
            let statusBar = window.statusBarStorage.map { visibleViews(from: $0) } ?? []
            return (ExplodedView.slabs(of: window.layer), visibleViews(from: window) + statusBar)
        }
        let labelled = slabs.compactMap(\.viewClassName)

        XCTAssertGreaterThan(views.count, 5)
        XCTAssertEqual(labelled.count, views.count)
        XCTAssertEqual(labelled.sorted(), views.map { String(describing: type(of: $0)) }.sorted())
        XCTAssertEqual(labelled.first, "UIWindow", "the window is the deepest slab, drawn first")
        XCTAssertTrue(labelled.contains("UINavigationBar"), "UIKit's own views are labelled with their classes")
        XCTAssertEqual(labelled.last, "StatusBarView", "the status bar is the front slab")
    }

    func test_midPush_placesTheIncomingPageAtItsPresentationNotItsModel() {
        let (session, page) = sessionMidPush()

        let (slab, modelX, presentationX) = session.device.run { () -> (ExplodedSlab?, CGFloat, CGFloat) in
            let window = session.device.window!
            let slab = ExplodedView.slabs(of: window.layer).first { $0.size == page.square.bounds.size && $0.backgroundColor == UIColor.red.cgColor }
            let model = page.square.convert(page.square.bounds, to: window).minX
            let presentation = page.view.layer.presentation()!.frame.minX + page.square.frame.minX
            return (slab, model, presentation)
        }

        XCTAssertNotNil(slab, "the red square has its slab")
        XCTAssertEqual(Double(slab?.screenFrame.minX ?? -1), Double(presentationX), accuracy: 0.5)
        XCTAssertGreaterThan(abs(Double(slab?.screenFrame.minX ?? 0) - Double(modelX)), 40, "mid push, the model is already at rest")
    }

    func test_mouseDragTurnsTheView_andTouchesNoApp() {
        let (session, _) = sessionMidPush()
        session.perform(.toggleExplodedView)
        let before = session.explodedView.yaw

        session.mouse(.began, atFramePixel: 300, 600)
        session.mouse(.moved, atFramePixel: 400, 600)
        session.mouse(.ended, atFramePixel: 400, 600)

        XCTAssertEqual(session.explodedView.yaw - before, 50 * ExplodedView.degreesPerPoint, accuracy: 1e-9)
        XCTAssertNil(session.fingerLocation, "the mouse turned the view; no finger went down")
    }

    func test_turningOnMidDrag_liftsTheFingerFromTheApp() {
        let (session, _) = sessionMidPush()
        session.device.step(frames: 40)
        let rect = session.frame.screenRect
        session.mouse(.began, atFramePixel: Double(rect.x0) + 10, Double(rect.y0) + 600)
        for step in 1...10 { session.mouse(.moved, atFramePixel: Double(rect.x0) + 10 + Double(step) * 20, Double(rect.y0) + 600); session.tick() }
        let duringDrag = session.interactiveTransitionSnapshot

        session.perform(.toggleExplodedView)

        XCTAssertEqual(duringDrag?.isInteractive, true, "the drag drives a pop")
        XCTAssertNil(session.fingerLocation)
        XCTAssertEqual(session.interactiveTransitionSnapshot?.isInteractive, false, "the app saw the touch cancelled; the pop settles")
    }

    func test_explodedMidPush_golden() {
        let (session, _) = sessionMidPush()
        session.perform(.toggleExplodedView)

        let picture = session.picture()

        XCTAssertTrue(session.showsExplodedView)
        assertGolden(picture, named: "exploded-view-mid-push")
    }
}
