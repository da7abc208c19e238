import Foundation
import TestSupport
import UIKit
import XCTest

/// KVO by name, as libraries written before Swift's key paths observe: `addObserver(_:forKeyPath:
/// options:context:)` and an `observeValue(forKeyPath:of:change:context:)` override in a
/// presentation controller or a view controller (plain `import UIKit`, as app code).
final class StringKeyValueObservingTests: XCTestCase {
    private final class SizeWatcher: UIPresentationController {
        var heard: [(keyPath: String?, new: CGSize?)] = []

        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {
            heard.append((keyPath, change?[.newKey] as? CGSize))
        }
    }

    private final class FrameWatcher: UIViewController {
        var frames: [CGRect] = []

        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {
            if keyPath == "frame", let frame = change?[.newKey] as? CGRect { frames.append(frame) }
        }
    }

    func test_addObserverForKeyPath_contentSize_reachesThePresentationControllersOverride() {
        touchScene { scene in
            let scrollView = scene.addView(UIScrollView())
            let watcher = SizeWatcher(presentedViewController: UIViewController(), presenting: nil)

            scrollView.addObserver(watcher, forKeyPath: "contentSize", options: .new, context: nil)
            scrollView.contentSize = CGSize(width: 390, height: 1200)
            scrollView.removeObserver(watcher, forKeyPath: "contentSize")
            scrollView.contentSize = CGSize(width: 390, height: 1500)

            XCTAssertEqual(watcher.heard.count, 1, "one change before the observer was removed")
            XCTAssertEqual(watcher.heard.first?.keyPath, "contentSize")
            XCTAssertEqual(watcher.heard.first?.new, CGSize(width: 390, height: 1200))
        }
    }

    func test_addObserverForKeyPath_frame_withInitial_reportsNowAndEachMove_untilTheObserverGoes() {
        touchScene { scene in
            let view = scene.addView(UIView(), frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var watcher: FrameWatcher? = FrameWatcher()

            view.addObserver(watcher!, forKeyPath: "frame", options: [.initial, .new], context: nil)
            view.center = CGPoint(x: 100, y: 100)
            let frames = watcher?.frames
            watcher = nil
            view.center = CGPoint(x: 200, y: 200)

            XCTAssertEqual(frames, [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 50, y: 50, width: 100, height: 100)])
        }
    }
}
