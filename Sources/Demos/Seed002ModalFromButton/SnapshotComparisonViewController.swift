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

    private var intro: UILabel!
    private var place: UIView!
    /// Per box: its bold caption above and its note below.
    private var boxLabels: [(caption: UILabel, note: UILabel)] = []
    private let subjectSize = CGSize(width: 200, height: 120)
    /// The button's own title font, kept for upright layouts.
    private var uprightTitleFont: UIFont?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "afterScreenUpdates"
        view.backgroundColor = .white
        intro = label("Tap the button: the picture's alpha is set to 0, then it is snapshotted twice before the screen is drawn again.",
                      frame: .zero, size: 14)
        intro.textColor = .darkGray
        view.addSubview(intro)

        subject = UIImageView(image: DemoArt.landscape(index: 7, size: subjectSize))
        // An outline behind the picture, so its place stays visible once it is transparent.
        place = UIView()
        place.layer.borderWidth = 1
        place.layer.borderColor = UIColor.lightGray.cgColor
        view.addSubview(place)
        view.addSubview(subject)

        let captions = [("afterScreenUpdates:\nfalse", "What is on screen now: the picture as last drawn."),
                        ("afterScreenUpdates:\ntrue", "Rendered after the change (alpha 0): empty.")]
        for caption in captions {
            let title = label(caption.0, frame: .zero, size: 13, bold: true)
            view.addSubview(title)
            let box = UIView()
            box.backgroundColor = UIColor(white: 0.95, alpha: 1)
            box.layer.borderWidth = 1
            box.layer.borderColor = UIColor.lightGray.cgColor
            box.clipsToBounds = true
            view.addSubview(box)
            frames.append(box)
            let note = label(caption.1, frame: .zero, size: 12)
            view.addSubview(note)
            boxLabels.append((title, note))
        }

        takeButton = UIButton(type: .system)
        takeButton.backgroundColor = UIColor(white: 0.93, alpha: 1)
        takeButton.layer.cornerRadius = 10
        takeButton.setTitle("alpha = 0, then snapshot", for: .normal)
        takeButton.addTarget(self, action: SnapshotComparisonViewController.toggle, for: .touchUpInside)
        view.addSubview(takeButton)
    }

    /// Upright: the note, the picture, the two boxes side by side and the button in a column.
    /// Where the height is compact (a phone on its side) the picture and the button take the
    /// left of the page and the two boxes its right, under the note.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds, safe = view.safeAreaInsets
        let compact = traitCollection.verticalSizeClass == .compact
        let left = compact ? safe.left : 0
        let width = compact ? bounds.width - safe.left - safe.right : bounds.width
        // Upright, the note starts 8 pt under the bar (at 72 on the 4.7-inch phone, lower under
        // the taller bar of a phone with a sensor housing) and the rest follows it.
        let top: CGFloat = compact ? safe.top + 8 : max(72, safe.top + 8)
        intro.frame = CGRect(x: left + 16, y: top, width: width - 32, height: compact ? 40 : 54)
        subject.frame.size = subjectSize
        subject.frame.origin = compact ? CGPoint(x: left + 16, y: top + 48) : CGPoint(x: (width - subjectSize.width) / 2, y: top + 62)
        place.frame = subject.frame.insetBy(dx: -1, dy: -1)
        // The boxes keep the subject's proportions; on its side they share what is right of it.
        let boxesLeft = compact ? subject.frame.maxX + 16 : left + 16
        let boxWidth = (left + width - 16 - boxesLeft - 16) / 2
        let boxHeight = boxWidth * subjectSize.height / subjectSize.width
        let captionTop = compact ? top + 48 : top + 204
        for (index, (box, labels)) in zip(frames, boxLabels).enumerated() {
            let x = boxesLeft + CGFloat(index) * (boxWidth + 16)
            labels.caption.frame = CGRect(x: x, y: captionTop, width: boxWidth, height: 34)
            box.frame = CGRect(x: x, y: captionTop + 38, width: boxWidth, height: boxHeight)
            labels.note.frame = CGRect(x: x, y: box.frame.maxY + 8, width: boxWidth, height: 40)
            for snapshot in box.subviews { snapshot.frame = box.bounds }
        }
        // Upright, under the notes: a wide page (a tablet) makes the boxes taller than a phone's.
        let notesBottom = boxLabels.map(\.note.frame.maxY).max() ?? 0
        // On its side the button is only as wide as the picture: a smaller title fits it.
        if uprightTitleFont == nil { uprightTitleFont = takeButton.titleLabel?.font }
        takeButton.titleLabel?.font = compact ? .systemFont(ofSize: 14) : uprightTitleFont
        takeButton.frame = compact ? CGRect(x: left + 16, y: subject.frame.maxY + 16, width: subjectSize.width, height: 44)
            : CGRect(x: 40, y: max(480, notesBottom + 8), width: width - 80, height: 44)
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
