import Foundation

/// The kind of a color space, as Core Graphics' `CGColorSpaceModel`.
public enum CGColorSpaceModel: Int32, Sendable {
    /// An unknown model.
    case unknown = -1
    /// Gray.
    case monochrome = 0
    /// Red, green and blue.
    case rgb = 1
    /// Cyan, magenta, yellow and black.
    case cmyk = 2
    /// L*a*b*.
    case lab = 3
    /// Several colorants.
    case deviceN = 4
    /// An indexed palette.
    case indexed = 5
    /// A pattern.
    case pattern = 6
    /// CIE XYZ.
    case XYZ = 7
}
