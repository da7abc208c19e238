import Foundation
import Raster
import UIKit

/// Draws the device around its screen: a dark bezel with rounded corners, the screen's own
/// rounded corners, so the window looks like a phone.
public struct PhoneFrame {
    /// The device drawn.
    public let model: DeviceModel
    /// The bezel's width around the screen, in points.
    public var bezel: CGFloat = 14

    /// Creates a frame for `model`.
    public init(model: DeviceModel) { self.model = model }

    /// The size of the framed picture in pixels.
    public var pixelSize: (width: Int, height: Int) {
        let s = model.scale
        return (Int(((model.screenSize.width + 2 * bezel) * s).rounded()), Int(((model.screenSize.height + 2 * bezel) * s).rounded()))
    }

    /// Where the screen sits in the framed picture, in pixels.
    public var screenRect: PixelRect {
        let inset = Int((bezel * model.scale).rounded())
        return PixelRect(x: inset, y: inset, width: Int((model.screenSize.width * model.scale).rounded()),
                         height: Int((model.screenSize.height * model.scale).rounded()))
    }

    /// The framed picture of `screen` (which must be the device's screen bitmap).
    public func compose(_ screen: Bitmap, backdrop: RGBA8 = RGBA8(r: 24, g: 24, b: 28, a: 255)) -> Bitmap {
        let size = pixelSize
        var picture = Bitmap(width: size.width, height: size.height, color: backdrop)
        let s = Double(model.scale)
        let bodyRadius = Double(model.screenCornerRadius > 0 ? model.screenCornerRadius + bezel : 24) * s
        picture.draw(QuadDraw(width: Double(size.width), height: Double(size.height),
                              fill: .color(RGBA8(r: 12, g: 12, b: 14, a: 255)), cornerRadius: bodyRadius))
        let rect = screenRect
        picture.draw(QuadDraw(width: Double(rect.width), height: Double(rect.height),
                              transform: .translation(Double(rect.x0), Double(rect.y0)),
                              fill: .image(screen, crop: nil), cornerRadius: Double(model.screenCornerRadius) * s))
        return picture
    }

    /// The screen point (in points) under a pixel of the framed picture, or nil off the screen.
    public func screenPoint(atFramePixel x: Double, _ y: Double) -> CGPoint? {
        let rect = screenRect
        let px = x - Double(rect.x0), py = y - Double(rect.y0)
        guard px >= 0, py >= 0, px < Double(rect.width), py < Double(rect.height) else { return nil }
        return CGPoint(x: px / Double(model.scale), y: py / Double(model.scale))
    }
}
