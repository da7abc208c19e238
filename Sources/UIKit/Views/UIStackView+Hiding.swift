import Foundation

extension UIStackView {
    /// The hidden state an arranged view reports while its hiding animates (true), or nil when
    /// its layer's own state is the answer.
    func pendingHiddenValue(of view: UIView) -> Bool? {
        pendingHides[ObjectIdentifier(view)] == nil ? nil : true
    }

    /// An arranged view's `isHidden` is being set: collapses or expands the view's place in the
    /// arrangement and returns true, or returns false when `view` is not arranged here (the
    /// view then just sets its layer's state).
    ///
    /// As on iOS, hiding inside an animation block animates the collapse with the block's
    /// timing and hides the view when it ends (until then it still draws, squeezed, and
    /// reports `isHidden == true`); showing inside one shows the view at once and animates it
    /// open. Outside animation blocks both happen at the next layout.
    func arrangedSubview(_ view: UIView, setsHidden hidden: Bool) -> Bool {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return false }
        let key = ObjectIdentifier(view)
        guard hidden != view.isHidden else {
            // Hiding a view again while its collapse runs changes nothing.
            return pendingHides[key] != nil
        }
        let animation = openAnimation()
        if hidden, animation == .timed {
            hideSerial += 1
            let serial = hideSerial
            pendingHides[key] = serial
            arrangementDidChange()
            // A nested block takes the enclosing block's duration and curve, and tells when the
            // collapse has finished.
            UIView.animate(withDuration: 0, animations: { self.layOutForHiding() }, completion: { [weak self, weak view] _ in
                guard let self, let view, self.pendingHides[key] == serial else { return }
                self.pendingHides[key] = nil
                view.layer.isHidden = true
            })
            return true
        }
        pendingHides[key] = nil
        view.layer.isHidden = hidden
        arrangementDidChange()
        if animation != .none { layOutForHiding() }
        return true
    }

    /// Applies a hiding that was still animating at once (the view leaves the arrangement).
    func finishPendingHide(of view: UIView) {
        guard pendingHides.removeValue(forKey: ObjectIdentifier(view)) != nil else { return }
        view.layer.isHidden = true
    }

    /// What kind of animation block is open: none, a `UIView.animate` block (with a duration
    /// to inherit), or another block (a property animator's), which animates frames but
    /// cannot say when it ends.
    private enum OpenAnimation { case none, timed, untimed }

    private func openAnimation() -> OpenAnimation {
        let state = UIViewAnimationState.current
        guard let block = state.blocks.last, block.animates, state.animationsEnabled, state.withoutAnimationDepth == 0 else {
            return .none
        }
        return block.timing == nil ? .untimed : .timed
    }

    /// Lays out now from the outermost view whose frame depends on the stack's constraints,
    /// so the frames that change move inside the open animation block.
    private func layOutForHiding() {
        var top: UIView = self
        while !top.translatesAutoresizingMaskIntoConstraints, let parent = top.superview { top = parent }
        top.layoutIfNeeded()
    }
}
