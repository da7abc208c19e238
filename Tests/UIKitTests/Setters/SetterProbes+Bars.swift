import Raster
import XCTest
@testable import UIKit

// Bars, made as in SetterProbes+Views.swift.

extension UINavigationBar {
    func prepareSetterProbe(for name: String) {
        setItems([UINavigationItem(title: "Title")], animated: false)
    }
    convenience init(setting name: String, to value: Any) {
        self.init(frame: CGRect(x: 10, y: 10, width: 140, height: 44))
        prepareSetterProbe(for: name)
        switch name {
        case "barTintColor": self.barTintColor = value as? UIColor
        case "isTranslucent": self.isTranslucent = value as! Bool
        case "barStyle": self.barStyle = value as! UIBarStyle
        case "shadowImage": self.shadowImage = value as? UIImage
        case "titleTextAttributes": self.titleTextAttributes = value as? [NSAttributedString.Key: Any]
        case "standardAppearance": self.standardAppearance = value as! UINavigationBarAppearance
        default: XCTFail("no case \(name)")
        }
    }
}

final class SubclassedNavigationBar: UINavigationBar {
    init(subclassSetting name: String, to value: Any) {
        super.init(frame: CGRect(x: 10, y: 10, width: 140, height: 44))
        prepareSetterProbe(for: name)
        switch name {
        case "barTintColor": self.barTintColor = value as? UIColor
        case "isTranslucent": self.isTranslucent = value as! Bool
        case "barStyle": self.barStyle = value as! UIBarStyle
        case "shadowImage": self.shadowImage = value as? UIImage
        case "titleTextAttributes": self.titleTextAttributes = value as? [NSAttributedString.Key: Any]
        case "standardAppearance": self.standardAppearance = value as! UINavigationBarAppearance
        default: XCTFail("no case \(name)")
        }
    }
    required init?(coder: NSCoder) { nil }
}

extension UITabBar {
    /// Two items, made anew for each bar.
    static func setterProbeItems() -> [UITabBarItem] {
        [UITabBarItem(title: "One", tag: 0), UITabBarItem(title: "Two", tag: 1)]
    }
    func prepareSetterProbe(for name: String) {
        if name != "items" { items = UITabBar.setterProbeItems() }
    }
    convenience init(setting name: String, to value: Any) {
        self.init(frame: CGRect(x: 10, y: 10, width: 140, height: 49))
        prepareSetterProbe(for: name)
        switch name {
        case "items": self.items = value as? [UITabBarItem]
        case "selectedItem": self.selectedItem = items?[value as! Int]
        case "barTintColor": self.barTintColor = value as? UIColor
        case "isTranslucent": self.isTranslucent = value as! Bool
        case "unselectedItemTintColor": self.unselectedItemTintColor = value as? UIColor
        default: XCTFail("no case \(name)")
        }
    }
}
