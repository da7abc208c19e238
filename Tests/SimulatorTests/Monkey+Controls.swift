import Foundation
@testable import Simulator
@_spi(TransitionLab) @testable import UIKit

/// Where the monkey's aimed taps land: the controls on screen and the way back, found in the
/// view tree (in its order, so the same seed taps the same control) rather than at fixed points,
/// so that they follow the page, the demo and the orientation.
extension Monkey {
    /// The centres of the controls a person could tap now, in window points: buttons and other
    /// controls, table and collection cells (the catalogue's rows among them), bar buttons
    /// (navigation and tab bar items), each visible and with its centre on screen.
    static func controls(in device: Device) -> [CGPoint] {
        device.run {
            guard let window = device.window else { return [] }
            return tappableViews(in: window).compactMap { view in
                let centre = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
                return window.bounds.contains(centre) ? centre : nil
            }
        }
    }

    /// The centre of the way back shown now, in window points: the navigation bar's back button,
    /// or a page's own "‹" button or bar button (a demo's way back to the catalogue among them);
    /// nil when there is none.
    static func wayBack(in device: Device) -> CGPoint? {
        device.run {
            guard let window = device.window else { return nil }
            let back = tappableViews(in: window).first { view in
                // The bar's back button, or a bar button leading back ("‹ 目录", a demo's first page).
                if let bar = view as? BarButtonView { return bar.accessibilityName == "back" || bar.text.hasPrefix("‹") }
                return (view as? UIButton)?.title(for: .normal)?.hasPrefix("‹") == true
            }
            return back.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: window) }
        }
    }

    /// The visible, touchable controls under `view`, depth first in subview order.
    private static func tappableViews(in view: UIView) -> [UIView] {
        guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return [] }
        let tappable = view is UIControl || view is UITableViewCell || view is UICollectionViewCell || view is BarButtonView
        return (tappable ? [view] : []) + view.subviews.flatMap(tappableViews(in:))
    }
}
