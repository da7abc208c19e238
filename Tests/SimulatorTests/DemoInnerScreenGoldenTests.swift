import Raster
import TestSupport
import XCTest
@testable import Demos
@testable import Simulator
@_spi(TransitionLab) @testable import UIKit

/// The screens inside every demo (pushed pages, presented sheets, other tabs), each reached by
/// taps upright, then turned as a user turns the device: to both landscape orientations on the
/// phones (the second a half turn from the first), on its side on the tablet after upright. One
/// sheet per device, a row per screen, compared with goldens that were looked at; the first
/// screens are `DemoOrientationGoldenTests`' (issue 21).
final class DemoInnerScreenGoldenTests: XCTestCase {
    /// One tap on the way to a screen.
    enum Tap {
        /// The front-most button with this title.
        case button(String)
        /// The cell of a table or collection view nearest the top left.
        case firstCell
        /// The tab bar's item at this index.
        case tab(Int)
    }

    /// A screen inside a demo, and the taps that reach it from the demo's first screen.
    struct InnerScreen {
        var demo: String
        var taps: [Tap]
    }

    /// Every demo's inner screens, in catalogue order.
    static let screens: [InnerScreen] = [
        InnerScreen(demo: "000-grid", taps: [.firstCell]),
        InnerScreen(demo: "001-news", taps: [.firstCell]),
        InnerScreen(demo: "002-modal", taps: [.button("Push")]),
        InnerScreen(demo: "002-modal", taps: [.button("Modal")]),
        InnerScreen(demo: "002-modal", taps: [.button("afterScreenUpdates: false vs true")]),
        InnerScreen(demo: "003-door", taps: [.button("開門 (Door)")]),
        InnerScreen(demo: "003-door", taps: [.button("便箋 (Memo sheet)")]),
        InnerScreen(demo: "003-door", taps: [.button("相冊 (Photo album)")]),
        InnerScreen(demo: "003-door", taps: [.button("相冊 (Photo album)"), .firstCell]),
        InnerScreen(demo: "003-door", taps: [.button("樣式 (All styles)")]),
        InnerScreen(demo: "004-bars", taps: [.button("Push “Blue bar”")]),
        InnerScreen(demo: "004-bars", taps: [.button("Push “Over a photo”")]),
        InnerScreen(demo: "004-bars", taps: [.button("Push “No bar”")]),
        InnerScreen(demo: "004-bars", taps: [.button("Push “Scroll view”")]),
        InnerScreen(demo: "004-tabs", taps: [.tab(1)]),
        InnerScreen(demo: "004-tabs", taps: [.tab(3)]),
        InnerScreen(demo: "plain", taps: [.button("Push page 2")]),
    ]

    /// Steps `seconds` of frames without drawing, then one drawn frame (the same pixels as if
    /// every frame had been drawn: see `Device.step(drawing:)`).
    private func settle(_ device: Device, seconds: Double) {
        for _ in 0..<Int(seconds * 60) { device.step(drawing: false) }
        device.step()
    }

    /// Where `tap` lands on the screen now, or nil when nothing matches.
    private func point(of tap: Tap, on device: Device) -> CGPoint? {
        device.run { () -> CGPoint? in
            guard let window = device.window else { return nil }
            // Front-most first: later subviews lie over earlier ones.
            func find(in view: UIView, _ matches: (UIView) -> Bool) -> UIView? {
                guard !view.isHidden, view.alpha > 0 else { return nil }
                for subview in view.subviews.reversed() { if let found = find(in: subview, matches) { return found } }
                return matches(view) ? view : nil
            }
            let target: UIView?
            switch tap {
            case .button(let title):
                target = find(in: window) { ($0 as? UIButton)?.currentTitle == title }
            case .firstCell:
                var cells: [UIView] = []
                _ = find(in: window) { view in
                    if view is UITableViewCell || view is UICollectionViewCell { cells.append(view) }
                    return false
                }
                target = cells.min { a, b in
                    let (pa, pb) = (a.convert(CGPoint.zero, to: nil), b.convert(CGPoint.zero, to: nil))
                    return (pa.y, pa.x) < (pb.y, pb.x)
                }
            case .tab(let index):
                guard let bar = find(in: window, { $0 is UITabBar }), let items = (bar as? UITabBar)?.items, !items.isEmpty else { return nil }
                let width = bar.bounds.width / CGFloat(items.count)
                return bar.convert(CGPoint(x: width * (CGFloat(index) + 0.5), y: 20), to: nil)
            }
            guard let target else { return nil }
            return target.convert(CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: nil)
        }
    }

    /// `screen` reached upright on `model`, then shown in each of `orientations` in turn
    /// (animated turns, settled): each at a quarter of its size.
    private func shots(of screen: InnerScreen, on model: DeviceModel, in orientations: [UIInterfaceOrientation]) -> [Bitmap] {
        let device = Device(model: model)
        guard let root = device.run({ DemoApp.makeRootViewController(demo: screen.demo) }) else {
            XCTFail("\(screen.demo) opens")
            return []
        }
        device.launch(root)
        settle(device, seconds: 0.5)
        for tap in screen.taps {
            guard let point = point(of: tap, on: device) else {
                XCTFail("\(screen.demo): nothing to tap for \(tap) on \(model.identifier)")
                return []
            }
            device.touch(.began, at: point)
            device.step()
            device.touch(.ended, at: point)
            settle(device, seconds: 1.5)
        }
        return orientations.map { orientation in
            if orientation != device.orientation { device.rotate(to: orientation) }
            settle(device, seconds: 1)
            XCTAssertEqual(device.orientation, orientation, "\(screen.demo) \(screen.taps) turns on \(model.identifier)")
            return quarter(device.screen)
        }
    }

    private func sheet(_ model: DeviceModel, _ orientations: [UIInterfaceOrientation], named name: String,
                       file: StaticString = #filePath, line: UInt = #line) {
        let all = Self.screens.flatMap { shots(of: $0, on: model, in: orientations) }
        assertGolden(contactSheet(all, columns: orientations.count, background: RGBA8(r: 40, g: 40, b: 40, a: 255)),
                     named: name, file: file, line: line)
    }

    func test_innerScreens_onThe61InchPhone_turnedLeftAndRight_matchTheGolden() {
        sheet(.phone61, [.landscapeLeft, .landscapeRight], named: "demo-inner-screens-landscape-iphone-6.1")
    }

    func test_innerScreens_onThe47InchPhone_turnedLeftAndRight_matchTheGolden() {
        sheet(.phone47, [.landscapeLeft, .landscapeRight], named: "demo-inner-screens-landscape-iphone-4.7")
    }

    func test_innerScreens_onTheTablet_uprightAndOnItsSide_matchTheGolden() {
        sheet(.tablet11, [.portrait, .landscapeLeft], named: "demo-inner-screens-ipad-11")
    }
}
