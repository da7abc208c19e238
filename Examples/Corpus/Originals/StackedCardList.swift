//  StackedCardList.swift
//  A list of trip cards as an iPhone app builds it without a table view: a scroll view filling
//  the page, a vertical stack view pinned to its contentLayoutGuide and as wide as its
//  frameLayoutGuide, each card a title and a caption that wraps; a tap on a card pushes its page.

import UIKit

struct Trip {
    let title: String
    let caption: String
    let color: UIColor
}

final class TripCardView: UIView {
    let trip: Trip
    let titleLabel = UILabel()
    let captionLabel = UILabel()

    init(trip: Trip) {
        self.trip = trip
        super.init(frame: .zero)
        backgroundColor = trip.color
        layer.cornerRadius = 12

        titleLabel.text = trip.title
        titleLabel.font = .systemFont(ofSize: 20, weight: .semibold)
        titleLabel.textColor = .white
        captionLabel.text = trip.caption
        captionLabel.font = .systemFont(ofSize: 15)
        captionLabel.textColor = UIColor(white: 1, alpha: 0.9)
        captionLabel.numberOfLines = 0

        let column = UIStackView(arrangedSubviews: [titleLabel, captionLabel])
        column.axis = .vertical
        column.spacing = 6
        column.translatesAutoresizingMaskIntoConstraints = false
        addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            column.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            column.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            column.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class TripDetailViewController: UIViewController {
    let trip: Trip

    init(trip: Trip) {
        self.trip = trip
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = trip.title
        view.backgroundColor = trip.color
    }
}

final class TripListViewController: UIViewController {
    let scrollView = UIScrollView()
    let stackView = UIStackView()
    private(set) var cards: [TripCardView] = []

    static let trips: [Trip] = [
        Trip(title: "Lisbon", caption: "Three days of trams up the hills, custard tarts in Belém and fado in Alfama after dark.",
             color: .systemOrange),
        Trip(title: "Kyoto", caption: "Temples at dawn.", color: .systemRed),
        Trip(title: "Reykjavík", caption: "A road trip round the Golden Circle: geysers, waterfalls and the rift between two "
             + "continents, back in town for a late swim in a geothermal pool.", color: .systemBlue),
        Trip(title: "Marrakesh", caption: "The souks, a riad with a fountain in its courtyard, mint tea on the roof.",
             color: .systemPurple),
        Trip(title: "Oslo", caption: "Fjord ferries and the opera house roof.", color: .systemTeal),
        Trip(title: "Cusco", caption: "Getting used to the altitude before the train to Machu Picchu.", color: .systemGreen),
        Trip(title: "Naples", caption: "Pizza at the source, then the ferry to Procida for a day of lemons and pastel houses.",
             color: .systemPink),
        Trip(title: "Hanoi", caption: "Coffee with egg on top, and a night on a junk in Ha Long Bay.", color: .systemIndigo),
        Trip(title: "Cape Town", caption: "Table Mountain by cable car, penguins at Boulders Beach, and the long drive "
             + "down to the Cape of Good Hope.", color: UIColor(red: 0.64, green: 0.52, blue: 0.37, alpha: 1)),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trips"
        view.backgroundColor = .systemBackground

        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        stackView.axis = .vertical
        stackView.spacing = 12
        stackView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stackView)

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            stackView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
            stackView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
            stackView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
            stackView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
            stackView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
        ])

        for trip in Self.trips {
            let card = TripCardView(trip: trip)
            card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(cardTapped(_:))))
            stackView.addArrangedSubview(card)
            cards.append(card)
        }
    }

    @objc private func cardTapped(_ recognizer: UITapGestureRecognizer) {
        guard let card = recognizer.view as? TripCardView else { return }
        navigationController?.pushViewController(TripDetailViewController(trip: card.trip), animated: true)
    }
}
