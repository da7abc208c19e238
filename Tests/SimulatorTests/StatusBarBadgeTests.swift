import XCTest
import TestSupport
import Raster
@testable import Simulator
@testable import UIKit

/// The simulator's PAUSED and SLOW badges share the top strip with the status bar: they go
/// where the bar draws nothing, so the time and the battery stay readable.
final class StatusBarBadgeTests: XCTestCase {
    /// A session on `model` showing a white page, paused and slowed (both badges shown).
    private func pausedSlowSession(_ model: DeviceModel) -> SimulatorSession {
        let device = Device(model: model)
        device.launch(device.run { StatusBarColorPage(style: .darkContent, color: .white) })
        device.step(frames: 2)
        let session = SimulatorSession(device: device)
        session.perform(.toggleSlowAnimations)
        session.perform(.togglePause)
        return session
    }

    func test_badges_onANotchedPhone_sitInTheNotchsPlace_clearOfTheTimeAndIndicators() {
        let session = pausedSlowSession(.phone61)
        let (empty, bar) = session.device.run { () -> (CGRect, CGRect) in
            let manager = session.device.window!.statusBarManager!
            return (manager.emptyFrame, manager.statusBarFrame)
        }

        let place = session.badgeRowPlace(width: 130)

        XCTAssertEqual(bar.height, 47)
        XCTAssertGreaterThanOrEqual(place.x, Double(empty.minX))
        XCTAssertLessThanOrEqual(place.x + 130, Double(empty.maxX))
        XCTAssertLessThan(place.y + 16, Double(bar.maxY), "the row stays inside the status bar")
    }

    func test_badges_withAHomeButton_tooWideForTheGap_goJustBelowTheBar() {
        let session = pausedSlowSession(.phone47)

        let place = session.badgeRowPlace(width: 140)

        XCTAssertEqual(place.y, 22, "below the 20 pt bar, so they cover neither the time nor the battery")
    }

    func test_pausedAndSlowBadges_withTheStatusBar_golden() {
        for model in [DeviceModel.phone61, .phone47] {
            let session = pausedSlowSession(model)
            let picture = session.picture()
            let rect = session.frame.screenRect
            let top = picture.cropped(to: PixelRect(x: rect.x0, y: rect.y0, width: rect.width, height: Int(60 * model.scale)))

            assertGolden(top, named: "status-bar-badges-\(model.identifier)")
        }
    }
}
