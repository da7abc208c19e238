import Foundation

/// One row of a table view, as UIKit's `UITableViewCell`: a content view with a title, a
/// subtitle and an image in the standard styles, a separator, and selection.
///
/// Unlike UIKit, `init(style:reuseIdentifier:)` is `required` (needed to create registered
/// classes without an Objective-C runtime): subclasses that override it mark it `required`.
open class UITableViewCell: UIView {
    /// The standard layouts of a cell.
    public enum CellStyle: Int, Sendable {
        /// A title on the left.
        case `default`
        /// A title on the left, a detail on the right.
        case value1
        /// A small label and a detail side by side.
        case value2
        /// A title with a subtitle below.
        case subtitle
    }

    /// What is shown at the right edge.
    public enum AccessoryType: Int, Sendable {
        /// Nothing.
        case none
        /// A chevron (›).
        case disclosureIndicator
        /// A checkmark.
        case checkmark
    }

    /// The cell's style.
    public let style: CellStyle
    /// The identifier the cell was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?
    /// The view subviews go in.
    public let contentView = UIView()
    /// The title label of the standard styles.
    public private(set) lazy var textLabel: UILabel? = makeLabel(size: 17, color: .label)
    /// The detail label of the standard styles (nil for `.default`).
    public private(set) lazy var detailTextLabel: UILabel? = style == .default ? nil : makeLabel(size: 14, color: .secondaryLabel)
    /// The image view on the left of the standard styles.
    public private(set) lazy var imageView: UIImageView? = {
        let view = UIImageView()
        contentView.addSubview(view)
        return view
    }()
    /// What is shown at the right edge (drawn as a "›" or "✓" glyph).
    open var accessoryType: AccessoryType {
        get { _accessoryType }
        set { _accessoryType = newValue; setNeedsLayout() }
    }
    private var _accessoryType: AccessoryType = .none
    /// Whether the row is selected.
    open var isSelected: Bool {
        get { _isSelected }
        set { _isSelected = newValue; updateBackground() }
    }
    private var _isSelected: Bool = false
    /// Whether the row is touched down.
    open var isHighlighted: Bool {
        get { _isHighlighted }
        set { _isHighlighted = newValue; updateBackground() }
    }
    private var _isHighlighted: Bool = false
    /// How the row shows selection.
    open var selectionStyle: SelectionStyle = .default
    /// How a row shows selection.
    public enum SelectionStyle: Int, Sendable {
        /// No highlight.
        case none
        /// A blue highlight (gray since iOS 7).
        case blue
        /// A gray highlight.
        case gray
        /// The system's gray highlight.
        case `default`
    }

    private let separator = UIView()
    private let accessoryLabel = UILabel()

    /// Creates a cell of a style.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .white
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        separator.backgroundColor = .separator
        addSubview(separator)
        accessoryLabel.textColor = UIColor(white: 0.75, alpha: 1)
        accessoryLabel.font = .systemFont(ofSize: 22)
        accessoryLabel.textAlignment = .center
        addSubview(accessoryLabel)
    }

    /// Not supported (no archives here).
    public required init?(coder: NSCoder) { return nil }

    /// Resets state before the cell is handed out again.
    open func prepareForReuse() {}

    /// Places the standard labels and image, leaving room for the accessory.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let accessoryWidth: CGFloat = accessoryType == .none ? 0 : 30
        // The content view keeps inside the table's safe area at the sides (see
        // `UITableView.insetsContentViewsToSafeArea`); the background and separator do not.
        let sides = contentViewSideInsets
        contentView.frame = CGRect(x: sides.left, y: 0, width: max(0, bounds.width - sides.left - sides.right - accessoryWidth),
                                   height: bounds.height)
        let margin = textMargin(forContentWidth: contentView.frame.width)
        separator.frame = CGRect(x: sides.left + margin, y: bounds.height - 0.5, width: max(0, bounds.width - sides.left - margin), height: 0.5)
        accessoryLabel.text = accessoryType == .disclosureIndicator ? "›" : accessoryType == .checkmark ? "✓" : nil
        accessoryLabel.frame = CGRect(x: bounds.width - sides.right - accessoryWidth - 8, y: 0, width: accessoryWidth, height: bounds.height)
        var x = margin
        let content = contentView.bounds
        if let image = imageView?.image {
            let side = min(content.height - 8, image.size.height)
            imageView?.frame = CGRect(x: x, y: (content.height - side) / 2, width: side, height: side)
            x += side + 12
        }
        let width = max(0, content.width - x - margin)
        switch style {
        case .subtitle:
            textLabel?.frame = CGRect(x: x, y: content.height / 2 - 20, width: width, height: 22)
            detailTextLabel?.frame = CGRect(x: x, y: content.height / 2 + 1, width: width, height: 18)
        case .value1, .value2:
            textLabel?.frame = CGRect(x: x, y: 0, width: width * 0.6, height: content.height)
            detailTextLabel?.frame = CGRect(x: x + width * 0.6, y: 0, width: width * 0.4, height: content.height)
            detailTextLabel?.textAlignment = .right
        case .default:
            textLabel?.frame = CGRect(x: x, y: 0, width: width, height: content.height)
        }
    }

    private func makeLabel(size: CGFloat, color: UIColor) -> UILabel {
        let label = UILabel()
        label.font = .systemFont(ofSize: size)
        label.textColor = color
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    private func updateBackground() {
        let highlighted = (isSelected || isHighlighted) && selectionStyle != .none
        backgroundColor = highlighted ? UIColor(white: 0.85, alpha: 1) : .white
    }
}
