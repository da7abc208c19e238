import Foundation

/// A view controller's `topLayoutGuide` or `bottomLayoutGuide`: a layout guide in its view
/// from the view's edge to the safe area's, so the anchors work in constraints.
///
/// Made on first use and kept by the view (found again by its identifier), as UIKit keeps its
/// `_UILayoutGuide`s.
final class ViewControllerLayoutGuide: UILayoutGuide, UILayoutSupport {
    /// Which edge of the view the guide covers.
    enum Edge {
        /// From the view's top to the safe area's top (the bars above).
        case top
        /// From the safe area's bottom to the view's bottom (the bars below).
        case bottom
    }

    let edge: Edge

    init(edge: Edge) {
        self.edge = edge
        super.init()
        identifier = Self.identifier(for: edge)
    }

    static func identifier(for edge: Edge) -> String {
        edge == .top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
    }

    /// The guide of `edge` in `view`, made and constrained on first use.
    static func guide(_ edge: Edge, in view: UIView) -> ViewControllerLayoutGuide {
        if let guide = view.layoutGuides.first(where: { ($0 as? ViewControllerLayoutGuide)?.edge == edge }) as? ViewControllerLayoutGuide {
            return guide
        }
        let guide = ViewControllerLayoutGuide(edge: edge)
        view.addLayoutGuide(guide)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate(edge == .top
            ? [guide.topAnchor.constraint(equalTo: view.topAnchor), guide.bottomAnchor.constraint(equalTo: safeArea.topAnchor),
               guide.leadingAnchor.constraint(equalTo: view.leadingAnchor), guide.trailingAnchor.constraint(equalTo: view.trailingAnchor)]
            : [guide.topAnchor.constraint(equalTo: safeArea.bottomAnchor), guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
               guide.leadingAnchor.constraint(equalTo: view.leadingAnchor), guide.trailingAnchor.constraint(equalTo: view.trailingAnchor)])
        return guide
    }

    /// The safe area's inset on the guide's edge: what the bars cover.
    var length: CGFloat {
        guard let view = owningView else { return 0 }
        return edge == .top ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }
}
