import Raster
import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// On iOS a property's setter runs however it is set. Swift skips a stored property's
/// observers in its own class's initializers, so UIKit's properties are computed over storage:
/// each property below, set from an extension's convenience init and from a subclass's
/// designated init, must show what it shows when set after init (pixels, layout, state).
final class SettersTakeEffectTests: UIKitTestCase {
    private let red = RGBA8(red: 1, green: 0, blue: 0)

    /// Checks `table` and fails once, listing every property that did not take effect.
    private func assertSettersTakeEffect<View: UIView>(_ table: SetterTable<View>, file: StaticString = #filePath, line: UInt = #line) {
        let failed = table.failures()
        XCTAssertTrue(failed.isEmpty, "\(failed.count) of \(table.cases.count) \(table.type) properties did not take effect: "
            + failed.joined(separator: ", "), file: file, line: line)
    }

    func test_imageViewProperties_setInInitializers_takeEffect() {
        var table = SetterTable<UIImageView>("UIImageView", plain: { name in
            let view = UIImageView(frame: setterProbeFrame); view.prepareSetterProbe(for: name); return view
        }, inExtensionInit: UIImageView.init(setting:to:), inSubclassInit: SubclassedImageView.init(subclassSetting:to:))
        table.add("image", \.image, setterProbeImage(red))
        table.add("highlightedImage", \.highlightedImage, setterProbeImage(red))
        table.add("isHighlighted", \.isHighlighted, true)
        table.add("preferredSymbolConfiguration", \.preferredSymbolConfiguration, UIImage.SymbolConfiguration(pointSize: 40))
        assertSettersTakeEffect(table)
    }

    func test_labelProperties_setInInitializers_takeEffect() throws {
        try requireFontFiles()
        var table = SetterTable<UILabel>("UILabel", plain: { name in
            let view = UILabel(frame: setterProbeFrame); view.prepareSetterProbe(for: name); return view
        }, inExtensionInit: UILabel.init(setting:to:), inSubclassInit: SubclassedLabel.init(subclassSetting:to:))
        table.add("highlightedTextColor", \.highlightedTextColor, .red)
        table.add("textAlignment", \.textAlignment, .right)
        table.add("numberOfLines", \.numberOfLines, 0)
        table.add("lineBreakMode", \.lineBreakMode, .byTruncatingHead)
        table.add("isHighlighted", \.isHighlighted, true)
        table.add("isEnabled", \.isEnabled, false)
        assertSettersTakeEffect(table)
    }

    func test_stackViewProperties_setInInitializers_takeEffect() {
        var table = SetterTable<UIStackView>("UIStackView", plain: { _ in
            let view = UIStackView(arrangedSubviews: UIStackView.setterProbeViews()); view.frame = setterProbeFrame; return view
        }, inExtensionInit: UIStackView.init(setting:to:), inSubclassInit: SubclassedStackView.init(subclassSetting:to:))
        table.add("axis", \.axis, .vertical)
        table.add("distribution", \.distribution, .fillEqually)
        table.add("alignment", \.alignment, .center)
        table.add("spacing", \.spacing, 12)
        table.add("isLayoutMarginsRelativeArrangement", \.isLayoutMarginsRelativeArrangement, true)
        assertSettersTakeEffect(table)
    }

    func test_effectAndWindowProperties_setInInitializers_takeEffect() {
        var effect = SetterTable<UIVisualEffectView>("UIVisualEffectView", plain: { _ in UIVisualEffectView(frame: setterProbeFrame) },
                                                     inExtensionInit: UIVisualEffectView.init(setting:to:),
                                                     inSubclassInit: SubclassedVisualEffectView.init(subclassSetting:to:))
        effect.add("effect", \.effect, UIBlurEffect(style: .dark))
        assertSettersTakeEffect(effect)

        var window = SetterTable<UIWindow>("UIWindow", plain: { _ in UIWindow(frame: setterProbeFrame) },
                                           inExtensionInit: UIWindow.init(setting:to:), inSubclassInit: SubclassedWindow.init(subclassSetting:to:))
        let root = UIViewController()
        root.view.backgroundColor = .red
        window.add("rootViewController", \.rootViewController, root)
        assertSettersTakeEffect(window)
    }

    func test_controlAndButtonProperties_setInInitializers_takeEffect() throws {
        try requireFontFiles()
        var table = SetterTable<UIButton>("UIControl/UIButton", plain: { name in
            let view = UIButton(frame: setterProbeFrame); view.prepareSetterProbe(for: name); return view
        }, inExtensionInit: { name, value in
            ["configuration", "configurationUpdateHandler"].contains(name)
                ? UIButton(setting: name, to: value) : UIButton(controlSetting: name, to: value)
        }, inSubclassInit: SubclassedButton.init(subclassSetting:to:))
        table.add("isEnabled", \.isEnabled, false)
        table.add("isSelected", \.isSelected, true)
        table.add("isHighlighted", \.isHighlighted, true)
        table.add("contentHorizontalAlignment", \.contentHorizontalAlignment, .left)
        table.add("contentVerticalAlignment", \.contentVerticalAlignment, .top)
        var filled = UIButton.Configuration.filled()
        filled.title = "Filled"
        table.add("configuration", \.configuration, filled)
        table.add("configurationUpdateHandler", \.configurationUpdateHandler, { button in
            button.configuration?.title = "Updated"
        })
        assertSettersTakeEffect(table)
    }

    func test_scrollViewProperties_setInInitializers_takeEffect() {
        var scroll = SetterTable<UIScrollView>("UIScrollView", plain: { _ in UIScrollView(frame: setterProbeFrame) },
                                               inExtensionInit: UIScrollView.init(scrollSetting:to:))
        scroll.state = { view in
            let scroll = view as! UIScrollView
            return "pan \(scroll.panGestureRecognizer.isEnabled), delay \(scroll.gestureRecognizers?.map(\.isEnabled) ?? [])"
        }
        scroll.add("isScrollEnabled", \.isScrollEnabled, false)
        scroll.add("delaysContentTouches", \.delaysContentTouches, false)
        assertSettersTakeEffect(scroll)

        var table = SetterTable<UITableView>("UITableView", plain: { name in
            let view = UITableView(frame: setterProbeFrame, style: .plain); view.prepareSetterProbe(for: name); return view
        }, inExtensionInit: UITableView.init(setting:to:), inSubclassInit: SubclassedTableView.init(subclassSetting:to:))
        table.state = scroll.state
        table.add("dataSource", \.dataSource, SetterProbeDataSource.shared)
        table.add("rowHeight", \.rowHeight, 20)
        table.add("isScrollEnabled", \.isScrollEnabled, false)
        table.add("delaysContentTouches", \.delaysContentTouches, false)
        assertSettersTakeEffect(table)

        var collection = SetterTable<UICollectionView>("UICollectionView", plain: { name in
            let view = UICollectionView(frame: setterProbeFrame, collectionViewLayout: UICollectionViewFlowLayout())
            view.prepareSetterProbe(for: name)
            return view
        }, inExtensionInit: UICollectionView.init(setting:to:), inSubclassInit: SubclassedCollectionView.init(subclassSetting:to:))
        collection.add("dataSource", \.dataSource, SetterProbeDataSource.shared)
        collection.add("collectionViewLayout", value: 0) { $0.collectionViewLayout = UICollectionView.smallItemsLayout() }
        assertSettersTakeEffect(collection)
    }
}
