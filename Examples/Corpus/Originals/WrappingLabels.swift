//  WrappingLabels.swift
//  A help page of questions and answers laid out by Auto Layout alone: every label has
//  numberOfLines = 0 and no preferredMaxLayoutWidth, so each wraps to the width its
//  constraints give it; "Show more" swaps in a longer answer and animates the page's layout.

import UIKit

final class HelpPageViewController: UIViewController {
    let headline = UILabel()
    let answerLabel = UILabel()
    let moreButton = UIButton(type: .system)
    let footnote = UILabel()
    private(set) var isExpanded = false

    static let shortAnswer = "Open the Trips tab, tap the trip you want to share and choose Share from the menu."
    static let longAnswer = shortAnswer + " Everyone you invite sees the plan as you change it, and can add their own "
        + "places and notes. You can stop sharing at any time from the same menu; the people you invited keep a copy "
        + "of the trip as it was when you stopped."

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        headline.text = "How do I share a trip with the friends I am travelling with?"
        headline.font = .systemFont(ofSize: 24, weight: .bold)
        headline.numberOfLines = 0
        answerLabel.text = Self.shortAnswer
        answerLabel.font = .systemFont(ofSize: 17)
        answerLabel.numberOfLines = 0
        moreButton.setTitle("Show more", for: .normal)
        moreButton.addTarget(self, action: #selector(toggleAnswer), for: .touchUpInside)
        footnote.text = "Still stuck? Write to us from Settings › Help and we will answer within a day."
        footnote.font = .systemFont(ofSize: 13)
        footnote.textColor = .gray
        footnote.numberOfLines = 0

        for subview in [headline, answerLabel, moreButton, footnote] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            headline.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            headline.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            headline.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            answerLabel.topAnchor.constraint(equalTo: headline.bottomAnchor, constant: 12),
            answerLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            answerLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            moreButton.topAnchor.constraint(equalTo: answerLabel.bottomAnchor, constant: 4),
            moreButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            footnote.topAnchor.constraint(equalTo: moreButton.bottomAnchor, constant: 16),
            footnote.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            footnote.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }

    @objc func toggleAnswer() {
        isExpanded.toggle()
        answerLabel.text = isExpanded ? Self.longAnswer : Self.shortAnswer
        moreButton.setTitle(isExpanded ? "Show less" : "Show more", for: .normal)
        UIView.animate(withDuration: 0.3) {
            self.view.layoutIfNeeded()
        }
    }
}
