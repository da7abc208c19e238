import Raster
import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

// Bar items show their properties once a bar shows them: each property below, set inside an
// extension's convenience init, must look in a bar as it does when set after init.

extension UINavigationItem {
    convenience init(setting name: String, to value: Any) {
        self.init(title: "Page")
        switch name {
        case "title": self.title = value as? String
        case "titleView": self.titleView = value as? UIView
        case "hidesBackButton": self.hidesBackButton = value as! Bool
        case "backButtonTitle": self.backButtonTitle = value as? String
        case "leftBarButtonItems": self.leftBarButtonItems = value as? [UIBarButtonItem]
        case "rightBarButtonItems": self.rightBarButtonItems = value as? [UIBarButtonItem]
        case "standardAppearance": self.standardAppearance = value as? UINavigationBarAppearance
        default: XCTFail("no case \(name)")
        }
    }
}

extension UIBarButtonItem {
    convenience init(setting name: String, to value: Any) {
        self.init(title: "Edit", style: .plain)
        switch name {
        case "title": self.title = value as? String
        case "isEnabled": self.isEnabled = value as! Bool
        case "style": self.style = value as! UIBarButtonItem.Style
        case "tintColor": self.tintColor = value as? UIColor
        case "customView": self.customView = value as? UIView
        default: XCTFail("no case \(name)")
        }
    }
}

final class ItemSettersTakeEffectTests: UIKitTestCase {
    /// A 200 x 44 pt bar showing `item` above a back item, drawn at 1x.
    private func barPicture(_ item: UINavigationItem) -> Bitmap {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        bar.setItems([UINavigationItem(title: "Back"), item], animated: false)
        bar.layoutIfNeeded()
        return LayerCompositor(width: 200, height: 44, scale: 1).render(bar.layer)
    }

    /// Checks each case: set after init it changes the bar; set in the extension's init it
    /// looks the same as set after init. Returns the names that differ.
    private func failures<Item>(_ cases: [(String, Any, (Item) -> Void)], plain: () -> Item, inInit: (String, Any) -> Item,
                                show: (Item) -> UINavigationItem) -> [String] {
        var failed: [String] = []
        for (name, value, set) in cases {
            let reference = plain()
            set(reference)
            let expected = barPicture(show(reference))
            if expected == barPicture(show(plain())) { XCTFail("\(name) set after init changes nothing in the bar") }
            if barPicture(show(inInit(name, value))) != expected { failed.append(name) }
        }
        return failed
    }

    func test_navigationItemProperties_setInInitializers_takeEffect() throws {
        try requireFontFiles()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        label.text = "View"
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .red
        let cases: [(String, Any, (UINavigationItem) -> Void)] = [
            ("title", "Other", { $0.title = "Other" }),
            ("titleView", label, { $0.titleView = label }),
            ("hidesBackButton", true, { $0.hidesBackButton = true }),
            ("leftBarButtonItems", [UIBarButtonItem(title: "L", style: .plain)], { $0.leftBarButtonItems = [UIBarButtonItem(title: "L", style: .plain)] }),
            ("rightBarButtonItems", [UIBarButtonItem(title: "R", style: .plain)], { $0.rightBarButtonItems = [UIBarButtonItem(title: "R", style: .plain)] }),
            ("standardAppearance", appearance, { $0.standardAppearance = appearance }),
        ]
        let failed = failures(cases, plain: { UINavigationItem(title: "Page") }, inInit: UINavigationItem.init(setting:to:), show: { $0 })
        XCTAssertTrue(failed.isEmpty, "UINavigationItem properties that did not take effect: \(failed)")
    }

    func test_barButtonItemProperties_setInInitializers_takeEffect() throws {
        try requireFontFiles()
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        custom.backgroundColor = .blue
        let cases: [(String, Any, (UIBarButtonItem) -> Void)] = [
            ("title", "Done", { $0.title = "Done" }),
            ("isEnabled", false, { $0.isEnabled = false }),
            ("style", UIBarButtonItem.Style.done, { $0.style = .done }),
            ("tintColor", UIColor.red, { $0.tintColor = .red }),
            ("customView", custom, { $0.customView = custom }),
        ]
        let failed = failures(cases, plain: { UIBarButtonItem(title: "Edit", style: .plain) }, inInit: UIBarButtonItem.init(setting:to:),
                              show: { item in
            let page = UINavigationItem(title: "Page")
            page.rightBarButtonItem = item
            return page
        })
        XCTAssertTrue(failed.isEmpty, "UIBarButtonItem properties that did not take effect: \(failed)")
    }
}
