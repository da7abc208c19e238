import Foundation

/// Which corners a layer's `cornerRadius` rounds, as Core Animation's `CACornerMask`.
///
/// In UIKit's coordinates (y down), `MinY` corners are the top ones.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The corners' bits.
    public let rawValue: UInt
    /// A set of corners from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at the smallest x and y (top left on a UIKit screen).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at the largest x and smallest y (top right).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at the smallest x and largest y (bottom left).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at the largest x and y (bottom right).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
    /// All four corners, the default.
    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// The radii of the corners in the order top-left, top-right, bottom-right, bottom-left,
    /// `radius` where the corner is in the set and 0 elsewhere.
    func radii(_ radius: CGFloat) -> [CGSize] {
        let r = CGSize(width: radius, height: radius)
        return [contains(.layerMinXMinYCorner) ? r : .zero, contains(.layerMaxXMinYCorner) ? r : .zero,
                contains(.layerMaxXMaxYCorner) ? r : .zero, contains(.layerMinXMaxYCorner) ? r : .zero]
    }
}
