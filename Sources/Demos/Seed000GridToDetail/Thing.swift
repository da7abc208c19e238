import UIKit

/// One of seed 000's "things": a picture and a name.
struct Thing {
    let title: String
    let image: UIImage

    /// The things in the grid, each with the bundled picture of its name (dawn, valley, ...).
    static func all(count: Int = 24) -> [Thing] {
        let names = ["晨光", "山谷", "湖泊", "森林", "沙丘", "雪原", "海湾", "草原", "峡谷", "岛屿", "瀑布", "田野"]
        return (0..<count).map { index in
            Thing(title: "\(names[index % names.count]) \(index + 1)",
                  image: DemoPictures.named(DemoPictures.things[index % DemoPictures.things.count]))
        }
    }
}
