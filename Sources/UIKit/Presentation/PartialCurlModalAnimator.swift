import Foundation

/// UIKit's `.partialCurl`: the presenting page's bottom-right corner lifts and rolls up toward
/// the top left, showing the presented page below; dismissal rolls it back down.
///
/// The curl is drawn by the renderer (`PageCurlLayer`): the presenting page is snapshotted into a
/// curl layer above the presented view, whose `curlAmount` animates from 0 to 0.5 (about half the
/// page rolled away). The curled layer stays over the container until the page is dismissed. As
/// on iOS, a tap on the curled page (anywhere the presented page does not show through)
/// dismisses: a `PartialCurlTapView` over the container catches it, and draws the curled page
/// again when the container takes a new shape (the phone turned).
final class PartialCurlModalAnimator: ModalTransitionAnimator {
    /// How far the page rolls while presented.
    static let presentedCurl: CGFloat = 0.5

    override func animate(_ presentedView: UIView, presenterView: UIView?, in container: UIView,
                          timing: CAMediaTimingFunction, counter: AnimationStopCounter) -> (Bool) -> Void {
        if presenting {
            let curl = PageCurlLayer()
            curl.frame = container.layer.bounds
            curl.contents = presenterView?.snapshotView(afterScreenUpdates: false)?.layer.contents
            curl.zPosition = 1000
            container.layer.addSublayer(curl)
            add("curlAmount", to: curl, from: CGFloat(0), Self.presentedCurl, timing: timing, counter: counter)
            let presented = presentedView.next as? UIViewController
            return { cancelled in
                if cancelled {
                    curl.removeFromSuperlayer()
                    return
                }
                let tapView = PartialCurlTapView(frame: container.bounds)
                tapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                tapView.curl = curl
                tapView.presented = presented
                tapView.presenting = presented?.presentingViewController
                container.addSubview(tapView)
            }
        }
        for tapView in container.subviews where tapView is PartialCurlTapView { tapView.removeFromSuperview() }
        guard let curl = container.layer.sublayers?.last(where: { $0 is PageCurlLayer }) as? PageCurlLayer else {
            // Presented some other way: nothing is curled, so dismiss with a plain fade.
            add("opacity", to: presentedView.layer, from: Float(1), Float(0), timing: timing, counter: counter)
            return { cancelled in if cancelled { presentedView.alpha = 1 } }
        }
        add("curlAmount", to: curl, from: curl.curlAmount, CGFloat(0), timing: timing, counter: counter)
        return { cancelled in
            if cancelled {
                curl.curlAmount = Self.presentedCurl
            } else {
                curl.removeFromSuperlayer()
            }
        }
    }
}
