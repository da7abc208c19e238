import UIKit

/// One news story of seed 001's feed.
struct NewsStory {
    let title: String
    let source: String
    let image: UIImage

    /// The stories in the feed, with generated pictures.
    static func all() -> [NewsStory] {
        let titles = ["城市夜景：灯火中的新地标", "科学家发现深海新物种", "春季花展本周末开幕", "高铁新线路今日试运行",
                      "国产大飞机完成首次长途飞行", "古镇保护与旅游如何平衡", "AI 助手走进课堂", "马拉松赛事创纪录报名",
                      "新能源汽车销量再创新高", "博物馆推出夜间开放", "天文爱好者记录流星雨", "山区小学迎来新图书馆"]
        let sources = ["头条新闻", "科技日报", "旅游频道", "财经观察"]
        return titles.enumerated().map { index, title in
            NewsStory(title: title, source: sources[index % sources.count],
                      image: DemoArt.landscape(index: index + 5, size: CGSize(width: 110, height: 80)))
        }
    }
}

/// Seed 001's first page: a news feed; tapping a story pushes it.
final class NewsListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let stories = NewsStory.all()
    private let table = UITableView(frame: .zero, style: .plain)

    private let bar = UIView()
    private let header = UILabel()
    private let back = catalogueButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        header.text = "今日头条"
        header.font = .boldSystemFont(ofSize: 20)
        header.textAlignment = .center
        header.textColor = .white
        header.backgroundColor = UIColor(red: 0.84, green: 0.2, blue: 0.2, alpha: 1)
        bar.backgroundColor = header.backgroundColor
        bar.addSubview(header)
        table.rowHeight = 96
        table.register(UITableViewCell.self, forCellReuseIdentifier: "story")
        table.dataSource = self
        table.delegate = self
        // The list starts under the page's own header, so the safe area adds nothing at its top;
        // UIKit keeps the last row clear of the home indicator and the rows' content clear of
        // the sensor housing of a phone on its side (`insetsContentViewsToSafeArea`).
        view.addSubview(table)
        view.addSubview(bar)
        // White on the red header, where the system blue could not be read.
        back.setTitleColor(.white, for: .normal)
        view.addSubview(back)
    }

    /// The seed's 40 pt status-bar band over a 44 pt header, the list below; no band where the
    /// phone hides its status bar (compact height: a phone on its side).
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let band: CGFloat = traitCollection.verticalSizeClass == .compact ? 0 : 40
        let width = view.bounds.width
        bar.frame = CGRect(x: 0, y: 0, width: width, height: band + 44)
        header.frame = CGRect(x: 0, y: band, width: width, height: 44)
        table.frame = CGRect(x: 0, y: band + 44, width: width, height: view.bounds.height - band - 44)
        back.frame.origin = CGPoint(x: 8 + view.safeAreaInsets.left, y: band + 4)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let selected = table.indexPathForSelectedRow { table.deselectRow(at: selected, animated: animated) }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { stories.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "story", for: indexPath)
        let story = stories[indexPath.row]
        cell.textLabel?.text = story.title
        cell.textLabel?.numberOfLines = 2
        cell.imageView?.image = story.image
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(NewsDetailViewController(story: stories[indexPath.row]), animated: true)
    }
}

/// Seed 001's second page: the story with its picture.
final class NewsDetailViewController: UIViewController {
    let story: NewsStory

    init(story: NewsStory) {
        self.story = story
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    private let image = UIImageView()
    private let titleLabel = UILabel()
    private let source = UILabel()
    private let body = UILabel()
    private var backButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        image.image = DemoArt.landscape(index: story.title.count, size: CGSize(width: DemoArt.pictureWidth(for: view), height: 240))
        image.contentMode = .scaleAspectFill
        titleLabel.text = story.title
        titleLabel.font = .boldSystemFont(ofSize: 22)
        titleLabel.numberOfLines = 2
        source.text = story.source + " · 刚刚"
        source.font = .systemFont(ofSize: 13)
        source.textColor = .gray
        body.text = String(repeating: "这是一篇示例新闻的正文，用来展示转场时页面的内容。", count: 6)
        body.font = .systemFont(ofSize: 16)
        body.numberOfLines = 0
        [image, titleLabel, source, body].forEach(view.addSubview)
        backButton = topLeftButton("‹ 返回") { [weak self] _ in self?.navigationController?.popViewController(animated: true) }
        view.addSubview(backButton)
    }

    /// The picture across the top (shorter where the height is compact), the text below it
    /// inside the safe area's sides.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let compact = traitCollection.verticalSizeClass == .compact
        let width = view.bounds.width, safe = view.safeAreaInsets
        let pictureHeight: CGFloat = compact ? 150 : 240
        image.frame = CGRect(x: 0, y: 0, width: width, height: pictureHeight)
        // Cropped where it is filled wider than drawn (on its side, or a tablet's width); on
        // an upright phone it fits exactly.
        let drawn = image.image?.size ?? .zero
        image.clipsToBounds = compact || (drawn.width > 0 && width * drawn.height / drawn.width > pictureHeight + 0.5)
        backButton.frame.origin.x = 8 + safe.left
        let left = 16 + safe.left, textWidth = width - 32 - safe.left - safe.right
        titleLabel.frame = CGRect(x: left, y: pictureHeight + 16, width: textWidth, height: 64)
        source.frame = CGRect(x: left, y: pictureHeight + 82, width: textWidth, height: 20)
        let bodyTop = pictureHeight + 112
        body.frame = CGRect(x: left, y: bodyTop, width: textWidth, height: min(300, view.bounds.height - bodyTop - safe.bottom))
    }
}
