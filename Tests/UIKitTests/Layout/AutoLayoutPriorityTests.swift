import TestSupport
import XCTest
@_spi(TransitionLab) @testable import UIKit

/// Priorities, content hugging and compression resistance, inequalities, unsatisfiable sets
/// and ambiguity.
final class AutoLayoutPriorityTests: UIKitTestCase {
    private func container() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200)) }

    private func constrained<V: UIView>(_ view: V, in parent: UIView) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    func test_weakPreference_yieldsToRequired() {
        let parent = container()
        let child = constrained(UIView(), in: parent)
        let preferred = child.widthAnchor.constraint(equalToConstant: 500)
        preferred.priority = .defaultLow
        NSLayoutConstraint.activate([
            preferred,
            child.widthAnchor.constraint(lessThanOrEqualTo: parent.widthAnchor, constant: -20),
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: parent.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])

        parent.layoutIfNeeded()

        XCTAssertEqual(child.frame.width, 280)
    }

    func test_inequalities_keepAViewBetweenBounds() {
        let parent = container()
        let child = constrained(UIView(), in: parent)
        let wish = child.widthAnchor.constraint(equalToConstant: 10)
        wish.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            wish,
            child.widthAnchor.constraint(greaterThanOrEqualToConstant: 40),
            child.widthAnchor.constraint(lessThanOrEqualToConstant: 60),
            child.leadingAnchor.constraint(greaterThanOrEqualTo: parent.leadingAnchor, constant: 25),
            child.topAnchor.constraint(equalTo: parent.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])

        parent.layoutIfNeeded()

        XCTAssertEqual(child.frame.width, 40)
        XCTAssertGreaterThanOrEqual(child.frame.minX, 25)
    }

    func test_hugging_theLabelWithLowerHuggingStretches() {
        let parent = container()
        let name = constrained(UILabel(), in: parent)
        name.text = "Name"
        let value = constrained(UILabel(), in: parent)
        value.text = "Value"
        value.setContentHuggingPriority(.required, for: .horizontal)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor),
            value.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            name.topAnchor.constraint(equalTo: parent.topAnchor), value.topAnchor.constraint(equalTo: parent.topAnchor),
        ])

        parent.layoutIfNeeded()

        XCTAssertEqual(value.frame.width, value.intrinsicContentSize.width)
        XCTAssertEqual(name.frame.width, 300 - value.intrinsicContentSize.width)
    }

    func test_compressionResistance_theLabelWithLowerResistanceShrinks() {
        let parent = container()
        let long = constrained(UILabel(), in: parent)
        long.text = String(repeating: "Long text ", count: 8)
        let short = constrained(UILabel(), in: parent)
        short.text = "Keep me whole"
        long.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        NSLayoutConstraint.activate([
            long.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            short.leadingAnchor.constraint(equalTo: long.trailingAnchor, constant: 8),
            short.trailingAnchor.constraint(lessThanOrEqualTo: parent.trailingAnchor),
            long.topAnchor.constraint(equalTo: parent.topAnchor), short.topAnchor.constraint(equalTo: parent.topAnchor),
        ])

        parent.layoutIfNeeded()

        XCTAssertGreaterThan(long.intrinsicContentSize.width, 300)
        XCTAssertEqual(short.frame.width, short.intrinsicContentSize.width)
        XCTAssertEqual(short.frame.maxX, 300)
        XCTAssertEqual(long.frame.width, 300 - 8 - short.intrinsicContentSize.width)
    }

    func test_unsatisfiable_logsTheConstraints_breaksOne_andLaysOutTheRest() {
        let parent = container()
        let child = constrained(UIView(), in: parent)
        let first = child.widthAnchor.constraint(equalToConstant: 100)
        first.identifier = "first width"
        let second = child.widthAnchor.constraint(equalToConstant: 150)
        second.identifier = "second width"
        NSLayoutConstraint.activate([first, second, child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 5),
                                     child.topAnchor.constraint(equalTo: parent.topAnchor), child.heightAnchor.constraint(equalToConstant: 30)])

        parent.layoutIfNeeded()

        let registry = UIKitEnvironment.current.autoLayout
        XCTAssertEqual(registry.unsatisfiableMessages.count, 1)
        let message = registry.unsatisfiableMessages.first ?? ""
        XCTAssertTrue(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        XCTAssertTrue(message.contains("'first width'"), message)
        XCTAssertTrue(message.contains("'second width'"), message)
        XCTAssertEqual(UIKitEnvironment.current.brokenLayoutConstraints, [second.description])
        XCTAssertEqual(child.frame, CGRect(x: 5, y: 0, width: 100, height: 30))
    }

    func test_constantChangeThatConflicts_isLoggedAndBroken_thenHealsWhenUndone() {
        let parent = container()
        let child = constrained(UIView(), in: parent)
        let width = child.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([width, child.widthAnchor.constraint(lessThanOrEqualToConstant: 50),
                                     child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: parent.topAnchor), child.heightAnchor.constraint(equalToConstant: 30)])
        parent.layoutIfNeeded()

        width.constant = 100
        parent.layoutIfNeeded()

        // The engine starts again from the constraints in activation order, so the later
        // maximum is the one broken.
        XCTAssertEqual(UIKitEnvironment.current.autoLayout.unsatisfiableMessages.count, 1)
        XCTAssertEqual(UIKitEnvironment.current.brokenLayoutConstraints, ["<NSLayoutConstraint UIView.width <= 50>"])
        XCTAssertEqual(child.frame.width, 100)
        width.constant = 45
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 45)
    }

    func test_constraintOnAFrameLaidView_conflictsWithItsAutoresizingPins() {
        let parent = container()
        let framed = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        parent.addSubview(framed)
        framed.widthAnchor.constraint(equalToConstant: 80).isActive = true

        parent.layoutIfNeeded()

        XCTAssertEqual(framed.frame, CGRect(x: 10, y: 10, width: 20, height: 20))
        XCTAssertTrue(UIKitEnvironment.current.autoLayout.unsatisfiableMessages.first?.contains("NSAutoresizingMaskLayoutConstraint") ?? false)
    }

    func test_ambiguousLayout_isDeterministic_andReported() {
        func layout() -> (CGRect, Bool) {
            let parent = container()
            let child = constrained(UIView(), in: parent)
            NSLayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 40),
                                         child.heightAnchor.constraint(equalToConstant: 30)])
            parent.layoutIfNeeded()
            return (child.frame, child.hasAmbiguousLayout)
        }

        let (frame, ambiguous) = layout()

        XCTAssertEqual(frame, CGRect(x: 0, y: 0, width: 40, height: 30))
        XCTAssertTrue(ambiguous)
        XCTAssertEqual(layout().0, frame)
    }

    func test_fullyConstrainedView_isNotAmbiguous() {
        let parent = container()
        let child = constrained(UIView(), in: parent)
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                                     child.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
                                     child.topAnchor.constraint(equalTo: parent.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 30)])
        parent.layoutIfNeeded()

        XCTAssertFalse(child.hasAmbiguousLayout)
    }

    func test_systemLayoutSizeFitting_compressedSize_ofAStack() {
        let card = UIView()
        let title = constrained(UILabel(), in: card)
        title.text = "Title"
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -5),
        ])

        let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)

        XCTAssertEqual(size.width, title.intrinsicContentSize.width + 20, accuracy: 0.5)
        XCTAssertEqual(size.height, title.intrinsicContentSize.height + 10, accuracy: 0.5)
    }
}
