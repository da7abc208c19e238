import Foundation
import TestSupport
@_spi(TransitionLab) import UIKit
import XCTest
@testable import Porting

/// The fixtures `Fixtures/CardDeckViewController.swift` (a view controller as iOS developers write
/// it) and `Fixtures/SwatchGallery.swift` and their ports, checked in under `Ported/`: the package
/// compiles the ports against this UIKit (so they build), this test keeps them current, and the
/// others (and `PortedSwatchGalleryTests`) run them.
final class PortedFixtureTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    private func text(_ relative: String) throws -> String {
        try String(contentsOf: Self.folder.appendingPathComponent(relative), encoding: .utf8)
    }

    func test_fixtures_freshPort_equalsTheCheckedInPort() throws {
        let names = ["CardDeckViewController.swift", "SwatchGallery.swift"]
        let sources = try names.map { try PortSource(path: "Fixtures/" + $0, text: try text("Fixtures/" + $0)) }
        for (name, result) in zip(names, Porter().port(sources)) {
            XCTAssertEqual(result.ported, try text("Ported/" + name),
                           "\(name) stale: run `transition-lab port Tests/PortingTests/Fixtures -o Tests/PortingTests/Ported`")
            XCTAssertEqual(result.problems, [], name)
            let again = try Porter().port(path: "Ported.swift", text: result.ported)
            XCTAssertEqual(again.ported, result.ported, "porting the port of \(name) changed it")
        }
    }

    func test_portedDeck_buttonStartsATimer_thatFiresOnTheSimulatedClock() {
        TestScene.inEnvironment { environment in
            let deck = CardDeckViewController()
            let recorder = DeckRecorder()
            deck.delegate = recorder
            let scene = WindowTestScene(environment: environment, root: deck)
            scene.frame()
            deck.shuffleButton.sendActions(for: .touchUpInside)
            scene.advance(by: 0.24)
            XCTAssertEqual(deck.shuffles, 0, "a 0.25 s timer fired early")
            scene.advance(by: 0.02)
            XCTAssertEqual(deck.shuffles, 1)
            scene.advance(by: 1)
            XCTAssertEqual(deck.shuffles, 3, "the timer is invalidated at the third shuffle")
            XCTAssertEqual(recorder.shuffled, 1)
            XCTAssertFalse(scene.context.hasActiveDisplayLinks, "an invalidated timer left its display link")
        }
    }

    func test_portedDeck_panPastTheDistance_callsTheOptionalDelegateMethods() {
        TestScene.inEnvironment { environment in
            let deck = CardDeckViewController()
            let recorder = DeckRecorder()
            deck.delegate = recorder
            let scene = WindowTestScene(environment: environment, root: deck)
            scene.frame()
            drag(in: scene, from: CGPoint(x: 100, y: 300), by: 200)
            XCTAssertEqual(recorder.dismissedIndexes, [1])
            XCTAssertEqual(deck.dismissedCount, 1)
            XCTAssertEqual(deck.card.cardBadge, "top")
        }
    }

    func test_portedConformer_valueRequirements_answerInsteadOfTheDefaults() {
        TestScene.inEnvironment { environment in
            let deck = CardDeckViewController()
            let host = CardDeckHost()
            deck.delegate = host
            let scene = WindowTestScene(environment: environment, root: deck)
            scene.frame()
            XCTAssertEqual(deck.delegate?.deckDismissDistance, 60)
            drag(in: scene, from: CGPoint(x: 100, y: 300), by: 100)
            XCTAssertEqual(deck.dismissedCount, 0, "the host's deckShouldDismiss (false) was not asked")
            XCTAssertNotNil(deck.settleLink, "a refused dismissal settles back")
        }
    }

    func test_portedDeck_shortPanWithDefaultDelegate_settlesOnADisplayLinkThenPerformsAfterDelay() {
        TestScene.inEnvironment { environment in
            let deck = CardDeckViewController()
            let scene = WindowTestScene(environment: environment, root: deck)
            scene.frame()
            deck.delegate = MinimalDeckDelegate.shared
            drag(in: scene, from: CGPoint(x: 100, y: 300), by: 40)
            scene.run(10.0 / 60)
            XCTAssertEqual(deck.settleFrames, 10)
            XCTAssertFalse(deck.finished)
            scene.advance(by: 0.45)
            XCTAssertFalse(deck.finished, "perform(_:with:afterDelay:) ran early")
            scene.advance(by: 0.1)
            XCTAssertTrue(deck.finished)
        }
    }

    private func drag(in scene: WindowTestScene, from start: CGPoint, by distance: CGFloat) {
        let finger = TouchInjector(window: scene.window)
        finger.down(at: start)
        for step in 1...10 {
            scene.frame()
            finger.move(to: CGPoint(x: start.x + distance * CGFloat(step) / 10, y: start.y))
        }
        scene.frame()
        finger.up()
        scene.frame()
    }
}

/// Records what the ported deck tells its delegate; implements every optional requirement.
private final class DeckRecorder: CardDeckDelegate {
    var shuffled = 0
    var dismissedIndexes: [Int] = []
    func deckDidShuffle(_ deck: CardDeckViewController) { shuffled += 1 }
    func deck(_ deck: CardDeckViewController, didDismissCardAt index: Int) { dismissedIndexes.append(index) }
    func deckShouldDismiss(_ deck: CardDeckViewController) -> Bool? { true }
}

/// A delegate implementing only the required method: the defaults answer the rest.
private final class MinimalDeckDelegate: CardDeckDelegate {
    static let shared = MinimalDeckDelegate()
    func deckDidShuffle(_ deck: CardDeckViewController) {}
}
