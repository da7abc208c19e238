import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// Which background, shadow line and item colors a tab bar draws: legacy properties,
/// `UITabBar.standardAppearance`, and the selected item's `standardAppearance`.
final class TabBarAppearanceTests: XCTestCase {
    func test_noAppearance_drawsTheDefaultTranslucentBarWithSystemColors() {
        tabScene { scene in
            let bar = scene.tabs.tabBar

            XCTAssertEqual(bar.backgroundColor, UIColor(white: 0.97, alpha: 0.94))
            XCTAssertTrue(bar.shadowLine.isHidden, "no line until an appearance asks for one")
            XCTAssertEqual(scene.barItemColors(), [.systemBlue, .systemGray, .systemGray])
        }
    }

    func test_legacyProperties_colorTheBarAndItems() {
        tabScene { scene in
            let bar = scene.tabs.tabBar

            bar.barTintColor = .orange
            bar.tintColor = .red
            bar.unselectedItemTintColor = .darkGray
            scene.frame()

            XCTAssertEqual(bar.backgroundColor, .orange)
            XCTAssertEqual(scene.barItemColors(), [.red, .darkGray, .darkGray])
        }
    }

    func test_isTranslucentFalse_makesTheDefaultBackgroundOpaque() {
        tabScene { scene in
            scene.tabs.tabBar.isTranslucent = false

            XCTAssertEqual(scene.tabs.tabBar.backgroundColor, UIColor(white: 0.97, alpha: 1))
        }
    }

    func test_barStandardAppearance_givesBackgroundShadowAndStackedItemColors() {
        tabScene { scene in
            let appearance = UITabBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .yellow
            appearance.shadowColor = .blue
            appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.purple]
            appearance.stackedLayoutAppearance.normal.iconColor = .brown

            scene.tabs.tabBar.barTintColor = .orange
            scene.tabs.tabBar.standardAppearance = appearance
            scene.frame()

            XCTAssertEqual(scene.tabs.tabBar.backgroundColor, .yellow, "the appearance wins over barTintColor")
            XCTAssertFalse(scene.tabs.tabBar.shadowLine.isHidden)
            XCTAssertEqual(scene.tabs.tabBar.shadowLine.backgroundColor, .blue)
            XCTAssertEqual(scene.barItemColors(), [.purple, .brown, .brown])
        }
    }

    func test_configureWithTransparentBackground_clearsBackgroundAndShadow() {
        tabScene { scene in
            let appearance = UITabBarAppearance()
            appearance.configureWithTransparentBackground()

            scene.tabs.tabBar.standardAppearance = appearance

            XCTAssertEqual(scene.tabs.tabBar.backgroundColor, .clear)
            XCTAssertTrue(scene.tabs.tabBar.shadowLine.isHidden)
        }
    }

    func test_selectedItemsAppearance_replacesTheBarsWhileItsTabIsSelected() {
        tabScene { scene in
            let green = UITabBarAppearance()
            green.configureWithOpaqueBackground()
            green.backgroundColor = .green
            scene.pages[1].tabBarItem.standardAppearance = green

            let beforeOnA = scene.tabs.tabBar.backgroundColor
            scene.tabs.selectedIndex = 1
            let onB = scene.tabs.tabBar.backgroundColor
            scene.tabs.selectedIndex = 2
            let onC = scene.tabs.tabBar.backgroundColor

            XCTAssertEqual(beforeOnA, UIColor(white: 0.97, alpha: 0.94))
            XCTAssertEqual(onB, .green)
            XCTAssertEqual(onC, beforeOnA)
        }
    }

    func test_copy_isIndependentOfTheOriginal() {
        TestScene.inEnvironment { _ in
            let original = UITabBarAppearance()
            original.stackedLayoutAppearance.selected.iconColor = .red

            let copy: UITabBarAppearance = original.copy()
            copy.stackedLayoutAppearance.selected.iconColor = .blue
            copy.configureWithTransparentBackground()

            XCTAssertEqual(original.stackedLayoutAppearance.selected.iconColor, .red)
            XCTAssertEqual(original.background, .material)
            XCTAssertEqual(copy.background, .transparent)
        }
    }

    func test_settingAnAppearance_keepsACopy_asUIKitsNSCopyingProperty() {
        tabScene { scene in
            let appearance = UITabBarAppearance()
            appearance.backgroundColor = .yellow
            scene.tabs.tabBar.standardAppearance = appearance
            scene.pages[0].tabBarItem.standardAppearance = appearance

            appearance.backgroundColor = .red

            XCTAssertEqual(scene.tabs.tabBar.standardAppearance.backgroundColor, .yellow)
            XCTAssertEqual(scene.pages[0].tabBarItem.standardAppearance?.backgroundColor, .yellow)
            XCTAssertFalse(scene.tabs.tabBar.standardAppearance === appearance)
        }
    }

    func test_tabBarAppearance_isABarAppearance_sharingTheBackgroundWithANavigationBarsOne() {
        tabScene { scene in
            let navigationLook = UINavigationBarAppearance()
            navigationLook.configureWithOpaqueBackground()
            navigationLook.backgroundColor = .purple
            navigationLook.shadowColor = .clear

            let tabLook = UITabBarAppearance(barAppearance: navigationLook)
            scene.tabs.tabBar.standardAppearance = tabLook
            let copy: UITabBarAppearance = tabLook.copy()

            XCTAssertTrue((tabLook as AnyObject) is UIBarAppearance)
            XCTAssertEqual(scene.tabs.tabBar.resolvedBackgroundColor, .purple)
            XCTAssertEqual(copy.backgroundColor, .purple)
            XCTAssertFalse(copy.stackedLayoutAppearance === tabLook.stackedLayoutAppearance, "item appearances are copied")
        }
    }
}
