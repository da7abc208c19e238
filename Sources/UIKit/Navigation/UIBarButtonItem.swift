import Foundation

/// The base of items shown in bars, as UIKit's `UIBarItem`: a title, an image, an enabled flag
/// and a tag.
open class UIBarItem: NSObject {
    /// The values `objc_setAssociatedObject` associated with this object (they go with it).
    var associatedObjectTable: AssociatedObjectTable?
    /// Whether the item can be tapped.
    open var isEnabled: Bool {
        get { _isEnabled }
        set { _isEnabled = newValue; itemDidChange() }
    }
    private var _isEnabled: Bool = true
    /// The text shown.
    open var title: String? {
        get { _title }
        set { _title = newValue; itemDidChange() }
    }
    private var _title: String?
    /// The image shown, drawn in the bar's tint as a template unless it is `.alwaysOriginal`
    /// (a bar button item shows it instead of its title, a tab bar item above its title).
    open var image: UIImage? {
        get { _image }
        set { _image = newValue; itemDidChange() }
    }
    private var _image: UIImage?
    /// A number to identify the item.
    open var tag = 0

    /// Tells the bar showing the item to refresh (overridden by bar button items).
    func itemDidChange() {}
}

/// A button in a navigation bar or toolbar, as UIKit's `UIBarButtonItem`.
///
/// Unlike UIKit, there are no selectors: the action is a method reference, as with gesture
/// recognizers here, e.g. `UIBarButtonItem(title: "Edit", style: .plain, target: self,
/// action: MyController.edit)` where `func edit(_ sender: UIBarButtonItem)`. The target is weak.
open class UIBarButtonItem: UIBarItem {
    /// How a bar button item draws its title.
    public enum Style: Int, Sendable {
        /// Plain text.
        case plain
        /// Bordered (drawn as plain since iOS 7).
        case bordered
        /// Bold text, for the main action.
        case done
    }

    /// The built-in buttons, as UIKit's `UIBarButtonItem.SystemItem` (drawn with their titles).
    public enum SystemItem: Int, Sendable {
        /// Text buttons: Done (bold), Cancel, Edit, Save.
        case done, cancel, edit, save
        /// A plus sign.
        case add
        /// Space that grows, or a fixed `width`, between items (toolbars).
        case flexibleSpace, fixedSpace
        /// Glyph buttons on iOS, drawn with their names here.
        case compose, reply, action, organize, bookmarks, search, refresh, stop, camera, trash,
             play, pause, rewind, fastForward, undo, redo
        /// A close cross (iOS 13).
        case close

        /// The text drawn for the item (system items are glyphs on iOS).
        var title: String {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .add: return "+"
            case .close: return "✕"
            case .flexibleSpace, .fixedSpace: return ""
            default: return String(describing: self).capitalized
            }
        }
    }

    /// How the title is drawn.
    open var style: Style {
        get { _style }
        set { _style = newValue; itemDidChange() }
    }
    private var _style: Style = .plain
    /// The view a bar shows for this item now (a popover points its arrow at it).
    weak var shownView: UIView?
    /// A view shown instead of the title.
    open var customView: UIView? {
        get { _customView }
        set { _customView = newValue; itemDidChange() }
    }
    private var _customView: UIView?
    /// The width of a fixed space item (0: natural).
    open var width: CGFloat {
        get { _width }
        set { _width = newValue; itemDidChange() }
    }
    private var _width: CGFloat = 0
    /// The color of the title (the bar's tint when nil).
    open var tintColor: UIColor? {
        get { _tintColor }
        set { _tintColor = newValue; itemDidChange() }
    }
    private var _tintColor: UIColor?
    /// The object the action is sent to (held weakly).
    open weak var target: AnyObject?
    var actionHandler: ((AnyObject?, UIBarButtonItem) -> Void)?
    /// The system item the button was made from, if any.
    let systemItem: SystemItem?
    /// The navigation bar showing this item, told about changes.
    weak var owningBar: UINavigationBar?

    /// Creates an empty plain item.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// Creates an item with a title and no action.
    public convenience init(title: String?, style: Style) {
        self.init()
        self.title = title
        self.style = style
    }

    /// Creates an item that calls a method of `target` with the item when tapped.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target,
                                               action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init(title: title, style: style)
        setAction(target: target, action: action)
    }

    /// Creates an item that calls a method of `target` without arguments when tapped.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(title: title, style: style)
        setAction(target: target) { t in { _ in action(t)() } }
    }

    /// Creates a system item with no action.
    public init(barButtonSystemItem systemItem: SystemItem) {
        self.systemItem = systemItem
        super.init()
        title = systemItem.title
        style = systemItem == .done ? .done : .plain
    }

    /// Creates a system item that calls a method of `target` with the item when tapped.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target,
                                               action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init(barButtonSystemItem: systemItem)
        setAction(target: target, action: action)
    }

    /// Creates a system item that calls a method of `target` without arguments when tapped.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(barButtonSystemItem: systemItem)
        setAction(target: target) { t in { _ in action(t)() } }
    }

    /// Creates an item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Creates an item that calls `handler` when tapped.
    ///
    /// Unlike UIKit (which takes a `UIAction`), the handler is a plain closure.
    public convenience init(title: String?, style: Style = .plain, handler: @escaping (UIBarButtonItem) -> Void) {
        self.init(title: title, style: style)
        actionHandler = { _, item in handler(item) }
    }

    /// Makes a method of `target` the item's action.
    public func setAction<Target: AnyObject>(target: Target, action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.target = target
        actionHandler = { target, item in
            guard let target = target as? Target else { return }
            action(target)(item)
        }
    }

    /// Sends the action, as a tap on the item does.
    public func sendAction() {
        guard isEnabled, let handler = actionHandler else { return }
        handler(target, self)
    }

    override func itemDidChange() {
        owningBar?.setNeedsItemRefresh()
    }
}
