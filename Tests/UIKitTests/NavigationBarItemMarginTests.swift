import TestSupport
import XCTest
@_spi(TransitionLab) @testable import UIKit

/// Bar button items sit at the navigation bar's layout margin, as on iOS: their text or image
/// 16 pt from the bar's edges on a phone, 20 pt on a tablet, clear of a landscape phone's
/// sensor housing.
final class NavigationBarItemMarginTests: XCTestCase {
    /// The window frames of the text and image of the top page's items, left and right.
    private func itemContentFrames(screen: CGSize, turnedTo orientation: UIInterfaceOrientation = .portrait)
        -> (left: CGRect?, right: CGRect?, bar: CGRect) {
        TestScene.inEnvironment(screen: screen) { environment in
            let page = UIViewController()
            page.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Menu", style: .plain, target: nil, action: nil)
            page.navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "plus"), style: .plain,
                                                                     target: nil, action: nil)
            let scene = NavigationScene(environment: environment, log: EventLog(), root: page)
            if orientation != .portrait { UIKitEnvironment.current.rotate(to: orientation, animated: false) }
            scene.frame()
            let bar = scene.navigation.navigationBar
            let views = bar.contentView.subviews
            let text = views.compactMap { $0 as? BarButtonView }.first?.label
            let image = views.compactMap { $0 as? BarImageButtonView }.first?.imageView
            // The label spans the button; its text is `contentWidth` wide about the centre.
            let left = text.map { label -> CGRect in
                let frame = label.convert(label.bounds, to: nil)
                let width = (label.superview as! BarTextView).contentWidth
                return CGRect(x: frame.midX - width / 2, y: frame.minY, width: width, height: frame.height)
            }
            return (left, image.map { $0.convert($0.bounds, to: nil) }, bar.convert(bar.bounds, to: nil))
        }
    }

    func test_phoneUpright_itemsSit16PointsFromTheBarsEdges() {
        let (left, right, bar) = itemContentFrames(screen: CGSize(width: 390, height: 844))

        XCTAssertEqual(left?.minX ?? -1, bar.minX + 16, accuracy: 0.5, "the left item's text")
        XCTAssertEqual(right?.maxX ?? -1, bar.maxX - 16, accuracy: 0.5, "the right item's image")
    }

    func test_tablet_itemsSit20PointsFromTheBarsEdges() {
        let (left, right, bar) = itemContentFrames(screen: CGSize(width: 820, height: 1180))

        XCTAssertEqual(left?.minX ?? -1, bar.minX + 20, accuracy: 0.5)
        XCTAssertEqual(right?.maxX ?? -1, bar.maxX - 20, accuracy: 0.5)
    }

    func test_phoneOnItsSide_itemsSitAtTheMarginInsideTheSafeArea() {
        let (left, right, bar) = itemContentFrames(screen: CGSize(width: 390, height: 844), turnedTo: .landscapeLeft)

        XCTAssertEqual(left?.minX ?? -1, bar.minX + 47 + 16, accuracy: 0.5, "past the sensor housing's 47 pt")
        XCTAssertEqual(right?.maxX ?? -1, bar.maxX - 47 - 16, accuracy: 0.5)
    }
}
