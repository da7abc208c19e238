import Foundation

/// The orientation of the interface, as UIKit's `UIInterfaceOrientation` (same raw values).
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright, home indicator at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Landscape with the home button (or indicator) on the left.
    case landscapeLeft = 4
    /// Landscape with the home button (or indicator) on the right.
    case landscapeRight = 3

    /// Whether the orientation is landscape.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the orientation is portrait.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

/// A set of interface orientations, as UIKit's `UIInterfaceOrientationMask`.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// The raw bits (UIKit's: one bit per orientation's raw value).
    public let rawValue: UInt
    /// Creates a mask from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Portrait.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
    /// Every orientation but upside down.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]

    /// Whether the mask allows `orientation`.
    func allows(_ orientation: UIInterfaceOrientation) -> Bool {
        contains(UIInterfaceOrientationMask(rawValue: 1 << UInt(orientation.rawValue)))
    }
}
