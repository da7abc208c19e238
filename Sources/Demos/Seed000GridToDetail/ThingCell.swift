import UIKit

/// A grid cell of seed 000 (`DSLThingCell`): a picture with a label under it.
final class ThingCell: UICollectionViewCell {
    let imageView = UIImageView()
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .white
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 6
        label.font = .systemFont(ofSize: 13)
        label.textAlignment = .center
        contentView.addSubview(imageView)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        imageView.frame = CGRect(x: 4, y: 4, width: b.width - 8, height: b.width - 8)
        label.frame = CGRect(x: 0, y: b.width, width: b.width, height: b.height - b.width)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.isHidden = false
    }
}
