import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// Numbered recording pages ("P0", "P1", ...) served in order, and a delegate that logs the
/// page controller's calls into the same log as "delegate.willTransitionTo(P1)" and
/// "delegate.didFinish(completed: true, previous: P0)".
final class PageBook: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [RecordingViewController]
    let log: EventLog
    private(set) var askedBefore = 0
    private(set) var askedAfter = 0

    init(count: Int, log: EventLog) {
        self.log = log
        let colors: [UIColor] = [.orange, .systemTeal, .purple, .green, .red]
        pages = (0..<count).map { index in
            let page = RecordingViewController("P\(index)", log: log)
            page.view.backgroundColor = colors[index % colors.count]
            // A band across the top half, so a curled page shows its mirrored back.
            let band = UIView(frame: CGRect(x: 20, y: 120, width: 250, height: 120))
            band.backgroundColor = .blue
            page.view.addSubview(band)
            return page
        }
        super.init()
        log.clear()
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        askedBefore += 1
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        askedAfter += 1
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController]) {
        log.append("delegate.willTransitionTo(\(pendingViewControllers.map(\.title!).joined()))")
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        log.append("delegate.didFinish(completed: \(completed), previous: \(previousViewControllers.map(\.title!).joined()))")
    }
}

/// A window showing a page view controller over a book of recording pages, with a finger.
final class PageScene: WindowTestScene {
    let pageController: UIPageViewController
    let book: PageBook
    let log: EventLog
    lazy var finger = TouchInjector(window: window)

    init(environment: UIKitEnvironment, style: UIPageViewController.TransitionStyle, pages: Int, start: Int) {
        let log = EventLog()
        self.log = log
        pageController = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal, options: nil)
        book = PageBook(count: pages, log: log)
        pageController.dataSource = book
        pageController.delegate = book
        pageController.setViewControllers([book.pages[start]], direction: .forward, animated: false, completion: nil)
        super.init(environment: environment, root: pageController)
        frame()
        log.clear()
    }

    var width: CGFloat { window.bounds.width }

    /// The title of the page shown.
    var shownPage: String? { pageController.viewControllers?.first?.title }

    /// Drags the finger from `start` to `end` over `frames` frames, rests `restFrames` frames
    /// (so the release has no speed), and lifts unless `lift` is false.
    func swipe(from start: CGPoint, to end: CGPoint, frames: Int, restFrames: Int = 0, lift: Bool = true) {
        finger.down(at: start)
        frame()
        for i in 1...frames {
            let t = CGFloat(i) / CGFloat(frames)
            finger.move(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            frame()
        }
        for _ in 0..<restFrames { frame() }
        if lift { finger.up() }
    }

    /// Runs frames until no page turn is in progress.
    func settle() {
        settle(limit: 3) { pageController.activeTurn != nil }
    }
}

extension XCTestCase {
    /// Runs `body` with a page scene in a fresh environment.
    func pageScene(style: UIPageViewController.TransitionStyle = .scroll, pages: Int = 3, start: Int = 0,
                   _ body: (PageScene) throws -> Void) rethrows {
        try TestScene.inEnvironment { environment in
            try body(PageScene(environment: environment, style: style, pages: pages, start: start))
        }
    }
}
