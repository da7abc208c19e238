//  ForwardingPush.swift
//  A library's navigation-delegate proxy, as transition libraries write it: it sits between the
//  navigation controller and the app's own delegate, counts the pages it shows, and forwards
//  every other message (here the app's fade animator) with responds(to:) and
//  forwardingTarget(for:). Swift 4 names throughout, as the library was last touched in 2018.

import UIKit

public struct Weak<T: AnyObject> {
    public weak var value: T?
    public init(_ value: T) {
        self.value = value
    }
}

open class NavigationDelegateProxy: NSObject, UINavigationControllerDelegate {
    open static let defaultShowLimit = 99
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
        forwardee?.navigationController?(navigationController, didShow: viewController, animated: animated)
        for observer in observers {
            observer.value?.navigationController?(navigationController, didShow: viewController, animated: animated)
        }
    }

    override open func responds(to aSelector: Selector!) -> Bool {
        return super.responds(to: aSelector) || forwardee?.responds(to: aSelector) == true
    }

    override open func forwardingTarget(for aSelector: Selector!) -> Any? {
        if forwardee?.responds(to: aSelector) == true {
            return forwardee
        }
        return super.forwardingTarget(for: aSelector)
    }
}

final class DraftFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationControllerOperation
    private(set) var ran = false

    init(operation: UINavigationControllerOperation) {
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
        let options: UIViewAnimationOptions = [.curveEaseInOut, .beginFromCurrentState]
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
                              animationControllerFor operation: UINavigationControllerOperation,
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
                                                            action: #selector(compose))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.delegate = proxy
        proxy.addObserver(titleLog)
    }

    @objc func compose() {
        let page = UIViewController()
        page.view.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
        page.title = "Draft"
        navigationController?.pushViewController(page, animated: true)
    }
}
