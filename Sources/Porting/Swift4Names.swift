/// The names Swift 4.2's SDK changed and Xcode's migrator rewrites, as `port` rewrites them
/// (docs/PORTING.md, "Swift 4-era names"): nested types, constants become members, functions
/// become initializers, methods renamed.
enum Swift4Names {
    /// Top-level types that became nested ones (`UIViewAnimationOptions` → `UIView.AnimationOptions`).
    static let types: [String: String] = [
        "UINavigationControllerOperation": "UINavigationController.Operation",
        "RunLoopMode": "RunLoop.Mode",
        "UIViewAnimationOptions": "UIView.AnimationOptions",
        "UIViewAnimationCurve": "UIView.AnimationCurve",
        "UIViewKeyframeAnimationOptions": "UIView.KeyframeAnimationOptions",
        "UIViewContentMode": "UIView.ContentMode",
        "UIViewAutoresizing": "UIView.AutoresizingMask",
        "UIGestureRecognizerState": "UIGestureRecognizer.State",
        "UISwipeGestureRecognizerDirection": "UISwipeGestureRecognizer.Direction",
        "UIBlurEffectStyle": "UIBlurEffect.Style",
        "UIControlEvents": "UIControl.Event",
        "UIControlState": "UIControl.State",
        "UIButtonType": "UIButton.ButtonType",
        "UIBarButtonSystemItem": "UIBarButtonItem.SystemItem",
        "UIBarButtonItemStyle": "UIBarButtonItem.Style",
        "NSLayoutAttribute": "NSLayoutConstraint.Attribute",
        "NSLayoutRelation": "NSLayoutConstraint.Relation",
        "UILayoutConstraintAxis": "NSLayoutConstraint.Axis",
        "UITableViewCellStyle": "UITableViewCell.CellStyle",
        "UITableViewStyle": "UITableView.Style",
        "UITableViewScrollPosition": "UITableView.ScrollPosition",
        "UITableViewRowAnimation": "UITableView.RowAnimation",
        "UICollectionViewScrollPosition": "UICollectionView.ScrollPosition",
        "UICollectionViewScrollDirection": "UICollectionView.ScrollDirection",
        "UITouchPhase": "UITouch.Phase",
        "UIImageRenderingMode": "UIImage.RenderingMode",
        "UIFontWeight": "UIFont.Weight",
        "UIFontTextStyle": "UIFont.TextStyle",
        "NSAttributedStringKey": "NSAttributedString.Key",
        "UIApplicationLaunchOptionsKey": "UIApplication.LaunchOptionsKey",
        "UIPageViewControllerNavigationDirection": "UIPageViewController.NavigationDirection",
        "UIPageViewControllerTransitionStyle": "UIPageViewController.TransitionStyle",
        "UIPageViewControllerNavigationOrientation": "UIPageViewController.NavigationOrientation",
        "UIActivityIndicatorViewStyle": "UIActivityIndicatorView.Style",
        "UIScrollViewDecelerationRate": "UIScrollView.DecelerationRate",
    ]

    /// Global constants that became members of types.
    static let constants: [String: String] = [
        "kCATransitionFade": "CATransitionType.fade", "kCATransitionMoveIn": "CATransitionType.moveIn",
        "kCATransitionPush": "CATransitionType.push", "kCATransitionReveal": "CATransitionType.reveal",
        "kCATransitionFromLeft": "CATransitionSubtype.fromLeft", "kCATransitionFromRight": "CATransitionSubtype.fromRight",
        "kCATransitionFromTop": "CATransitionSubtype.fromTop", "kCATransitionFromBottom": "CATransitionSubtype.fromBottom",
        "kCAMediaTimingFunctionLinear": "CAMediaTimingFunctionName.linear",
        "kCAMediaTimingFunctionEaseIn": "CAMediaTimingFunctionName.easeIn",
        "kCAMediaTimingFunctionEaseOut": "CAMediaTimingFunctionName.easeOut",
        "kCAMediaTimingFunctionEaseInEaseOut": "CAMediaTimingFunctionName.easeInEaseOut",
        "kCAMediaTimingFunctionDefault": "CAMediaTimingFunctionName.default",
        "kCAFillModeForwards": "CAMediaTimingFillMode.forwards", "kCAFillModeBackwards": "CAMediaTimingFillMode.backwards",
        "kCAFillModeBoth": "CAMediaTimingFillMode.both", "kCAFillModeRemoved": "CAMediaTimingFillMode.removed",
        "kCAGravityResize": "CALayerContentsGravity.resize", "kCAGravityResizeAspect": "CALayerContentsGravity.resizeAspect",
        "kCAGravityResizeAspectFill": "CALayerContentsGravity.resizeAspectFill", "kCAGravityCenter": "CALayerContentsGravity.center",
        "kCALineCapRound": "CAShapeLayerLineCap.round", "kCALineCapButt": "CAShapeLayerLineCap.butt",
        "kCALineCapSquare": "CAShapeLayerLineCap.square", "kCALineJoinRound": "CAShapeLayerLineJoin.round",
        "kCALineJoinMiter": "CAShapeLayerLineJoin.miter", "kCALineJoinBevel": "CAShapeLayerLineJoin.bevel",
        "kCAFillRuleEvenOdd": "CAShapeLayerFillRule.evenOdd", "kCAFillRuleNonZero": "CAShapeLayerFillRule.nonZero",
        "kCAAnimationLinear": "CAAnimationCalculationMode.linear", "kCAAnimationDiscrete": "CAAnimationCalculationMode.discrete",
        "kCAAnimationPaced": "CAAnimationCalculationMode.paced", "kCAAnimationCubic": "CAAnimationCalculationMode.cubic",
        "kCAAnimationRotateAuto": "CAAnimationRotationMode.rotateAuto",
        "UIEdgeInsetsZero": "UIEdgeInsets.zero", "CGRectZero": "CGRect.zero", "CGPointZero": "CGPoint.zero",
        "CGSizeZero": "CGSize.zero", "CGAffineTransformIdentity": "CGAffineTransform.identity",
        "UILayoutFittingCompressedSize": "UIView.layoutFittingCompressedSize",
        "UILayoutFittingExpandedSize": "UIView.layoutFittingExpandedSize",
        "UIViewNoIntrinsicMetric": "UIView.noIntrinsicMetric",
    ]

    /// Members renamed in place (`.commonModes` → `.common`), whatever their base.
    static let members: [String: String] = [
        "commonModes": "common", "defaultRunLoopMode": "default", "UITrackingRunLoopMode": "tracking",
    ].merging(instanceMembers) { old, _ in old }

    /// Instance members renamed, also when read without `self.` (`childViewControllers`).
    static let instanceMembers: [String: String] = ["childViewControllers": "children"]

    /// Notification names that moved to their class (`.UIApplicationDidBecomeActive`, with or
    /// without `NSNotification.Name.`, → `UIApplication.didBecomeActiveNotification`).
    static let notifications: [String: String] = [
        "UIApplicationDidBecomeActive": "UIApplication.didBecomeActiveNotification",
        "UIApplicationWillResignActive": "UIApplication.willResignActiveNotification",
        "UIApplicationDidEnterBackground": "UIApplication.didEnterBackgroundNotification",
        "UIApplicationWillEnterForeground": "UIApplication.willEnterForegroundNotification",
        "UIApplicationDidFinishLaunching": "UIApplication.didFinishLaunchingNotification",
        "UIDeviceOrientationDidChange": "UIDevice.orientationDidChangeNotification",
        "UIKeyboardWillShow": "UIResponder.keyboardWillShowNotification",
        "UIKeyboardWillHide": "UIResponder.keyboardWillHideNotification",
        "UIKeyboardDidShow": "UIResponder.keyboardDidShowNotification",
        "UIKeyboardDidHide": "UIResponder.keyboardDidHideNotification",
        "UIKeyboardWillChangeFrame": "UIResponder.keyboardWillChangeFrameNotification",
    ]

    /// Functions that became initializers, with the labels their positional arguments take.
    static let functions: [String: (callee: String, labels: [String])] = [
        "UIEdgeInsetsMake": ("UIEdgeInsets", ["top", "left", "bottom", "right"]),
        "CGRectMake": ("CGRect", ["x", "y", "width", "height"]),
        "CGPointMake": ("CGPoint", ["x", "y"]),
        "CGSizeMake": ("CGSize", ["width", "height"]),
        "CGVectorMake": ("CGVector", ["dx", "dy"]),
        "CGAffineTransformMakeScale": ("CGAffineTransform", ["scaleX", "y"]),
        "CGAffineTransformMakeTranslation": ("CGAffineTransform", ["translationX", "y"]),
        "CGAffineTransformMakeRotation": ("CGAffineTransform", ["rotationAngle"]),
    ]

    /// Methods renamed with their labels, at call sites and in (overriding) declarations:
    /// `(old name, old labels)` → `(new name, new labels)`.
    static let methods: [(old: String, oldLabels: [String], new: String, newLabels: [String])] = [
        ("bringSubview", ["toFront"], "bringSubviewToFront", ["_"]),
        ("sendSubview", ["toBack"], "sendSubviewToBack", ["_"]),
        ("addChildViewController", ["_"], "addChild", ["_"]),
        ("removeFromParentViewController", [], "removeFromParent", []),
        ("willMove", ["toParentViewController"], "willMove", ["toParent"]),
        ("didMove", ["toParentViewController"], "didMove", ["toParent"]),
    ]
}
