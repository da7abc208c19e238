import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// `UIActivityIndicatorView` (sizes, hiding, spinning on the simulated clock) and
/// `UIProgressView` (clamping, animated fill).
final class ActivityIndicatorAndProgressTests: XCTestCase {
    func test_activityIndicator_styles_haveUIKitsSizes() {
        controlScene { _ in
            let medium = UIActivityIndicatorView(style: .medium)
            let large = UIActivityIndicatorView(style: .large)

            XCTAssertEqual(medium.frame.size, CGSize(width: 20, height: 20))
            XCTAssertEqual(large.intrinsicContentSize, CGSize(width: 37, height: 37))
            XCTAssertEqual(medium.spokes.count, 8)
            XCTAssertEqual(UIActivityIndicatorView(style: .white).color, .white)
        }
    }

    func test_activityIndicator_stopped_isHiddenUntilStarted() {
        controlScene { scene in
            let spinner = scene.add(UIActivityIndicatorView(style: .medium), at: CGPoint(x: 100, y: 100))
            let hiddenAtFirst = spinner.isHidden

            spinner.startAnimating()
            let shownWhileSpinning = !spinner.isHidden
            spinner.stopAnimating()

            XCTAssertTrue(hiddenAtFirst)
            XCTAssertTrue(shownWhileSpinning)
            XCTAssertTrue(spinner.isHidden)
            XCTAssertFalse(spinner.isAnimating)
            spinner.hidesWhenStopped = false
            XCTAssertFalse(spinner.isHidden)
        }
    }

    func test_activityIndicator_spinsInEighthTurnsOnTheSimulatedClock() {
        controlScene { scene in
            let spinner = scene.add(UIActivityIndicatorView(style: .large), at: CGPoint(x: 100, y: 100))
            spinner.startAnimating()
            scene.frame()
            func angle() -> Double {
                let value = spinner.wheel.layer.presentation()?.value(forKeyPath: "transform.rotation.z")
                if let number = value as? Double { return number }
                if let number = value as? CGFloat { return Double(number) }
                return .nan
            }

            let start = angle()
            scene.run(0.125 * 3 + 0.05)
            let afterThreeSteps = angle()
            scene.run(1)
            let aTurnLater = angle()
            spinner.stopAnimating()
            scene.frame()

            XCTAssertEqual(start, 0, accuracy: 1e-6)
            XCTAssertEqual(afterThreeSteps, 3 * .pi / 4, accuracy: 1e-6)
            XCTAssertEqual(aTurnLater, 3 * .pi / 4, accuracy: 1e-6, "a turn a second, forever")
            XCTAssertNil(spinner.wheel.layer.animation(forKey: UIActivityIndicatorView.spinKey))
        }
    }

    func test_progressView_progress_isClampedAndFillsItsShare() {
        controlScene { scene in
            let bar = scene.add(UIProgressView(progressViewStyle: .default), at: CGPoint(x: 20, y: 100), width: 200)

            bar.progress = 1.7
            let high = bar.progress
            bar.progress = 0.25

            XCTAssertEqual(high, 1)
            XCTAssertEqual(bar.frame.height, 4)
            XCTAssertEqual(bar.fill.frame, CGRect(x: 0, y: 0, width: 50, height: 4))
            XCTAssertEqual(bar.fill.backgroundColor, bar.tintColor)
        }
    }

    func test_progressView_setProgressAnimated_growsTheFillOverTime() {
        controlScene { scene in
            let bar = scene.add(UIProgressView(progressViewStyle: .default), at: CGPoint(x: 20, y: 100), width: 200)

            bar.setProgress(1, animated: true)
            scene.frame()
            scene.run(0.1)
            let midway = scene.onScreenFrame(bar.fill).width
            scene.run(0.3)

            XCTAssertGreaterThan(midway, 10)
            XCTAssertLessThan(midway, 190)
            XCTAssertEqual(scene.onScreenFrame(bar.fill).width, 200, accuracy: 0.01)
        }
    }

    func test_progressView_barStyle_hasAClearSquareTrack() {
        controlScene { _ in
            let bar = UIProgressView(progressViewStyle: .bar)
            bar.progressTintColor = .systemOrange

            XCTAssertEqual(bar.track.backgroundColor, .clear)
            XCTAssertEqual(bar.track.layer.cornerRadius, 0)
            XCTAssertNil(bar.backgroundColor, "the view's own background is the app's")
            XCTAssertEqual(bar.fill.backgroundColor, .systemOrange)
        }
    }
}
