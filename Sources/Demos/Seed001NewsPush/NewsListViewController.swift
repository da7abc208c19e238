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

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let header = UILabel(frame: CGRect(x: 0, y: 40, width: view.bounds.width, height: 44))
        header.text = "今日头条"
        header.font = .boldSystemFont(ofSize: 20)
        header.textAlignment = .center
        header.textColor = .white
        header.backgroundColor = UIColor(red: 0.84, green: 0.2, blue: 0.2, alpha: 1)
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 84))
        bar.backgroundColor = header.backgroundColor
        bar.addSubview(header)
        table.frame = CGRect(x: 0, y: 84, width: view.bounds.width, height: view.bounds.height - 84)
        table.rowHeight = 96
        table.register(UITableViewCell.self, forCellReuseIdentifier: "story")
        table.dataSource = self
        table.delegate = self
        // The page keeps its content clear of the bars with frames and insets of its own, so the
        // safe area must not add to them.
        table.contentInsetAdjustmentBehavior = .never
        view.addSubview(table)
        view.addSubview(bar)
        // White on the red header, where the system blue could not be read.
        let back = catalogueButton()
        back.setTitleColor(.white, for: .normal)
        view.addSubview(back)
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

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let image = UIImageView(image: DemoArt.landscape(index: story.title.count, size: CGSize(width: view.bounds.width, height: 240)))
        image.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 240)
        let title = UILabel(frame: CGRect(x: 16, y: 256, width: view.bounds.width - 32, height: 64))
        title.text = story.title
        title.font = .boldSystemFont(ofSize: 22)
        title.numberOfLines = 2
        let source = UILabel(frame: CGRect(x: 16, y: 322, width: view.bounds.width - 32, height: 20))
        source.text = story.source + " · 刚刚"
        source.font = .systemFont(ofSize: 13)
        source.textColor = .gray
        let body = UILabel(frame: CGRect(x: 16, y: 352, width: view.bounds.width - 32, height: 300))
        body.text = String(repeating: "这是一篇示例新闻的正文，用来展示转场时页面的内容。", count: 6)
        body.font = .systemFont(ofSize: 16)
        body.numberOfLines = 0
        [image, title, source, body].forEach(view.addSubview)
        view.addSubview(topLeftButton("‹ 返回") { [weak self] _ in self?.navigationController?.popViewController(animated: true) })
    }
}
