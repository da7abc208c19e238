import Foundation
import UIKit

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
    package var screenCornerRadius: CGFloat
    /// How many points of the real device's screen make an inch (its pixels per inch over its
    /// own scale): the window's physical size (Ctrl+1) follows it, whatever `--scale` says.
    package var pointsPerInch: CGFloat

    /// Creates a model.
    package init(identifier: String, name: String, screenSize: CGSize, scale: CGFloat, screenCornerRadius: CGFloat,
                pointsPerInch: CGFloat = 163) {
        self.identifier = identifier; self.name = name; self.screenSize = screenSize
        self.scale = scale; self.screenCornerRadius = screenCornerRadius; self.pointsPerInch = pointsPerInch
    }

    /// A 6.1-inch phone: 390 x 844 pt (the canonical screen), drawn at 2x.
    public static let phone61 = DeviceModel(identifier: "iphone-6.1", name: "iPhone (6.1-inch)",
                                            screenSize: CGSize(width: 390, height: 844), scale: 2, screenCornerRadius: 47,
                                            pointsPerInch: 460.0 / 3)
    /// A 4.7-inch phone with a home button: 375 x 667 pt at 2x.
    public static let phone47 = DeviceModel(identifier: "iphone-4.7", name: "iPhone SE (4.7-inch)",
                                            screenSize: CGSize(width: 375, height: 667), scale: 2, screenCornerRadius: 0,
                                            pointsPerInch: 326.0 / 2)

    /// An 11-inch tablet: 820 x 1180 pt at 2x, regular width in both orientations (for the
    /// sheet and popover styles of seed 003's table).
    public static let tablet11 = DeviceModel(identifier: "ipad-11", name: "iPad (11-inch)",
                                             screenSize: CGSize(width: 820, height: 1180), scale: 2, screenCornerRadius: 18,
                                             pointsPerInch: 264.0 / 2)

    /// Every model, for `--list-devices` and `--device`.
    package static let all: [DeviceModel] = [.phone61, .phone47, .tablet11]

    /// Whether the phone has a home button under its screen (square screen corners): the
    /// frame draws it, with the wide top and bottom around the screen.
    package var hasHomeButton: Bool { screenCornerRadius == 0 }

    /// Whether the phone has a sensor housing cutting into the top of its screen: a phone with
    /// rounded screen corners (a tablet's cameras sit in its bezel).
    package var hasSensorHousing: Bool { screenCornerRadius > 0 && min(screenSize.width, screenSize.height) < 600 }

    /// Whether iOS draws the home indicator at the bottom of the screen: every device without a
    /// home button.
    package var hasHomeIndicator: Bool { !hasHomeButton }

    /// The screen's size in pixels: its sides in points times the scale, rounded.
    package var screenPixelSize: (width: Int, height: Int) {
        (Int((screenSize.width * scale).rounded()), Int((screenSize.height * scale).rounded()))
    }

    /// The model as seen in `orientation`: the screen's sides swapped in landscape.
    package func oriented(_ orientation: UIInterfaceOrientation) -> DeviceModel {
        guard orientation.isLandscape else { return self }
        var model = self
        model.screenSize = CGSize(width: screenSize.height, height: screenSize.width)
        return model
    }

    /// The model with this identifier.
    package static func named(_ identifier: String) -> DeviceModel? {
        all.first { $0.identifier == identifier }
    }
}
