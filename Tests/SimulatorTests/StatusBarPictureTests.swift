import XCTest
import Raster
@testable import Simulator
@testable import UIKit

/// The status bar's pictures: drawn once per appearance and shown again, the other color drawn
/// ahead with the first, each the same pixels as the bar drawn afresh in that style.
final class StatusBarPictureTests: XCTestCase {
    private let white = UIColor.white
    private let navy = UIColor(red: 0.1, green: 0.2, blue: 0.45, alpha: 1)

    private func launch(style: UIStatusBarStyle, color: UIColor) -> (Device, UIViewController) {
        let device = Device(model: .phone61, threads: 1)
        let root = device.run { StatusBarColorPage(style: style, color: color) }
        device.launch(root)
        device.step(frames: 2)
        return (device, root)
    }

    private func bar(_ device: Device) -> StatusBarView? {
        device.run { device.window?.statusBarStorage }
    }

    private func shownPicture(_ device: Device) -> CGImage? {
        device.run { device.window?.statusBarStorage?.layer.contents as? CGImage }
    }

    func test_firstPicture_drawsTheOtherColorAhead_asTheBarDrawnInThatStyle() {
        // Setup: one app launched under a dark bar, another under a light one.
        let (dark, _) = launch(style: .darkContent, color: white)
        let (light, _) = launch(style: .lightContent, color: navy)
        // Action: what the dark bar drew ahead for light content.
        let ahead = withBar(dark) { bar in bar.pictures[bar.appearance(light: true, scale: UIScreen.main.scale)] }
        let lightShown = shownPicture(light)
        // Assertions: both colors kept, and the picture drawn ahead is what a light bar shows.
        XCTAssertEqual(bar(dark)?.pictures.count, 2)
        XCTAssertNotNil(ahead)
        XCTAssertNotNil(lightShown)
        XCTAssertTrue(ahead?.bitmap == lightShown?.bitmap, "the light picture drawn ahead is the light bar's")
        XCTAssertFalse(ahead?.bitmap == shownPicture(dark)?.bitmap, "the two colors differ")
    }

    func test_styleChangeAlongAPresentation_showsThePictureDrawnAhead_andBackTheFirst() {
        // Setup.
        let (device, root) = launch(style: .darkContent, color: white)
        let first = shownPicture(device)
        let ahead = withBar(device) { bar in bar.pictures[bar.appearance(light: true, scale: UIScreen.main.scale)] }
        let modal = device.run { StatusBarColorPage(style: .lightContent, color: self.navy) }
        device.run { modal.modalPresentationStyle = .fullScreen }
        // Action: a full-screen presentation turns the bar light, its dismissal dark again.
        device.run { root.present(modal, animated: true) }
        device.advance(seconds: 1)
        let duringPresentation = shownPicture(device)
        device.run { modal.dismiss(animated: true) }
        device.advance(seconds: 1)
        let afterDismissal = shownPicture(device)
        // Assertions: the same images, not drawn again.
        XCTAssertNotNil(ahead)
        XCTAssertTrue(duringPresentation === ahead, "the light picture drawn ahead is shown")
        XCTAssertTrue(afterDismissal === first, "the first picture is shown again")
        XCTAssertEqual(bar(device)?.pictures.count, 2)
    }

    func test_rotation_drawsThePictureOfTheNewBounds_andKeepsAtMostFour() {
        // Setup.
        let (device, _) = launch(style: .darkContent, color: white)
        // Action: turn to landscape (no bar on a phone on its side) and back, twice.
        for _ in 0..<2 {
            device.rotate(to: .landscapeLeft, animated: false)
            device.step(frames: 2)
            device.rotate(to: .portrait, animated: false)
            device.step(frames: 2)
        }
        // Assertions: the bar shows its portrait picture, drawn at its bounds, and keeps few.
        let picture = shownPicture(device)
        XCTAssertEqual(picture?.width, 780, "390 pt at 2x")
        XCTAssertLessThanOrEqual(bar(device)?.pictures.count ?? 0, StatusBarView.maxPictures)
        XCTAssertGreaterThan(bar(device)?.pictures.count ?? 0, 0)
    }

    private func withBar<R>(_ device: Device, _ body: (StatusBarView) -> R?) -> R? {
        device.run { device.window?.statusBarStorage.flatMap(body) }
    }
}
