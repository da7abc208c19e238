import TestSupport
import XCTest
@testable import UIKit

/// Every distribution and alignment on both axes, with the frames UIKit gives.
final class UIStackViewLayoutTests: UIKitTestCase {
    private let row = CGRect(x: 0, y: 0, width: 300, height: 100)
    private let column = CGRect(x: 0, y: 0, width: 200, height: 300)

    func test_horizontalDistributions_placeViewsAlongTheRow() {
        let cases: [(UIStackView.Distribution, CGFloat, [CGRect])] = [
            // The first view takes the room the others leave (equal hugging goes by index).
            (.fill, 10, [CGRect(x: 0, y: 0, width: 170, height: 100), CGRect(x: 180, y: 0, width: 60, height: 100),
                         CGRect(x: 250, y: 0, width: 50, height: 100)]),
            (.fillEqually, 15, [CGRect(x: 0, y: 0, width: 90, height: 100), CGRect(x: 105, y: 0, width: 90, height: 100),
                                CGRect(x: 210, y: 0, width: 90, height: 100)]),
            // 270 points shared as 40 : 60 : 50.
            (.fillProportionally, 15, [CGRect(x: 0, y: 0, width: 72, height: 100), CGRect(x: 87, y: 0, width: 108, height: 100),
                                       CGRect(x: 210, y: 0, width: 90, height: 100)]),
            (.equalSpacing, 10, [CGRect(x: 0, y: 0, width: 40, height: 100), CGRect(x: 115, y: 0, width: 60, height: 100),
                                 CGRect(x: 250, y: 0, width: 50, height: 100)]),
            // Centers at 20, 147.5 and 275.
            (.equalCentering, 10, [CGRect(x: 0, y: 0, width: 40, height: 100), CGRect(x: 117.5, y: 0, width: 60, height: 100),
                                   CGRect(x: 250, y: 0, width: 50, height: 100)]),
        ]
        for (distribution, spacing, expected) in cases {
            let boxes = threeBoxes()
            _ = laidOutStack(boxes, frame: row, axis: .horizontal, distribution: distribution, spacing: spacing)
            XCTAssertEqual(boxes.map(\.frame), expected, "\(distribution)")
        }
    }

    func test_verticalDistributions_placeViewsDownTheColumn() {
        let cases: [(UIStackView.Distribution, CGFloat, [CGFloat], [CGFloat])] = [
            (.fill, 10, [0, 250, 290], [240, 30, 10]),
            (.fillEqually, 15, [0, 105, 210], [90, 90, 90]),
            // 270 points shared as 20 : 30 : 10.
            (.fillProportionally, 15, [0, 105, 255], [90, 135, 45]),
            (.equalSpacing, 10, [0, 140, 290], [20, 30, 10]),
            // Centers at 10, 152.5 and 295.
            (.equalCentering, 10, [0, 137.5, 290], [20, 30, 10]),
        ]
        for (distribution, spacing, tops, heights) in cases {
            let boxes = threeBoxes()
            _ = laidOutStack(boxes, frame: column, axis: .vertical, distribution: distribution, spacing: spacing)
            XCTAssertEqual(boxes.map(\.frame.minY), tops, "\(distribution)")
            XCTAssertEqual(boxes.map(\.frame.height), heights, "\(distribution)")
            XCTAssertEqual(boxes.map(\.frame.width), [200, 200, 200], "\(distribution)")
        }
    }

    func test_horizontalAlignments_placeViewsAcrossTheRow() {
        let cases: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
            (.fill, [0, 0, 0], [100, 100, 100]),
            (.top, [0, 0, 0], [20, 30, 10]),
            (.firstBaseline, [0, 0, 0], [20, 30, 10]),
            (.center, [40, 35, 45], [20, 30, 10]),
            (.bottom, [80, 70, 90], [20, 30, 10]),
            (.lastBaseline, [80, 70, 90], [20, 30, 10]),
        ]
        for (alignment, tops, heights) in cases {
            let boxes = threeBoxes()
            _ = laidOutStack(boxes, frame: row, axis: .horizontal, distribution: .equalSpacing, alignment: alignment)
            XCTAssertEqual(boxes.map(\.frame.minY), tops, "\(alignment)")
            XCTAssertEqual(boxes.map(\.frame.height), heights, "\(alignment)")
            XCTAssertEqual(boxes.map(\.frame.minX), [0, 115, 250], "\(alignment)")
        }
    }

    func test_verticalAlignments_placeViewsAcrossTheColumn() {
        let cases: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
            (.fill, [0, 0, 0], [200, 200, 200]),
            (.leading, [0, 0, 0], [40, 60, 50]),
            (.firstBaseline, [0, 0, 0], [40, 60, 50]),
            (.center, [80, 70, 75], [40, 60, 50]),
            (.trailing, [160, 140, 150], [40, 60, 50]),
            (.lastBaseline, [160, 140, 150], [40, 60, 50]),
        ]
        for (alignment, lefts, widths) in cases {
            let boxes = threeBoxes()
            _ = laidOutStack(boxes, frame: column, axis: .vertical, distribution: .equalSpacing, alignment: alignment)
            XCTAssertEqual(boxes.map(\.frame.minX), lefts, "\(alignment)")
            XCTAssertEqual(boxes.map(\.frame.width), widths, "\(alignment)")
            XCTAssertEqual(boxes.map(\.frame.minY), [0, 140, 290], "\(alignment)")
        }
    }

    func test_alignmentAliases_shareUIKitsRawValues() {
        XCTAssertEqual(UIStackView.Alignment.top, .leading)
        XCTAssertEqual(UIStackView.Alignment.bottom, .trailing)
        XCTAssertEqual(UIStackView.Alignment.lastBaseline.rawValue, 5)
        XCTAssertEqual(UIStackView.Distribution.equalCentering.rawValue, 4)
    }

    func test_customSpacing_replacesTheSpacingAfterOneView() {
        let boxes = threeBoxes()
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.frame = CGRect(x: 0, y: 0, width: 340, height: 50)
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.setCustomSpacing(30, after: boxes[0])
        stack.layoutIfNeeded()

        XCTAssertEqual(boxes.map(\.frame.minX), [0, 130, 240])
        XCTAssertEqual(stack.customSpacing(after: boxes[0]), 30)
        XCTAssertEqual(stack.customSpacing(after: boxes[1]), UIStackView.spacingUseDefault)
    }

    func test_layoutMarginsRelativeArrangement_insetsTheViews() {
        let boxes = threeBoxes()
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.frame = CGRect(x: 0, y: 0, width: 330, height: 100)
        stack.distribution = .fillEqually
        stack.spacing = 15
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 10)
        stack.layoutIfNeeded()

        XCTAssertEqual(boxes.map(\.frame), [CGRect(x: 20, y: 10, width: 90, height: 60), CGRect(x: 125, y: 10, width: 90, height: 60),
                                            CGRect(x: 230, y: 10, width: 90, height: 60)])
    }

    func test_arrangedSubviews_insertRemoveAndRemoveFromSuperview() {
        let boxes = threeBoxes()
        let extra = IntrinsicBox(10, 10)
        let stack = UIStackView(arrangedSubviews: boxes)

        stack.insertArrangedSubview(extra, at: 1)
        XCTAssertEqual(stack.arrangedSubviews, [boxes[0], extra, boxes[1], boxes[2]])
        XCTAssertTrue(extra.superview === stack)
        XCTAssertFalse(extra.translatesAutoresizingMaskIntoConstraints)

        stack.removeArrangedSubview(boxes[1])
        XCTAssertEqual(stack.arrangedSubviews, [boxes[0], extra, boxes[2]])
        XCTAssertTrue(boxes[1].superview === stack, "removeArrangedSubview keeps the subview, as in UIKit")

        extra.removeFromSuperview()
        XCTAssertEqual(stack.arrangedSubviews, [boxes[0], boxes[2]])

        stack.addArrangedSubview(boxes[0])
        XCTAssertEqual(stack.arrangedSubviews, [boxes[2], boxes[0]], "adding an arranged view again moves it to the end")
    }

    func test_fillProportionally_followsAChangedIntrinsicSize() {
        let boxes = [ResizableBox(100, 20), ResizableBox(200, 20)]
        let stack = laidOutStack(boxes, frame: CGRect(x: 0, y: 0, width: 300, height: 50), axis: .horizontal,
                                 distribution: .fillProportionally)
        XCTAssertEqual(boxes.map(\.frame.width), [100, 200])

        boxes[0].natural = CGSize(width: 200, height: 20)
        stack.layoutIfNeeded()

        XCTAssertEqual(boxes.map(\.frame.width), [150, 150])
        XCTAssertEqual(boxes[1].frame.minX, 150)
    }
}
