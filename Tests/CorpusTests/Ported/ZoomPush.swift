//  ZoomPush.swift
//  A photo grid whose cell zooms into the detail screen on push: the navigation controller's
//  delegate returns an animator that flies a snapshot of the cell to the detail image's frame.

import UIKit

protocol ZoomTransitionSource: AnyObject {
    func zoomSourceView() -> UIView?
    func zoomTransitionWillBegin()
    func zoomTransitionDidEnd()
}

extension ZoomTransitionSource {
    func zoomTransitionWillBegin() {}
    func zoomTransitionDidEnd() {}
}

final class ZoomPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    weak var source: ZoomTransitionSource?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.45
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to) as? ZoomDetailViewController,
              let toView = transitionContext.view(forKey: .to),
              let sourceView = source?.zoomSourceView(),
              let snapshot = sourceView.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(true)
            return
        }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        container.addSubview(toView)
        toView.layoutIfNeeded()

        snapshot.frame = container.convert(sourceView.bounds, from: sourceView)
        container.addSubview(snapshot)
        sourceView.isHidden = true
        toVC.imageView.isHidden = true
        source?.zoomTransitionWillBegin()

        let target = container.convert(toVC.imageView.bounds, from: toVC.imageView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: 0.85, initialSpringVelocity: 0, options: [], animations: {
            snapshot.frame = target
            toView.alpha = 1
        }, completion: { _ in
            sourceView.isHidden = false
            toVC.imageView.isHidden = false
            snapshot.removeFromSuperview()
            self.source?.zoomTransitionDidEnd()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class ZoomDetailViewController: UIViewController {
    let imageView = UIView()
    var color: UIColor = .gray

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        imageView.backgroundColor = color
        imageView.layer.cornerRadius = 12
        view.addSubview(imageView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let side = view.bounds.width - 40
        imageView.frame = CGRect(x: 20, y: view.safeAreaInsets.top + 20, width: side, height: side)
    }
}

final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
}

final class ZoomGridViewController: UICollectionViewController, UINavigationControllerDelegate, ZoomTransitionSource {
    private let colors: [UIColor] = (0..<12).map {
        UIColor(hue: CGFloat($0) / 12, saturation: 0.55, brightness: 0.9, alpha: 1)
    }
    private var selectedIndexPath: IndexPath?
    private let animator = ZoomPushAnimator()

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        collectionView.backgroundColor = .white
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        navigationController?.delegate = self
        animator.source = self
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        colors.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
        cell.contentView.backgroundColor = colors[indexPath.item]
        cell.contentView.layer.cornerRadius = 8
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selectedIndexPath = indexPath
        let detail = ZoomDetailViewController()
        detail.color = colors[indexPath.item]
        navigationController?.pushViewController(detail, animated: true)
    }

    func zoomSourceView() -> UIView? {
        guard let indexPath = selectedIndexPath else { return nil }
        return collectionView.cellForItem(at: indexPath)
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .push && toVC is ZoomDetailViewController ? animator : nil
    }
}
