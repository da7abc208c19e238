import XCTest
import TestSupport
import Raster
@testable import Demos
@testable import Simulator
@testable import UIKit

/// Transition sheets of UIKit's built-in modal transition styles: flip and page curl.
final class ModalStyleSheetTests: XCTestCase {
    private final class Page: UIViewController {
        let hue: CGFloat
        init(hue: CGFloat) {
            self.hue = hue
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { return nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = UIColor(hue: hue, saturation: 0.25, brightness: 1, alpha: 1)
            let art = UIImageView(image: DemoArt.landscape(index: Int(hue * 12), size: CGSize(width: 300, height: 200)))
            art.frame = CGRect(x: 37, y: 120, width: 300, height: 200)
            view.addSubview(art)
        }
    }

    /// Presents a page with `style` and returns frames through the transition.
    private func presentationFrames(_ style: UIModalTransitionStyle) -> (Device, UIViewController, [Bitmap]) {
        let device = Device(model: .phone47)
        let presenter = device.run { Page(hue: 0.6) }
        device.launch(presenter)
        device.step(frames: 2)
        device.run {
            let page = Page(hue: 0.1)
            page.modalPresentationStyle = .fullScreen
            page.modalTransitionStyle = style
            presenter.present(page, animated: true)
        }
        device.renderIfNeeded()
        var frames = [device.screen.scaledDown(by: 3)]
        for _ in 0..<4 {
            device.step(frames: 9)
            frames.append(device.screen.scaledDown(by: 3))
        }
        device.advance(seconds: 0.5)
        return (device, presenter, frames)
    }

    func test_flipHorizontal_sheet() {
        let (device, presenter, frames) = presentationFrames(.flipHorizontal)

        XCTAssertNotNil(device.run { presenter.presentedViewController })
        assertGolden(contactSheet(frames, columns: 5, background: .white), named: "modal-flip-sheet")
    }

    func test_partialCurl_rollsThePresenterUp_andDismissRollsItBack() {
        let (device, presenter, frames) = presentationFrames(.partialCurl)
        let curlWhilePresented = device.run {
            presenter.presentedViewController?.view.superview?.layer.sublayers?.compactMap { $0 as? PageCurlLayer }.first?.curlAmount
        }

        device.run { presenter.dismiss(animated: true) }
        device.advance(seconds: 1)
        let leftover = device.run { device.window?.layer.sublayers?.contains { $0.sublayers?.contains { $0 is PageCurlLayer } ?? false } ?? false }

        XCTAssertEqual(curlWhilePresented, PartialCurlModalAnimator.presentedCurl, "the page stays half rolled while presented")
        XCTAssertNil(device.run { presenter.presentedViewController })
        XCTAssertFalse(leftover, "dismissal removes the curled page")
        assertGolden(contactSheet(frames, columns: 5, background: .white), named: "modal-curl-sheet")
    }
}
