import Foundation
import Simulator
import UIKit
import XCTest

/// Recorded journeys through the transitions that `SessionScript.journey(for:)` leaves out, so
/// that `make bench`, which replays every session in Sessions/, times the first frame of every
/// demo transition: 003's memo sheet, photo album, photo zoom and each presentation style, the
/// back buttons' pops, 002's push and snapshot page, and the catalogue's way into a demo and
/// back (a demo with its own navigation is presented with the look of a push). Recorded on the 6.1-inch phone, the one the bench plays them on, so no touch has to be
/// moved to where its control sits on another screen; its controls are found by their text.
struct SessionTour {
    /// The session file's name, without ".jsonl".
    let name: String
    /// The demo launched, nil for the catalogue.
    let demo: String?
    /// The transitions its replay begins, in order (`TransitionActivity.Kind`'s names).
    let transitions: [String]
    /// The inputs, given through a script recording them.
    /// The inputs, given through a script recording them; each tour waits for the launch to
    /// settle first.
    let steps: (SessionScript) -> Void

    /// The 6.1-inch phone at 1x, the bench's phone, small enough for quick replays.
    static let model: DeviceModel = {
        var model = DeviceModel.phone61
        model.scale = 1
        return model
    }()

    /// Every tour, in the order the tests check them.
    static let all: [SessionTour] = [
        SessionTour(name: "000-grid-tour", demo: "000-grid", transitions: ["push", "pop"]) { script in
            script.tap(CGPoint(x: 100, y: 200)) // a cell of the grid
            script.settle()
            script.tapNavigationBack()
        },
        SessionTour(name: "001-news-tour", demo: "001-news", transitions: ["push", "pop"]) { script in
            script.tap(CGPoint(x: 195, y: 200)) // a row of the list
            script.settle()
            script.tap(text: "‹ 返回")
        },
        SessionTour(name: "002-modal-tour", demo: "002-modal", transitions: ["push", "pop", "push", "pop"]) { script in
            script.openThenGoBack("Push")
            script.settle()
            script.openThenGoBack("afterScreenUpdates: false vs true")
        },
        SessionTour(name: "003-door-tour", demo: "003-door", transitions:
            // The memo; the album and a photo in it; the gallery and each of its ten styles.
            ["presentation", "dismissal", "presentation", "presentation", "dismissal", "dismissal", "presentation"]
                + Array(repeating: ["presentation", "dismissal"], count: 10).flatMap { $0 } + ["dismissal"]) { script in
            script.tap(text: "便箋 (Memo sheet)")
            script.settle()
            script.tap(CGPoint(x: 195, y: 100)) // the shade above the sheet dismisses it
            script.settle()
            script.tap(text: "相冊 (Photo album)")
            script.settle()
            script.tap(CGPoint(x: 60, y: 150)) // the first photo zooms in
            script.settle()
            script.tap(CGPoint(x: 195, y: 422)) // and back
            script.settle()
            script.tap(text: "‹ 返回")
            script.settle()
            script.tap(text: "樣式 (All styles)")
            script.settle()
            for style in ["fullScreen · coverVertical", "pageSheet", "formSheet", "currentContext", "overFullScreen",
                          "overCurrentContext", "popover", "flipHorizontal", "crossDissolve", "partialCurl"] {
                script.tap(text: style)
                script.settle()
                script.tap(text: "Dismiss")
                script.settle()
            }
            script.tap(text: "‹ 返回")
        },
        SessionTour(name: "004-bars-tour", demo: "004-bars", transitions: ["push", "pop"]) { script in
            script.openThenGoBack("Push “Blue bar”")
        },
        SessionTour(name: "plain-tour", demo: "plain", transitions: ["push", "pop"]) { script in
            script.openThenGoBack("Push page 2")
        },
        SessionTour(name: "catalogue-tour", demo: nil, transitions: ["push", "pop", "presentation", "dismissal"]) { script in
            script.openThenGoBack("—  Default navigation transition")
            script.settle()
            script.tap(text: "003  自定義轉場：開門、便箋、相冊")
            script.settle()
            script.tap(text: "‹ 目录")
        },
    ]
}

extension SessionScript {
    /// Ticks until nothing on screen moves (no animation, no touch, no trail fading), then five
    /// frames more, as a person waits for a transition to end before the next tap.
    func settle() {
        var ticks = 0
        while !session.isIdle && ticks < 600 {
            session.tick()
            ticks += 1
        }
        wait(5)
    }

    /// Taps the centre of the front-most visible view showing `text` (a label's or a button's
    /// title), failing the test when none is on screen.
    func tap(text: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let point = session.device.run({ session.device.window.flatMap { Self.center(ofViewShowing: text, in: $0) } }) else {
            XCTFail("no view on screen shows \"\(text)\"", file: file, line: line)
            return
        }
        tap(point)
    }

    /// Taps the control showing `text`, waits for the page it pushes, and taps the navigation
    /// bar's back button.
    func openThenGoBack(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        tap(text: text, file: file, line: line)
        settle()
        tapNavigationBack(file: file, line: line)
    }

    /// Taps the navigation bar's back button of the front-most navigation controller.
    func tapNavigationBack(file: StaticString = #filePath, line: UInt = #line) {
        // The back button sits at the bar's leading edge, centred in its height.
        guard let point = session.device.run({ () -> CGPoint? in
            guard let bar = session.device.window.flatMap(Self.frontNavigationBar(in:)) else { return nil }
            return bar.convert(CGPoint(x: 30, y: bar.bounds.midY), to: nil)
        }) else {
            XCTFail("no navigation bar on screen", file: file, line: line)
            return
        }
        tap(point)
    }

    /// The window point at the centre of the last view, in drawing order, that shows `text`
    /// and is not hidden.
    private static func center(ofViewShowing text: String, in view: UIView) -> CGPoint? {
        guard !view.isHidden, view.alpha > 0 else { return nil }
        for subview in view.subviews.reversed() {
            if let found = center(ofViewShowing: text, in: subview) { return found }
        }
        let shown = (view as? UILabel)?.text
        guard shown == text else { return nil }
        // A button's title is its label: the button is what takes the tap.
        let target = view.superview as? UIButton ?? view
        return target.convert(CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: nil)
    }

    /// The last visible navigation bar in drawing order.
    private static func frontNavigationBar(in view: UIView) -> UINavigationBar? {
        guard !view.isHidden, view.alpha > 0 else { return nil }
        for subview in view.subviews.reversed() {
            if let bar = frontNavigationBar(in: subview) { return bar }
        }
        return view as? UINavigationBar
    }
}
