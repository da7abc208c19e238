import TestSupport
import UIKit
import XCTest

// Everyday page code written the ordinary iOS way (issue 10): a stack view form with
// configuration buttons and system symbols, compiled against the public API only.

/// A profile page as an iOS developer writes it.
final class ProfileViewController: UIViewController {
    private let avatar = UIImageView(image: UIImage(systemName: "person.circle"))
    private let nameLabel = UILabel()
    private let errorLabel = UILabel()
    private lazy var followButton: UIButton = {
        var config = UIButton.Configuration.filled()
        config.title = "Follow"
        config.image = UIImage(systemName: "plus")
        config.imagePlacement = .leading
        config.imagePadding = 6
        config.cornerStyle = .capsule
        config.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let button = UIButton(configuration: config, primaryAction: UIAction { [weak self] _ in self?.toggleFollow() })
        button.configurationUpdateHandler = { button in
            var updated = button.configuration
            updated?.title = button.isSelected ? "Following" : "Follow"
            updated?.image = UIImage(systemName: button.isSelected ? "checkmark" : "plus")
            button.configuration = updated
        }
        return button
    }()
    private(set) var stack = UIStackView()
    private(set) var followCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        avatar.tintColor = .systemGray
        avatar.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 48, weight: .light)
        avatar.contentMode = .scaleAspectFit
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .systemFont(ofSize: 22, weight: .bold)
        errorLabel.text = "Something went wrong"
        errorLabel.textColor = .systemRed
        errorLabel.isHidden = true

        let share = UIButton(type: .system)
        share.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        share.addAction(UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in }, for: .touchUpInside)
        var moreConfig = UIButton.Configuration.gray()
        moreConfig.image = UIImage(systemName: "ellipsis", withConfiguration: UIImage.SymbolConfiguration(scale: .small))
        let more = UIButton(configuration: moreConfig)
        more.setNeedsUpdateConfiguration()

        let actions = UIStackView(arrangedSubviews: [followButton, share, more])
        actions.axis = .horizontal
        actions.spacing = 8
        actions.alignment = .center
        actions.distribution = .fill

        stack = UIStackView(arrangedSubviews: [avatar, nameLabel, errorLabel, actions])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 12
        stack.setCustomSpacing(20, after: nameLabel)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            followButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 36),
        ])
    }

    func toggleFollow() {
        followCount += 1
        followButton.isSelected.toggle()
        followButton.setNeedsUpdateConfiguration()
    }

    func showError(_ show: Bool) {
        UIView.animate(withDuration: 0.3) {
            self.errorLabel.isHidden = !show
            self.view.layoutIfNeeded()
        }
    }
}

final class StackButtonSymbolCompileTests: XCTestCase {
    func test_profilePage_compilesLaysOutAndRuns() {
        TestScene.inEnvironment { environment in
            let controller = ProfileViewController()
            let scene = WindowTestScene(environment: environment, root: controller)
            scene.frame()

            XCTAssertEqual(controller.stack.frame.minX, 0)
            XCTAssertEqual(controller.stack.frame.width, environment.screen.bounds.width)
            XCTAssertGreaterThan(controller.stack.frame.height, 100)
            let actions = controller.stack.arrangedSubviews[3]
            XCTAssertGreaterThan(actions.frame.width, 0)

            let followButton = (actions as! UIStackView).arrangedSubviews[0] as! UIButton
            followButton.sendActions(for: .primaryActionTriggered)
            scene.frame()
            XCTAssertEqual(controller.followCount, 1)
            XCTAssertEqual(followButton.configuration?.title, "Following")

            let heightBefore = controller.stack.frame.height
            controller.showError(true)
            scene.run(0.4)
            XCTAssertGreaterThan(controller.stack.frame.height, heightBefore)
        }
    }
}
