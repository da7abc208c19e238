import Foundation

extension UINavigationBar {
    /// Sets the legacy background image for a bar height (nil removes it); it replaces the
    /// translucent material, as in UIKit.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
        setNeedsItemRefresh()
    }

    /// The legacy background image for a bar height.
    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics]
    }

    /// The look the bar has while `item` is on top, resolved as UIKit does: the item's
    /// appearances for the bar's state (falling back to the item's standard one), then the bar's,
    /// then the legacy properties.
    ///
    /// The state is compact when the screen's vertical size class is compact, and "at the scroll
    /// edge" when the page's view is a scroll view scrolled to its top. Unlike UIKit, the edge is
    /// checked when the bar updates (item changes, pushes, pops and layout), not while the page
    /// scrolls, and a missing scroll-edge appearance falls back to the standard look (iOS 13 and
    /// 14's rule) rather than to a transparent one.
    func look(for item: UINavigationItem?) -> NavigationBarLook {
        let compact = isCompactForAppearance
        let edge = item.map(isAtScrollEdge) ?? false
        func chain(standard: UINavigationBarAppearance?, compact compactOne: UINavigationBarAppearance?,
                   scrollEdge: UINavigationBarAppearance?, compactScrollEdge: UINavigationBarAppearance?)
            -> [UINavigationBarAppearance?] {
            var list: [UINavigationBarAppearance?] = []
            if edge && compact { list.append(compactScrollEdge) }
            if edge { list.append(scrollEdge) }
            if compact { list.append(compactOne) }
            list.append(standard)
            return list
        }
        let candidates = chain(standard: item?.standardAppearance, compact: item?.compactAppearance,
                               scrollEdge: item?.scrollEdgeAppearance,
                               compactScrollEdge: item?.compactScrollEdgeAppearance)
            + chain(standard: hasStandardAppearance ? standardAppearance : nil, compact: compactAppearance,
                    scrollEdge: scrollEdgeAppearance, compactScrollEdge: compactScrollEdgeAppearance)
        if let appearance = candidates.lazy.compactMap({ $0 }).first {
            return NavigationBarLook(appearance, titleColor: legacyTitleColor)
        }
        return legacyLook
    }

    /// The look the legacy properties give (the bar's look before iOS 13).
    var legacyLook: NavigationBarLook {
        // The color is drawn as the bottom layer, so that a bar with no customization is drawn
        // exactly as before appearances existed.
        let material = barTintColor ?? UIColor(white: barStyle == .default ? 0.97 : 0.11, alpha: isTranslucent ? 0.94 : 1)
        let image = backgroundImages[.default]
        return NavigationBarLook(material: image == nil ? material : nil, color: nil, image: image,
                                 shadowColor: shadowImage == nil ? UIBarAppearance.defaultShadowColor : nil,
                                 shadowImage: shadowImage, titleColor: legacyTitleColor,
                                 titleFont: titleTextAttributes?[.font] as? UIFont)
    }

    /// The title color of the legacy properties: the attributes', else white on a dark bar.
    private var legacyTitleColor: UIColor {
        titleTextAttributes?[.foregroundColor] as? UIColor ?? (barStyle == .default ? .label : .white)
    }

    /// Whether the compact appearances apply: a compact vertical size class (a phone in landscape).
    private var isCompactForAppearance: Bool {
        UITraitCollection.current(for: UIKitEnvironment.current.screen).verticalSizeClass == .compact
    }

    /// Whether `item`'s page is a scroll view at its top edge (see `look(for:)`).
    private func isAtScrollEdge(_ item: UINavigationItem) -> Bool {
        guard item.scrollEdgeAppearance != nil || scrollEdgeAppearance != nil
                || item.compactScrollEdgeAppearance != nil || compactScrollEdgeAppearance != nil,
              let controller = navigationController,
              // During a pop the old top page is no longer in the stack, but its look still shows.
              let page = (controller.stack + (controller.activeTransition?.oldStack ?? []))
                .first(where: { $0.navigationItem === item }),
              let scrollView = page.viewIfLoaded as? UIScrollView else { return false }
        return scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top
    }
}
