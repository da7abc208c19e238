import XCTest
import TestSupport
import Raster
@testable import Demos
@testable import Simulator
@testable import UIKit

/// Every demo is entered from the catalogue and left as in an app: its row opens it with a
/// transition (UIKit's push, or for a demo with its own navigation or tab bar controller a
/// full-screen presentation that looks like one), never by replacing the window's root, and its
/// first page has a way back that returns to the catalogue with a transition too.
final class CatalogueOpeningTests: XCTestCase {
    /// The centre of demo `index`'s row on the 4.7-inch phone: 72-point rows under the 64-point bar.
    private func row(_ index: Int) -> CGPoint { CGPoint(x: 150, y: 64 + 72 * CGFloat(index) + 36) }

    private func tap(_ point: CGPoint, on device: Device) {
        device.touch(.began, at: point)
        device.step(frames: 2)
        device.touch(.ended, at: point)
    }

    /// The screen after the tap, then every 5 frames four times, then once settled.
    private func transitionFrames(on device: Device) -> [Bitmap] {
        var frames: [Bitmap] = []
        for _ in 0..<4 {
            device.step(frames: 5)
            frames.append(device.screen)
        }
        device.advance(seconds: 1)
        frames.append(device.screen)
        return frames
    }

    func test_everyDemo_opensFromItsRowWithATransition_andItsFirstPageLeadsBackToTheCatalogue_filmstrips() throws {
        for (index, entry) in DemoCatalog.all.enumerated() {
            let device = Device(model: .phone47)
            device.launch(device.run { DemoApp.makeRootViewController() })
            device.step(frames: 2)
            let root = device.run { device.window?.rootViewController }
            let catalogue = device.screen

            tap(row(index), on: device)
            let opening = transitionFrames(on: device)
            let rootWhileOpen = device.run { device.window?.rootViewController }
            let back = try XCTUnwrap(Monkey.wayBack(in: device), "\(entry.id): its first page has a way back")
            tap(back, on: device)
            let closing = transitionFrames(on: device)
            let rootAfter = device.run { device.window?.rootViewController }

            XCTAssertTrue(rootWhileOpen === root && rootAfter === root, "\(entry.id): the catalogue stays the window's root")
            XCTAssertNotEqual(opening[1], opening[4], "\(entry.id): opening, the demo moves in over several frames")
            XCTAssertNotEqual(opening[1], catalogue, "\(entry.id): the opening has begun 7 frames after the tap")
            XCTAssertNotEqual(closing[1], closing[4], "\(entry.id): going back, the demo moves out over several frames")
            XCTAssertEqual(closing[4], catalogue, "\(entry.id): the way back leads to the catalogue as it was")
            let strip = [catalogue] + opening + closing
            assertGolden(contactSheet(strip.map { $0.scaledDown(by: 4) }, columns: 5, background: .white),
                         named: "open-and-back-\(entry.id)")
        }
    }

    func test_demoOpenedDirectly_leadsBackToTheCatalogue_withTheSameSlide_filmstrips() throws {
        let catalogue: Bitmap = {
            let device = Device(model: .phone47)
            device.launch(device.run { DemoApp.makeRootViewController() })
            device.advance(seconds: 1)
            return device.screen
        }()
        for entry in DemoCatalog.all {
            let device = Device(model: .phone47)
            device.launch(try XCTUnwrap(device.run { DemoApp.makeRootViewController(demo: entry.id) }))
            device.step(frames: 2)
            let demo = device.screen

            let back = try XCTUnwrap(Monkey.wayBack(in: device), "\(entry.id): its first page has a way back")
            tap(back, on: device)
            let closing = transitionFrames(on: device)
            let root = device.run { device.window?.rootViewController }

            XCTAssertTrue(device.run { (root as? UINavigationController)?.topViewController is CatalogViewController },
                          "\(entry.id): the catalogue is shown")
            XCTAssertNotEqual(closing[1], closing[4], "\(entry.id): the demo moves out over several frames")
            XCTAssertEqual(closing[4], catalogue, "\(entry.id): the way back leads to the catalogue as it is at launch")
            assertGolden(contactSheet(([demo] + closing).map { $0.scaledDown(by: 4) }, columns: 6, background: .white),
                         named: "direct-back-\(entry.id)")
        }
    }
}
