/// An initializer that this UIKit or Core Animation declares `required`, while Apple's is a plain
/// designated initializer: UIKit creates instances of the app's subclasses from their class (a
/// view's `layerClass`, a presentation copy `type(of: self).init(layer:)`, an animation's
/// `copy()`, a cell class registered with `register(_:forCellReuseIdentifier:)`), and Swift allows
/// that only through required initializers. So a subclass's `override init(frame:)` must be
/// `required init(frame:)` here, and a subclass declaring its own initializers must provide it.
struct RequiredInitializer: Equatable {
    /// The argument labels (`["layer"]`, `[]` for `init()`).
    let labels: [String]
    /// The parameter clause's contents as the added initializer declares them (`layer: Any`).
    let parameters: String
    /// The arguments of the added initializer's `super.init(…)` call (`layer: layer`).
    let arguments: String

    /// `init(layer:)`, as reports name it.
    var name: String { "init(" + labels.map { $0 + ":" }.joined() + ")" }

    /// The initializer `port` adds to a subclass that lacks it, forwarding to `super`.
    var declaration: String { "required init(\(parameters)) { super.init(\(arguments)) }" }

    /// `init()` of layers and animations.
    static let plain = RequiredInitializer(labels: [], parameters: "", arguments: "")
    /// `CALayer.init(layer:)`, which makes presentation copies.
    static let layerCopy = RequiredInitializer(labels: ["layer"], parameters: "layer: Any", arguments: "layer: layer")
    /// `init(frame:)` of collection view cells and reusable views.
    static let frame = RequiredInitializer(labels: ["frame"], parameters: "frame: CGRect", arguments: "frame: frame")
    /// `UITableViewCell.init(style:reuseIdentifier:)`.
    static let tableCell = RequiredInitializer(
        labels: ["style", "reuseIdentifier"], parameters: "style: UITableViewCell.CellStyle, reuseIdentifier: String?",
        arguments: "style: style, reuseIdentifier: reuseIdentifier")
    /// `UIViewPropertyAnimator.init(duration:timingParameters:)` (`runningPropertyAnimator` makes `Self`).
    static let propertyAnimator = RequiredInitializer(
        labels: ["duration", "timingParameters"], parameters: "duration: TimeInterval, timingParameters parameters: UITimingCurveProvider",
        arguments: "duration: duration, timingParameters: parameters")

    /// The required initializers of each UIKit and Core Animation class that apps subclass, by
    /// class name; every subclass of one of these inherits the requirement.
    static let byClass: [String: [RequiredInitializer]] = {
        var table: [String: [RequiredInitializer]] = [:]
        for layer in ["CALayer", "CAShapeLayer", "CAGradientLayer"] { table[layer] = [.plain, .layerCopy] }
        for animation in ["CAAnimation", "CAPropertyAnimation", "CABasicAnimation", "CAKeyframeAnimation",
                          "CASpringAnimation", "CAAnimationGroup", "CATransition"] {
            table[animation] = [.plain]
        }
        table["UITableViewCell"] = [.tableCell]
        table["UICollectionReusableView"] = [.frame]
        table["UICollectionViewCell"] = [.frame]
        table["UIViewPropertyAnimator"] = [.propertyAnimator]
        return table
    }()

    /// The required initializers of `className` as written in an inheritance clause
    /// (`QuartzCore.CALayer` too); empty for other classes.
    static func of(_ className: String) -> [RequiredInitializer] {
        let bare = className.split(separator: ".").last.map(String.init) ?? className
        guard className == bare || className.hasPrefix("UIKit.") || className.hasPrefix("QuartzCore.") else { return [] }
        return byClass[bare] ?? []
    }
}
