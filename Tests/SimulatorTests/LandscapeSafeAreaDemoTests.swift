import XCTest
import TestSupport
@testable import Demos
@testable import Simulator
@_spi(TransitionLab) @testable import UIKit

/// The demos on every phone in every orientation, as the safe area asks (issue 21): 000's
/// grid, 001's rows and 003's album keep clear of the sensor housing of a phone on its side,
/// 003's memo sheet leaves the shaded area its text tells you to tap, and 002's
/// afterScreenUpdates page starts under the navigation bar.
final class LandscapeSafeAreaDemoTests: XCTestCase {
    private static let phones: [DeviceModel] = [.phone47, .phone61]
    private static let orientations: [UIInterfaceOrientation] = [.portrait, .landscapeLeft, .landscapeRight]

    private func settle(_ device: Device, seconds: Double) {
        for _ in 0..<Int(seconds * 60) { device.step(drawing: false) }
        device.step()
    }

    /// Opens `demo` upright, taps the buttons titled `taps` in turn, then turns to `orientation`.
    private func open(_ demo: String, tapping taps: [String] = [], on model: DeviceModel,
                      turnedTo orientation: UIInterfaceOrientation) -> Device? {
        let device = Device(model: model)
        guard let root = device.run({ DemoApp.makeRootViewController(demo: demo) }) else { return nil }
        device.launch(root)
        settle(device, seconds: 0.5)
        for title in taps {
            let point = device.run { () -> CGPoint? in
                guard let button = device.window.flatMap({ Self.views(in: $0) { ($0 as? UIButton)?.currentTitle == title }.last }) else { return nil }
                return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
            }
            guard let point else {
                XCTFail("\(demo): no button “\(title)” on \(model.identifier)")
                return nil
            }
            tap(device, at: point)
        }
        if orientation != device.orientation { device.rotate(to: orientation) }
        settle(device, seconds: 1)
        XCTAssertEqual(device.orientation, orientation)
        return device
    }

    private func tap(_ device: Device, at point: CGPoint) {
        device.touch(.began, at: point)
        device.step()
        device.touch(.ended, at: point)
        settle(device, seconds: 1.5)
    }

    /// Every visible view under `view` (back to front) that `matches`.
    private static func views(in view: UIView, _ matches: (UIView) -> Bool) -> [UIView] {
        guard !view.isHidden, view.alpha > 0 else { return [] }
        return (matches(view) ? [view] : []) + view.subviews.flatMap { views(in: $0, matches) }
    }

    /// The window's frames of the visible views matching `matches` that lie on screen, with the
    /// window's safe area.
    private func onScreenFrames(_ device: Device, _ matches: @escaping (UIView) -> Bool) -> ([CGRect], CGRect) {
        device.run {
            guard let window = device.window else { return ([], .zero) }
            let frames = Self.views(in: window, matches)
                .map { $0.convert($0.bounds, to: nil) }
                .filter { $0.intersects(window.bounds) && $0.minY < window.bounds.maxY - window.safeAreaInsets.bottom }
            return (frames, window.bounds.inset(by: window.safeAreaInsets))
        }
    }

    private func assertInsideTheSafeAreaSides(_ demo: String, tapping taps: [String] = [], _ what: String,
                                              _ matches: @escaping (UIView) -> Bool, file: StaticString = #filePath, line: UInt = #line) {
        for model in Self.phones {
            for orientation in Self.orientations {
                guard let device = open(demo, tapping: taps, on: model, turnedTo: orientation) else { continue }
                let (frames, safe) = onScreenFrames(device, matches)
                XCTAssertFalse(frames.isEmpty, "\(demo) shows \(what)", file: file, line: line)
                for frame in frames {
                    XCTAssertTrue(frame.minX >= safe.minX - 0.5 && frame.maxX <= safe.maxX + 0.5,
                                  "\(demo)'s \(what) at \(frame) leaves the safe area \(safe) on \(model.identifier) \(orientation)",
                                  file: file, line: line)
                }
            }
        }
    }

    func test_grid_onEveryPhoneAndOrientation_keepsItsItemsInsideTheSafeArea() {
        assertInsideTheSafeAreaSides("000-grid", "items") { $0 is UICollectionViewCell }
    }

    func test_newsRows_onEveryPhoneAndOrientation_keepTheirContentInsideTheSafeArea() {
        assertInsideTheSafeAreaSides("001-news", "row content") { view in
            guard let cell = view.superview?.superview as? UITableViewCell else { return false }
            return view === cell.textLabel || view === cell.imageView
        }
    }

    func test_album_onEveryPhoneAndOrientation_keepsItsPhotosAndBackButtonInsideTheSafeArea() {
        assertInsideTheSafeAreaSides("003-door", tapping: ["相冊 (Photo album)"], "photos and back button") { view in
            view is PhotoCell || (view as? UIButton)?.currentTitle == "‹ 返回"
        }
    }

    func test_styleList_onEveryPhoneAndOrientation_keepsItsBackButtonInsideTheSafeArea() {
        assertInsideTheSafeAreaSides("003-door", tapping: ["樣式 (All styles)"], "back button") { view in
            (view as? UIButton)?.currentTitle == "‹ 返回"
        }
    }

    func test_memoSheet_onEveryPhoneAndOrientation_leavesTheShadedAreaItsTextMentions_andATapThereCloses() {
        for model in Self.phones {
            for orientation in Self.orientations {
                guard let device = open("003-door", tapping: ["便箋 (Memo sheet)"], on: model, turnedTo: orientation) else { continue }
                let (sheet, screen) = device.run { () -> (CGRect, CGRect) in
                    guard let window = device.window else { return (.zero, .zero) }
                    let memo = Self.views(in: window) { $0.next is MemoViewController }.first
                    return (memo?.convert(memo?.bounds ?? .zero, to: nil) ?? .zero, window.bounds)
                }
                let label = device.run { Self.views(in: device.window!) { ($0 as? UILabel)?.text?.contains("便箋") == true }.first?.convert(CGRect.zero, to: nil) }
                XCTAssertGreaterThanOrEqual(sheet.minY, screen.height / 4, "shaded area above the sheet on \(model.identifier) \(orientation)")
                XCTAssertEqual(sheet.maxY, screen.maxY)
                XCTAssertEqual(sheet.width, screen.width)
                let safeLeft = device.run { device.window!.safeAreaInsets.left }
                XCTAssertGreaterThanOrEqual(label?.minX ?? -1, safeLeft, "the memo's text clear of the housing")

                tap(device, at: CGPoint(x: screen.midX, y: sheet.minY / 2))
                let stillShown = device.run { device.window.map { !Self.views(in: $0) { $0.next is MemoViewController }.isEmpty } ?? false }
                XCTAssertFalse(stillShown, "a tap on the shaded area closes the memo on \(model.identifier) \(orientation)")
            }
        }
    }

    func test_snapshotPage_onEveryPhoneAndOrientation_startsUnderTheNavigationBar() {
        for model in Self.phones {
            for orientation in Self.orientations {
                guard let device = open("002-modal", tapping: ["afterScreenUpdates: false vs true"], on: model, turnedTo: orientation) else { continue }
                let (barBottom, tops) = device.run { () -> (CGFloat, [CGFloat]) in
                    guard let window = device.window,
                          let page = Self.views(in: window, { $0.next is SnapshotComparisonViewController }).first,
                          let bar = Self.views(in: window, { $0 is UINavigationBar }).first else { return (.nan, []) }
                    let content = page.subviews.filter { !$0.isHidden && $0.alpha > 0 }
                    return (bar.convert(bar.bounds, to: nil).maxY, content.map { $0.convert($0.bounds, to: nil).minY })
                }
                XCTAssertFalse(tops.isEmpty, "the afterScreenUpdates page is shown on \(model.identifier) \(orientation)")
                for top in tops {
                    XCTAssertGreaterThanOrEqual(top, barBottom, "content of the afterScreenUpdates page under the bar on \(model.identifier) \(orientation)")
                }
            }
        }
    }

    func test_modalButton_onEveryPhoneAndOrientation_liesInsideTheSafeArea_andThePageGrowsOutOfIt() {
        for model in Self.phones {
            for orientation in Self.orientations {
                guard let device = open("002-modal", on: model, turnedTo: orientation) else { continue }
                let (button, safe) = device.run { () -> (CGRect, CGRect) in
                    guard let window = device.window,
                          let button = Self.views(in: window, { ($0 as? UIButton)?.currentTitle == "Modal" }).first else { return (.null, .zero) }
                    return (button.convert(button.bounds, to: nil), window.bounds.inset(by: window.safeAreaInsets))
                }
                let place = "on \(model.identifier) \(orientation)"

                device.touch(.began, at: CGPoint(x: button.midX, y: button.midY))
                device.step()
                device.touch(.ended, at: CGPoint(x: button.midX, y: button.midY))
                device.step(frames: 2)
                let growing = device.run { () -> CGRect? in
                    guard let container = device.window?.subviews.last, container.subviews.count > 0 else { return nil }
                    let snapshot = container.subviews[container.subviews.count - 1]
                    return snapshot.layer.presentation().map { container.convert($0.frame, to: nil) }
                }

                XCTAssertTrue(safe.contains(button), "the Modal button \(button) inside the safe area \(safe) \(place)")
                XCTAssertLessThan(abs((growing?.midX ?? .infinity) - button.midX), 15, "the page grows out of the button \(place): \(String(describing: growing))")
                XCTAssertLessThan(abs((growing?.midY ?? .infinity) - button.midY), 15, "the page grows out of the button \(place): \(String(describing: growing))")
            }
        }
    }
}
