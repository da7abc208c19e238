import UIKit

/// The seed's note on `snapshotView(afterScreenUpdates:)`, shown side by side: a picture is set
/// to alpha 0 and, in the same turn of the run loop, snapshotted with `false` (a copy of what
/// is on screen now: the picture as last drawn) and with `true` (rendered with the pending
/// change applied: an empty snapshot).
final class SnapshotComparisonViewController: UIViewController {
    /// The view that is made transparent and snapshotted.
    private(set) var subject: UIImageView!
    /// Where the two snapshots are shown: [afterScreenUpdates false, true].
    private(set) var frames: [UIView] = []
    private var takeButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "afterScreenUpdates"
        view.backgroundColor = .white
        let width = view.bounds.width
        let intro = label("Tap the button: the picture's alpha is set to 0, then it is snapshotted twice before the screen is drawn again.",
                          frame: CGRect(x: 16, y: 72, width: width - 32, height: 54), size: 14)
        intro.textColor = .darkGray
        view.addSubview(intro)

        let subjectSize = CGSize(width: 200, height: 120)
        subject = UIImageView(image: DemoArt.landscape(index: 7, size: subjectSize))
        subject.frame = CGRect(x: (width - subjectSize.width) / 2, y: 134, width: subjectSize.width, height: subjectSize.height)
        // An outline behind the picture, so its place stays visible once it is transparent.
        let place = UIView(frame: subject.frame.insetBy(dx: -1, dy: -1))
        place.layer.borderWidth = 1
        place.layer.borderColor = UIColor.lightGray.cgColor
        view.addSubview(place)
        view.addSubview(subject)

        // Two boxes of the subject's proportions, side by side.
        let boxWidth = (width - 48) / 2
        let boxHeight = boxWidth * subjectSize.height / subjectSize.width
        let captions = [("afterScreenUpdates:\nfalse", "What is on screen now: the picture as last drawn."),
                        ("afterScreenUpdates:\ntrue", "Rendered after the change (alpha 0): empty.")]
        for (index, caption) in captions.enumerated() {
            let x = 16 + CGFloat(index) * (boxWidth + 16)
            view.addSubview(label(caption.0, frame: CGRect(x: x, y: 276, width: boxWidth, height: 34), size: 13, bold: true))
            let box = UIView(frame: CGRect(x: x, y: 314, width: boxWidth, height: boxHeight))
            box.backgroundColor = UIColor(white: 0.95, alpha: 1)
            box.layer.borderWidth = 1
            box.layer.borderColor = UIColor.lightGray.cgColor
            box.clipsToBounds = true
            view.addSubview(box)
            frames.append(box)
            view.addSubview(label(caption.1, frame: CGRect(x: x, y: 322 + boxHeight, width: boxWidth, height: 40), size: 12))
        }

        takeButton = UIButton(type: .system)
        takeButton.frame = CGRect(x: 40, y: 480, width: width - 80, height: 44)
        takeButton.backgroundColor = UIColor(white: 0.93, alpha: 1)
        takeButton.layer.cornerRadius = 10
        takeButton.setTitle("alpha = 0, then snapshot", for: .normal)
        takeButton.addTarget(self, action: SnapshotComparisonViewController.toggle, for: .touchUpInside)
        view.addSubview(takeButton)
    }

    private func label(_ text: String, frame: CGRect, size: CGFloat, bold: Bool = false) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.numberOfLines = 0
        label.font = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        return label
    }

    /// Takes the two snapshots, or (second tap) shows the picture again and clears them.
    func toggle() {
        if subject.alpha == 0 {
            subject.alpha = 1
            frames.forEach { $0.subviews.forEach { $0.removeFromSuperview() } }
            takeButton.setTitle("alpha = 0, then snapshot", for: .normal)
        } else {
            takeSnapshots()
            takeButton.setTitle("Show the picture again", for: .normal)
        }
    }

    /// The seed's experiment. The order matters: the change comes first, then both snapshots,
    /// all before the next frame is drawn.
    func takeSnapshots() {
        subject.alpha = 0
        let onScreen = subject.snapshotView(afterScreenUpdates: false)
        let afterUpdates = subject.snapshotView(afterScreenUpdates: true)
        for (box, snapshot) in zip(frames, [onScreen, afterUpdates]) {
            box.subviews.forEach { $0.removeFromSuperview() }
            guard let snapshot else { continue }
            snapshot.frame = box.bounds
            box.addSubview(snapshot)
        }
    }
}
