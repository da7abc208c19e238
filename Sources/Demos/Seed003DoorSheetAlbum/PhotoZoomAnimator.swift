import UIKit

/// Seed 003's album zoom: a copy of the tapped photo flies from its (cropped, square) cell to the
/// aspect-fitted full-screen frame while the black page fades in; zooming out flies it back.
///
/// The flying copy keeps "aspect fill" inside a clipping frame that animates between the two
/// shapes, so the picture is never stretched: this is the aspect-fit correction the seed describes.
final class PhotoZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    weak var album: AlbumViewController?
    let zoomingIn: Bool

    init(album: AlbumViewController, zoomingIn: Bool) {
        self.album = album
        self.zoomingIn = zoomingIn
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let photoController = transitionContext.viewController(forKey: zoomingIn ? .to : .from) as? PhotoViewController
        guard let photoController, let photoView = photoController.view, let image = photoController.imageView.image,
              let cellFrame = album?.selectedCellFrame().map({ container.convert($0, from: nil) }) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let fullFrame = PhotoViewController.aspectFitRect(for: image.size, in: container.bounds)
        if zoomingIn {
            photoView.frame = transitionContext.finalFrame(for: photoController)
            container.addSubview(photoView)
        }
        let flying = UIImageView(image: image)
        flying.contentMode = .scaleAspectFill
        flying.clipsToBounds = true
        flying.frame = zoomingIn ? cellFrame : fullFrame
        container.addSubview(flying)
        photoController.imageView.isHidden = true
        let cell = album?.selectedIndexPath.flatMap { album?.collectionView.cellForItem(at: $0) } as? PhotoCell
        cell?.imageView.isHidden = true
        photoView.alpha = zoomingIn ? 0 : 1

        // A pinch drives the zoom back linearly, so the photo keeps to the fingers' scale.
        let curve: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: curve, animations: {
            flying.frame = self.zoomingIn ? fullFrame : cellFrame
            photoView.alpha = self.zoomingIn ? 1 : 0
        }, completion: { _ in
            flying.removeFromSuperview()
            photoController.imageView.isHidden = false
            cell?.imageView.isHidden = false
            let completed = !transitionContext.transitionWasCancelled
            if !self.zoomingIn && !completed { photoView.alpha = 1 }
            transitionContext.completeTransition(completed)
        })
    }
}
