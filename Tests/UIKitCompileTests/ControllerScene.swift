import Raster
import TestSupport
import UIKit
import XCTest

/// A window showing a root controller for the compile tests, on UIKit's public API alone (these
/// tests import UIKit without `@testable`): it settles by asking the controllers for their
/// transition coordinators and reads the screen as the app's pixels, as an app or a UI test can.
final class ControllerScene: WindowTestScene {
    /// The window's root controller.
    let root: UIViewController

    /// Shows `root` in a new key window and draws a frame (call it inside `TestScene.inEnvironment`).
    override init(environment: UIKitEnvironment, root: UIViewController) {
        self.root = root
        super.init(environment: environment, root: root)
        frame()
    }

    /// Runs frames until no controller in the window has a transition in progress (at most
    /// `limit` seconds), then one more.
    func settle(limit: TimeInterval = 6) {
        settle(limit: limit) { isTransitioning }
    }

    /// Whether any controller in the window (children and presented controllers, at any depth)
    /// has a transition coordinator: a push, pop, presentation or dismissal is under way.
    var isTransitioning: Bool {
        func busy(_ controller: UIViewController) -> Bool {
            controller.transitionCoordinator != nil || controller.children.contains(where: busy)
                || (controller.presentedViewController.map(busy) ?? false)
        }
        return busy(root)
    }

    /// Where a view is on screen now (presentation values), in window coordinates.
    func onScreenFrame(_ view: UIView) -> CGRect {
        view.onScreenFrame(in: window)
    }

    /// The window drawn at one pixel per point, for reading colors at points.
    func screenPixels() -> Bitmap {
        let size = window.bounds.size
        return LayerCompositor(width: Int(size.width), height: Int(size.height), scale: 1).render(window.layer)
    }

    /// A page with a white view.
    static func whitePage() -> UIViewController {
        let page = UIViewController()
        page.view.backgroundColor = .white
        return page
    }

    /// The labels in `view`'s tree (at any depth) whose text contains `text`.
    func labels(containing text: String, in view: UIView) -> [UILabel] {
        var found: [UILabel] = []
        func visit(_ view: UIView) {
            if let label = view as? UILabel, label.text?.contains(text) == true { found.append(label) }
            view.subviews.forEach(visit)
        }
        visit(view)
        return found
    }
}

extension XCTestCase {
    /// Runs `body` in a fresh environment whose screen is `screen` points, with a scene showing
    /// the controller `root` makes there (a white page by default: views need the environment).
    func controllerScene(screen: CGSize = TestScene.phoneScreen,
                         root: () -> UIViewController = ControllerScene.whitePage,
                         _ body: (ControllerScene) throws -> Void) rethrows {
        try TestScene.inEnvironment(screen: screen) { environment in
            try body(ControllerScene(environment: environment, root: root()))
        }
    }
}
