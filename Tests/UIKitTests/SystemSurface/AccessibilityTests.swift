import Foundation
import TestSupport
import UIKit
import XCTest

/// `UIAccessibility` queries and the accessibility properties of views, as iOS code uses them
/// (plain `import UIKit`).
final class AccessibilityTests: UIKitTestCase {
    private final class CardView: UIView {
        override var accessibilityLabel: String? {
            get { "Card \(index)" }
            set {}
        }
        var index = 3
        override func accessibilityPerformEscape() -> Bool { true }
        override func awakeFromNib() { super.awakeFromNib() }
    }

    func test_queries_reportAssistiveTechnologiesOff_soTransitionsRunFullMotion() {
        let duration = UIAccessibility.isReduceMotionEnabled ? 0 : 0.35

        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
        XCTAssertFalse(UIAccessibility.isReduceMotionEnabled)
        XCTAssertFalse(UIAccessibility.isReduceTransparencyEnabled)
        XCTAssertEqual(duration, 0.35)
        XCTAssertEqual(UIAccessibility.voiceOverStatusDidChangeNotification.rawValue, "UIAccessibilityVoiceOverStatusDidChangeNotification")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
    }

    func test_viewProperties_keepWhatIsSet() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertFalse(view.isAccessibilityElement)

        view.isAccessibilityElement = true
        view.accessibilityLabel = "Close"
        view.accessibilityHint = "Dismisses the card"
        view.accessibilityIdentifier = "close-button"
        view.accessibilityTraits = [.button, .selected]
        view.accessibilityViewIsModal = true

        XCTAssertTrue(view.isAccessibilityElement)
        XCTAssertEqual(view.accessibilityLabel, "Close")
        XCTAssertEqual(view.accessibilityHint, "Dismisses the card")
        XCTAssertEqual(view.accessibilityIdentifier, "close-button")
        XCTAssertEqual(view.accessibilityTraits, [.button, .selected])
        XCTAssertTrue(view.accessibilityViewIsModal)
        XCTAssertEqual(view.accessibilityFrame, CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    func test_defaults_labelsAndButtonsDescribeThemselves() {
        let label = UILabel()
        label.text = "Inbox"
        let image = UIImageView()

        XCTAssertTrue(label.isAccessibilityElement)
        XCTAssertEqual(label.accessibilityLabel, "Inbox")
        XCTAssertEqual(label.accessibilityTraits, .staticText)
        XCTAssertEqual(image.accessibilityTraits, .image)
    }

    func test_subclassOverrides_areUsed() {
        let card: UIView = CardView(frame: .zero)
        card.awakeFromNib()

        XCTAssertEqual(card.accessibilityLabel, "Card 3")
        XCTAssertTrue(card.accessibilityPerformEscape())
    }
}
