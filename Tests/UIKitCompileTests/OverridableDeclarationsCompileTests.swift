import TestSupport
import UIKit
import XCTest

// Compile tests (issue 35): what iOS code overrides is `open` in the class body, and UIKit's
// delegate and data-source protocols refine `NSObjectProtocol`. Each override below failed to
// compile while the member was declared in an extension.

/// A layer overriding geometry, hierarchy, layout, display, actions, hit-testing and animation
/// members, as layer subclasses in transition libraries do.
private final class LoggingLayer: CALayer {
    var log: [String] = []
    override var frame: CGRect { didSet { log.append("frame") } }
    override var bounds: CGRect { didSet { log.append("bounds") } }
    override var position: CGPoint { didSet { log.append("position") } }
    override var sublayers: [CALayer]? { didSet { log.append("sublayers") } }
    override var mask: CALayer? { didSet { log.append("mask") } }
    override var shouldRasterize: Bool { didSet { log.append("shouldRasterize") } }
    override func addSublayer(_ layer: CALayer) { log.append("addSublayer"); super.addSublayer(layer) }
    override func insertSublayer(_ layer: CALayer, at idx: UInt32) { log.append("insertSublayer"); super.insertSublayer(layer, at: idx) }
    override func removeFromSuperlayer() { log.append("removeFromSuperlayer"); super.removeFromSuperlayer() }
    override func setNeedsLayout() { log.append("setNeedsLayout"); super.setNeedsLayout() }
    override func layoutSublayers() { log.append("layoutSublayers"); super.layoutSublayers() }
    override func setNeedsDisplay() { log.append("setNeedsDisplay"); super.setNeedsDisplay() }
    override func display() { log.append("display") }
    override func action(forKey event: String) -> CAAction? { log.append("action"); return NSNull() }
    override func hitTest(_ p: CGPoint) -> CALayer? { log.append("hitTest"); return super.hitTest(p) }
    override func contains(_ p: CGPoint) -> Bool { log.append("contains"); return super.contains(p) }
    override func add(_ anim: CAAnimation, forKey key: String?) { log.append("add"); super.add(anim, forKey: key) }
    override func removeAllAnimations() { log.append("removeAllAnimations"); super.removeAllAnimations() }
    override func value(forKey key: String) -> Any? { key == "answer" ? 42 : super.value(forKey: key) }
    override func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { super.convert(p, to: l) }
    override func presentation() -> Self? { log.append("presentation"); return super.presentation() }
}

/// A view overriding geometry, hierarchy, gesture and snapshot members.
private final class LoggingView: UIView {
    var log: [String] = []
    override var frame: CGRect { didSet { log.append("frame") } }
    override var bounds: CGRect { didSet { log.append("bounds") } }
    override var center: CGPoint { didSet { log.append("center") } }
    override var alpha: CGFloat { didSet { log.append("alpha") } }
    override var transform: CGAffineTransform { didSet { log.append("transform") } }
    override var isHidden: Bool { didSet { log.append("isHidden") } }
    override func addSubview(_ view: UIView) { log.append("addSubview"); super.addSubview(view) }
    override func insertSubview(_ view: UIView, at index: Int) { log.append("insertSubview"); super.insertSubview(view, at: index) }
    override func bringSubviewToFront(_ view: UIView) { log.append("bringSubviewToFront"); super.bringSubviewToFront(view) }
    override func removeFromSuperview() { log.append("removeFromSuperview"); super.removeFromSuperview() }
    override func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        log.append("addGestureRecognizer")
        super.addGestureRecognizer(gestureRecognizer)
    }
    override func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        log.append("snapshotView")
        return super.snapshotView(afterScreenUpdates: afterUpdates)
    }
    override func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.insetBy(dx: 1, dy: 1) }
}

/// Overrides of the controllers, presentation, interaction and gesture classes transition code subclasses.
private final class ShowingController: UIViewController {
    var detailShown = false
    override func showDetailViewController(_ vc: UIViewController, sender: Any?) { detailShown = true }
    override var overrideUserInterfaceStyle: UIUserInterfaceStyle { get { .dark } set { super.overrideUserInterfaceStyle = newValue } }
    override func setNeedsUpdateOfHomeIndicatorAutoHidden() { super.setNeedsUpdateOfHomeIndicatorAutoHidden() }
}

private final class CountingNavigationController: UINavigationController {
    var pushes = 0
    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        pushes += 1
        super.pushViewController(viewController, animated: animated)
    }
    override func setToolbarHidden(_ hidden: Bool, animated: Bool) { super.setToolbarHidden(hidden, animated: animated) }
}

private final class InsetPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect { CGRect(x: 0, y: 100, width: 200, height: 200) }
    override func presentationTransitionWillBegin() { super.presentationTransitionWillBegin() }
}

private final class CountingInteraction: UIPercentDrivenInteractiveTransition {
    var updates = 0
    override func update(_ percentComplete: CGFloat) { updates += 1; super.update(percentComplete) }
}

private final class ReloadCountingTable: UITableView {
    var reloads = 0
    override func reloadData() { reloads += 1; super.reloadData() }
}

private final class ReloadCountingCollection: UICollectionView {
    var reloads = 0
    override func reloadData() { reloads += 1; super.reloadData() }
}

private final class SendCountingControl: UIControl {
    var sends = 0
    override func sendActions(for controlEvents: UIControl.Event) { sends += 1; super.sendActions(for: controlEvents) }
    override var state: UIControl.State { isSelected ? [.selected, .highlighted] : super.state }
}

private final class ResettingRecognizer: UIPanGestureRecognizer {
    var resets = 0
    override func reset() { resets += 1; super.reset() }
}

/// A delegate proxy as libraries write it: `NSObject`, holding the real delegate weakly and
/// handing it on as an `NSObjectProtocol`.
private final class NavigationDelegateProxy: NSObject, UINavigationControllerDelegate {
    weak var delegate: UINavigationControllerDelegate?
    var forwardedObject: NSObjectProtocol? { delegate }
}

/// A generic weak box bound by `NSObjectProtocol`, as libraries keep observers.
private struct WeakObject<Object> {
    private weak var storage: AnyObject?
    init(_ object: Object) { storage = object as AnyObject }
    var object: Object? { storage as? Object }
}

private final class EveryDelegate: NSObject {}

extension EveryDelegate: UINavigationControllerDelegate, UIViewControllerTransitioningDelegate, UIGestureRecognizerDelegate,
    UITableViewDelegate, UITableViewDataSource, UICollectionViewDelegate, UICollectionViewDataSource,
    UIAdaptivePresentationControllerDelegate, UITabBarControllerDelegate, CAAnimationDelegate, CALayerDelegate,
    UIPageViewControllerDelegate, UIPageViewControllerDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? { nil }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? { nil }
}

final class OverridableDeclarationsCompileTests: XCTestCase {
    func test_layerSubclass_overridesFrameAndItsOtherMembers_andCoreAnimationCallsThem() {
        TestScene.inEnvironment { _ in
            let layer = LoggingLayer()
            let base: CALayer = layer
            base.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
            base.addSublayer(CALayer())
            base.sublayers?.first?.removeFromSuperlayer()
            base.setNeedsLayout()
            base.layoutIfNeeded()
            base.setNeedsDisplay()
            base.displayIfNeeded()
            base.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
            base.removeAllAnimations()
            _ = base.hitTest(CGPoint(x: 15, y: 25))
            base.shouldRasterize = true
            _ = base.presentation()

            XCTAssertEqual(layer.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
            for call in ["frame", "position", "bounds", "addSublayer", "insertSublayer", "setNeedsLayout", "layoutSublayers",
                         "setNeedsDisplay", "display", "add", "removeAllAnimations", "hitTest", "contains", "shouldRasterize",
                         "presentation"] {
                XCTAssertTrue(layer.log.contains(call), "\(call) was not called through CALayer")
            }
            XCTAssertEqual(base.value(forKey: "answer") as? Int, 42)
        }
    }

    func test_viewSubclass_overridesFrameHierarchyAndGestures_andUIKitCallsThem() {
        TestScene.inEnvironment { _ in
            let view = LoggingView(frame: .zero)
            let base: UIView = view
            base.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
            base.center = CGPoint(x: 60, y: 40)
            base.alpha = 0.5
            base.transform = CGAffineTransform(scaleX: 2, y: 2)
            base.isHidden = false
            let child = UIView()
            base.addSubview(child)
            base.insertSubview(UIView(), at: 0)
            base.bringSubviewToFront(child)
            base.addGestureRecognizer(ResettingRecognizer())
            _ = base.snapshotView(afterScreenUpdates: false)
            let container = UIView()
            container.addSubview(view)
            base.removeFromSuperview()

            for call in ["frame", "center", "alpha", "transform", "isHidden", "addSubview", "insertSubview",
                         "bringSubviewToFront", "addGestureRecognizer", "snapshotView", "removeFromSuperview"] {
                XCTAssertTrue(view.log.contains(call), "\(call) was not called through UIView")
            }
            XCTAssertEqual(base.alignmentRect(forFrame: CGRect(x: 0, y: 0, width: 10, height: 10)), CGRect(x: 1, y: 1, width: 8, height: 8))
        }
    }

    func test_controllerAndTransitionSubclasses_overrideThroughTheirBaseClasses() {
        TestScene.inEnvironment { _ in
            let controller = ShowingController()
            (controller as UIViewController).showDetailViewController(UIViewController(), sender: nil)
            XCTAssertTrue(controller.detailShown)
            XCTAssertEqual((controller as UIViewController).overrideUserInterfaceStyle, .dark)
            let navigation = CountingNavigationController(rootViewController: UIViewController())
            (navigation as UINavigationController).pushViewController(UIViewController(), animated: false)
            XCTAssertEqual(navigation.pushes, 1)
            let presentation = InsetPresentationController(presentedViewController: UIViewController(), presenting: nil)
            XCTAssertEqual((presentation as UIPresentationController).frameOfPresentedViewInContainerView.minY, 100)
            let interaction = CountingInteraction()
            (interaction as UIPercentDrivenInteractiveTransition).update(0.5)
            XCTAssertEqual(interaction.updates, 1)
        }
    }

    func test_listAndControlSubclasses_overrideReloadSendAndState() {
        TestScene.inEnvironment { _ in
            let table = ReloadCountingTable(frame: .zero, style: .plain)
            (table as UITableView).reloadData()
            let collection = ReloadCountingCollection(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            (collection as UICollectionView).reloadData()
            let control = SendCountingControl(frame: .zero)
            control.isSelected = true
            (control as UIControl).sendActions(for: .touchUpInside)

            XCTAssertEqual(table.reloads, 1)
            XCTAssertEqual(collection.reloads, 1)
            XCTAssertEqual(control.sends, 1)
            XCTAssertEqual((control as UIControl).state, [.selected, .highlighted])
        }
    }

    func test_delegateProtocols_refineNSObjectProtocol_soProxiesHandThemOnAsObjects() {
        TestScene.inEnvironment { _ in
            let delegate = EveryDelegate()
            let proxy = NavigationDelegateProxy()
            proxy.delegate = delegate
            // Each protocol's existential converts to NSObjectProtocol only if it refines it.
            let navigation: UINavigationControllerDelegate = delegate
            let transitioning: UIViewControllerTransitioningDelegate = delegate
            let gestures: UIGestureRecognizerDelegate = delegate
            let tableDelegate: UITableViewDelegate = delegate
            let tableData: UITableViewDataSource = delegate
            let collectionDelegate: UICollectionViewDelegate = delegate
            let collectionData: UICollectionViewDataSource = delegate
            let adaptive: UIAdaptivePresentationControllerDelegate = delegate
            let tabs: UITabBarControllerDelegate = delegate
            let animation: CAAnimationDelegate = delegate
            let layer: CALayerDelegate = delegate
            let pageDelegate: UIPageViewControllerDelegate = delegate
            let pageData: UIPageViewControllerDataSource = delegate
            let objects: [NSObjectProtocol] = [navigation, transitioning, gestures, tableDelegate, tableData, collectionDelegate,
                                               collectionData, adaptive, tabs, animation, layer, pageDelegate, pageData]

            XCTAssertTrue(objects.allSatisfy { $0.isEqual(delegate) })
            XCTAssertTrue(proxy.forwardedObject?.isEqual(delegate) ?? false)
            let box = WeakObject<UINavigationControllerDelegate>(delegate)
            XCTAssertTrue(box.object === delegate)
        }
    }
}
