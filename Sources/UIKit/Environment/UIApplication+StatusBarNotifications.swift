import Foundation

extension UIApplication {
    /// Posted before the interface turns, with the new orientation's raw value under
    /// `statusBarOrientationUserInfoKey`. (Deprecated on iOS 13, still widely observed.)
    public static let willChangeStatusBarOrientationNotification = NSNotification.Name("UIApplicationWillChangeStatusBarOrientationNotification")
    /// Posted after the interface turned, with the old orientation's raw value under
    /// `statusBarOrientationUserInfoKey`. (Deprecated on iOS 13.)
    public static let didChangeStatusBarOrientationNotification = NSNotification.Name("UIApplicationDidChangeStatusBarOrientationNotification")
    /// Posted before the status bar's frame changes, with the new frame under
    /// `statusBarFrameUserInfoKey`. (Deprecated on iOS 13.)
    public static let willChangeStatusBarFrameNotification = NSNotification.Name("UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted after the status bar's frame changed, with the old frame under
    /// `statusBarFrameUserInfoKey`. (Deprecated on iOS 13.)
    public static let didChangeStatusBarFrameNotification = NSNotification.Name("UIApplicationDidChangeStatusBarFrameNotification")
    /// The user-info key of the orientation (an `Int` raw value of `UIInterfaceOrientation`).
    public static let statusBarOrientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"
    /// The user-info key of the status bar's frame (a `CGRect`).
    public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
}
