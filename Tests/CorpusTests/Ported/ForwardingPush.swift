//  ForwardingPush.swift
//  A library's navigation-delegate proxy, as transition libraries write it: it sits between the
//  navigation controller and the app's own delegate, counts the pages it shows, and forwards
//  every other message (here the app's fade animator) with responds(to:) and
//  forwardingTarget(for:). Swift 4 names throughout, as the library was last touched in 2018.

import UIKit

public struct Weak<T> {
    public var value: T? {
        get { valueObject as? T }
        set { valueObject = newValue.map { $0 as AnyObject } }
    }
    private weak var valueObject: AnyObject?
    public init(_ value: T) {
        self.value = value
    }
}

open class NavigationDelegateProxy: NSObject, UINavigationControllerDelegate, MessageForwarding {
    public static let defaultShowLimit = 99
    weak var forwardee: UINavigationControllerDelegate?
    private(set) var shownCount = 0
    private var observers: [Weak<UINavigationControllerDelegate>] = []

    init(forwardee: UINavigationControllerDelegate?) {
        self.forwardee = forwardee
        super.init()
    }

    func addObserver(_ observer: UINavigationControllerDelegate) {
        observers.append(Weak(observer))
    }

    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        shownCount = min(shownCount + 1, NavigationDelegateProxy.defaultShowLimit)
        forwardee?.navigationController(navigationController, didShow: viewController, animated: animated)
        for observer in observers {
            observer.value?.navigationController(navigationController, didShow: viewController, animated: animated)
        }
    }

    open func responds(to aSelector: Selector!) -> Bool {
        return (self as NSObjectProtocol).responds(to: aSelector) || forwardee?.responds(to: aSelector) == true
    }

    open func forwardingTarget(for aSelector: Selector!) -> Any? {
        if forwardee?.responds(to: aSelector) == true {
            return forwardee
        }
        return nil
    }
}

final class DraftFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    private(set) var ran = false

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else { return }
        ran = true
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        let options: UIView.AnimationOptions = [.curveEaseInOut, .beginFromCurrentState]
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: options, animations: {
            toView.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class FadeRouter: NSObject, UINavigationControllerDelegate {
    private(set) var lastAnimator: DraftFadeAnimator?
    private(set) var didShowCount = 0

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = DraftFadeAnimator(operation: operation)
        lastAnimator = animator
        return animator
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        didShowCount += 1
    }
}

final class PageTitleLog: NSObject, UINavigationControllerDelegate {
    private(set) var titles: [String] = []

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        titles.append(viewController.title ?? "")
    }
}

final class ForwardingPushRootViewController: UIViewController {
    let router = FadeRouter()
    let titleLog = PageTitleLog()
    lazy var proxy = NavigationDelegateProxy(forwardee: router)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        title = "Inbox"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self,
                                                            action: ForwardingPushRootViewController.compose)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.delegate = proxy
        proxy.addObserver(titleLog)
    }

    func compose() {
        let page = UIViewController()
        page.view.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
        page.title = "Draft"
        navigationController?.pushViewController(page, animated: true)
    }
}
