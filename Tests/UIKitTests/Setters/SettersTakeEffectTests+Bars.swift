import Raster
import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// Cells and bars: as `SettersTakeEffectTests`, each property set from initializers must show
/// what it shows when set after init.
final class SettersTakeEffectCellAndBarTests: UIKitTestCase {
    /// Checks `table` and fails once, listing every property that did not take effect.
    private func assertSettersTakeEffect<View: UIView>(_ table: SetterTable<View>, file: StaticString = #filePath, line: UInt = #line) {
        let failed = table.failures()
        XCTAssertTrue(failed.isEmpty, "\(failed.count) of \(table.cases.count) \(table.type) properties did not take effect: "
            + failed.joined(separator: ", "), file: file, line: line)
    }

    func test_cellProperties_setInInitializers_takeEffect() throws {
        try requireFontFiles()
        var table = SetterTable<UITableViewCell>("UITableViewCell", plain: { _ in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.frame = setterProbeFrame
            cell.textLabel?.text = "Row"
            return cell
        }, inExtensionInit: UITableViewCell.init(setting:to:))
        table.add("accessoryType", \.accessoryType, .checkmark)
        table.add("isSelected", \.isSelected, true)
        table.add("isHighlighted", \.isHighlighted, true)
        assertSettersTakeEffect(table)

        var cells = SetterTable<UICollectionViewCell>("UICollectionViewCell", plain: { name in
            let cell = UICollectionViewCell(frame: setterProbeFrame); cell.prepareSetterProbe(for: name); return cell
        }, inExtensionInit: UICollectionViewCell.init(setting:to:))
        let background = UIView()
        background.backgroundColor = .blue
        cells.add("backgroundView", \.backgroundView, background)
        let selected = UIView()
        selected.backgroundColor = .green
        cells.add("selectedBackgroundView", \.selectedBackgroundView, selected)
        cells.add("isSelected", \.isSelected, true)
        cells.add("isHighlighted", \.isHighlighted, true)
        assertSettersTakeEffect(cells)
    }

    func test_barProperties_setInInitializers_takeEffect() throws {
        try requireFontFiles()
        var navigation = SetterTable<UINavigationBar>("UINavigationBar", plain: { name in
            let bar = UINavigationBar(frame: CGRect(x: 10, y: 10, width: 140, height: 44)); bar.prepareSetterProbe(for: name); return bar
        }, inExtensionInit: UINavigationBar.init(setting:to:), inSubclassInit: SubclassedNavigationBar.init(subclassSetting:to:))
        navigation.add("barTintColor", \.barTintColor, .red)
        navigation.add("isTranslucent", \.isTranslucent, false)
        navigation.add("barStyle", \.barStyle, .black)
        navigation.add("shadowImage", \.shadowImage, setterProbeImage(RGBA8(red: 1, green: 0, blue: 0)))
        navigation.add("titleTextAttributes", \.titleTextAttributes, [.foregroundColor: UIColor.red])
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .green
        navigation.add("standardAppearance", \.standardAppearance, appearance)
        assertSettersTakeEffect(navigation)

        var tabs = SetterTable<UITabBar>("UITabBar", plain: { name in
            let bar = UITabBar(frame: CGRect(x: 10, y: 10, width: 140, height: 49)); bar.prepareSetterProbe(for: name); return bar
        }, inExtensionInit: UITabBar.init(setting:to:))
        tabs.add("items", \.items, UITabBar.setterProbeItems())
        tabs.add("selectedItem", value: 1) { $0.selectedItem = $0.items?[1] }
        tabs.add("barTintColor", \.barTintColor, .red)
        tabs.add("isTranslucent", \.isTranslucent, false)
        tabs.add("unselectedItemTintColor", \.unselectedItemTintColor, .red)
        assertSettersTakeEffect(tabs)
    }
}
