import TestSupport
import UIKit
import XCTest

// Compile tests (issue 35): the members added to bring UINavigationController,
// UIViewController, UIScrollView, UIView and CALayer to 90% of Apple's surface are declared as
// iOS declares them (overridable where iOS lets a subclass override), so code written for iOS
// compiles unchanged. None of these compiled before.

/// A navigation controller as apps subclass it to hide the bars and show pages.
private final class BarHidingNavigationController: UINavigationController {
    var shown: [UIViewController] = []
    override var hidesBarsOnSwipe: Bool { get { super.hidesBarsOnSwipe } set { super.hidesBarsOnSwipe = newValue } }
    override func show(_ vc: UIViewController, sender: Any?) { shown.append(vc); super.show(vc, sender: sender) }
}

/// A page overriding editing, extended layout and content-scroll-view members.
private final class EditablePage: UIViewController {
    var log: [String] = []
    override func setEditing(_ editing: Bool, animated: Bool) { log.append("setEditing"); super.setEditing(editing, animated: animated) }
    override var edgesForExtendedLayout: UIRectEdge { get { [] } set {} }
    override var extendedLayoutIncludesOpaqueBars: Bool { get { true } set {} }
    override var preferredUserInterfaceStyle: UIUserInterfaceStyle { .dark }
    override var disablesAutomaticKeyboardDismissal: Bool { true }
    override func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { log.append("contentScrollView"); return nil }
}

/// A photo viewer's scroll view overriding zoom members.
private final class PhotoScrollView: UIScrollView {
    var log: [String] = []
    override func setZoomScale(_ scale: CGFloat, animated: Bool) { log.append("setZoomScale"); super.setZoomScale(scale, animated: animated) }
    override func zoom(to rect: CGRect, animated: Bool) { log.append("zoom"); super.zoom(to: rect, animated: animated) }
}

/// A view overriding gesture, alignment and baseline members.
private final class BadgeView: UIView {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
    override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2) }
    override var forFirstBaselineLayout: UIView { subviews.first ?? self }
    override var forLastBaselineLayout: UIView { subviews.last ?? self }
    override var isExclusiveTouch: Bool { get { true } set {} }
}

/// An interaction as libraries attach them.
private final class HighlightInteraction: NSObject, UIInteraction {
    weak var view: UIView?
    func willMove(to view: UIView?) {}
    func didMove(to view: UIView?) { self.view = view }
}

/// A layer overriding the added Core Animation members.
private final class NineSliceLayer: CALayer {
    override var contentsCenter: CGRect { get { CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2) } set {} }
    override var visibleRect: CGRect { bounds.insetBy(dx: 1, dy: 1) }
}

final class CoverageMembersCompileTests: XCTestCase {
    func test_addedMembers_compileAsOnIOS_andOverridesAreCalled() {
        TestScene.inEnvironment { _ in
            let navigation = BarHidingNavigationController(navigationBarClass: nil, toolbarClass: nil)
            navigation.hidesBarsOnSwipe = true
            navigation.hidesBarsOnTap = false
            navigation.hidesBarsWhenKeyboardAppears = true
            navigation.hidesBarsWhenVerticallyCompact = true
            let swipe: UIPanGestureRecognizer = navigation.barHideOnSwipeGestureRecognizer
            let tap: UITapGestureRecognizer = navigation.barHideOnTapGestureRecognizer
            let page = EditablePage()
            navigation.show(page, sender: nil)

            page.isEditing = true
            let item: UIBarButtonItem = page.editButtonItem
            page.setToolbarItems([item], animated: false)
            page.viewRespectsSystemMinimumLayoutMargins = false
            let margins: NSDirectionalEdgeInsets = page.systemMinimumLayoutMargins
            let active: UIPresentationController? = page.activePresentationController
            page.setContentScrollView(nil, for: .top)
            _ = page.contentScrollView(for: .top)
            page.setOverrideTraitCollection(nil, forChild: page)
            _ = page.overrideTraitCollection(forChild: page)

            let scrollView = PhotoScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scrollView.minimumZoomScale = 1
            scrollView.maximumZoomScale = 2
            scrollView.zoomScale = 1.5
            scrollView.zoom(to: CGRect(x: 0, y: 0, width: 50, height: 50), animated: false)
            scrollView.bouncesZoom = false
            scrollView.bouncesHorizontally = false
            scrollView.bouncesVertically = true
            scrollView.indicatorStyle = .white
            scrollView.keyboardDismissMode = .interactive
            scrollView.allowsKeyboardScrolling = false
            scrollView.contentAlignmentPoint = CGPoint(x: 0.5, y: 0.5)
            scrollView.withScrollIndicatorsShown { scrollView.contentOffset = .zero }
            let zoomState = (scrollView.isZooming, scrollView.isZoomBouncing, scrollView.pinchGestureRecognizer == nil)

            let badge = BadgeView()
            badge.semanticContentAttribute = .forceRightToLeft
            badge.tintAdjustmentMode = .dimmed
            badge.isMultipleTouchEnabled = true
            badge.clearsContextBeforeDrawing = false
            badge.anchorPoint = CGPoint(x: 0, y: 0)
            badge.addInteraction(HighlightInteraction())
            badge.addMotionEffect(UIMotionEffect())
            badge.exerciseAmbiguityInLayout()
            _ = badge.constraintsAffectingLayout(for: .horizontal)
            _ = badge.readableContentGuide
            let direction = UIView.userInterfaceLayoutDirection(for: badge.semanticContentAttribute)
            UIView.animate(springDuration: 0.4, bounce: 0.2, initialSpringVelocity: 0, delay: 0, options: [],
                           animations: { badge.alpha = 0.5 }, completion: nil)
            UIView.animate(withDuration: 0.3) {
                UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { badge.alpha = 1 }
            }
            let scrollAnimating = scrollView.isScrollAnimating

            let layer = NineSliceLayer()
            layer.minificationFilterBias = 0.5
            layer.wantsExtendedDynamicRangeContent = false
            let factor = CALayer.cornerCurveExpansionFactor(.continuous)

            XCTAssertEqual(navigation.shown.count, 1)
            XCTAssertTrue(navigation.hidesBarsOnSwipe)
            XCTAssertTrue(swipe.isEnabled)
            XCTAssertFalse(tap.isEnabled)
            XCTAssertEqual(page.log, ["setEditing", "contentScrollView"])
            XCTAssertEqual(item.title, "Done")
            XCTAssertEqual(margins.leading, 16)
            XCTAssertNil(active)
            XCTAssertEqual(scrollView.log, ["setZoomScale", "zoom"])
            XCTAssertTrue(zoomState == (false, false, true))
            XCTAssertFalse(scrollAnimating)
            XCTAssertEqual(badge.interactions.count, 1)
            XCTAssertEqual(badge.motionEffects.count, 1)
            XCTAssertEqual(direction, .rightToLeft)
            XCTAssertEqual(layer.contentsCenter, CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2))
            XCTAssertGreaterThan(factor, 1)
        }
    }
}
