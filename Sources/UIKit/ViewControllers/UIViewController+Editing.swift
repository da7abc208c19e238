import Foundation

/// The state behind a view controller's editing mode, toolbar items, extended-layout flags,
/// children's trait overrides and content scroll views.
struct ViewControllerEditingState {
    var isEditing = false
    /// The `editButtonItem`, made on first use.
    var editButtonItem: UIBarButtonItem?
    var toolbarItems: [UIBarButtonItem]?
    var edgesForExtendedLayout = UIRectEdge.all
    var extendedLayoutIncludesOpaqueBars = false
    var viewRespectsSystemMinimumLayoutMargins = true
    /// The children's trait overrides, in the order they were set (a list, not a dictionary,
    /// so nothing depends on hash order).
    var childTraitOverrides: [(child: WeakViewController, traits: UITraitCollection)] = []
    /// The content scroll views, per edge, in the order they were set.
    var contentScrollViews: [(edge: NSDirectionalRectEdge, scrollView: WeakScrollView)] = []
}

/// A weak reference to a view controller, so a trait override does not keep a removed child alive.
struct WeakViewController {
    weak var controller: UIViewController?
}

/// A weak reference to a scroll view, so a controller does not keep a removed scroll view alive.
struct WeakScrollView {
    weak var scrollView: UIScrollView?
}

extension UIViewController {
    /// Sets editing mode and retitles `editButtonItem` ("Done" in the done style while editing,
    /// else "Edit" in the plain style), as UIKit does; the animation flag changes nothing here.
    func baseSetEditing(_ editing: Bool, animated: Bool) {
        editingAndBarsState.isEditing = editing
        guard let item = editingAndBarsState.editButtonItem else { return }
        Self.styleEditButtonItem(item, editing: editing)
    }

    /// The button that toggles editing, made once.
    var baseEditButtonItem: UIBarButtonItem {
        if let item = editingAndBarsState.editButtonItem { return item }
        let item = UIBarButtonItem(title: nil, style: .plain, target: self, action: UIViewController.toggleEditingFromButton)
        Self.styleEditButtonItem(item, editing: isEditing)
        editingAndBarsState.editButtonItem = item
        return item
    }

    /// The edit button's action: flips editing mode, animated, through the overridable setter.
    private func toggleEditingFromButton() {
        setEditing(!isEditing, animated: true)
    }

    private static func styleEditButtonItem(_ item: UIBarButtonItem, editing: Bool) {
        item.title = editing ? "Done" : "Edit"
        item.style = editing ? .done : .plain
    }

    func baseSetOverrideTraitCollection(_ collection: UITraitCollection?, forChild child: UIViewController) {
        var overrides = editingAndBarsState.childTraitOverrides.filter { $0.child.controller != nil && $0.child.controller !== child }
        if let collection { overrides.append((WeakViewController(controller: child), collection)) }
        editingAndBarsState.childTraitOverrides = overrides
    }

    func baseOverrideTraitCollection(forChild child: UIViewController) -> UITraitCollection? {
        editingAndBarsState.childTraitOverrides.last { $0.child.controller === child }?.traits
    }

    func baseSetContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        var views = editingAndBarsState.contentScrollViews.filter { $0.edge != edge && $0.scrollView.scrollView != nil }
        if let scrollView { views.append((edge, WeakScrollView(scrollView: scrollView))) }
        editingAndBarsState.contentScrollViews = views
    }

    func baseContentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        editingAndBarsState.contentScrollViews.last { $0.edge == edge }?.scrollView.scrollView
    }

    /// The presentation controller managing this controller while it is presented (or being
    /// presented), else nil, as UIKit's `activePresentationController`.
    public var activePresentationController: UIPresentationController? {
        presentingViewController == nil ? nil : presentationController
    }

    /// The smallest layout margins UIKit gives a root view: 16 pt leading and trailing in a
    /// compact width (a phone upright), 20 pt in a regular one, none at the top and bottom.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}
