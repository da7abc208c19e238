import Foundation

// A card deck as iOS developers write it: a button, a pan to drag the top card away, a timer
// that shuffles, a display link for a springy settle, and a delegate with optional methods.
// `make test` ports this file and compares the result with Tests/PortingTests/Ported/.

@objc protocol CardDeckDelegate {
    func deckDidShuffle(_ deck: CardDeckViewController)
    @objc optional func deck(_ deck: CardDeckViewController, didDismissCardAt index: Int)
    @objc optional func deckShouldDismiss(_ deck: CardDeckViewController) -> Bool
    @objc optional var deckDismissDistance: CGFloat { get }
}

private var cardBadgeKey: UInt8 = 0

extension UIView {
    /// A badge kept beside a card, the usual associated-object way.
    var cardBadge: String? {
        get { objc_getAssociatedObject(self, &cardBadgeKey) as? String }
        set { objc_setAssociatedObject(self, &cardBadgeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

class CardDeckViewController: UIViewController {
    weak var delegate: CardDeckDelegate?
    @IBOutlet weak var shuffleButton: UIButton!
    let card = UIView(frame: CGRect(x: 40, y: 120, width: 300, height: 420))
    @objc dynamic var dismissedCount = 0
    var shuffleTimer: Timer?
    var shuffles = 0
    var settleLink: CADisplayLink?
    var settleFrames = 0
    var finished = false

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton(type: .system)
        button.addTarget(self, action: #selector(shuffleTapped(_:)), for: .touchUpInside)
        shuffleButton = button
        view.addSubview(button)
        view.addSubview(card)
        card.cardBadge = "top"
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        card.addGestureRecognizer(pan)
        #if os(iOS)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
        #endif
    }

    @IBAction func shuffleTapped(_ sender: Any) {
        shuffleTimer?.invalidate()
        shuffleTimer = Timer.scheduledTimer(timeInterval: 0.25, target: self, selector: #selector(shuffleStep(_:)),
                                            userInfo: nil, repeats: true)
    }

    @objc func shuffleStep(_ timer: Timer) {
        shuffles += 1
        card.transform = CGAffineTransform(rotationAngle: shuffles % 2 == 0 ? 0.05 : -0.05)
        if shuffles == 3 {
            timer.invalidate()
            delegate?.deckDidShuffle(self)
        }
    }

    @objc func handlePan(_ pan: UIPanGestureRecognizer) {
        let distance = delegate?.deckDismissDistance ?? 150
        let moved = pan.translation(in: view).x
        guard pan.state == .ended else { return }
        if abs(moved) > distance, delegate?.deckShouldDismiss?(self) ?? true {
            dismissedCount += 1
            delegate?.deck?(self, didDismissCardAt: dismissedCount)
        } else {
            settleLink = CADisplayLink(target: self, selector: #selector(settleStep(_:)))
            settleLink?.add(to: .main, forMode: .common)
        }
    }

    @objc func settleStep(_ link: CADisplayLink) {
        settleFrames += 1
        if settleFrames == 10 {
            link.invalidate()
            perform(#selector(settleFinished), with: nil, afterDelay: 0.5)
        }
    }

    @objc func settleFinished() { finished = true }

    @objc func done() { dismiss(animated: true) }
}

/// A conformer as iOS code writes it: the value-returning optional requirements it implements
/// return plain values, which the port makes optional so they still witness the requirements.
final class CardDeckHost: NSObject, CardDeckDelegate {
    var shuffled = 0
    func deckDidShuffle(_ deck: CardDeckViewController) { shuffled += 1 }
    @objc func deckShouldDismiss(_ deck: CardDeckViewController) -> Bool { false }
    @objc var deckDismissDistance: CGFloat { 60 }
}
