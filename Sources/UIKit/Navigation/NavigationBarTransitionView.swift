import Foundation

/// What a navigation bar shows during a push or pop, over its own background and content: the
/// old page's bar turning into the new page's with the transition's progress, as UIKit's bar does.
///
/// When both pages have the bar, the two backgrounds cross-fade (unless they look the same), the
/// titles cross-fade and slide, and the back button's label moves between the title's place and
/// its own, while the back chevron "‹" stays where it is (fading in or out in place when only
/// one page has a back button), the sliding text hidden where it passes under the chevron, as
/// iOS masks it (docs/TRANSITIONS.md, "The navigation bar"). When only one page has the bar (the other hid it in `viewWillAppear`), that page's
/// bar moves with the page, clipped where the upper page covers it, so there is no gap and no jump.
///
/// Everything is Core Animation animations on this view's layers, with the transition's duration
/// and curve (linear when interactive, as the default animator's), started with the animator's.
/// The navigation controller hands the layer to the transition context as a companion of the
/// container, so a percent-driven interaction freezes and scrubs it with the pages; a cancel plays
/// it back to its start, and the navigation controller then removes it.
final class NavigationBarTransitionView: UIView {
    /// One page's side of the transition.
    struct Side {
        /// The page's item (the title shown while it is on top).
        let top: UINavigationItem
        /// The item below it (its back button's title).
        let back: UINavigationItem?
        /// Whether the page shows the bar.
        let showsBar: Bool
    }

    /// How far a title or back button slides while it fades, as a fraction of the bar's width.
    static let titleTravelFraction: CGFloat = 0.5
    /// Where the back button's text starts after its chevron ("‹ ").
    static let backTextInset: CGFloat = 14

    let isPush: Bool
    private let duration: TimeInterval
    private let timing: CAMediaTimingFunction
    private let statusBarHeight: CGFloat
    private let barSize: CGSize

    /// Builds the transition for `bar` (whose frame and status bar height it copies) from `from`
    /// to `to`, running for `duration` along the animator's curve.
    init(bar: UINavigationBar, from: Side, to: Side, isPush: Bool, duration: TimeInterval, interactive: Bool) {
        self.isPush = isPush
        self.duration = duration
        timing = CAMediaTimingFunction(name: interactive ? .linear : .easeInEaseOut)
        statusBarHeight = bar.statusBarHeight
        barSize = bar.bounds.size
        super.init(frame: CGRect(x: 0, y: -bar.statusBarHeight, width: bar.bounds.width,
                                 height: bar.bounds.height + bar.statusBarHeight))
        isUserInteractionEnabled = false
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        if from.showsBar && to.showsBar {
            crossFade(bar: bar, from: from, to: to)
        } else if from.showsBar || to.showsBar {
            slideWithPage(bar: bar, side: from.showsBar ? from : to, isFrom: from.showsBar)
        }
        CATransaction.commit()
    }

    required init?(coder: NSCoder) { nil }

    // MARK: Both pages have the bar

    private func crossFade(bar: UINavigationBar, from: Side, to: Side) {
        let fromLook = bar.look(for: from.top), toLook = bar.look(for: to.top)
        let sameTint = from.top.stm_barTintView === to.top.stm_barTintView
        if fromLook != toLook || !sameTint {
            let fromBackground = background(fromLook, tint: from.top.stm_barTintView)
            let toBackground = background(toLook, tint: to.top.stm_barTintView)
            // The new background fades in over the old, which fades out only when the new one
            // does not cover it: two opaque backgrounds both half faded would let the page show
            // through mid-way.
            if !toLook.isOpaque { fade(fromBackground, from: 1, to: 0) }
            fade(toBackground, from: 0, to: 1)
        } else {
            // One background: a translucent one over another would look darker mid-way.
            _ = background(toLook, tint: to.top.stm_barTintView)
        }
        var old = content(bar: bar, side: from, look: fromLook)
        var new = content(bar: bar, side: to, look: toLook)
        let width = bounds.width
        let travel = width * Self.titleTravelFraction
        // The back button's text sits where the title of the page below it goes, and back.
        let lower = isPush ? old : new, upper = isPush ? new : old
        let lowerTitleX = lower.title?.frame.minX ?? width / 2
        let backTextX = (upper.back?.frame.minX ?? NavigationBarContent.margin) + Self.backTextInset
        for view in old.items { fade(view, from: 1, to: 0) }
        for view in new.items { fade(view, from: 0, to: 1) }
        let oldSplit = old.back.flatMap(splitChevron), newSplit = new.back.flatMap(splitChevron)
        // From here on the back buttons' texts move, without their chevrons.
        old.back = oldSplit?.text ?? old.back
        new.back = newSplit?.text ?? new.back
        switch (oldSplit, newSplit) {
        case let (oldChevron?, newChevron?):
            // The same chevron on both pages stays as it is: the upper page's, which is drawn
            // where the bar's own is at the transition's upper end (the lower page's may sit a
            // fraction of a point aside, its title centred differently); only a change of color
            // cross-fades.
            if oldChevron.color.isEqual(newChevron.color) {
                (isPush ? oldChevron : newChevron).view.removeFromSuperview()
            } else {
                fade(oldChevron.view, from: 1, to: 0)
                fade(newChevron.view, from: 0, to: 1)
            }
        case let (oldChevron?, nil): fade(oldChevron.view, from: 1, to: 0)
        case let (nil, newChevron?): fade(newChevron.view, from: 0, to: 1)
        case (nil, nil): break
        }
        if isPush {
            slide(old.title, by: backTextX - lowerTitleX, appearing: false)
            slide(old.back, by: -travel / 2, appearing: false)
            slide(new.title, by: travel, appearing: true)
            slide(new.back, by: lowerTitleX - backTextX, appearing: true)
        } else {
            slide(old.title, by: travel, appearing: false)
            slide(old.back, by: lowerTitleX - backTextX, appearing: false)
            slide(new.title, by: backTextX - lowerTitleX, appearing: true)
            slide(new.back, by: -travel / 2, appearing: true)
        }
    }

    // MARK: One page has the bar

    /// The bar of the one page that has it moves with that page: in from (or out to) the right
    /// edge with the upper page, or to (or from) the parallax place with the lower page, clipped
    /// at the upper page's left edge, which covers it.
    private func slideWithPage(bar: UINavigationBar, side: Side, isFrom: Bool) {
        let width = bounds.width
        let clip = UIView(frame: bounds)
        clip.clipsToBounds = true
        clip.layer.anchorPoint = .zero
        clip.frame = bounds
        addSubview(clip)
        let holder = UIView(frame: bounds)
        clip.addSubview(holder)
        let look = bar.look(for: side.top)
        let backdrop = NavigationBarBackgroundView(frame: holder.bounds)
        backdrop.apply(look)
        backdrop.showTintView(side.top.stm_barTintView)
        holder.addSubview(backdrop)
        let parts = NavigationBarContent.build(top: side.top, back: side.back, bar: bar, look: look, size: barSize)
        parts.view.frame = CGRect(x: 0, y: statusBarHeight, width: barSize.width, height: barSize.height)
        holder.addSubview(parts.view)

        let isUpper = isPush != isFrom
        // Offsets of the page, at the transition's start and end.
        let start: CGFloat, end: CGFloat
        let parallax = -width * DefaultNavigationAnimator.parallaxFraction
        if isUpper {
            (start, end) = isPush ? (width, 0) : (0, width)
        } else {
            (start, end) = isPush ? (0, parallax) : (parallax, 0)
            // The upper page covers the bar from its left edge: the clip ends there.
            let coveredStart = isPush ? width : 0, coveredEnd = isPush ? 0 : width
            animate(clip.layer, "bounds", from: CGRect(x: 0, y: 0, width: coveredStart, height: bounds.height),
                    to: CGRect(x: 0, y: 0, width: coveredEnd, height: bounds.height))
        }
        let center = CGPoint(x: holder.bounds.midX, y: holder.bounds.midY)
        animate(holder.layer, "position", from: CGPoint(x: center.x + start, y: center.y),
                to: CGPoint(x: center.x + end, y: center.y))
    }

    // MARK: Pieces

    /// A background showing `look`, with the page's own tint view (seed 004's) when it has one.
    private func background(_ look: NavigationBarLook, tint: UIView?) -> NavigationBarBackgroundView {
        let view = NavigationBarBackgroundView(frame: bounds)
        view.apply(look)
        view.showTintView(tint)
        addSubview(view)
        return view
    }

    private func content(bar: UINavigationBar, side: Side, look: NavigationBarLook) -> NavigationBarContent.Parts {
        let parts = NavigationBarContent.build(top: side.top, back: side.back, bar: bar, look: look, size: barSize)
        parts.view.frame = CGRect(x: 0, y: statusBarHeight, width: barSize.width, height: barSize.height)
        addSubview(parts.view)
        return parts
    }

    /// Splits a back button into its chevron, which stays in place, and its text, which slides:
    /// the chevron is a copy of the button clipped to the chevron; the text is the button
    /// clipped to what follows its chevron, inside a still clip that starts after the chevron and
    /// reaches to the bar's end, so the text vanishes where it would pass under the chevron
    /// (iOS's back indicator transition mask). Returns the chevron, its color and the text.
    private func splitChevron(_ back: UIView) -> (view: UIView, color: UIColor, text: UIView)? {
        guard let button = back as? BarButtonView, let content = button.superview else { return nil }
        let color = button.label.textColor ?? .systemBlue
        let textStart = (button.bounds.width - button.contentWidth) / 2
        let chevronEnd = textStart + Self.chevronWidth(bold: button.isBold)
        let frame = button.frame
        let chevron = UIView(frame: CGRect(x: frame.minX, y: frame.minY, width: chevronEnd, height: frame.height))
        chevron.clipsToBounds = true
        let copy = BarButtonView(text: button.text, bold: button.isBold, color: color) {}
        copy.frame = CGRect(origin: .zero, size: frame.size)
        copy.accessibilityName = "back chevron"
        chevron.addSubview(copy)
        let mask = UIView(frame: CGRect(x: frame.minX + chevronEnd, y: 0, width: max(0, content.bounds.width - frame.minX - chevronEnd),
                                        height: content.bounds.height))
        mask.clipsToBounds = true
        content.insertSubview(mask, aboveSubview: button)
        content.insertSubview(chevron, aboveSubview: mask)
        let text = UIView(frame: CGRect(x: 0, y: frame.minY, width: max(0, frame.width - chevronEnd), height: frame.height))
        text.clipsToBounds = true
        mask.addSubview(text)
        button.frame.origin = CGPoint(x: -chevronEnd, y: 0)
        text.addSubview(button)
        return (chevron, color, text)
    }

    /// The width of the chevron "‹" and half the space after it, where a back button's chevron
    /// ends and its text's clip begins.
    static func chevronWidth(bold: Bool) -> CGFloat {
        let chevron = UILabel(), both = UILabel()
        chevron.font = UIFont.systemFont(ofSize: 17, weight: bold ? .semibold : .regular)
        both.font = chevron.font
        chevron.text = "‹"
        both.text = "‹ x"
        let x = UILabel()
        x.font = chevron.font
        x.text = "x"
        let chevronWidth = chevron.sizeThatFits(.zero).width
        let space = max(0, both.sizeThatFits(.zero).width - chevronWidth - x.sizeThatFits(.zero).width)
        return chevronWidth + space / 2
    }

    /// Moves `view` by `offset` while it fades: an appearing view comes from there to its place,
    /// a disappearing one goes from its place to there.
    private func slide(_ view: UIView?, by offset: CGFloat, appearing: Bool) {
        guard let view else { return }
        let place = view.layer.position
        let away = CGPoint(x: place.x + offset, y: place.y)
        animate(view.layer, "position", from: appearing ? away : place, to: appearing ? place : away)
        fade(view, from: appearing ? 0 : 1, to: appearing ? 1 : 0)
    }

    private func fade(_ view: UIView, from: Float, to: Float) {
        animate(view.layer, "opacity", from: from, to: to)
    }

    /// Sets the layer's `keyPath` to `to` and animates it from `from` over the transition.
    private func animate(_ layer: CALayer, _ keyPath: String, from: Any, to: Any) {
        layer.setValue(to, forKeyPath: keyPath)
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.timingFunction = timing
        layer.add(animation, forKey: "navigationBarTransition." + keyPath)
    }
}
