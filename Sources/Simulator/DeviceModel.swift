import Foundation

/// A phone the simulator can be: its screen in points, its scale and the shape of its screen.
public struct DeviceModel: Hashable, Sendable {
    /// A short name for the command line (`--device`).
    public var identifier: String
    /// The marketing name shown in the window title.
    public var name: String
    /// The screen's size in points, portrait.
    public var screenSize: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The radius of the screen's rounded corners in points (0 for square corners).
    public var screenCornerRadius: CGFloat

    /// Creates a model.
    public init(identifier: String, name: String, screenSize: CGSize, scale: CGFloat, screenCornerRadius: CGFloat) {
        self.identifier = identifier; self.name = name; self.screenSize = screenSize
        self.scale = scale; self.screenCornerRadius = screenCornerRadius
    }

    /// A 6.1-inch phone: 390 x 844 pt (the canonical screen), drawn at 2x.
    public static let phone61 = DeviceModel(identifier: "iphone-6.1", name: "iPhone (6.1-inch)",
                                            screenSize: CGSize(width: 390, height: 844), scale: 2, screenCornerRadius: 47)
    /// A 4.7-inch phone with a home button: 375 x 667 pt at 2x.
    public static let phone47 = DeviceModel(identifier: "iphone-4.7", name: "iPhone SE (4.7-inch)",
                                            screenSize: CGSize(width: 375, height: 667), scale: 2, screenCornerRadius: 0)

    /// Every model, for `--list-devices` and `--device`.
    public static let all: [DeviceModel] = [.phone61, .phone47]

    /// The model with this identifier.
    public static func named(_ identifier: String) -> DeviceModel? {
        all.first { $0.identifier == identifier }
    }
}
