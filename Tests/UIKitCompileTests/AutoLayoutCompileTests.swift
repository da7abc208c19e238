import TestSupport
import XCTest
import UIKit

/// The Auto Layout code iOS developers write, compiled as written (this file imports UIKit
/// without `@testable`), then laid out once.
final class AutoLayoutCompileTests: XCTestCase {
    private final class CardViewController: UIViewController {
        let titleLabel = UILabel()
        let imageView = UIView()
        var imageHeight: NSLayoutConstraint!

        override func viewDidLoad() {
            super.viewDidLoad()
            titleLabel.translatesAutoresizingMaskIntoConstraints = false
            imageView.translatesAutoresizingMaskIntoConstraints = false
            titleLabel.text = "Title"
            view.addSubview(imageView)
            view.addSubview(titleLabel)
            titleLabel.setContentHuggingPriority(.required, for: .horizontal)
            titleLabel.setContentCompressionResistancePriority(.defaultHigh + 1, for: .vertical)
            imageHeight = imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: 0.75)
            imageHeight.priority = .defaultHigh
            let maxWidth = imageView.widthAnchor.constraint(lessThanOrEqualToConstant: 600)
            maxWidth.priority = UILayoutPriority(999)
            NSLayoutConstraint.activate([
                imageView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                imageView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                imageView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                imageHeight, maxWidth,
                titleLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 8),
                titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                titleLabel.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor),
                titleLabel.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
                titleLabel.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: view.leadingAnchor, multiplier: 1),
                titleLabel.firstBaselineAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: imageView.bottomAnchor, multiplier: 1),
                titleLabel.heightAnchor.constraint(greaterThanOrEqualTo: imageView.heightAnchor, multiplier: 0.1, constant: 2),
            ])
            view.addConstraint(NSLayoutConstraint(item: titleLabel, attribute: .leading, relatedBy: .greaterThanOrEqual,
                                                  toItem: view, attribute: .leading, multiplier: 1, constant: 20))
        }

        override func updateViewConstraints() {
            imageHeight.constant = 0
            super.updateViewConstraints()
        }
    }

    func test_ordinaryAutoLayoutCode_compilesAndLaysOut() {
        TestScene.inEnvironment { environment in
            let controller = CardViewController()
            let scene = WindowTestScene(environment: environment, root: UINavigationController(rootViewController: controller))
            controller.view.setNeedsUpdateConstraints()
            scene.frame()

            let guide = UILayoutGuide()
            controller.view.addLayoutGuide(guide)
            NSLayoutConstraint.activate([guide.widthAnchor.constraint(equalTo: controller.view.widthAnchor, multiplier: 0.5),
                                         guide.heightAnchor.constraint(equalToConstant: 10),
                                         guide.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
                                         guide.topAnchor.constraint(equalTo: controller.view.topAnchor)])
            controller.view.layoutIfNeeded()

            XCTAssertEqual(controller.imageView.frame, CGRect(x: 16, y: 47 + 44 + 16, width: 358, height: 268.5))
            XCTAssertEqual(controller.titleLabel.frame.minY, controller.imageView.frame.maxY + 8)
            XCTAssertEqual(controller.titleLabel.center.x, 195, accuracy: 0.5)
            XCTAssertEqual(guide.layoutFrame, CGRect(x: 97.5, y: 0, width: 195, height: 10))
            XCTAssertEqual(UILayoutPriority.required.rawValue, 1000)
            XCTAssertEqual((UILayoutPriority.defaultHigh + 1).rawValue, 751)
            XCTAssertEqual(UILayoutPriority.fittingSizeLevel.rawValue, 50)
        }
    }
}
