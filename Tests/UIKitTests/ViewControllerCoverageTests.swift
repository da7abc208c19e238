import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// Issue 35: the `UIViewController` members added for API coverage (editing mode and its
/// button, trait overrides, content scroll views, the active presentation controller) do what
/// UIKit's do.
final class ViewControllerCoverageTests: UIKitTestCase {
    private final class EditingLog: UIViewController {
        var calls: [String] = []
        override func setEditing(_ editing: Bool, animated: Bool) {
            calls.append("setEditing(\(editing), animated: \(animated))")
            super.setEditing(editing, animated: animated)
        }
    }

    func test_setEditing_turnsEditingOn_andRetitlesTheEditButton() {
        let controller = UIViewController()
        let item = controller.editButtonItem
        let before = (item.title, item.style)

        controller.setEditing(true, animated: true)

        XCTAssertEqual(before.0, "Edit")
        XCTAssertEqual(before.1, .plain)
        XCTAssertTrue(controller.isEditing)
        XCTAssertEqual(item.title, "Done")
        XCTAssertEqual(item.style, .done)
        XCTAssertTrue(controller.editButtonItem === item, "the button is made once")
    }

    func test_isEditingSetter_goesThroughSetEditingWithoutAnimation() {
        let controller = EditingLog()

        controller.isEditing = true

        XCTAssertEqual(controller.calls, ["setEditing(true, animated: false)"])
        XCTAssertTrue(controller.isEditing)
    }

    func test_editButtonTap_togglesEditingAnimated() {
        let controller = EditingLog()

        controller.editButtonItem.sendAction()
        let afterFirst = controller.isEditing
        controller.editButtonItem.sendAction()

        XCTAssertTrue(afterFirst)
        XCTAssertFalse(controller.isEditing)
        XCTAssertEqual(controller.calls, ["setEditing(true, animated: true)", "setEditing(false, animated: true)"])
    }

    func test_overrideTraitCollection_isKeptPerChild_andClearedWithNil() {
        let parent = UIViewController()
        let first = UIViewController(), second = UIViewController()
        parent.addChild(first)
        parent.addChild(second)
        let traits = UITraitCollection.current(for: UIKitEnvironment.current.screen)

        parent.setOverrideTraitCollection(traits, forChild: first)
        let setForFirst = parent.overrideTraitCollection(forChild: first)
        let setForSecond = parent.overrideTraitCollection(forChild: second)
        parent.setOverrideTraitCollection(nil, forChild: first)

        XCTAssertTrue(setForFirst === traits)
        XCTAssertNil(setForSecond)
        XCTAssertNil(parent.overrideTraitCollection(forChild: first))
    }

    func test_contentScrollView_isKeptPerEdge() {
        let controller = UIViewController()
        let top = UIScrollView(), bottom = UIScrollView()

        controller.setContentScrollView(top, for: .top)
        controller.setContentScrollView(bottom, for: .bottom)

        XCTAssertTrue(controller.contentScrollView(for: .top) === top)
        XCTAssertTrue(controller.contentScrollView(for: .bottom) === bottom)
        XCTAssertNil(controller.contentScrollView(for: .leading))
    }

    func test_activePresentationController_isNilUntilPresented() {
        TestScene.inEnvironment { environment in
            let root = UIViewController()
            let scene = WindowTestScene(environment: environment, root: root)
            let presented = UIViewController()
            scene.frame()
            let before = presented.activePresentationController

            root.present(presented, animated: false)
            scene.run(0.2)

            XCTAssertNil(before)
            XCTAssertNotNil(presented.activePresentationController)
            XCTAssertTrue(presented.activePresentationController === presented.presentationController)
        }
    }

    func test_systemMinimumLayoutMargins_onAnUprightPhone_are16AtTheSides() {
        let controller = UIViewController()

        let margins = controller.systemMinimumLayoutMargins

        XCTAssertEqual(margins, NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    }

    func test_setToolbarItems_keepsTheItems() {
        let controller = UIViewController()
        let item = UIBarButtonItem(title: "Share", style: .plain)

        controller.setToolbarItems([item], animated: true)

        XCTAssertEqual(controller.toolbarItems?.count, 1)
        XCTAssertTrue(controller.toolbarItems?.first === item)
    }
}
