import QuartzCore
import TestSupport
import XCTest
@testable import UIKit

/// A small form page laid out by stack views, drawn by the compositor.
final class UIStackViewGoldenTests: XCTestCase {
    /// A row of a caption 70 points wide and a rounded field 36 points tall.
    private func fieldRow(_ caption: String) -> UIStackView {
        let label = UILabel()
        label.text = caption
        label.font = .systemFont(ofSize: 15)
        label.widthAnchor.constraint(equalToConstant: 70).isActive = true
        let field = UIView()
        field.backgroundColor = UIColor(white: 0.94, alpha: 1)
        field.layer.cornerRadius = 8
        field.heightAnchor.constraint(equalToConstant: 36).isActive = true
        let row = UIStackView(arrangedSubviews: [label, field])
        row.spacing = 12
        row.alignment = .center
        return row
    }

    func test_formPage_golden() throws {
        try requireFontFiles()
        withDrawingScreen {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 340))
            root.backgroundColor = .white
            let title = UILabel()
            title.text = "Create account"
            title.font = .systemFont(ofSize: 24, weight: .bold)
            let subtitle = UILabel()
            subtitle.text = "It takes less than a minute."
            subtitle.font = .systemFont(ofSize: 15)
            subtitle.textColor = .gray
            let hint = UILabel()
            hint.text = "Passwords do not match"
            hint.textColor = .systemRed
            hint.isHidden = true
            let button = UIButton(type: .system)
            button.setTitle("Continue", for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.backgroundColor = .systemBlue
            button.layer.cornerRadius = 10
            button.heightAnchor.constraint(equalToConstant: 44).isActive = true
            let form = UIStackView(arrangedSubviews: [title, subtitle, fieldRow("Name"), fieldRow("Email"),
                                                      fieldRow("Password"), hint, button])
            form.axis = .vertical
            form.spacing = 12
            form.setCustomSpacing(24, after: subtitle)
            form.setCustomSpacing(24, after: hint)
            form.isLayoutMarginsRelativeArrangement = true
            form.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            form.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(form)
            NSLayoutConstraint.activate([
                form.topAnchor.constraint(equalTo: root.topAnchor),
                form.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                form.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            ])
            root.layoutIfNeeded()

            // The hidden hint takes no room: the button follows the last field by the spacing
            // after the last field (12), not the hint's custom 24.
            XCTAssertEqual(button.frame.minY, form.arrangedSubviews[4].frame.maxY + 12)
            XCTAssertEqual(button.frame.width, 280)
            let compositor = LayerCompositor(width: 640, height: 680, scale: 2)
            assertGolden(compositor.render(root.layer), named: "stack-view-form-page")
        }
    }
}
