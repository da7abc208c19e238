import QuartzCore
import TestSupport
import XCTest
@testable import UIKit

/// iOS 15 button configurations: styles, layout, the update handler, and how they look.
final class ButtonConfigurationTests: XCTestCase {
    func test_filledConfiguration_sizesToItsTitleAndInsets() {
        TestScene.inEnvironment { _ in
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Save"
            let button = UIButton(configuration: configuration)
            let titleSize = button.configurationViews!.titleSize

            XCTAssertEqual(button.intrinsicContentSize, CGSize(width: titleSize.width + 24, height: titleSize.height + 14))
            XCTAssertEqual(button.buttonType, .system)
            XCTAssertEqual(button.configuration?.contentInsets, NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        }
    }

    func test_stylesResolveUIKitsColors() {
        TestScene.inEnvironment { _ in
            let tint = UIColor.systemBlue
            let filled = UIButton.Configuration.filled().resolvedColors(tint: tint, state: .normal)
            XCTAssertEqual(filled.background.cgColor, tint.cgColor)
            XCTAssertEqual(filled.foreground.cgColor, UIColor.white.cgColor)
            let tinted = UIButton.Configuration.tinted().resolvedColors(tint: tint, state: .normal)
            XCTAssertEqual(tinted.foreground.cgColor, tint.cgColor)
            XCTAssertEqual(tinted.background.cgColor.alpha, 0.15, accuracy: 1e-9)
            let plain = UIButton.Configuration.plain().resolvedColors(tint: tint, state: .normal)
            XCTAssertEqual(plain.background.cgColor.alpha, 0)

            var custom = UIButton.Configuration.filled()
            custom.baseBackgroundColor = .systemGreen
            custom.baseForegroundColor = .black
            let colors = custom.resolvedColors(tint: tint, state: .normal)
            XCTAssertEqual(colors.background.cgColor, UIColor.systemGreen.cgColor)
            XCTAssertEqual(colors.foreground.cgColor, UIColor.black.cgColor)
            custom.background.backgroundColor = .systemOrange
            XCTAssertEqual(custom.resolvedColors(tint: tint, state: .normal).background.cgColor, UIColor.systemOrange.cgColor)
        }
    }

    func test_cornerStyles_giveTheirRadii() {
        var configuration = UIButton.Configuration.filled()
        configuration.cornerStyle = .capsule
        XCTAssertEqual(configuration.resolvedCornerRadius(height: 50), 25)
        configuration.cornerStyle = .fixed
        configuration.background.cornerRadius = 3
        XCTAssertEqual(configuration.resolvedCornerRadius(height: 50), 3)
        configuration.cornerStyle = .large
        XCTAssertEqual(configuration.resolvedCornerRadius(height: 50), 12)
    }

    func test_updateHandler_runsBeforeLayoutAfterAStateChange() {
        TestScene.inEnvironment { _ in
            let button = UIButton(configuration: .tinted())
            var calls = 0
            button.configurationUpdateHandler = { button in
                calls += 1
                button.configuration?.title = button.isHighlighted ? "Pressed" : "Press"
            }
            button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
            button.layoutIfNeeded()
            XCTAssertEqual(calls, 1)
            XCTAssertEqual(button.configuration?.title, "Press")

            button.isHighlighted = true
            button.layoutIfNeeded()
            XCTAssertEqual(calls, 2)
            XCTAssertEqual(button.configurationViews?.title.text, "Pressed")
        }
    }

    func test_primaryAction_runsOnTap() {
        TestScene.inEnvironment { _ in
            var tapped = 0
            let button = UIButton(configuration: .plain(), primaryAction: UIAction(title: "Go") { _ in tapped += 1 })
            button.sendActions(for: .primaryActionTriggered)
            XCTAssertEqual(tapped, 1)
        }
    }

    func test_eachStyle_golden() throws {
        try requireFontFiles()
        withDrawingScreen {
            let styles: [(String, UIButton.Configuration)] = [
                ("plain", .plain()), ("tinted", .tinted()), ("gray", .gray()), ("filled", .filled()),
                ("borderless", .borderless()), ("bordered", .bordered()), ("borderedTinted", .borderedTinted()),
                ("borderedProminent", .borderedProminent()),
            ]
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: CGFloat(styles.count) * 50 + 10))
            root.backgroundColor = .white
            for (index, (name, base)) in styles.enumerated() {
                var configuration = base
                configuration.title = name
                let button = UIButton(configuration: configuration)
                button.frame = CGRect(x: 20, y: 10 + CGFloat(index) * 50, width: 200, height: 40)
                root.addSubview(button)
            }
            root.layoutIfNeeded()
            let compositor = LayerCompositor(width: 480, height: Int(root.bounds.height * 2), scale: 2)
            assertGolden(compositor.render(root.layer), named: "button-configuration-styles")
        }
    }

    func test_imagesSubtitlesCornersAndStates_golden() throws {
        try requireFontFiles()
        withDrawingScreen {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 300))
            root.backgroundColor = .white
            var share = UIButton.Configuration.filled()
            share.title = "Share"
            share.image = UIImage(systemName: "square.and.arrow.up")
            share.imagePadding = 8
            share.cornerStyle = .capsule
            var favorite = UIButton.Configuration.tinted()
            favorite.title = "Favorite"
            favorite.subtitle = "Saved to your list"
            favorite.image = UIImage(systemName: "heart.fill")
            favorite.imagePadding = 10
            favorite.baseBackgroundColor = .systemPink
            favorite.baseForegroundColor = .systemPink
            var next = UIButton.Configuration.gray()
            next.title = "Next"
            next.image = UIImage(systemName: "chevron.right")
            next.imagePlacement = .trailing
            next.imagePadding = 6
            next.buttonSize = .small
            var settings = UIButton.Configuration.plain()
            settings.title = "Settings"
            settings.image = UIImage(systemName: "gear")
            settings.imagePlacement = .top
            settings.imagePadding = 4
            var outlined = UIButton.Configuration.plain()
            outlined.title = "Outlined"
            outlined.background.strokeColor = .systemBlue
            outlined.background.strokeWidth = 1.5
            outlined.cornerStyle = .fixed
            outlined.background.cornerRadius = 4
            outlined.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 24, bottom: 10, trailing: 24)
            var disabled = UIButton.Configuration.filled()
            disabled.title = "Disabled"
            let frames = [CGRect(x: 20, y: 20, width: 150, height: 44), CGRect(x: 190, y: 14, width: 150, height: 56),
                          CGRect(x: 20, y: 90, width: 150, height: 36), CGRect(x: 190, y: 84, width: 150, height: 60),
                          CGRect(x: 20, y: 160, width: 150, height: 44), CGRect(x: 190, y: 160, width: 150, height: 44)]
            var buttons: [UIButton] = []
            for (configuration, frame) in zip([share, favorite, next, settings, outlined, disabled], frames) {
                let button = UIButton(configuration: configuration)
                button.frame = frame
                root.addSubview(button)
                buttons.append(button)
            }
            buttons[5].isEnabled = false
            let highlighted = UIButton(configuration: share)
            highlighted.frame = CGRect(x: 20, y: 230, width: 150, height: 44)
            highlighted.isHighlighted = true
            root.addSubview(highlighted)
            let capsuleSized = UIButton(configuration: .filled())
            capsuleSized.configuration?.image = UIImage(systemName: "plus")
            capsuleSized.configuration?.cornerStyle = .capsule
            capsuleSized.frame = CGRect(origin: CGPoint(x: 190, y: 230), size: capsuleSized.intrinsicContentSize)
            root.addSubview(capsuleSized)
            root.layoutIfNeeded()
            let compositor = LayerCompositor(width: 720, height: 600, scale: 2)
            assertGolden(compositor.render(root.layer), named: "button-configuration-variants")
        }
    }
}
