import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// The back chevron "‹" during UIKit's default push and pop: it stays where it is while the
/// titles slide and cross-fade, fading in or out in place when only one page has a back button,
/// as iOS keeps its back indicator still and masks the content flowing under it.
final class NavigationBarChevronTests: UIKitTestCase {
    /// The chevrons the bar's transition shows, and where each is on screen.
    private func chevrons(_ scene: NavigationScene) -> [UIView] {
        var found: [UIView] = []
        func visit(_ view: UIView) {
            if let button = view as? BarTextView, button.accessibilityName == "back chevron" { found.append(button) }
            view.subviews.forEach(visit)
        }
        scene.navigation.navigationBar.barTransitionView.map(visit)
        return found
    }

    /// The sliding back buttons' texts (the clips holding them) in the bar's transition.
    private func backTexts(_ scene: NavigationScene) -> [UIView] {
        var found: [UIView] = []
        func visit(_ view: UIView) {
            if let button = view as? BarTextView, button.accessibilityName == "back", let text = button.superview { found.append(text) }
            view.subviews.forEach(visit)
        }
        scene.navigation.navigationBar.barTransitionView.map(visit)
        return found
    }

    /// The frames of the transition at 20%, 50% and 80% of its 0.35 s: each chevron's frame on
    /// screen and opacity (presentation values), and the back texts' presentation positions.
    private func samples(_ scene: NavigationScene) -> [(frames: [CGRect], opacities: [Float], texts: [CGFloat])] {
        var result: [(frames: [CGRect], opacities: [Float], texts: [CGFloat])] = []
        var elapsed: TimeInterval = 0
        for time in [0.07, 0.175, 0.28] {
            scene.run(time - elapsed)
            elapsed = time
            let shown = chevrons(scene)
            result.append((shown.map { $0.convert($0.bounds, to: nil) },
                           shown.map { ($0.superview?.layer.presentation() ?? $0.superview?.layer)?.opacity ?? -1 },
                           backTexts(scene).map { ($0.layer.presentation() ?? $0.layer).position.x }))
        }
        return result
    }

    func test_pushFromAPageWithABackButton_keepsOneChevronStill_whileTheBackTitlesSlide() {
        navigationScene { scene, log in
            scene.navigation.pushViewController(RecordingViewController("B", log: log), animated: false)
            scene.frame()

            scene.navigation.pushViewController(RecordingViewController("C", log: log), animated: true)
            let shots = samples(scene)

            for shot in shots {
                XCTAssertEqual(shot.frames.count, 1, "one chevron, not one per page")
                XCTAssertEqual(shot.opacities, [1], "fully shown throughout")
            }
            XCTAssertEqual(Set(shots.map { $0.frames.first?.minX ?? -1 }).count, 1, "the chevron does not move")
            XCTAssertEqual(shots.first?.frames.first?.minX ?? -1, NavigationBarContent.margin, accuracy: 8,
                           "where the back button starts")
            XCTAssertNotEqual(shots[0].texts, shots[2].texts, "the back titles slide")
        }
    }

    func test_pushFromTheRoot_fadesTheChevronInInPlace() {
        navigationScene { scene, log in
            scene.navigation.pushViewController(RecordingViewController("B", log: log), animated: true)
            let shots = samples(scene)

            XCTAssertEqual(shots.map(\.frames.count), [1, 1, 1])
            XCTAssertEqual(Set(shots.map { $0.frames.first?.minX ?? -1 }).count, 1, "the chevron does not move")
            let opacities = shots.map { $0.opacities.first ?? -1 }
            XCTAssertLessThan(opacities[0], opacities[1], "it fades in")
            XCTAssertLessThan(opacities[1], opacities[2])
        }
    }

    func test_pop_keepsTheChevronStill_andItEndsWhereTheBarsOwnIs() {
        navigationScene { scene, log in
            scene.navigation.pushViewController(RecordingViewController("B", log: log), animated: false)
            scene.navigation.pushViewController(RecordingViewController("C", log: log), animated: false)
            scene.frame()

            scene.navigation.popViewController(animated: true)
            let shots = samples(scene)
            let still = shots.first?.frames.first ?? .null
            scene.settle()
            let back = scene.navigation.navigationBar.contentView.subviews.compactMap { $0 as? BarButtonView }
                .first { $0.accessibilityName == "back" }

            XCTAssertEqual(shots.map(\.frames.count), [1, 1, 1])
            XCTAssertEqual(Set(shots.map { $0.frames.first?.minX ?? -1 }).count, 1, "the chevron does not move")
            XCTAssertEqual(back.map { $0.convert($0.bounds, to: nil) }, still, "the chevron was drawn where the bar's own button is")
        }
    }
}
