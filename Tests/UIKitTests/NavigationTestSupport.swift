import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// An ordered record of life-cycle callbacks, shared by the pages of one test.
final class EventLog {
    private(set) var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
    func clear() { entries = [] }

    /// The entries of one page (those starting with `name.`).
    func entries(of name: String) -> [String] { entries.filter { $0.hasPrefix(name + ".") } }

    /// Whether `first` was logged before `second`.
    func order(_ first: String, before second: String) -> Bool {
        guard let a = entries.firstIndex(of: first), let b = entries.firstIndex(of: second) else { return false }
        return a < b
    }
}

/// A page that logs every life-cycle and containment callback as "name.callback".
class RecordingViewController: UIViewController {
    let name: String
    let log: EventLog
    /// `isMovingFromParent` as seen in the last `viewWillDisappear`.
    var wasMovingFromParentInWillDisappear = false
    var wasMovingToParentInWillAppear = false

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        log.append("\(name).viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        wasMovingToParentInWillAppear = isMovingToParent
        log.append("\(name).viewWillAppear")
    }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log.append("\(name).viewIsAppearing")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("\(name).viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        wasMovingFromParentInWillDisappear = isMovingFromParent
        log.append("\(name).viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("\(name).viewDidDisappear")
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.append("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

/// A 390 x 844 window showing a navigation controller, a compositor and a clock, for navigation
/// tests. Create it inside `LayerContext.run` (see `navigationScene(_:)`).
final class NavigationScene: WindowTestScene {
    let navigation: UINavigationController
    let log: EventLog

    init(environment: UIKitEnvironment, log: EventLog, root: UIViewController,
         navigation: UINavigationController? = nil) {
        self.log = log
        let controller = navigation ?? UINavigationController(rootViewController: root)
        if navigation != nil { controller.viewControllers = [root] }
        self.navigation = controller
        super.init(environment: environment, root: controller)
        frame()
    }

    var width: CGFloat { window.bounds.width }

    /// Runs frames until no transition is in progress (at most `limit` seconds).
    func settle(limit: TimeInterval = 5) {
        settle(limit: limit) { navigation.activeTransition != nil }
    }

    /// Draws `view` once (inside the window, then takes it out again), so that `UIView.animate`
    /// animates it: today a layer that was never drawn gets no view animations (reported to the
    /// animation part; UIKit animates freshly added views). Loads the page's view early.
    func prerender(_ view: UIView) {
        view.frame = window.bounds
        window.addSubview(view)
        frame()
        view.removeFromSuperview()
    }

    /// A text dump of the window's view tree: class, frame, transform, alpha and hidden flag of
    /// every view (model values), and whether any layer still has animations.
    func dump() -> String {
        var lines: [String] = []
        func visit(_ view: UIView, depth: Int) {
            let f = view.frame, t = view.transform
            func n(_ v: CGFloat) -> String { String(format: "%.2f", Double(v)) }
            lines.append(String(repeating: "  ", count: depth)
                + "\(type(of: view)) frame=(\(n(f.minX)),\(n(f.minY)),\(n(f.width)),\(n(f.height)))"
                + " t=[\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty))]"
                + " alpha=\(n(view.alpha)) hidden=\(view.isHidden)"
                + (view.layer.animationKeys().map { " animations=\($0)" } ?? ""))
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(window, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// The on-screen x of a view's frame origin (presentation values at the current time).
    func presentedMinX(_ view: UIView) -> CGFloat {
        let layer = view.layer.presentation() ?? view.layer
        return layer.position.x - layer.bounds.width * layer.anchorPoint.x
    }
}

extension XCTestCase {
    /// Runs `body` on a fresh layer context with a navigation scene rooted at a recording page "A".
    func navigationScene(_ body: (NavigationScene, EventLog) throws -> Void) rethrows {
        try TestScene.inEnvironment { environment in
            let log = EventLog()
            let root = RecordingViewController("A", log: log)
            let scene = NavigationScene(environment: environment, log: log, root: root)
            try body(scene, log)
        }
    }
}

/// An animator that records what happened to it and can misbehave on purpose: complete twice,
/// or never.
final class RecordingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Behaviour { case normal, completesTwice, neverCompletes }
    let behaviour: Behaviour
    let duration: TimeInterval
    private(set) var animateCount = 0
    private(set) var endedWith: [Bool] = []

    init(_ behaviour: Behaviour = .normal, duration: TimeInterval = 0.3) {
        self.behaviour = behaviour
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        animateCount += 1
        let container = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)!
        let toVC = transitionContext.viewController(forKey: .to)!
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        container.addSubview(toView)
        UIView.animate(withDuration: duration, animations: { toView.alpha = 1 }) { _ in
            switch self.behaviour {
            case .normal:
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            case .completesTwice:
                transitionContext.completeTransition(true)
                transitionContext.completeTransition(true)
            case .neverCompletes:
                break
            }
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { endedWith.append(transitionCompleted) }
}

/// A navigation delegate that hands out a given animator (and interactor) and logs what it is told.
final class RecordingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var animator: UIViewControllerAnimatedTransitioning?
    var interactor: UIViewControllerInteractiveTransitioning?
    private(set) var operations: [UINavigationController.Operation] = []
    private(set) var shown: [String] = []

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operations.append(operation)
        return animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactor
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        shown.append("willShow \(viewController.title ?? "?")")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        shown.append("didShow \(viewController.title ?? "?")")
    }
}
