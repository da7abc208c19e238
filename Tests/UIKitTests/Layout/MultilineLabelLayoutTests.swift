import TestSupport
import XCTest
@_spi(TransitionLab) @testable import UIKit

/// A `UILabel` with `numberOfLines = 0` under Auto Layout wraps to the width its constraints give
/// it, as iOS sets the preferred width from the layout pass, rather than keeping one line cut
/// with "…".
final class MultilineLabelLayoutTests: XCTestCase {
    private static let text = "Auto Layout gives this label its width from the page, and the label wraps its words "
        + "onto as many lines as that width needs, the way a table row or a card's caption does on an iPhone."

    /// A wrapping label with the long text.
    private func wrappingLabel() -> UILabel {
        let label = UILabel()
        label.text = Self.text
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }

    /// Whether the label's text, laid out in its bounds as it is drawn, is cut anywhere.
    private func isCut(_ label: UILabel) -> Bool {
        label.textLayout(width: label.bounds.width, height: label.bounds.height, lines: label.numberOfLines, scale: 2).isTruncated
    }

    func test_zeroLinesLabel_pinnedBetweenTheMargins_wrapsToThatWidth() {
        TestScene.inEnvironment { environment in
            let controller = UIViewController()
            let scene = WindowTestScene(environment: environment, root: controller)
            let label = wrappingLabel()
            controller.view.addSubview(label)

            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
                label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
                label.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -20),
            ])
            scene.frame()
            let wrapped = label.sizeThatFits(CGSize(width: 350, height: 0))

            XCTAssertEqual(label.frame.width, 350, "the constraints give the width")
            XCTAssertGreaterThan(wrapped.height, 3 * label.font.lineHeight, "the text needs several lines at 350 pt")
            XCTAssertEqual(label.frame.height, wrapped.height, "the height is the text's wrapped to 350 pt")
            XCTAssertFalse(isCut(label), "nothing is cut with …")
            XCTAssertEqual(label.preferredMaxLayoutWidth, 0, "the app's setting is left as it was")
        }
    }

    func test_zeroLinesLabel_inAVerticalStack_wrapsToTheStacksWidth_andTheStackGrows() {
        TestScene.inEnvironment { environment in
            let controller = UIViewController()
            let scene = WindowTestScene(environment: environment, root: controller)
            let label = wrappingLabel()
            let footer = UIView()
            footer.heightAnchor.constraint(equalToConstant: 40).isActive = true
            let stack = UIStackView(arrangedSubviews: [label, footer])
            stack.axis = .vertical
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(stack)

            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 60),
                stack.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
                stack.widthAnchor.constraint(equalToConstant: 300),
            ])
            scene.frame()
            let wrapped = label.sizeThatFits(CGSize(width: 300, height: 0))

            XCTAssertEqual(label.frame.width, 300)
            XCTAssertEqual(label.frame.height, wrapped.height, "the label is as tall as its text wrapped to the stack")
            XCTAssertEqual(stack.frame.height, wrapped.height + 8 + 40, "the stack holds the wrapped label and the footer")
            XCTAssertEqual(footer.frame.minY, wrapped.height + 8)
            XCTAssertFalse(isCut(label))
        }
    }

    func test_zeroLinesLabel_whoseWidthChanges_wrapsAgainAtTheNewWidth() {
        TestScene.inEnvironment { environment in
            let controller = UIViewController()
            let scene = WindowTestScene(environment: environment, root: controller)
            let label = wrappingLabel()
            controller.view.addSubview(label)
            let width = label.widthAnchor.constraint(equalToConstant: 300)
            NSLayoutConstraint.activate([width, label.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
                                         label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20)])
            scene.frame()
            let tall = label.frame.height

            width.constant = 150
            scene.frame()

            XCTAssertEqual(label.frame.height, label.sizeThatFits(CGSize(width: 150, height: 0)).height)
            XCTAssertGreaterThan(label.frame.height, tall, "narrower, it takes more lines")
            XCTAssertFalse(isCut(label))
        }
    }

    func test_oneLineLabel_underTheSameConstraints_staysOneLineAndIsCut() {
        TestScene.inEnvironment { environment in
            let controller = UIViewController()
            let scene = WindowTestScene(environment: environment, root: controller)
            let label = wrappingLabel()
            label.numberOfLines = 1
            controller.view.addSubview(label)

            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
                label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
                label.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -20),
            ])
            scene.frame()

            XCTAssertEqual(label.frame.height, label.intrinsicContentSize.height, "one line's height")
            XCTAssertLessThan(label.frame.height, 2 * label.font.lineHeight)
            XCTAssertTrue(isCut(label), "a one-line label is cut with …, as on iOS")
        }
    }
}
