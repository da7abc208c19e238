//  ToastBanner.swift
//  A toast library as found in the wild: it finds the app through key-value coding (the
//  extension-safe idiom), drops a pill-shaped banner whose layer redraws its path when its
//  frame changes, slides it with a Core Animation key-path animation, and counts frames on a
//  display link in the common run-loop mode. Written for Swift 4.

import UIKit

final class PillLayer: CAShapeLayer {
    private(set) var pathUpdates = 0

    override var frame: CGRect {
        didSet {
            pathUpdates += 1
            path = UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).cgPath
        }
    }
}

class ToastView: UIView {
    override class var layerClass: AnyClass {
        return CALayer.self
    }

    let pill = PillLayer()
    let message: String

    init(message: String) {
        self.message = message
        super.init(frame: .zero)
        pill.fillColor = UIColor(white: 0.1, alpha: 0.9).cgColor
        layer.addSublayer(pill)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        pill.frame = bounds
    }

    class func make(message: String) -> Self {
        return self.init(message: message)
    }
}

final class Toaster: NSObject {
    static let shared = Toaster()
    private(set) var toast: ToastView?
    private var link: CADisplayLink?
    private(set) var ticks = 0

    private var application: UIApplication? {
        return UIApplication.value(forKeyPath: #keyPath(UIApplication.shared)) as? UIApplication
    }

    func show(_ message: String) {
        guard let window = application?.keyWindow else { return }
        let toast = ToastView.make(message: message)
        toast.frame = CGRect(x: 20, y: window.bounds.height - 120, width: window.bounds.width - 40, height: 48)
        window.addSubview(toast)
        self.toast = toast

        let slide = CABasicAnimation(keyPath: #keyPath(CALayer.position))
        slide.fromValue = NSValue(cgPoint: CGPoint(x: toast.layer.position.x, y: window.bounds.height + 40))
        slide.toValue = NSValue(cgPoint: toast.layer.position)
        slide.duration = 0.35
        slide.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut)
        slide.fillMode = kCAFillModeBoth
        toast.layer.add(slide, forKey: "slide")

        link = CADisplayLink(target: self, selector: #selector(tick))
        link?.add(to: .main, forMode: .commonModes)
    }

    @objc private func tick() {
        ticks += 1
        if ticks == 30 {
            link?.remove(from: .main, forMode: RunLoopMode.commonModes)
        }
    }
}

final class ToastHostViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let button = UIButton(type: .system)
        button.setTitle("Save", for: UIControlState.normal)
        button.frame = CGRect(x: 100, y: 300, width: 190, height: 44)
        button.addTarget(self, action: #selector(save), for: UIControlEvents.touchUpInside)
        view.addSubview(button)
    }

    @objc func save() {
        Toaster.shared.show("Saved")
    }
}
