import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// One sheet of the six common controls in a few states each, drawn by the compositor at 2x
/// and compared with a golden that was looked at against iOS 15's light mode.
final class ControlsGoldenTests: XCTestCase {
    /// A dark rounded card, for the controls whose defaults are white (page dots, white spinner).
    private func darkCard(_ frame: CGRect, in root: UIView) {
        let card = UIView(frame: frame)
        card.backgroundColor = UIColor(white: 0.15, alpha: 1)
        card.layer.cornerRadius = 10
        root.addSubview(card)
    }

    private func add(_ view: UIView, _ frame: CGRect, to root: UIView) {
        view.frame = frame
        root.addSubview(view)
    }

    func test_controlsSheet_golden() throws {
        try requireFontFiles()
        withDrawingScreen {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 340))
            root.backgroundColor = .white

            // Sliders: default, tinted at 3/4, disabled.
            let plain = UISlider(frame: .zero)
            plain.value = 0.3
            add(plain, CGRect(x: 16, y: 10, width: 170, height: 31), to: root)
            let tinted = UISlider(frame: .zero)
            tinted.value = 0.75
            tinted.minimumTrackTintColor = .systemOrange
            add(tinted, CGRect(x: 204, y: 10, width: 170, height: 31), to: root)

            // Switches: off, on, on in purple with a yellow knob, disabled on.
            let switches = [UISwitch(frame: .zero), UISwitch(frame: .zero), UISwitch(frame: .zero), UISwitch(frame: .zero)]
            switches[1].isOn = true
            switches[2].isOn = true
            switches[2].onTintColor = .systemPurple
            switches[2].thumbTintColor = .systemYellow
            switches[3].isOn = true
            switches[3].isEnabled = false
            for (index, toggle) in switches.enumerated() {
                add(toggle, CGRect(x: 16 + CGFloat(index) * 70, y: 56, width: 51, height: 31), to: root)
            }
            let disabledSlider = UISlider(frame: .zero)
            disabledSlider.value = 0.5
            disabledSlider.isEnabled = false
            add(disabledSlider, CGRect(x: 296, y: 56, width: 78, height: 31), to: root)

            // Segmented controls: the first selected; a tinted one with white titles.
            let segmented = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
            segmented.selectedSegmentIndex = 0
            add(segmented, CGRect(x: 16, y: 102, width: 358, height: 32), to: root)
            let tintedSegments = UISegmentedControl(items: ["List", "Grid"])
            tintedSegments.selectedSegmentIndex = 1
            tintedSegments.selectedSegmentTintColor = .systemBlue
            tintedSegments.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
            add(tintedSegments, CGRect(x: 16, y: 146, width: 170, height: 32), to: root)
            let noSelection = UISegmentedControl(items: ["A", "B", "C"])
            add(noSelection, CGRect(x: 204, y: 146, width: 170, height: 32), to: root)

            // Page controls: the white defaults on a dark card, custom colors on white.
            darkCard(CGRect(x: 16, y: 192, width: 170, height: 44), in: root)
            let pages = UIPageControl(frame: .zero)
            pages.numberOfPages = 5
            pages.currentPage = 1
            add(pages, CGRect(x: 16, y: 201, width: 170, height: 26), to: root)
            let coloredPages = UIPageControl(frame: .zero)
            coloredPages.numberOfPages = 4
            coloredPages.currentPage = 3
            coloredPages.pageIndicatorTintColor = UIColor(white: 0, alpha: 0.2)
            coloredPages.currentPageIndicatorTintColor = .systemBlue
            add(coloredPages, CGRect(x: 204, y: 201, width: 170, height: 26), to: root)

            // Activity indicators, spinning (at their first step): medium, large, white large on dark.
            let medium = UIActivityIndicatorView(style: .medium)
            let large = UIActivityIndicatorView(style: .large)
            let white = UIActivityIndicatorView(style: .large)
            white.color = .white
            for spinner in [medium, large, white] { spinner.startAnimating() }
            add(medium, CGRect(x: 40, y: 258, width: 20, height: 20), to: root)
            add(large, CGRect(x: 90, y: 250, width: 37, height: 37), to: root)
            darkCard(CGRect(x: 150, y: 246, width: 60, height: 45), in: root)
            add(white, CGRect(x: 161.5, y: 250, width: 37, height: 37), to: root)

            // Progress views: default at 0.3, orange at 0.8 on a custom track, the bar style at 0.5.
            let progress = UIProgressView(progressViewStyle: .default)
            progress.progress = 0.3
            add(progress, CGRect(x: 226, y: 256, width: 148, height: 4), to: root)
            let orange = UIProgressView(progressViewStyle: .default)
            orange.progress = 0.8
            orange.progressTintColor = .systemOrange
            add(orange, CGRect(x: 226, y: 276, width: 148, height: 4), to: root)
            let bar = UIProgressView(progressViewStyle: .bar)
            bar.progress = 0.5
            add(bar, CGRect(x: 16, y: 316, width: 358, height: 4), to: root)

            root.layoutIfNeeded()
            let compositor = LayerCompositor(width: 780, height: 680, scale: 2)
            assertGolden(compositor.render(root.layer), named: "controls-sheet")
        }
    }
}
