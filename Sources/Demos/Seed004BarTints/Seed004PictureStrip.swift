import UIKit

/// Seed 004's horizontal scroll view: a strip of the bundled pictures, wider than the screen,
/// that scrolls sideways under the finger; a rightward drag at its left end pops the page
/// instead (see `FullscreenPopGestureDelegate`).
final class Seed004PictureStrip: UIScrollView {
    /// The pictures in the strip, left to right.
    static let pictures = ["lake", "forest", "dunes", "bay", "canyon"]

    override init(frame: CGRect) {
        super.init(frame: frame)
        let side = frame.height - 20
        var x: CGFloat = 10
        for name in Self.pictures {
            let picture = UIImageView(image: DemoPictures.named(name))
            picture.frame = CGRect(x: x, y: 10, width: side, height: side)
            picture.contentMode = .scaleAspectFill
            picture.clipsToBounds = true
            picture.layer.cornerRadius = 10
            addSubview(picture)
            x += side + 10
        }
        contentSize = CGSize(width: x, height: frame.height)
        showsHorizontalScrollIndicator = false
        alwaysBounceVertical = false
    }

    required init?(coder: NSCoder) { nil }
}
