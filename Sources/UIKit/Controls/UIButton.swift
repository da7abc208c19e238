import Foundation

/// A control that shows a title and/or an image and sends its actions when tapped, as UIKit's
/// `UIButton`: titles, title colors and images are set per `UIControl.State` (falling back to
/// `.normal`), and the content dims while a finger is down inside.
///
/// iOS 15's configurations work too (`configuration`, `UIButton(configuration:primaryAction:)`,
/// `configurationUpdateHandler`): see `UIButton.Configuration`.
///
/// Unlike UIKit, there is no background image or edge-insets API; a `.system` button dims its content to 20% alpha when highlighted, a `.custom` one to 50%
/// unless a highlighted title color or image was set. Highlighting is immediate (no fade).
open class UIButton: UIControl {
    /// The kinds of buttons.
    public enum ButtonType: Int, Sendable {
        /// No styling: the title is white by default.
        case custom = 0
        /// The standard tinted button.
        case system
        /// A detail disclosure button (drawn as a system button here).
        case detailDisclosure
        /// An info button, light (drawn as a system button here).
        case infoLight
        /// An info button, dark (drawn as a system button here).
        case infoDark
        /// An add-contact button (drawn as a system button here).
        case contactAdd
        /// A close button (drawn as a system button here).
        case close

        /// The old name of `.system`.
        public static var roundedRect: ButtonType { .system }
    }

    /// The button's kind, fixed at creation.
    open private(set) var buttonType: ButtonType = .custom

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var titleLabelStorage: UILabel?
    private var imageViewStorage: UIImageView?

    /// The configuration the button draws itself from (iOS 15's look), or nil for the
    /// per-state titles and images.
    open var configuration: UIButton.Configuration? {
        get { _configuration }
        set { _configuration = newValue; configurationDidChange() }
    }
    private var _configuration: UIButton.Configuration?

    /// Called before layout when the state changes or `setNeedsUpdateConfiguration()` was
    /// called, to change the configuration for the state.
    open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? {
        get { _configurationUpdateHandler }
        set { _configurationUpdateHandler = newValue; setNeedsUpdateConfiguration() }
    }
    private var _configurationUpdateHandler: UIButton.ConfigurationUpdateHandler?

    /// Whether `updateConfiguration()` runs at the next layout.
    var needsConfigurationUpdate = false
    /// The views a configuration draws with, made on the first configuration.
    var configurationViews: ButtonConfigurationViews?

    /// Updates the configuration for the current state; runs `configurationUpdateHandler`.
    /// Subclasses override it to do the same.
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }

    /// Alpha of the content of a highlighted system button.
    static let systemHighlightAlpha: CGFloat = 0.2
    /// Alpha of the content of a highlighted custom button without highlighted-state content.
    static let customHighlightAlpha: CGFloat = 0.5

    /// Creates a custom button.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a button of a type.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateContent()
    }

    /// Creates a button (system by default) whose tap runs `primaryAction`, titled with the
    /// action's title.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Creates a button from an archive: not supported (there are no storyboards here).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Content

    /// The label showing the title (created on first use, as in UIKit).
    open var titleLabel: UILabel? {
        if let label = titleLabelStorage { return label }
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: buttonType == .custom ? 18 : 17)
        label.textAlignment = .center
        titleLabelStorage = label
        addSubview(label)
        updateContent()
        return label
    }

    /// The view showing the image (created on first use).
    open var imageView: UIImageView? {
        if let view = imageViewStorage { return view }
        let view = UIImageView(image: nil)
        imageViewStorage = view
        insertSubview(view, at: 0)
        updateContent()
        return view
    }

    /// Sets the title shown in `state` (nil removes it, falling back to `.normal`'s).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        if title != nil { _ = titleLabel }
        updateContent()
    }

    /// The title for `state`, falling back to `.normal`'s.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// Sets the title color for `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        updateContent()
    }

    /// The title color for `state`, falling back to `.normal`'s, then to the type's default
    /// (the tint for system buttons, white for custom ones).
    open func titleColor(for state: UIControl.State) -> UIColor? {
        if let color = titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue] { return color }
        if buttonType == .custom { return .white }
        return state.contains(.disabled) ? UIColor(white: 0.6, alpha: 1) : tintColor
    }

    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        if image != nil { _ = imageView }
        updateContent()
    }

    /// The image for `state`, falling back to `.normal`'s.
    open func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }
    /// The title color used now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            updateConfiguration()
        }
        if configuration != nil {
            layoutConfiguredContent()
            return
        }
        let imageSize = imageViewStorage?.image?.size ?? .zero
        let titleSize = titleSizeThatFits()
        let total = CGSize(width: imageSize.width + titleSize.width, height: max(imageSize.height, titleSize.height))
        // The image sits left of the title; the pair is centered (or aligned) in the bounds.
        var x: CGFloat
        switch contentHorizontalAlignment {
        case .left, .leading, .fill: x = bounds.minX
        case .right, .trailing: x = bounds.maxX - total.width
        case .center: x = bounds.midX - total.width / 2
        }
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: return bounds.minY
            case .bottom: return bounds.maxY - height
            case .center: return bounds.midY - height / 2
            }
        }
        imageViewStorage?.frame = CGRect(x: x, y: y(imageSize.height), width: imageSize.width, height: imageSize.height)
        x += imageSize.width
        titleLabelStorage?.frame = CGRect(x: x, y: y(titleSize.height), width: titleSize.width, height: titleSize.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    /// The image plus the title, at least 30 pt tall for system buttons.
    open override var intrinsicContentSize: CGSize {
        if configuration != nil { return configuredContentSize() }
        let imageSize = currentImage?.size ?? .zero
        let titleSize = titleSizeThatFits()
        let height = max(imageSize.height, titleSize.height, buttonType == .custom ? 0 : 30)
        return CGSize(width: imageSize.width + titleSize.width, height: height)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
        applyConfiguredAppearance()
    }

    override func stateDidChange() {
        updateContent()
        applyConfiguredAppearance()
        if configuration != nil || configurationUpdateHandler != nil { setNeedsUpdateConfiguration() }
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    private func titleSizeThatFits() -> CGSize {
        guard let label = titleLabelStorage, let text = label.text, !text.isEmpty else { return .zero }
        return label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
    }

    /// Shows the title, color and image of the current state, dimmed while highlighted.
    private func updateContent() {
        // The title and image make the intrinsic size: Auto Layout reads it again.
        invalidateIntrinsicContentSize()
        let current = state
        titleLabelStorage?.text = title(for: current)
        titleLabelStorage?.textColor = titleColor(for: current)
        imageViewStorage?.image = image(for: current)
        let hasHighlightedContent = titleColors[UIControl.State.highlighted.rawValue] != nil
            || images[UIControl.State.highlighted.rawValue] != nil
        let alpha: CGFloat
        if !isHighlighted { alpha = 1 }
        else if buttonType != .custom { alpha = Self.systemHighlightAlpha }
        else { alpha = hasHighlightedContent ? 1 : Self.customHighlightAlpha }
        titleLabelStorage?.alpha = alpha
        imageViewStorage?.alpha = alpha
        setNeedsLayout()
    }

    // MARK: Members implemented in the concern files

    // Declared here, in the class body, so subclasses can override them as on iOS (Swift cannot
    // override a member declared in an extension); each forwards to its implementation in the
    // `UIButton+Concern.swift` files, named with a `base` prefix, which is what `super` runs.

    /// Asks for `updateConfiguration()` (and so `configurationUpdateHandler`) before the next layout, as UIKit does.
    open func setNeedsUpdateConfiguration() { baseSetNeedsUpdateConfiguration() }
}
