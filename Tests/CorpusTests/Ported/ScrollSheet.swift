//  ScrollSheet.swift
//  A bottom sheet whose list drives it: pulling the list down past its top drags the whole
//  sheet with it (observed with KVO on contentOffset), and letting go far enough dismisses it.

import UIKit

final class ScrollSheetPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = bounds.height * 0.6
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.3)
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }
}

final class ScrollSheetViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .plain)
    private var offsetObservation: NSKeyValueObservation?
    private var sheetOffset: CGFloat = 0
    private(set) var dismissedByPull = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = 14
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        view.addSubview(tableView)

        offsetObservation = tableView.observe(\.contentOffset, options: [.new, .old]) { [weak self] scrollView, change in
            guard let self = self, let offset = change.newValue else { return }
            self.scrollViewDidMove(scrollView, to: offset)
        }
        tableView.panGestureRecognizer.addTarget(self, action: ScrollSheetViewController.handleListPan(_:))
    }

    deinit {
        offsetObservation?.invalidate()
    }

    private func scrollViewDidMove(_ scrollView: UIScrollView, to offset: CGPoint) {
        guard scrollView.isTracking else { return }
        let pull = -(offset.y + scrollView.adjustedContentInset.top)
        if pull > 0 {
            sheetOffset += pull
            view.transform = CGAffineTransform(translationX: 0, y: sheetOffset)
            scrollView.contentOffset.y = -scrollView.adjustedContentInset.top
        }
    }

    private func handleListPan(_ recognizer: UIPanGestureRecognizer) {
        guard recognizer.state == .ended || recognizer.state == .cancelled else { return }
        if sheetOffset > view.bounds.height * 0.25 {
            dismissedByPull = true
            dismiss(animated: true)
        } else {
            UIView.animate(withDuration: 0.25) {
                self.view.transform = .identity
            }
        }
        sheetOffset = 0
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        30
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Song \(indexPath.row + 1)"
        return cell
    }
}

final class ScrollSheetHostViewController: UIViewController, UIViewControllerTransitioningDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.93, green: 0.93, blue: 0.96, alpha: 1)
        let button = UIButton(type: .system)
        button.setTitle("Queue", for: .normal)
        button.frame = CGRect(x: 20, y: 120, width: 120, height: 44)
        button.addTarget(self, action: ScrollSheetHostViewController.showQueue, for: .touchUpInside)
        view.addSubview(button)
    }

    func showQueue() {
        let sheet = ScrollSheetViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = self
        present(sheet, animated: true)
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        ScrollSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
