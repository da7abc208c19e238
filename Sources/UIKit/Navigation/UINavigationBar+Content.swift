import Foundation

/// Builds the content of a navigation bar for its top item: the back button, left items, the
/// title (or title view) centred, and the right items, trailing first.
enum NavigationBarContent {
    /// The back button's distance from the bar's leading edge (its chevron sits close to it).
    static let margin: CGFloat = 8
    static let spacing: CGFloat = 8

    /// The distance of bar button items from the bar's edges: the bar's layout margin, 16 pt
    /// where the width is compact (a phone) and 20 pt where it is regular, as on iOS.
    static func itemMargin(for bar: UINavigationBar) -> CGFloat {
        bar.traitCollection.horizontalSizeClass == .regular ? 20 : 16
    }

    /// The pieces of one page's bar content, which a push or pop moves one by one.
    struct Parts {
        /// The view holding them all.
        let view: UIView
        /// The title (or title view).
        var title: UIView?
        /// The back button.
        var back: UIView?
        /// The bar button items.
        var items: [UIView] = []
    }

    /// A view holding the top item's controls, sized `size`.
    static func make(for bar: UINavigationBar, size: CGSize) -> UIView {
        build(top: bar.topItem, back: bar.backItem, bar: bar, look: bar.look(for: bar.topItem), size: size).view
    }

    /// The controls of a page whose item is `top`, with `back` below it, in the look `look`.
    static func build(top: UINavigationItem?, back backItem: UINavigationItem?, bar: UINavigationBar,
                      look: NavigationBarLook, size: CGSize) -> Parts {
        let content = UIView(frame: CGRect(origin: .zero, size: size))
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        var parts = Parts(view: content)
        guard let top else { return parts }
        let tint = bar.tintColor ?? .systemBlue
        // As on iOS, the controls stay inside the safe area: clear of a landscape phone's notch
        // and rounded corners.
        let safe = bar.window != nil ? bar.safeAreaInsets : .zero
        var leading = margin + max(0, safe.left)
        if let back = backItem, !top.hidesBackButton, top.leftBarButtonItems == nil || top.leftItemsSupplementBackButton {
            let button = BarButtonView(text: "‹ " + back.titleForBackButton, bold: false,
                                       color: look.backButtonColor ?? tint) { [weak bar] in
                bar?.backButtonTapped()
            }
            button.accessibilityName = "back"
            // A finger-sized 44 pt, but never taller than the bar (32 pt on a phone on its side).
            button.frame.size.height = min(button.frame.height, size.height)
            button.frame.origin = CGPoint(x: leading, y: (size.height - button.frame.height) / 2)
            content.addSubview(button)
            parts.back = button
            leading = button.frame.maxX + spacing
        }
        // Items with no back button before them start at the bar's layout margin: their text or
        // image does, the finger-sized area around it reaching past.
        let atMargin = parts.back == nil
        if atMargin { leading = itemMargin(for: bar) + max(0, safe.left) }
        for (index, item) in (top.leftBarButtonItems ?? []).enumerated() {
            let view = itemView(item, tint: tint, look: look)
            view.frame.size.height = min(view.frame.height, size.height)
            let x = atMargin && index == 0 ? leading - hitPadding(of: view) : leading
            view.frame.origin = CGPoint(x: x, y: (size.height - view.frame.height) / 2)
            content.addSubview(view)
            parts.items.append(view)
            leading = view.frame.maxX + spacing
        }
        var trailing = size.width - itemMargin(for: bar) - max(0, safe.right)
        for (index, item) in (top.rightBarButtonItems ?? []).enumerated() {
            let view = itemView(item, tint: tint, look: look)
            view.frame.size.height = min(view.frame.height, size.height)
            let x = trailing - view.frame.width + (index == 0 ? hitPadding(of: view) : 0)
            view.frame.origin = CGPoint(x: x, y: (size.height - view.frame.height) / 2)
            content.addSubview(view)
            parts.items.append(view)
            trailing = view.frame.minX - spacing
        }
        let title: UIView
        if let titleView = top.titleView {
            title = titleView
        } else {
            title = BarTextView(text: top.title ?? "", bold: true, color: look.titleColor, font: look.titleFont)
        }
        // Centred on the bar, but kept clear of the buttons on either side.
        var x = (size.width - title.frame.width) / 2
        x = max(leading, min(x, trailing - title.frame.width))
        title.frame.origin = CGPoint(x: x + look.titleOffset.horizontal,
                                     y: (size.height - title.frame.height) / 2 + look.titleOffset.vertical)
        content.addSubview(title)
        parts.title = title
        return parts
    }

    /// How far a bar button's finger-sized area reaches past its text or image on each side.
    private static func hitPadding(of view: UIView) -> CGFloat {
        let content: CGFloat
        switch view {
        case let text as BarTextView: content = text.contentWidth
        case let image as BarImageButtonView: content = image.imageView.frame.width
        default: return 0
        }
        return max(0, (view.bounds.width - content) / 2)
    }

    private static func itemView(_ item: UIBarButtonItem, tint: UIColor, look: NavigationBarLook) -> UIView {
        if let custom = item.customView {
            item.shownView = custom
            return custom
        }
        // The item's own tint, then the appearance's title color for its style, then the bar's tint.
        let styled = item.style == .done ? look.doneButtonColor : look.buttonColor
        if let image = item.image {
            let view = BarImageButtonView(image: image, color: item.tintColor ?? styled ?? tint) { [weak item] in
                item?.sendAction()
            }
            if item.width > 0 { view.frame.size.width = item.width }
            view.alpha = item.isEnabled ? 1 : 0.35
            item.shownView = view
            return view
        }
        let view = BarButtonView(text: item.title ?? "", bold: item.style == .done,
                                 color: item.tintColor ?? styled ?? tint) { [weak item] in
            item?.sendAction()
        }
        if item.width > 0 { view.frame.size.width = item.width }
        view.alpha = item.isEnabled ? 1 : 0.35
        item.shownView = view
        return view
    }
}

/// A line of text in a bar (a title or a button's text), drawn by a `UILabel` in the system
/// font at 17 pt, semibold for titles and done buttons.
class BarTextView: UIView {
    /// The text shown.
    let text: String
    /// Whether the text is semibold (titles, done buttons).
    let isBold: Bool
    /// A name for finding the view in dumps and tests ("back").
    var accessibilityName: String?
    /// The width of the text itself (a button's tappable area can be wider).
    let contentWidth: CGFloat
    let label = UILabel()

    init(text: String, bold: Bool, color: UIColor, font: UIFont? = nil) {
        self.text = text
        isBold = bold
        label.text = text
        label.font = font ?? UIFont.systemFont(ofSize: 17, weight: bold ? .semibold : .regular)
        label.textColor = color
        label.sizeToFit()
        let size = CGSize(width: label.bounds.width.rounded(.up), height: max(22, label.bounds.height.rounded(.up)))
        contentWidth = size.width
        super.init(frame: CGRect(origin: .zero, size: size))
        label.frame = CGRect(origin: .zero, size: size)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }
}

/// A tappable bar button: text that runs `action` when a touch lifts inside it.
final class BarButtonView: BarTextView {
    let action: () -> Void

    init(text: String, bold: Bool, color: UIColor, action: @escaping () -> Void) {
        self.action = action
        super.init(text: text, bold: bold, color: color)
        // A finger-sized hit area around the text, as UIKit's bar buttons have.
        frame.size = CGSize(width: max(44, frame.width), height: 44)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        action()
    }
}

extension UINavigationBar {
    /// The back button was tapped: the owning navigation controller pops.
    func backButtonTapped() {
        navigationController?.popViewController(animated: true)
    }

    /// The text of the title shown now (for tests and the simulator's inspector).
    var displayedTitle: String? {
        contentView.subviews.compactMap { $0 as? BarTextView }.first { !($0 is BarButtonView) }?.text
    }

    /// The text of the back button shown now, without its chevron.
    var displayedBackTitle: String? {
        contentView.subviews.compactMap { $0 as? BarButtonView }.first { $0.accessibilityName == "back" }
            .map { String($0.text.dropFirst(2)) }
    }
}
