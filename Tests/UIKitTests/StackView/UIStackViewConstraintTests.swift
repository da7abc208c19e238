import TestSupport
import XCTest
@testable import UIKit

/// Stacks inside constraints, constraints to arranged views, nested stacks and the size a
/// stack takes from its views.
final class UIStackViewConstraintTests: UIKitTestCase {
    func test_stackPinnedByConstraints_fillsTheRoomTheyGiveIt() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let boxes = [IntrinsicBox(40, 20), IntrinsicBox(60, 30)]
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 50),
        ])

        container.layoutIfNeeded()

        XCTAssertEqual(stack.frame, CGRect(x: 20, y: 50, width: 360, height: 30))
        XCTAssertEqual(boxes[0].frame, CGRect(x: 0, y: 0, width: 175, height: 30))
        XCTAssertEqual(boxes[1].frame, CGRect(x: 185, y: 0, width: 175, height: 30))
        XCTAssertFalse(stack.hasAmbiguousLayout)
    }

    func test_constraintOnAnArrangedView_isKept() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let title = IntrinsicBox(100, 20)
        let button = UIView()
        let stack = UIStackView(arrangedSubviews: [title, button])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
            button.heightAnchor.constraint(equalToConstant: 44),
        ])

        container.layoutIfNeeded()

        XCTAssertEqual(stack.frame, CGRect(x: 16, y: 100, width: 368, height: 76))
        XCTAssertEqual(button.frame, CGRect(x: 0, y: 32, width: 368, height: 44))
    }

    func test_nestedStacks_takeTheirSizesFromTheirViews() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let a = IntrinsicBox(40, 20), b = IntrinsicBox(60, 30), c = IntrinsicBox(50, 10), d = IntrinsicBox(30, 40)
        let first = UIStackView(arrangedSubviews: [a, b])
        first.spacing = 5
        let second = UIStackView(arrangedSubviews: [c, d])
        second.spacing = 5
        second.alignment = .center
        let outer = UIStackView(arrangedSubviews: [first, second])
        outer.axis = .vertical
        outer.alignment = .leading
        outer.spacing = 10
        outer.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(outer)
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            outer.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
        ])

        container.layoutIfNeeded()

        XCTAssertEqual(outer.frame, CGRect(x: 20, y: 30, width: 105, height: 80))
        XCTAssertEqual(first.frame, CGRect(x: 0, y: 0, width: 105, height: 30))
        XCTAssertEqual(second.frame, CGRect(x: 0, y: 40, width: 85, height: 40))
        XCTAssertEqual([a.frame, b.frame], [CGRect(x: 0, y: 0, width: 40, height: 30), CGRect(x: 45, y: 0, width: 60, height: 30)])
        XCTAssertEqual([c.frame, d.frame], [CGRect(x: 0, y: 15, width: 50, height: 10), CGRect(x: 55, y: 0, width: 30, height: 40)])
    }

    func test_fittingSize_comesFromTheArrangedViewsSpacingAndMargins() {
        let column = UIStackView(arrangedSubviews: [IntrinsicBox(40, 20), IntrinsicBox(60, 30)])
        column.axis = .vertical
        column.spacing = 8
        XCTAssertEqual(column.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 60, height: 58))

        let row = UIStackView(arrangedSubviews: [IntrinsicBox(40, 20), IntrinsicBox(60, 30)])
        row.spacing = 8
        row.alignment = .center
        row.isLayoutMarginsRelativeArrangement = true
        row.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 6, trailing: 12)
        XCTAssertEqual(row.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 130, height: 40))
    }

    func test_generatedConstraints_carryUIKitsNames() {
        let stack = UIStackView(arrangedSubviews: threeBoxes())
        stack.distribution = .fillEqually
        let names = Set(stack.constraints.compactMap(\.identifier))
        XCTAssertTrue(names.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally", "UISV-alignment"]), "\(names)")
    }
}
