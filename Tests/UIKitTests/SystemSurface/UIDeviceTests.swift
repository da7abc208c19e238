import Foundation
import TestSupport
@_spi(TransitionLab) import UIKit
import XCTest

/// `UIDevice.current` and the rotation notifications, as plain `import UIKit` sees them (the
/// simulated device is turned through TransitionLab's SPI, `UIKitEnvironment.rotate(to:animated:)`).
final class UIDeviceTests: XCTestCase {
    func test_currentDevice_onPhone_describesAnIPhoneInPortrait() {
        TestScene.inEnvironment { _ in
            let device = UIDevice.current

            XCTAssertTrue(device === UIDevice.current)
            XCTAssertEqual(device.model, "iPhone")
            XCTAssertEqual(device.systemName, "iOS")
            XCTAssertFalse(device.systemVersion.isEmpty)
            XCTAssertEqual(device.userInterfaceIdiom, .phone)
            XCTAssertEqual(device.orientation, .portrait)
            XCTAssertTrue(device.isMultitaskingSupported)
            XCTAssertEqual(device.batteryLevel, -1)
        }
    }

    func test_currentDevice_onTablet_isAnIPad() {
        TestScene.inEnvironment(screen: CGSize(width: 834, height: 1194)) { _ in
            XCTAssertEqual(UIDevice.current.model, "iPad")
            XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .pad)
        }
    }

    func test_rotation_whileGeneratingNotifications_postsDeviceAndStatusBarNotifications() {
        TestScene.inEnvironment { environment in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            final class Log { var names: [String] = [] }
            let posted = Log()
            let names = [UIDevice.orientationDidChangeNotification, UIApplication.willChangeStatusBarOrientationNotification,
                         UIApplication.didChangeStatusBarOrientationNotification]
            let tokens = names.map { name in
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                    posted.names.append(note.name.rawValue)
                }
            }
            defer { tokens.forEach(NotificationCenter.default.removeObserver) }
            UIDevice.current.beginGeneratingDeviceOrientationNotifications()

            environment.rotate(to: .landscapeLeft, animated: false)

            XCTAssertEqual(posted.names, ["UIApplicationWillChangeStatusBarOrientationNotification",
                                    "UIApplicationDidChangeStatusBarOrientationNotification",
                                    "UIDeviceOrientationDidChangeNotification"])
            XCTAssertEqual(UIDevice.current.orientation, .landscapeRight, "the device turned the other way")
            XCTAssertTrue(UIDevice.current.orientation.isLandscape)
            XCTAssertEqual(UIApplication.shared.statusBarOrientation, .landscapeLeft)
            UIDevice.current.endGeneratingDeviceOrientationNotifications()
            XCTAssertFalse(UIDevice.current.isGeneratingDeviceOrientationNotifications)
        }
    }
}
