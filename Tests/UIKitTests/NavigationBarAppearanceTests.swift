import TestSupport
import XCTest
@_spi(TransitionLab) @testable import UIKit

/// How the bar's look is resolved: the top item's appearance over the bar's over the legacy
/// properties, and what each `configureWith...` sets.
final class NavigationBarAppearanceTests: UIKitTestCase {
    private let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    private func appearance(_ color: UIColor?) -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = color
        return appearance
    }

    func test_noCustomization_looksLikeTheTranslucentDefaultBar() {
        let bar = UINavigationBar(frame: .zero)

        let look = bar.look(for: UINavigationItem(title: "A"))

        XCTAssertEqual(look.material, UIColor(white: 0.97, alpha: 0.94))
        XCTAssertNil(look.color)
        XCTAssertEqual(look.shadowColor, UIColor(white: 0, alpha: 0.3))
        XCTAssertEqual(look.titleColor, .label)
    }

    func test_legacyProperties_barTintOpaqueBlackStyleAndTitleAttributes_areUsedWithoutAppearances() {
        let bar = UINavigationBar(frame: .zero)
        bar.barTintColor = red
        bar.barStyle = .black
        XCTAssertEqual(bar.look(for: nil).material, red)
        XCTAssertEqual(bar.look(for: nil).titleColor, .white, "a black bar has a white title")

        bar.barTintColor = nil
        bar.isTranslucent = false
        XCTAssertEqual(bar.look(for: nil).material, UIColor(white: 0.11, alpha: 1))

        bar.titleTextAttributes = [.foregroundColor: blue]
        XCTAssertEqual(bar.look(for: nil).titleColor, blue)
    }

    func test_legacyBackgroundAndShadowImages_replaceMaterialAndHairline() {
        let bar = UINavigationBar(frame: .zero)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        let line = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in }

        bar.setBackgroundImage(image, for: .default)
        bar.shadowImage = line

        let look = bar.look(for: nil)
        XCTAssertTrue(look.image === image)
        XCTAssertNil(look.material)
        XCTAssertTrue(look.shadowImage === line)
        XCTAssertNil(look.shadowColor)
        XCTAssertTrue(bar.backgroundImage(for: .default) === image)
        XCTAssertNil(bar.backgroundImage(for: .compact))
    }

    func test_barStandardAppearance_replacesLegacyProperties() {
        let bar = UINavigationBar(frame: .zero)
        bar.barTintColor = red

        bar.standardAppearance = appearance(blue)

        let look = bar.look(for: UINavigationItem(title: "A"))
        XCTAssertEqual(look.color, blue)
        XCTAssertNil(look.material, "an opaque appearance has no material")
    }

    func test_itemStandardAppearance_winsOverTheBars() {
        let bar = UINavigationBar(frame: .zero)
        bar.standardAppearance = appearance(blue)
        let item = UINavigationItem(title: "A")

        item.standardAppearance = appearance(red)

        XCTAssertEqual(bar.look(for: item).color, red)
        XCTAssertEqual(bar.look(for: UINavigationItem(title: "B")).color, blue, "other items keep the bar's")
    }

    func test_appearances_areCopiedWhenAssigned() {
        let item = UINavigationItem(title: "A")
        let original = appearance(red)

        item.standardAppearance = original
        original.backgroundColor = blue

        XCTAssertEqual(item.standardAppearance?.backgroundColor, red)
        XCTAssertFalse(item.standardAppearance === original)
    }

    func test_configureWithTransparentBackground_drawsNothing_andOpaque_drawsSystemBackgroundAndHairline() {
        let appearance = UINavigationBarAppearance()
        XCTAssertEqual(appearance.backgroundEffect?.style, .systemChromeMaterial, "a new appearance has the default background")
        XCTAssertEqual(NavigationBarLook(appearance).material, NavigationBarLook.lightMaterial)

        appearance.configureWithTransparentBackground()
        XCTAssertNil(appearance.backgroundEffect)
        XCTAssertTrue(NavigationBarLook(appearance).isTransparent)
        XCTAssertNil(appearance.shadowColor)

        appearance.configureWithOpaqueBackground()
        XCTAssertEqual(appearance.backgroundColor, .systemBackground)
        XCTAssertEqual(appearance.shadowColor, UIColor(white: 0, alpha: 0.3))
        XCTAssertFalse(NavigationBarLook(appearance).isTransparent)
    }

    func test_copy_isTheSameClassWithTheSameLook() {
        let original = appearance(red)
        original.titleTextAttributes = [.foregroundColor: blue]

        let copy: UINavigationBarAppearance = original.copy()

        XCTAssertFalse(copy === original)
        XCTAssertEqual(copy.backgroundColor, red)
        XCTAssertEqual(copy.titleTextAttributes[.foregroundColor] as? UIColor, blue)
    }

    func test_darkBlurEffect_drawsTheDarkMaterial() {
        let appearance = UINavigationBarAppearance()

        appearance.backgroundEffect = UIBlurEffect(style: .systemChromeMaterialDark)

        XCTAssertEqual(NavigationBarLook(appearance).material, NavigationBarLook.darkMaterial)
    }

    func test_titleTextAttributes_colorTheTitle() {
        let bar = UINavigationBar(frame: .zero)
        let item = UINavigationItem(title: "A")
        let tinted = appearance(red)

        tinted.titleTextAttributes = [.foregroundColor: UIColor.white]
        item.standardAppearance = tinted

        XCTAssertEqual(bar.look(for: item).titleColor, .white)
    }

    func test_scrollEdgeAppearance_usedWhileThePagesScrollViewIsAtItsTop() {
        do {
            let page = UIViewController()
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            scrollView.contentSize = CGSize(width: 390, height: 3000)
            page.view = scrollView
            page.navigationItem.scrollEdgeAppearance = appearance(red)
            page.navigationItem.standardAppearance = appearance(blue)
            let navigation = UINavigationController(rootViewController: page)
            let bar = navigation.navigationBar

            XCTAssertEqual(bar.look(for: page.navigationItem).color, red, "at the top edge")
            scrollView.contentOffset = CGPoint(x: 0, y: 100)
            XCTAssertEqual(bar.look(for: page.navigationItem).color, blue, "scrolled down")

            scrollView.contentOffset = .zero
            bar.scrollEdgeAppearance = appearance(.white)
            page.navigationItem.scrollEdgeAppearance = nil
            XCTAssertEqual(bar.look(for: page.navigationItem).color, blue,
                           "the item's standard appearance comes before the bar's scroll-edge one")
        }
    }

    func test_compactAppearance_usedInLandscape_itemsOverTheBars() {
        navigationScene { scene, _ in
            let bar = scene.navigation.navigationBar
            let item = scene.navigation.topViewController!.navigationItem
            bar.standardAppearance = appearance(blue)
            bar.compactAppearance = appearance(red)
            XCTAssertEqual(bar.look(for: item).color, blue, "portrait: standard")

            UIKitEnvironment.current.rotate(to: .landscapeLeft, animated: false)
            XCTAssertEqual(bar.look(for: item).color, red, "landscape: the bar's compact appearance")
            scene.frame()
            XCTAssertEqual(bar.backgroundView.look?.color, red, "the bar shows it after the rotation")

            item.compactAppearance = appearance(.white)
            XCTAssertEqual(bar.look(for: item).color, .white, "the item's compact appearance wins")
        }
    }

    func test_buttonAppearances_colorTheBackAndDoneButtons_overTheBarsTint() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 390, height: 44))
        let below = UINavigationItem(title: "A"), top = UINavigationItem(title: "B")
        top.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done)
        let tinted = appearance(red)
        tinted.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        tinted.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: blue]
        top.standardAppearance = tinted

        let parts = NavigationBarContent.build(top: top, back: below, bar: bar, look: bar.look(for: top),
                                               size: bar.bounds.size)

        XCTAssertEqual((parts.back as? BarButtonView)?.label.textColor, .white)
        XCTAssertEqual((parts.items.first as? BarButtonView)?.label.textColor, blue)
    }
}
