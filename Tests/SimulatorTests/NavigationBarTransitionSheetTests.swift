import XCTest
import TestSupport
import Raster
@testable import Simulator
@testable import UIKit

/// Transition sheets of the navigation bar during UIKit's default push and pop between pages
/// whose bars differ: two tints, a tint and a hidden bar, a transparent bar. Each sheet shows
/// the frame before the transition, four frames in it (0.07 s apart) and the frame after; the
/// interactive pop's sheet shows the bar held by the finger at 25%, 50% and 75%.
final class NavigationBarTransitionSheetTests: XCTestCase {
    /// The top 180 pt of the screen (status bar, bar, the page's top), scaled down by 3: where
    /// the bar's transition happens.
    private func shot(_ device: Device) -> Bitmap {
        let screen = device.screen
        return screen.cropped(to: PixelRect(x: 0, y: 0, width: screen.width, height: 360)).scaledDown(by: 3)
    }

    /// Pushes `second` over `first` and pops back, both animated with UIKit's default animator;
    /// returns the push's and the pop's sheets' frames.
    private func pushAndPop(_ first: BarStylePage, _ second: BarStylePage) -> (push: [Bitmap], pop: [Bitmap]) {
        let device = Device(model: .phone47)
        let navigation = device.run { UINavigationController(rootViewController: first) }
        device.launch(navigation)
        device.step(frames: 2)

        func sheet(_ change: () -> Void) -> [Bitmap] {
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
        let push = sheet { navigation.pushViewController(second, animated: true) }
        XCTAssertTrue(device.run { navigation.topViewController } === second)
        let pop = sheet { navigation.popViewController(animated: true) }
        XCTAssertTrue(device.run { navigation.topViewController } === first)
        return (push, pop)
    }

    private func assertSheets(_ frames: (push: [Bitmap], pop: [Bitmap]), named name: String,
                              file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNotEqual(frames.push[1], frames.push[3], "the bar moves during the push", file: file, line: line)
        XCTAssertEqual(frames.push[0], frames.pop[5], "the pop puts the bar back as it was", file: file, line: line)
        assertGolden(contactSheet(frames.push + frames.pop, columns: 6, background: .white), named: name,
                     file: file, line: line)
    }

    func test_pushAndPop_betweenTwoTints_barCrossFadesWithProgress_sheet() {
        let red = UIColor(red: 0.85, green: 0.1, blue: 0.1, alpha: 1)
        let blue = UIColor(red: 0.1, green: 0.2, blue: 0.9, alpha: 1)
        let frames = pushAndPop(BarStylePage("Red", bar: .tint(red)), BarStylePage("Blue", bar: .tint(blue)))
        // Mid-push the bar is neither the red nor the blue one.
        XCTAssertNotEqual(frames.push[2], frames.push[0])
        XCTAssertNotEqual(frames.push[2], frames.push[5])
        assertSheets(frames, named: "bar-two-tints-sheet")
    }

    func test_pushAndPop_betweenTintAndHiddenBar_barSlidesWithItsPage_sheet() {
        let red = UIColor(red: 0.85, green: 0.1, blue: 0.1, alpha: 1)
        let frames = pushAndPop(BarStylePage("Red", bar: .tint(red)),
                                BarStylePage("No bar", bar: .hidden, pageColor: UIColor(white: 0.9, alpha: 1)))
        assertSheets(frames, named: "bar-tint-to-hidden-sheet")
    }

    func test_pushAndPop_fromStandardToTransparentBar_sheet() {
        let frames = pushAndPop(BarStylePage("Standard", bar: .standard),
                                BarStylePage("Transparent", bar: .transparent, pageColor: UIColor(red: 1, green: 0.9, blue: 0.6, alpha: 1)))
        assertSheets(frames, named: "bar-transparent-sheet")
    }

    func test_interactivePop_betweenTwoTints_barFollowsTheFinger_sheet() {
        let red = UIColor(red: 0.85, green: 0.1, blue: 0.1, alpha: 1)
        let blue = UIColor(red: 0.1, green: 0.2, blue: 0.9, alpha: 1)
        let device = Device(model: .phone47)
        let navigation = device.run { UINavigationController(rootViewController: BarStylePage("Red", bar: .tint(red))) }
        device.launch(navigation)
        device.run { navigation.pushViewController(BarStylePage("Blue", bar: .tint(blue)), animated: false) }
        device.step(frames: 2)
        let width = device.model.screenSize.width

        var shots = [shot(device)]
        device.touch(.began, at: CGPoint(x: 4, y: 400))
        device.step()
        for progress in [0.25, 0.5, 0.75] as [CGFloat] {
            // The finger moves there, then the frame after it is taken.
            device.touch(.moved, at: CGPoint(x: 4 + width * progress, y: 400))
            device.step(frames: 2)
            shots.append(shot(device))
        }
        let held = shots[3]
        device.step(frames: 10)
        XCTAssertEqual(shot(device), held, "held still, the bar does not move on its own")
        device.touch(.ended, at: CGPoint(x: 4 + width * 0.75, y: 400))
        device.advance(seconds: 0.6)
        shots.append(shot(device))

        XCTAssertEqual(device.run { navigation.viewControllers.count }, 1, "released at 75% the pop finishes")
        XCTAssertNotEqual(shots[1], shots[2])
        XCTAssertNotEqual(shots[2], shots[3])
        assertGolden(contactSheet(shots, columns: 5, background: .white),
                     named: "bar-two-tints-interactive-pop-sheet")
    }
}
