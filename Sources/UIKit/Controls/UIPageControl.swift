import Foundation

/// A row of dots, one per page, the current page's brighter, as UIKit's `UIPageControl`.
///
/// A tap on the right half of the control goes to the next page, on the left half to the
/// previous one, and sends `.valueChanged` (nothing at either end). Setting `currentPage` sends
/// no action. As UIKit documents, the dots are white by default (opaque for the current page,
/// translucent for the others), for a dark background.
///
/// Unlike UIKit, there is no background capsule (`backgroundStyle` is kept, not drawn), no
/// scrubbing along the dots (`allowsContinuousInteraction` is kept) and no indicator images.
open class UIPageControl: UIControl {
    /// The background the control draws behind its dots (iOS 14).
    public enum BackgroundStyle: Int, Sendable {
        /// A background only while the user interacts.
        case automatic = 0
        /// Always a background.
        case prominent = 1
        /// Never a background.
        case minimal = 2
    }

    /// A dot's diameter, in points.
    static let dotDiameter: CGFloat = 8
    /// The distance from one dot's center to the next.
    static let dotPitch: CGFloat = 16
    /// The control's natural height, in points.
    static let naturalHeight: CGFloat = 26
    /// The room left and right of the dots.
    static let horizontalPadding: CGFloat = 8

    private var numberOfPagesStorage = 0
    private var currentPageStorage = 0
    private var hidesStorage = false
    private var indicatorTintStorage: UIColor?
    private var currentIndicatorTintStorage: UIColor?
    private var displayedPage = 0
    /// Whether the control hid itself for a single page (so it shows itself again, and only then).
    private var hiddenForSinglePage = false
    var dots: [UIView] = []

    /// The number of pages, that is of dots (0 by default); the current page stays within it.
    open var numberOfPages: Int {
        get { numberOfPagesStorage }
        set {
            numberOfPagesStorage = max(0, newValue)
            currentPageStorage = clampedPage(currentPageStorage)
            displayedPage = currentPageStorage
            rebuildDots()
            updateSinglePageHiding()
        }
    }

    /// The current page, kept within `0..<numberOfPages` (0 by default); sends no action.
    open var currentPage: Int {
        get { currentPageStorage }
        set {
            currentPageStorage = clampedPage(newValue)
            displayedPage = currentPageStorage
            layoutParts()
        }
    }

    /// Whether the control hides itself when there is only one page (false).
    open var hidesForSinglePage: Bool {
        get { hidesStorage }
        set { hidesStorage = newValue; updateSinglePageHiding() }
    }

    /// The color of the other pages' dots (nil: a translucent white).
    open var pageIndicatorTintColor: UIColor? {
        get { indicatorTintStorage }
        set { indicatorTintStorage = newValue; layoutParts() }
    }

    /// The color of the current page's dot (nil: an opaque white).
    open var currentPageIndicatorTintColor: UIColor? {
        get { currentIndicatorTintStorage }
        set { currentIndicatorTintStorage = newValue; layoutParts() }
    }

    /// Whether a tap's new page shows only after `updateCurrentPageDisplay()` (false; deprecated).
    open var defersCurrentPageDisplay = false
    /// The background the app prefers (kept, not drawn: see the type's notes).
    open var backgroundStyle: BackgroundStyle = .automatic
    /// Whether the finger may scrub along the dots (kept, see the type's notes).
    open var allowsContinuousInteraction = true

    /// Creates a page control with no pages.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a page control from an archive: not supported (there are no storyboards here).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the current page's dot after a deferred tap (see `defersCurrentPageDisplay`).
    open func updateCurrentPageDisplay() {
        displayedPage = currentPageStorage
        layoutParts()
    }

    /// The size that shows `pageCount` dots: 16 pt a dot plus 8 pt each side, 26 pt tall.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * Self.dotPitch + 2 * Self.horizontalPadding, height: Self.naturalHeight)
    }

    /// The size for the current number of pages.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    /// The size for the current number of pages.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    override func stateDidChange() {
        layoutParts()
    }

    // MARK: Tracking

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard isTouchInside, let touch else { return }
        let forward = touch.location(in: self).x >= bounds.midX
        let page = clampedPage(currentPageStorage + (forward ? 1 : -1))
        guard page != currentPageStorage else { return }
        currentPageStorage = page
        if !defersCurrentPageDisplay { displayedPage = page }
        layoutParts()
        sendActions(for: .valueChanged, with: event)
    }

    // MARK: Drawing

    private func clampedPage(_ page: Int) -> Int {
        min(max(page, 0), max(0, numberOfPagesStorage - 1))
    }

    private func rebuildDots() {
        dots.forEach { $0.removeFromSuperview() }
        dots = (0..<numberOfPagesStorage).map { _ in
            let dot = ControlPalette.partView()
            dot.layer.cornerRadius = Self.dotDiameter / 2
            addSubview(dot)
            return dot
        }
        invalidateIntrinsicContentSize()
        layoutParts()
    }

    /// Hides the control for one page when `hidesForSinglePage`, and shows it again when it
    /// was hidden that way (never overriding the app's own `isHidden`).
    private func updateSinglePageHiding() {
        let shouldHide = hidesStorage && numberOfPagesStorage <= 1
        guard shouldHide != hiddenForSinglePage else { return }
        hiddenForSinglePage = shouldHide
        isHidden = shouldHide
    }

    /// Centers the row of dots in the bounds and colors them.
    func layoutParts() {
        let rowWidth = CGFloat(dots.count) * Self.dotPitch
        let alpha = isEnabled ? 1 : ControlPalette.disabledAlpha
        for (index, dot) in dots.enumerated() {
            let centerX = bounds.midX - rowWidth / 2 + (CGFloat(index) + 0.5) * Self.dotPitch
            dot.frame = CGRect(x: centerX - Self.dotDiameter / 2, y: bounds.midY - Self.dotDiameter / 2,
                               width: Self.dotDiameter, height: Self.dotDiameter)
            let isCurrent = index == displayedPage
            dot.backgroundColor = isCurrent ? currentPageIndicatorTintColor ?? ControlPalette.currentPageIndicator
                : pageIndicatorTintColor ?? ControlPalette.pageIndicator
            dot.alpha = alpha
        }
    }
}
