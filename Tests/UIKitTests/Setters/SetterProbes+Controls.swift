import Raster
import XCTest
@testable import UIKit

// Controls, scroll views and cells, made as in SetterProbes+Views.swift. `UIControl`'s
// properties are set in `UIControl`'s own extension (where Swift skips their observers) and
// seen through a button, which inherits that convenience init.

extension UIControl {
    func prepareSetterProbe(for name: String) {
        guard let button = self as? UIButton else { return }
        button.setTitle("Go", for: .normal)
        button.setTitleColor(.black, for: .normal)
        button.setTitleColor(.red, for: .selected)
        button.setTitleColor(.gray, for: .disabled)
        button.setTitleColor(.green, for: .highlighted)
        if name == "configurationUpdateHandler" { button.configuration = .filled() }
    }
    convenience init(controlSetting name: String, to value: Any) {
        self.init(frame: setterProbeFrame)
        prepareSetterProbe(for: name)
        switch name {
        case "isEnabled": self.isEnabled = value as! Bool
        case "isSelected": self.isSelected = value as! Bool
        case "isHighlighted": self.isHighlighted = value as! Bool
        case "contentHorizontalAlignment": self.contentHorizontalAlignment = value as! UIControl.ContentHorizontalAlignment
        case "contentVerticalAlignment": self.contentVerticalAlignment = value as! UIControl.ContentVerticalAlignment
        default: XCTFail("no case \(name)")
        }
    }
}

extension UIButton {
    convenience init(setting name: String, to value: Any) {
        self.init(frame: setterProbeFrame)
        prepareSetterProbe(for: name)
        switch name {
        case "configuration": self.configuration = value as? UIButton.Configuration
        case "configurationUpdateHandler": self.configurationUpdateHandler = value as? UIButton.ConfigurationUpdateHandler
        default: XCTFail("no case \(name)")
        }
    }
}

final class SubclassedButton: UIButton {
    init(subclassSetting name: String, to value: Any) {
        super.init(frame: setterProbeFrame)
        prepareSetterProbe(for: name)
        switch name {
        case "isEnabled": self.isEnabled = value as! Bool
        case "isSelected": self.isSelected = value as! Bool
        case "isHighlighted": self.isHighlighted = value as! Bool
        case "contentHorizontalAlignment": self.contentHorizontalAlignment = value as! UIControl.ContentHorizontalAlignment
        case "contentVerticalAlignment": self.contentVerticalAlignment = value as! UIControl.ContentVerticalAlignment
        case "configuration": self.configuration = value as? UIButton.Configuration
        case "configurationUpdateHandler": self.configurationUpdateHandler = value as? UIButton.ConfigurationUpdateHandler
        default: XCTFail("no case \(name)")
        }
    }
    required init?(coder: NSCoder) { nil }
}

extension UIScrollView {
    convenience init(scrollSetting name: String, to value: Any) {
        self.init(frame: setterProbeFrame)
        switch name {
        case "isScrollEnabled": self.isScrollEnabled = value as! Bool
        case "delaysContentTouches": self.delaysContentTouches = value as! Bool
        default: XCTFail("no case \(name)")
        }
    }
}

extension UITableView {
    func prepareSetterProbe(for name: String) {
        register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        if name != "dataSource" { dataSource = SetterProbeDataSource.shared }
    }
    convenience init(setting name: String, to value: Any) {
        self.init(frame: setterProbeFrame, style: .plain)
        prepareSetterProbe(for: name)
        switch name {
        case "dataSource": self.dataSource = value as? UITableViewDataSource
        case "rowHeight": self.rowHeight = value as! CGFloat
        case "isScrollEnabled": self.isScrollEnabled = value as! Bool
        case "delaysContentTouches": self.delaysContentTouches = value as! Bool
        default: XCTFail("no case \(name)")
        }
    }
}

final class SubclassedTableView: UITableView {
    init(subclassSetting name: String, to value: Any) {
        super.init(frame: setterProbeFrame, style: .plain)
        prepareSetterProbe(for: name)
        switch name {
        case "dataSource": self.dataSource = value as? UITableViewDataSource
        case "rowHeight": self.rowHeight = value as! CGFloat
        case "isScrollEnabled": self.isScrollEnabled = value as! Bool
        case "delaysContentTouches": self.delaysContentTouches = value as! Bool
        default: XCTFail("no case \(name)")
        }
    }
    required init?(coder: NSCoder) { nil }
}

extension UICollectionView {
    /// A flow layout of 30 x 30 pt items (the default is 50 x 50).
    static func smallItemsLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 30, height: 30)
        return layout
    }
    func prepareSetterProbe(for name: String) {
        register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        if name != "dataSource" { dataSource = SetterProbeDataSource.shared }
    }
    convenience init(setting name: String, to value: Any) {
        self.init(frame: setterProbeFrame, collectionViewLayout: UICollectionViewFlowLayout())
        prepareSetterProbe(for: name)
        switch name {
        case "dataSource": self.dataSource = value as? UICollectionViewDataSource
        case "collectionViewLayout": self.collectionViewLayout = UICollectionView.smallItemsLayout()
        default: XCTFail("no case \(name)")
        }
    }
}

final class SubclassedCollectionView: UICollectionView {
    init(subclassSetting name: String, to value: Any) {
        super.init(frame: setterProbeFrame, collectionViewLayout: UICollectionViewFlowLayout())
        prepareSetterProbe(for: name)
        switch name {
        case "dataSource": self.dataSource = value as? UICollectionViewDataSource
        case "collectionViewLayout": self.collectionViewLayout = UICollectionView.smallItemsLayout()
        default: XCTFail("no case \(name)")
        }
    }
    required init?(coder: NSCoder) { nil }
}

extension UITableViewCell {
    convenience init(setting name: String, to value: Any) {
        self.init(style: .default, reuseIdentifier: nil)
        frame = setterProbeFrame
        textLabel?.text = "Row"
        switch name {
        case "accessoryType": self.accessoryType = value as! UITableViewCell.AccessoryType
        case "isSelected": self.isSelected = value as! Bool
        case "isHighlighted": self.isHighlighted = value as! Bool
        default: XCTFail("no case \(name)")
        }
    }
}

extension UICollectionViewCell {
    func prepareSetterProbe(for name: String) {
        if name == "isSelected" || name == "isHighlighted" { selectedBackgroundView = UIView(); selectedBackgroundView?.backgroundColor = .red }
        if name == "selectedBackgroundView" { isSelected = true }
    }
    convenience init(setting name: String, to value: Any) {
        self.init(frame: setterProbeFrame)
        prepareSetterProbe(for: name)
        switch name {
        case "backgroundView": self.backgroundView = value as? UIView
        case "selectedBackgroundView": self.selectedBackgroundView = value as? UIView
        case "isSelected": self.isSelected = value as! Bool
        case "isHighlighted": self.isHighlighted = value as! Bool
        default: XCTFail("no case \(name)")
        }
    }
}
