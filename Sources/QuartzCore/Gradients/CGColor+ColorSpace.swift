import Foundation

extension CGColor {
    /// Creates a color from components in `space`: red, green, blue and alpha for an RGB
    /// space, gray and alpha for a gray one, as Core Graphics'
    /// `init(colorSpace:components:)`; nil for other kinds of space.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        switch space.model {
        case .rgb: self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        case .monochrome: self.init(gray: components[0], alpha: components[1])
        default: return nil
        }
    }

    /// The color's space: always device RGB here (see `CGColorSpace`).
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }
}
