import Foundation

extension UIView {
    /// The view this one is a subview of.
    var baseSuperview: UIView? { superviewStorage }

    /// The subviews, back to front.
    var baseSubviews: [UIView] { subviewStorage }

    /// The window the view is in, if it is on screen.
    var baseWindow: UIWindow? {
        var view: UIView? = self
        while let v = view {
            if let window = v as? UIWindow { return window }
            view = v.superviewStorage
        }
        return nil
    }

    /// A number to find the view by (`viewWithTag(_:)`).
    var baseTag: Int {
        get { tagStorage }
        set { tagStorage = newValue }
    }

    /// Adds `view` on top of the subviews (moving it from its old superview).
    func baseAddSubview(_ view: UIView) {
        insertSubview(view, at: subviewStorage.count)
    }

    /// Inserts `view` at `index` among the subviews.
    func baseInsertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        var ancestor: UIView? = self
        while let a = ancestor {
            if a === view {
                UIKitLog.warn("addSubview: a view cannot become a subview of its own subview; ignored")
                return
            }
            ancestor = a.superviewStorage
        }
        var target = index
        let oldWindow = view.window
        let newWindow = window
        if view.superviewStorage === self, let old = subviewStorage.firstIndex(where: { $0 === view }) {
            subviewStorage.remove(at: old)
            if old < target { target -= 1 }
            target = max(0, min(target, subviewStorage.count))
            subviewStorage.insert(view, at: target)
            layer.insertSublayer(view.layer, at: UInt32(sublayerIndex(forSubviewAt: target)))
            return
        }
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        if let oldParent = view.superviewStorage { view.removeConstraintsReferencingSubtree(above: oldParent) }
        view.detachFromSuperview()
        target = max(0, min(target, subviewStorage.count))
        subviewStorage.insert(view, at: target)
        view.superviewStorage = self
        layer.insertSublayer(view.layer, at: UInt32(sublayerIndex(forSubviewAt: target)))
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        didAddSubview(view)
        hierarchyDidChange(adding: view)
    }

    /// Inserts `view` just above `siblingSubview`.
    func baseInsertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let index = subviewStorage.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviewStorage.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` just below `siblingSubview`.
    func baseInsertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        let index = subviewStorage.firstIndex { $0 === siblingSubview } ?? 0
        insertSubview(view, at: index)
    }

    /// Moves `view` to the top of the subviews.
    func baseBringSubviewToFront(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        insertSubview(view, at: subviewStorage.count)
    }

    /// Moves `view` to the bottom of the subviews.
    func baseSendSubviewToBack(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two indexes.
    func baseExchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviewStorage.indices.contains(index1), subviewStorage.indices.contains(index2), index1 != index2 else { return }
        let a = subviewStorage[index1], b = subviewStorage[index2]
        insertSubview(a, at: index2)
        insertSubview(b, at: index1)
    }

    /// Removes the view from its superview (and its window).
    func baseRemoveFromSuperview() {
        guard let parent = superviewStorage else { return }
        let oldWindow = window
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        removeConstraintsReferencingSubtree(above: parent)
        detachFromSuperview()
        didMoveToSuperview()
        if oldWindow != nil { notifyDidMoveToWindow() }
    }

    /// Whether `view` is this view or one of its descendants.
    func baseIsDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let c = current {
            if c === view { return true }
            current = c.superviewStorage
        }
        return false
    }

    /// The first view in this subtree (this view included) whose tag is `tag`.
    func baseViewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviewStorage {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    private func detachFromSuperview() {
        guard let parent = superviewStorage else { return }
        parent.subviewStorage.removeAll { $0 === self }
        superviewStorage = nil
        layer.removeFromSuperlayer()
    }

    /// The index in the layer's sublayers for the subview at `index`: sublayers that belong to
    /// no subview (added directly to the layer) keep their places below.
    private func sublayerIndex(forSubviewAt index: Int) -> Int {
        let sublayers = layer.sublayers ?? []
        if index + 1 < subviewStorage.count {
            let next = subviewStorage[index + 1].layer
            if let position = sublayers.firstIndex(where: { $0 === next }) { return position }
        }
        if index > 0 {
            let previous = subviewStorage[index - 1].layer
            if let position = sublayers.firstIndex(where: { $0 === previous }) { return position + 1 }
        }
        return sublayers.count
    }

    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        owningViewController?.rootViewWillMove(toWindow: newWindow)
        willMove(toWindow: newWindow)
        for subview in subviewStorage { subview.notifyWillMove(toWindow: newWindow) }
    }

    private func notifyDidMoveToWindow() {
        didMoveToWindow()
        // A view laid out before it entered the window saw a safe area of zero: one whose insets
        // differ now is laid out again, as UIKit lays out a view whose safe area changed.
        if window != nil, safeAreaInsets != (layoutStateStorage?.lastSafeAreaInsets ?? .zero) { setNeedsLayout() }
        for subview in subviewStorage { subview.notifyDidMoveToWindow() }
        owningViewController?.rootViewDidMoveToWindow()
    }
}
