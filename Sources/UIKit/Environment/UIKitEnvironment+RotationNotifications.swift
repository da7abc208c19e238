import Foundation

extension UIKitEnvironment {
    /// Posts what iOS posts around a rotation of the interface from `old` to `new`, on
    /// `NotificationCenter.default`: `phase` "will" before it, "did" after (with the device's
    /// orientation change, while the device generates orientation notifications).
    ///
    /// Unlike UIKit, where a rotation is an event of the one app, the notifications go to the
    /// process's default center, which every simulated device of the process shares.
    func postRotationNotifications(_ phase: RotationNotificationPhase, from old: UIInterfaceOrientation, to new: UIInterfaceOrientation) {
        let center = NotificationCenter.default
        let app = application
        switch phase {
        case .will:
            center.post(name: UIApplication.willChangeStatusBarOrientationNotification, object: app,
                        userInfo: [UIApplication.statusBarOrientationUserInfoKey: new.rawValue])
        case .did:
            center.post(name: UIApplication.didChangeStatusBarOrientationNotification, object: app,
                        userInfo: [UIApplication.statusBarOrientationUserInfoKey: old.rawValue])
            if device.isGeneratingDeviceOrientationNotifications {
                center.post(name: UIDevice.orientationDidChangeNotification, object: device)
            }
        }
    }

    /// Before or after a rotation.
    enum RotationNotificationPhase {
        /// Before the interface turns.
        case will
        /// After it turned.
        case did
    }
}
