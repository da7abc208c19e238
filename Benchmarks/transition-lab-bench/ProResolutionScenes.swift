import CanonicalScenes
import Demos
import Foundation
import Raster
import Simulator
import UIKit

/// The UIKit screens the 3x benchmark stops mid-transition (issue 23): each is a root view
/// controller and the inputs that bring it to the frame that is timed, driven the same way on
/// every device it is given to.
struct ProResolutionScene {
    /// Stable bench name, with `_3x` in it.
    var name: String
    /// What the frame shows, for the table.
    var label: String
    /// Makes the app's root view controller (called inside the device's context).
    var makeRoot: () -> UIViewController
    /// Brings the launched app to the timed frame with touches and frame steps.
    var drive: (Device) -> Void

    /// The 6.1-inch phone at the Pro phones' scale: 1170x2532 pixels.
    static var model: DeviceModel {
        var model = DeviceModel.phone61
        model.scale = 3
        return model
    }

    /// The scenes, in the order the issue names them.
    static let all: [ProResolutionScene] = [cardSheetSwipe, barCrossing, tabSwitch, transitionPush, blurOverMovingPage]

    /// A page sheet (an iOS 13 card) dragged down 200 pt by the finger, which stays down.
    static let cardSheetSwipe = ProResolutionScene(
        name: "frame_card_sheet_swipe_3x", label: "frame: card sheet dragged halfway down",
        makeRoot: { DemoApp.makeRootViewController(demo: "plain") ?? UIViewController() },
        drive: { device in
            device.run {
                let sheet = PictureViewController(hue: 0.33)
                sheet.modalPresentationStyle = .pageSheet
                device.window?.rootViewController?.present(sheet, animated: true)
            }
            device.step(frames: 40)
            drag(device, from: CGPoint(x: 195, y: 300), by: CGVector(dx: 0, dy: 200), frames: 10)
        })

    /// 004-bars: the red page's bar crossing to the blue page's, halfway through the push.
    static let barCrossing = demoTap(name: "frame_bar_crossing_3x", label: "frame: 004-bars push, the bars crossing",
                                     demo: "004-bars", at: CGPoint(x: 195, y: 200), frames: 15)

    /// 004-tabs: the second tab sliding in over the first, halfway (the second of four tab bar
    /// items, in the bar above the home indicator).
    static let tabSwitch = demoTap(name: "frame_tab_switch_3x", label: "frame: 004-tabs tab switch halfway",
                                   demo: "004-tabs", at: CGPoint(x: 146, y: 790), frames: 12)

    /// A CATransition push (from the right) swapping one page picture for another, halfway.
    static let transitionPush = pictureChange(name: "frame_catransition_push_3x", label: "frame: CATransition push halfway",
                                              hue: 0.58) { page in
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 0.6
        page.picture.layer.add(transition, forKey: kCATransition)
        page.picture.image = PictureViewController.art(hue: 0.05, size: page.view.bounds.size)
    }

    /// A blurred bar (UIVisualEffectView) over a page sliding under it, halfway.
    static let blurOverMovingPage = pictureChange(name: "frame_blur_moving_page_3x", label: "frame: blur view over a moving page",
                                                  hue: 0.75, blurredBar: true) { page in
        UIView.animate(withDuration: 0.6) { page.picture.frame.origin.y -= 300 }
    }

    /// A demo opened directly, tapped once at `point`, and `frames` frames later.
    private static func demoTap(name: String, label: String, demo: String, at point: CGPoint, frames: Int) -> ProResolutionScene {
        ProResolutionScene(name: name, label: label,
                           makeRoot: { DemoApp.makeRootViewController(demo: demo) ?? UIViewController() },
                           drive: { device in
                               device.step(frames: 4)
                               tap(device, at: point)
                               device.step(frames: frames)
                           })
    }

    /// A picture page changed by `change` (which starts a 0.6 s animation), 18 frames later.
    private static func pictureChange(name: String, label: String, hue: Double, blurredBar: Bool = false,
                                      change: @escaping (PictureViewController) -> Void) -> ProResolutionScene {
        ProResolutionScene(name: name, label: label,
                           makeRoot: { PictureViewController(hue: hue, blurredBar: blurredBar) },
                           drive: { device in
                               device.step(frames: 4)
                               device.run {
                                   guard let page = device.window?.rootViewController as? PictureViewController else { return }
                                   change(page)
                               }
                               device.step(frames: 18)
                           })
    }

    private static func tap(_ device: Device, at point: CGPoint) {
        device.touch(.began, at: point)
        device.step()
        device.touch(.ended, at: point)
        device.step()
    }

    private static func drag(_ device: Device, from start: CGPoint, by offset: CGVector, frames: Int) {
        device.touch(.began, at: start)
        device.step()
        for index in 1...frames {
            let fraction = CGFloat(index) / CGFloat(frames)
            device.touch(.moved, at: CGPoint(x: start.x + offset.dx * fraction, y: start.y + offset.dy * fraction))
            device.step()
        }
    }
}

/// A page that is one full-screen picture (the canonical scenes' page art), optionally under a
/// blurred bar at the top.
final class PictureViewController: UIViewController {
    /// The page's picture, filling the view.
    let picture = UIImageView()
    private let hue: Double
    private let blurredBar: Bool

    init(hue: Double, blurredBar: Bool = false) {
        self.hue = hue
        self.blurredBar = blurredBar
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        picture.frame = view.bounds
        picture.image = Self.art(hue: hue, size: view.bounds.size)
        view.addSubview(picture)
        if blurredBar {
            let bar = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
            bar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 200)
            view.addSubview(bar)
        }
    }

    /// The canonical page art of `hue` at the screen's scale, as a UIImage of `size` points.
    static func art(hue: Double, size: CGSize) -> UIImage {
        let scale = Double(ProResolutionScene.model.scale)
        return UIImage(cgImage: PageArt.page(width: Double(size.width), height: Double(size.height), scale: scale, hue: hue),
                       scale: CGFloat(scale), orientation: .up)
    }
}
