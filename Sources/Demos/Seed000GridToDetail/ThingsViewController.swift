import UIKit

/// Seed 000's navigation controller: the grid as its root, the catalogue button on top.
final class ThingsNavigationController: UINavigationController {
    convenience init() {
        self.init(rootViewController: ThingsViewController())
    }

}

/// Seed 000's first page (`DSLFirstViewController`): a collection view of things. It becomes
/// the navigation delegate while shown and supplies the custom push animator for the pair
/// (grid → detail) only.
final class ThingsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate,
                                  UINavigationControllerDelegate {
    let things = Thing.all()
    private(set) var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Things"
        view.backgroundColor = .white
        navigationItem.leftBarButtonItem = catalogueBarButtonItem(for: self)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 134)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 12
        layout.sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        // Items keep clear of the sensor housing of a phone on its side, as an iOS grid asks.
        layout.sectionInsetReference = .fromSafeArea
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .white
        collectionView.register(ThingCell.self, forCellWithReuseIdentifier: "ThingCell")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let top = navigationController?.navigationBar.frame.maxY ?? 0
        collectionView.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: view.bounds.height - top)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Become the navigation controller's delegate while shown, as the seed does.
        navigationController?.delegate = self
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if navigationController?.delegate === self { navigationController?.delegate = nil }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        things.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "ThingCell", for: indexPath) as! ThingCell
        cell.imageView.image = things[indexPath.item].image
        cell.label.text = things[indexPath.item].title
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let detail = ThingDetailViewController(thing: things[indexPath.item])
        navigationController?.pushViewController(detail, animated: true)
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // The custom transition is only for this pair, as the seed checks.
        if fromVC === self && toVC is ThingDetailViewController {
            return TransitionFromFirstToSecond()
        }
        return nil
    }
}
