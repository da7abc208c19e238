import Foundation
import QuartzCore
import Raster
import XCTest
@testable import UIKit

/// Labels' text laid out and rendered ahead on a worker while the main thread displays
/// (`DisplayPreparing`, issue 37): the same pixels as one thread, and only with threads to spare.
final class UILabelDisplayPreparationTests: XCTestCase {
    /// A label that draws its text inset, so what was prepared for its bounds is not what it draws.
    private final class InsetLabel: UILabel {
        override func drawText(in rect: CGRect) { super.drawText(in: rect.insetBy(dx: 6, dy: 3)) }
    }

    /// A page of labels of several fonts, line counts, alignments and modes, text seen nowhere
    /// else in the tests (so the caches do not hold it yet), and two inset labels.
    private static func page(_ tag: String) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 420))
        root.backgroundColor = .white
        for i in 0..<24 {
            let label = i % 11 == 5 ? InsetLabel() : UILabel()
            label.frame = CGRect(x: CGFloat(4 + i % 3 * 5), y: CGFloat(i * 17), width: CGFloat(120 + i % 5 * 14), height: 16 + CGFloat(i % 2 * 10))
            label.text = "Prepared \(tag) label \(i): swipe back 返回 from the edge of page \(i * 7)"
            label.numberOfLines = i % 3
            label.font = .systemFont(ofSize: CGFloat(9 + i % 4), weight: i % 2 == 0 ? .regular : .semibold)
            label.textAlignment = [.left, .center, .right][i % 3]
            label.lineBreakMode = i % 4 == 0 ? .byTruncatingMiddle : .byTruncatingTail
            label.textColor = i % 2 == 0 ? .black : .systemBlue
            root.addSubview(label)
        }
        return root
    }

    func test_labels_displayedWithTwoThreads_areDrawnAhead_andMatchOneThread() throws {
        try requireFontFiles()
        withDrawingScreen {
            // Setup: two identical pages, one compositor drawing with two threads, one with one.
            let twoThreads = LayerCompositor(width: 400, height: 840, scale: 2, threads: 2)
            let oneThread = LayerCompositor(width: 400, height: 840, scale: 2, threads: 1)

            // Action: the two-thread compositor first, while the text is in no cache.
            // (The pages are held: a layer does not keep its view, its delegate, alive.)
            let first = Self.page("first"), second = Self.page("first")
            let parallel = twoThreads.render(first.layer)
            let serial = oneThread.render(second.layer)

            // Assertions: every label was offered to the worker, none with one thread, and the
            // frames are the same bytes.
            XCTAssertEqual(twoThreads.preparedPieces, 24)
            XCTAssertEqual(oneThread.preparedPieces, 0)
            XCTAssertEqual(parallel, serial)
            XCTAssertGreaterThan(parallel.pixels.filter { $0 != 0xFFFF_FFFF }.count, 5_000, "the labels drew text")
        }
    }

    func test_labelsUnchanged_areNotOfferedAgain_butATextChangeIs() throws {
        try requireFontFiles()
        withDrawingScreen {
            // Setup: a page displayed once with two threads.
            let compositor = LayerCompositor(width: 400, height: 840, scale: 2, threads: 2)
            let root = Self.page("second")
            compositor.render(root.layer)
            let offered = compositor.preparedPieces

            // Action: a frame with nothing changed, then one with one label's text changed.
            compositor.render(root.layer)
            let afterIdle = compositor.preparedPieces
            (root.subviews[3] as! UILabel).text = "Changed text of the fourth label"
            let frame = compositor.render(root.layer)

            // Assertions: only the changed label is offered, and it draws as one thread draws it.
            XCTAssertEqual(afterIdle, offered)
            XCTAssertEqual(compositor.preparedPieces, offered + 1)
            let reference = Self.page("second")
            (reference.subviews[3] as! UILabel).text = "Changed text of the fourth label"
            XCTAssertEqual(frame, LayerCompositor(width: 400, height: 840, scale: 2).render(reference.layer))
            withExtendedLifetime(reference) {}
        }
    }
}
