import XCTest
@testable import Demos
@testable import Simulator
@_spi(TransitionLab) @testable import UIKit

/// One demo on a 4.7-inch phone at 1x for the interruption matrix: a finger, frames (drawn at
/// 1x: an undrawn frame leaves the device waiting for its pixels), and the two questions every case ends
/// with: is UIKit consistent (the invariant checker clean, the device idle), and does the app
/// still answer (the back button pops, a push button or cell pushes)?
///
/// The controls are found in the view tree, not at fixed points, so the same case runs on every
/// demo and in either orientation.
final class InterruptionRig {
    let demo: String
    let device: Device
    /// The stack depth at launch: the answer probe never pops below it (the catalogue is there).
    private(set) var baseDepth = 0

    init(demo: String) {
        self.demo = demo
        var model = DeviceModel.phone47
        model.scale = 1
        device = Device(model: model)
        device.environment.checksInvariantsAfterTransitions = true
        device.launch(device.run { DemoApp.makeRootViewController(demo: demo)! })
        settle()
        baseDepth = depth
    }

    // MARK: Finger and frames

    func frame() { device.step() }

    func frames(_ count: Int) { for _ in 0..<max(0, count) { frame() } }

    func touch(_ phase: UITouch.Phase, _ point: CGPoint) { device.touch(phase, at: point) }

    func tap(_ point: CGPoint) {
        touch(.began, point)
        frames(2)
        touch(.ended, point)
        frame()
    }

    /// Moves a finger that is down from `start` to `end`, one sample a frame.
    func move(from start: CGPoint, to end: CGPoint, frames count: Int) {
        let count = max(1, count)
        for i in 1...count {
            let t = CGFloat(i) / CGFloat(count)
            touch(.moved, CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            frame()
        }
    }

    /// Steps frames until the device is idle (at most `limit`); returns whether it is.
    @discardableResult
    func settle(limit: Int = 900) -> Bool {
        var count = 0
        while !device.isIdle && count < limit {
            frame()
            count += 1
        }
        return device.isIdle
    }

    func rotate() {
        device.rotateLeft()
        frame()
    }

    // MARK: What is on screen

    var width: CGFloat { device.orientedModel.screenSize.width }
    var height: CGFloat { device.orientedModel.screenSize.height }
    var root: UIViewController? { device.run { device.window?.rootViewController } }
    var navigation: UINavigationController? { root as? UINavigationController }
    var tabs: UITabBarController? { root as? UITabBarController }
    var depth: Int { device.run { navigation?.viewControllers.count ?? 0 } }
    var presented: UIViewController? { device.run { root?.presentedViewController } }
    var selectedTab: Int { device.run { tabs?.selectedIndex ?? -1 } }

    /// Pushes the demo's next page with a tap and waits for the push to end.
    func pushByTap() {
        guard let point = pushControl() else { return }
        tap(point)
        settle()
    }

    /// Where the back control of the top page is: the bar's back button, or on a page without a
    /// bar its own "‹" button (never the catalogue's).
    func backControl() -> CGPoint? {
        device.run {
            guard let navigation, navigation.viewControllers.count > 1, let window = device.window else { return nil }
            let bar = navigation.navigationBar
            if !navigation.isNavigationBarHidden, !bar.isHidden, bar.alpha > 0.01,
               let back = bar.contentView.subviews.compactMap({ $0 as? BarButtonView }).first(where: { $0.accessibilityName == "back" }) {
                return back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: window)
            }
            guard let top = navigation.topViewController?.viewIfLoaded else { return nil }
            let own = Self.views(in: top).compactMap { $0 as? UIButton }.first {
                let title = $0.title(for: .normal) ?? ""
                return (title.hasPrefix("‹") || title == "Back") && !title.contains("目录")
            }
            return own.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: window) }
        }
    }

    /// Where a control that pushes is on the top page: a "Push" button, else a cell.
    func pushControl() -> CGPoint? {
        device.run {
            guard let window = device.window, let top = navigation?.topViewController?.viewIfLoaded else { return nil }
            let views = Self.views(in: top)
            if let button = views.first(where: { ($0 as? UIButton)?.title(for: .normal)?.hasPrefix("Push") == true }) {
                return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)
            }
            // The top-left cell wholly on screen below the bar.
            let screen = window.bounds.insetBy(dx: 0, dy: 64)
            let cells = views.filter { $0 is UICollectionViewCell || $0 is UITableViewCell }
                .map { $0.convert($0.bounds, to: window) }
                .filter { screen.contains($0) }
                .sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
            return cells.first.map { CGPoint(x: $0.midX, y: $0.midY) }
        }
    }

    static func views(in view: UIView) -> [UIView] {
        [view] + view.subviews.flatMap { views(in: $0) }
    }

    // MARK: The two questions

    /// Nothing moves, the automatic check logged nothing, and the check finds nothing now.
    func consistencyProblems() -> [String] {
        guard settle() else { return ["not idle 900 frames later"] }
        let logged = device.environment.loggedInvariantViolations.map { "logged \($0)" }
        let now = device.run { device.environment.checkInvariants() }.map { "\($0)" }
        return logged + now
    }

    /// Whether the app answers: a presented page is dismissed, then the back button pops (or,
    /// on the first page, a push control pushes and the back button pops again); a tab bar
    /// switches tabs on a tap. The device is turned back to portrait first: the demos lay their
    /// pages out for it (the plain demo's push button is below a landscape screen).
    func answerProblems() -> [String] {
        var problems: [String] = []
        if device.orientation != .portrait {
            device.rotate(to: .portrait)
            frame()
            settle()
            if device.orientation != .portrait { problems.append("does not turn back to portrait") }
        }
        if presented != nil {
            device.run { root?.dismiss(animated: true) }
            settle()
            if presented != nil { problems.append("the presented page is not dismissed") }
        }
        if let tabs {
            let before = selectedTab
            let count = device.run { tabs.viewControllers?.count ?? 0 }
            let itemWidth = width / CGFloat(max(1, count))
            tap(CGPoint(x: itemWidth * (CGFloat((before + 1) % max(1, count)) + 0.5), y: height - 20))
            settle()
            if selectedTab == before { problems.append("a tap on another tab does not switch (still \(before))") }
            return problems
        }
        guard navigation != nil else { return problems }
        if depth > baseDepth {
            let before = depth
            guard let back = backControl() else { return problems + ["no back control at depth \(before)"] }
            tap(back)
            settle()
            if depth != before - 1 { problems.append("back at depth \(before) left depth \(depth)") }
        }
        if let push = pushControl() {
            let before = depth
            tap(push)
            settle()
            guard depth == before + 1 else { return problems + ["push at depth \(before) left depth \(depth)"] }
            if let back = backControl() {
                tap(back)
                settle()
                if depth != before { problems.append("back after the push left depth \(depth), not \(before)") }
            }
        }
        return problems
    }
}
