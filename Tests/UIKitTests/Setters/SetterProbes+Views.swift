import Raster
import XCTest
@testable import UIKit

// Each view below gets an extension's convenience init and a subclass's designated init that
// set one property by name with a literal `self.property = value`, as iOS code does: Swift
// skips a stored property's observers in its own class's initializers, which is what the
// setter tests catch. `prepareSetterProbe(for:)` puts what the property needs in place first.

extension UIImageView {
    func prepareSetterProbe(for name: String) {
        if name == "highlightedImage" { isHighlighted = true }
        if name == "isHighlighted" { image = setterProbeImage(.black); highlightedImage = setterProbeImage(RGBA8(red: 1, green: 0, blue: 0)) }
        if name == "preferredSymbolConfiguration" { image = UIImage(systemName: "star") }
    }
    convenience init(setting name: String, to value: Any) {
        self.init(frame: setterProbeFrame)
        prepareSetterProbe(for: name)
        switch name {
        case "image": self.image = value as? UIImage
        case "highlightedImage": self.highlightedImage = value as? UIImage
        case "isHighlighted": self.isHighlighted = value as! Bool
        case "preferredSymbolConfiguration": self.preferredSymbolConfiguration = value as? UIImage.SymbolConfiguration
        default: XCTFail("no case \(name)")
        }
    }
}

final class SubclassedImageView: UIImageView {
    init(subclassSetting name: String, to value: Any) {
        super.init(frame: setterProbeFrame)
        prepareSetterProbe(for: name)
        switch name {
        case "image": self.image = value as? UIImage
        case "highlightedImage": self.highlightedImage = value as? UIImage
        case "isHighlighted": self.isHighlighted = value as! Bool
        case "preferredSymbolConfiguration": self.preferredSymbolConfiguration = value as? UIImage.SymbolConfiguration
        default: XCTFail("no case \(name)")
        }
    }
    required init?(coder: NSCoder) { nil }
}

extension UILabel {
    func prepareSetterProbe(for name: String) {
        text = "A label whose text is long enough to wrap"
        if name == "highlightedTextColor" { isHighlighted = true }
        if name == "isHighlighted" { highlightedTextColor = .red }
    }
    convenience init(setting name: String, to value: Any) {
        self.init(frame: setterProbeFrame)
        prepareSetterProbe(for: name)
        switch name {
        case "highlightedTextColor": self.highlightedTextColor = value as? UIColor
        case "textAlignment": self.textAlignment = value as! NSTextAlignment
        case "numberOfLines": self.numberOfLines = value as! Int
        case "lineBreakMode": self.lineBreakMode = value as! NSLineBreakMode
        case "isHighlighted": self.isHighlighted = value as! Bool
        case "isEnabled": self.isEnabled = value as! Bool
        default: XCTFail("no case \(name)")
        }
    }
}

final class SubclassedLabel: UILabel {
    init(subclassSetting name: String, to value: Any) {
        super.init(frame: setterProbeFrame)
        prepareSetterProbe(for: name)
        switch name {
        case "highlightedTextColor": self.highlightedTextColor = value as? UIColor
        case "textAlignment": self.textAlignment = value as! NSTextAlignment
        case "numberOfLines": self.numberOfLines = value as! Int
        case "lineBreakMode": self.lineBreakMode = value as! NSLineBreakMode
        case "isHighlighted": self.isHighlighted = value as! Bool
        case "isEnabled": self.isEnabled = value as! Bool
        default: XCTFail("no case \(name)")
        }
    }
    required init?(coder: NSCoder) { nil }
}

extension UIStackView {
    /// Three views of different sizes, arranged before the property is set.
    static func setterProbeViews() -> [UIView] {
        [SizedProbeView(20, 10, .red), SizedProbeView(30, 20, .green), SizedProbeView(40, 30, .blue)]
    }
    convenience init(setting name: String, to value: Any) {
        self.init(arrangedSubviews: UIStackView.setterProbeViews())
        frame = setterProbeFrame
        switch name {
        case "axis": self.axis = value as! NSLayoutConstraint.Axis
        case "distribution": self.distribution = value as! UIStackView.Distribution
        case "alignment": self.alignment = value as! UIStackView.Alignment
        case "spacing": self.spacing = value as! CGFloat
        case "isLayoutMarginsRelativeArrangement": self.isLayoutMarginsRelativeArrangement = value as! Bool
        default: XCTFail("no case \(name)")
        }
    }
}

final class SubclassedStackView: UIStackView {
    init(subclassSetting name: String, to value: Any) {
        super.init(frame: setterProbeFrame)
        UIStackView.setterProbeViews().forEach(addArrangedSubview)
        switch name {
        case "axis": self.axis = value as! NSLayoutConstraint.Axis
        case "distribution": self.distribution = value as! UIStackView.Distribution
        case "alignment": self.alignment = value as! UIStackView.Alignment
        case "spacing": self.spacing = value as! CGFloat
        case "isLayoutMarginsRelativeArrangement": self.isLayoutMarginsRelativeArrangement = value as! Bool
        default: XCTFail("no case \(name)")
        }
    }
    required init?(coder: NSCoder) { nil }
}

extension UIVisualEffectView {
    convenience init(setting name: String, to value: Any) {
        self.init(frame: setterProbeFrame)
        switch name {
        case "effect": self.effect = value as? UIVisualEffect
        default: XCTFail("no case \(name)")
        }
    }
}

final class SubclassedVisualEffectView: UIVisualEffectView {
    init(subclassSetting name: String, to value: Any) {
        super.init(effect: nil)
        frame = setterProbeFrame
        switch name {
        case "effect": self.effect = value as? UIVisualEffect
        default: XCTFail("no case \(name)")
        }
    }
    required init?(coder: NSCoder) { nil }
}

extension UIWindow {
    convenience init(setting name: String, to value: Any) {
        self.init(frame: setterProbeFrame)
        switch name {
        case "rootViewController": self.rootViewController = value as? UIViewController
        default: XCTFail("no case \(name)")
        }
    }
}

final class SubclassedWindow: UIWindow {
    init(subclassSetting name: String, to value: Any) {
        super.init(frame: setterProbeFrame)
        switch name {
        case "rootViewController": self.rootViewController = value as? UIViewController
        default: XCTFail("no case \(name)")
        }
    }
    required init?(coder: NSCoder) { nil }
}
