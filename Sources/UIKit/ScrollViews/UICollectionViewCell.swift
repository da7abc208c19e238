import Foundation

/// A view a collection view can recycle, as UIKit's `UICollectionReusableView`.
///
/// Unlike UIKit, `init(frame:)` is `required` (Swift on Linux has no Objective-C runtime to
/// create registered classes otherwise): a subclass that overrides it writes
/// `required override init(frame:)`... or simply `required init(frame:)`.
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?

    /// Creates a view with a frame.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not supported (no archives here).
    public required init?(coder: NSCoder) { return nil }

    /// Resets state before the view is handed out again; does nothing by default.
    open func prepareForReuse() {}

    /// Applies layout attributes (frame, alpha, transform, z order).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        bounds = CGRect(origin: .zero, size: layoutAttributes.frame.size)
        center = layoutAttributes.center
        alpha = layoutAttributes.alpha
        transform = layoutAttributes.transform
        isHidden = layoutAttributes.isHidden
        layer.zPosition = CGFloat(layoutAttributes.zIndex)
    }
}

/// One item of a collection view, as UIKit's `UICollectionViewCell`: a content view to add
/// subviews to, and selection and highlight states.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view subviews go in.
    public let contentView: UIView
    /// A view shown behind the content.
    open var backgroundView: UIView? {
        get { _backgroundView }
        set {
            let oldValue = _backgroundView
            _backgroundView = newValue
            oldValue?.removeFromSuperview(); installBackgroundViews()
        }
    }
    private var _backgroundView: UIView?
    /// A view shown behind the content while selected.
    open var selectedBackgroundView: UIView? {
        get { _selectedBackgroundView }
        set {
            let oldValue = _selectedBackgroundView
            _selectedBackgroundView = newValue
            oldValue?.removeFromSuperview(); installBackgroundViews()
        }
    }
    private var _selectedBackgroundView: UIView?

    /// Whether the cell is selected.
    open var isSelected: Bool {
        get { _isSelected }
        set { _isSelected = newValue; selectedBackgroundView?.isHidden = !(isSelected || isHighlighted) }
    }
    private var _isSelected: Bool = false

    /// Whether the cell is highlighted (touched down).
    open var isHighlighted: Bool {
        get { _isHighlighted }
        set { _isHighlighted = newValue; selectedBackgroundView?.isHidden = !(isSelected || isHighlighted) }
    }
    private var _isHighlighted: Bool = false

    /// Creates a cell with a frame.
    public required init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Not supported (no archives here).
    public required init?(coder: NSCoder) { return nil }

    private func installBackgroundViews() {
        for view in [selectedBackgroundView, backgroundView].compactMap({ $0 }) {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: 0)
        }
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
