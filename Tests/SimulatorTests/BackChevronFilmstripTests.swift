import XCTest
import TestSupport
import Raster
@testable import Simulator
@testable import UIKit

/// Filmstrips of the bar's leading half during UIKit's default push and pop between pages that
/// both have a back button: the chevron "‹" stays put while the back titles slide and cross-fade
/// under it, as on iOS. Each strip shows the frame before, four frames in the transition (0.07 s
/// apart) and the frame after, at full size.
final class BackChevronFilmstripTests: XCTestCase {
    /// A white page titled `title` whose bar is opaque, so the pages moving under it never show
    /// through and only the bar's own content changes in the strip.
    private final class OpaqueBarPage: UIViewController {
        init(_ title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            navigationItem.standardAppearance = appearance
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
        }
    }

    /// The bar's leading 220 pt on the 4.7-inch phone (scale 2), below the status bar.
    private func shot(_ device: Device) -> Bitmap {
        device.screen.cropped(to: PixelRect(x: 0, y: 40, width: 440, height: 88))
    }

    func test_pushAndPop_betweenPagesWithBackButtons_chevronStaysPut_filmstrip() {
        let device = Device(model: .phone47)
        let first = device.run { OpaqueBarPage("Inbox") }
        let navigation = device.run { UINavigationController(rootViewController: first) }
        device.launch(navigation)
        device.run { navigation.pushViewController(OpaqueBarPage("Messages"), animated: false) }
        device.step(frames: 2)

        func strip(_ change: () -> Void) -> [Bitmap] {
            var shots = [shot(device)]
            device.run(change)
            device.renderIfNeeded()
            for _ in 0..<4 {
                device.step(frames: 4)
                shots.append(shot(device))
            }
            device.advance(seconds: 0.5)
            shots.append(shot(device))
            return shots
        }
        let push = strip { navigation.pushViewController(OpaqueBarPage("Conversation"), animated: true) }
        let pop = strip { navigation.popViewController(animated: true) }
        // The chevron's own pixels: 8 pt from the bar's edge, the back button's first 8 pt (the
        // chevron, before the space where the titles' clip begins).
        let chevron = PixelRect(x: 16, y: 0, width: 16, height: 88)
        func chevronStill(_ frames: [Bitmap]) -> Bool {
            frames.allSatisfy { $0.cropped(to: chevron) == frames[0].cropped(to: chevron) }
        }

        // The upper page's chevron is the one kept: the push's from its first frame to its end,
        // the pop's from its start to its last frame (the lower page's own may sit a fraction of
        // a point aside, its title centred differently).
        XCTAssertTrue(chevronStill(Array(push[1...])), "the chevron stays as it is through the push")
        XCTAssertTrue(chevronStill(Array(pop[..<5])), "and through the pop")
        XCTAssertNotEqual(push[1], push[3], "the back titles move during the push")
        XCTAssertEqual(push[0], pop[5], "the pop puts the bar back as it was")
        assertGolden(contactSheet(push + pop, columns: 6, background: .white), named: "back-chevron-push-pop-filmstrip")
    }
}
