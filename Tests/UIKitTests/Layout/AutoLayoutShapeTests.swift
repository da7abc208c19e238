import TestSupport
import XCTest
@testable import UIKit

/// The constraint shapes apps use most, laid out by `layoutIfNeeded()` on a container.
final class AutoLayoutShapeTests: UIKitTestCase {
    private func container() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600)) }

    private func constrained(in parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    func test_pinToEdges_withInsets() {
        let parent = container()
        let child = constrained(in: parent)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 20),
            child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 30),
            child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -40),
        ])

        parent.layoutIfNeeded()

        XCTAssertEqual(child.frame, CGRect(x: 20, y: 30, width: 360, height: 530))
    }

    func test_centerWithFixedSize() {
        let parent = container()
        let child = constrained(in: parent)
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: parent.centerYAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])

        parent.layoutIfNeeded()

        XCTAssertEqual(child.frame, CGRect(x: 150, y: 285, width: 100, height: 50))
    }

    func test_aspectRatio_throughMultiplier() {
        let parent = container()
        let child = constrained(in: parent)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 9.0 / 16.0),
        ])

        parent.layoutIfNeeded()

        XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 400, height: 225))
    }

    func test_equalWidths_chainOfSiblings() {
        let parent = container()
        let views = (0..<3).map { _ in constrained(in: parent) }
        var constraints = [
            views[0].leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
            views[2].trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -10),
        ]
        for (left, right) in zip(views, views.dropFirst()) {
            constraints.append(right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 10))
            constraints.append(right.widthAnchor.constraint(equalTo: left.widthAnchor))
        }
        for view in views {
            constraints.append(view.topAnchor.constraint(equalTo: parent.topAnchor))
            constraints.append(view.heightAnchor.constraint(equalToConstant: 44))
        }
        NSLayoutConstraint.activate(constraints)

        parent.layoutIfNeeded()

        XCTAssertEqual(views.map(\.frame), [CGRect(x: 10, y: 0, width: 120, height: 44),
                                            CGRect(x: 140, y: 0, width: 120, height: 44),
                                            CGRect(x: 270, y: 0, width: 120, height: 44)])
    }

    func test_stackOfLabels_takesTheirIntrinsicHeights() {
        let parent = container()
        let labels = ["One", "Two", "Three"].map { text -> UILabel in
            let label = UILabel()
            label.text = text
            label.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(label)
            return label
        }
        var constraints = [labels[0].topAnchor.constraint(equalTo: parent.topAnchor, constant: 8)]
        for (upper, lower) in zip(labels, labels.dropFirst()) {
            constraints.append(lower.topAnchor.constraint(equalTo: upper.bottomAnchor, constant: 4))
        }
        for label in labels { constraints.append(label.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 16)) }
        NSLayoutConstraint.activate(constraints)

        parent.layoutIfNeeded()

        let sizes = labels.map(\.intrinsicContentSize)
        XCTAssertGreaterThan(sizes[0].height, 0)
        XCTAssertEqual(labels.map(\.frame.size), sizes)
        XCTAssertEqual(labels[1].frame.minY, labels[0].frame.maxY + 4)
        XCTAssertEqual(labels[2].frame.minY, labels[1].frame.maxY + 4)
        XCTAssertEqual(labels[0].frame.origin, CGPoint(x: 16, y: 8))
    }

    func test_nestedConstrainedViews_layOutInTheirSuperviewsCoordinates() {
        let parent = container()
        let card = constrained(in: parent)
        let badge = constrained(in: card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 50),
            card.topAnchor.constraint(equalTo: parent.topAnchor, constant: 60),
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalToConstant: 100),
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -5),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ])

        parent.layoutIfNeeded()

        XCTAssertEqual(card.frame, CGRect(x: 50, y: 60, width: 200, height: 100))
        XCTAssertEqual(badge.frame, CGRect(x: 175, y: 5, width: 20, height: 20))
    }

    func test_frameViewsStayWhereTheyAre_andConstraintsFollowThem() {
        let parent = container()
        let anchorView = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 20))
        parent.addSubview(anchorView)
        let follower = constrained(in: parent)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: anchorView.leadingAnchor),
            follower.topAnchor.constraint(equalTo: anchorView.bottomAnchor, constant: 10),
            follower.widthAnchor.constraint(equalTo: anchorView.widthAnchor, multiplier: 2),
            follower.heightAnchor.constraint(equalToConstant: 10),
        ])

        parent.layoutIfNeeded()
        XCTAssertEqual(anchorView.frame, CGRect(x: 30, y: 40, width: 100, height: 20))
        XCTAssertEqual(follower.frame, CGRect(x: 30, y: 70, width: 200, height: 10))

        anchorView.frame.origin.x = 60
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        XCTAssertEqual(follower.frame.minX, 60)
    }

    func test_deactivate_andChangeConstant_updateTheLayout() {
        let parent = container()
        let child = constrained(in: parent)
        let left = child.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 10)
        let wide = child.widthAnchor.constraint(equalToConstant: 300)
        NSLayoutConstraint.activate([left, wide, child.topAnchor.constraint(equalTo: parent.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 10)])
        parent.layoutIfNeeded()

        left.constant = 70
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame.minX, 70)

        wide.isActive = false
        child.widthAnchor.constraint(equalToConstant: 50).isActive = true
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 70, y: 0, width: 50, height: 10))
        XCTAssertFalse(parent.constraints.contains { $0 === wide })
    }
}

/// The engine edits constants in place rather than rebuilding the tableau.
final class AutoLayoutIncrementalTests: UIKitTestCase {
    func test_changingAConstant_editsTheSameSolver() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        let top = child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10)
        NSLayoutConstraint.activate([top, child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                                     child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10)])
        parent.layoutIfNeeded()
        let engine = parent.layoutState.engine
        let solver = engine?.solver
        let generation = UIKitEnvironment.current.autoLayout.generation

        for value in stride(from: 20, through: 200, by: 20) {
            top.constant = CGFloat(value)
            parent.layoutIfNeeded()
            XCTAssertEqual(child.frame.minY, CGFloat(value))
        }

        XCTAssertTrue(parent.layoutState.engine === engine)
        XCTAssertTrue(engine?.solver === solver)
        XCTAssertEqual(UIKitEnvironment.current.autoLayout.generation, generation)
    }

    func test_removingAViewFromItsSuperview_deactivatesTheConstraintsAboveIt() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let child = UIView()
        parent.addSubview(child)
        let pin = child.topAnchor.constraint(equalTo: parent.topAnchor)
        let own = child.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([pin, own])

        child.removeFromSuperview()

        XCTAssertFalse(pin.isActive)
        XCTAssertTrue(own.isActive)
    }
}

/// Margin attributes follow the margins when they change.
final class AutoLayoutMarginTests: UIKitTestCase {
    func test_marginAttribute_followsChangedMargins() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: parent, attribute: .leadingMargin,
                               multiplier: 1, constant: 0),
            child.topAnchor.constraint(equalTo: parent.layoutMarginsGuide.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame.origin, CGPoint(x: 8, y: 8))

        parent.layoutMargins = UIEdgeInsets(top: 30, left: 40, bottom: 0, right: 0)
        parent.layoutIfNeeded()

        XCTAssertEqual(child.frame.origin, CGPoint(x: 40, y: 30))
    }
}

/// The update-constraints pass: views make their constraints in `updateConstraints()`.
final class AutoLayoutUpdatePassTests: UIKitTestCase {
    private final class SelfConstrainingView: UIView {
        let inner = UIView()
        var updates = 0
        override class var requiresConstraintBasedLayout: Bool { true }
        override func updateConstraints() {
            if updates == 0 {
                inner.translatesAutoresizingMaskIntoConstraints = false
                addSubview(inner)
                NSLayoutConstraint.activate([inner.centerXAnchor.constraint(equalTo: centerXAnchor),
                                             inner.centerYAnchor.constraint(equalTo: centerYAnchor),
                                             inner.widthAnchor.constraint(equalToConstant: 20),
                                             inner.heightAnchor.constraint(equalToConstant: 20)])
            }
            updates += 1
            super.updateConstraints()
        }
    }

    func test_updateConstraints_runsOnceBeforeTheFirstLayout_andAgainWhenAsked() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let custom = SelfConstrainingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(custom)

        parent.layoutIfNeeded()
        XCTAssertEqual(custom.updates, 1)
        XCTAssertEqual(custom.inner.frame, CGRect(x: 40, y: 40, width: 20, height: 20))

        custom.setNeedsUpdateConstraints()
        parent.layoutIfNeeded()
        XCTAssertEqual(custom.updates, 2)
    }
}
