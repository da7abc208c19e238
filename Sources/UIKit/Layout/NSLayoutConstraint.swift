import Foundation

/// A relation between two layout attributes that Auto Layout keeps:
/// `first.attribute1 (==, <=, >=) multiplier * second.attribute2 + constant`, as UIKit's
/// `NSLayoutConstraint`.
///
/// Items are views and layout guides. A constraint does nothing until activated
/// (`isActive = true` or `NSLayoutConstraint.activate(_:)`), which installs it on the items'
/// closest common ancestor; the window's layout pass then solves every active constraint with
/// an incremental Cassowary solver and sets the frames of the views whose
/// `translatesAutoresizingMaskIntoConstraints` is false. Changing `constant` re-solves
/// incrementally, so a constant changed before `UIView.animate { view.layoutIfNeeded() }`
/// animates the frames it moves.
open class NSLayoutConstraint: NSObject {
    private weak var firstItemStorage: AnyObject?
    private weak var secondItemStorage: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// How the sides compare.
    public let relation: Relation
    /// The second item's attribute (`.notAnAttribute` for a constant).
    public let secondAttribute: Attribute
    /// The factor applied to the second item's attribute; fixed once created, as in UIKit.
    public let multiplier: CGFloat
    /// The view the constraint is installed on while active (the items' closest common ancestor).
    weak var installedView: UIView?
    /// The order of activation in the environment, so constraints enter the solver in the order
    /// the app activated them.
    var activationSerial = 0

    /// Creates a constraint `view1.attr1 relation multiplier * view2.attr2 + c`, inactive.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
                  multiplier: multiplier, constant: c)
    }

    /// Creates a constraint from items already known to be objects (the anchors' way, which
    /// must not box an absent second item into a value).
    init(first: AnyObject?, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
         multiplier: CGFloat, constant c: CGFloat) {
        firstItemStorage = first
        secondItemStorage = second
        firstAttribute = attr1
        self.relation = relation
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        _constant = c
        super.init()
    }

    /// The first item: a view or a layout guide.
    open var firstItem: AnyObject? { firstItemStorage }
    /// The second item, or nil for a constraint to a constant.
    open var secondItem: AnyObject? { secondItemStorage }

    /// The constant added to the second side; changing it re-solves incrementally.
    open var constant: CGFloat {
        get { _constant }
        set {
            let oldValue = _constant
            _constant = newValue
            guard constant != oldValue, isActive else { return }
            UIKitEnvironment.current.autoLayout.constantDidChange(of: self)
        }
    }
    private var _constant: CGFloat

    /// How much the constraint matters; below `.required` it is a preference the solver
    /// satisfies as well as it can after the higher priorities.
    ///
    /// As in UIKit, an active constraint cannot change between required and optional (the
    /// change is refused with a warning); other changes re-solve.
    open var priority: UILayoutPriority {
        get { _priority }
        set {
            let oldValue = _priority
            _priority = newValue
            guard priority != oldValue, isActive else { return }
            if (priority == .required) != (oldValue == .required) {
                UIKitLog.warn("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported: \(self)")
                _priority = oldValue
                return
            }
            UIKitEnvironment.current.autoLayout.structureDidChange()
            markItemsNeedLayout()
        }
    }
    private var _priority: UILayoutPriority = .required

    /// A name shown in logs and descriptions.
    open var identifier: String?

    /// Whether the constraint takes part in layout; setting it installs the constraint on the
    /// items' closest common ancestor, or removes it.
    open var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue { install() } else { uninstall() }
        }
    }

    /// Activates every constraint in the list (faster than one by one on iOS; the same here).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint in the list.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The constraint as UIKit's console prints it: `<NSLayoutConstraint UILabel.width == 100>`.
    open override var description: String {
        let name = identifier.map { ":'\($0)'" } ?? ""
        var text = "<NSLayoutConstraint\(name) \(Self.name(of: firstItem)).\(firstAttribute.name) \(relation.symbol) "
        if let second = secondItem {
            let factor = multiplier == 1 ? "" : "\(Self.format(multiplier))*"
            text += "\(factor)\(Self.name(of: second)).\(secondAttribute.name)"
            if constant != 0 { text += constant > 0 ? " + \(Self.format(constant))" : " - \(Self.format(-constant))" }
        } else {
            text += Self.format(constant)
        }
        if priority != .required { text += "   (priority \(Self.format(CGFloat(priority.rawValue))))" }
        return text + ">"
    }

    static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? UILayoutGuide { return "UILayoutGuide'\(guide.identifier)'" }
        return String(describing: type(of: item))
    }

    static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
    }

    /// The views whose layout the constraint affects, to mark them when it changes.
    func markItemsNeedLayout() {
        for item in [firstItem, secondItem] {
            if let view = item as? UIView { (view.superview ?? view).setNeedsLayout() }
            if let guide = item as? UILayoutGuide { guide.owningView?.setNeedsLayout() }
        }
    }
}
