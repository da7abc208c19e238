import Foundation
import Raster
import UIKit

/// Draws the device around its screen, as the iOS Simulator does: a dark body with rounded
/// corners, the screen's own rounded corners, the sensor housing and the home indicator of a
/// phone without a home button, the wide top and bottom and the home button of one with it, all
/// turned with the device.
package struct PhoneFrame {
    /// The device drawn, as seen in `orientation` (its screen's sides swapped in landscape).
    package let model: DeviceModel
    /// Which way the device is turned: where the home button and the sensor housing end up.
    package let orientation: UIInterfaceOrientation

    /// Creates a frame for `model` (already oriented) turned to `orientation`.
    package init(model: DeviceModel, orientation: UIInterfaceOrientation = .portrait) {
        self.model = model
        self.orientation = orientation
    }

    /// The body's width around the portrait screen, in points: top, sides and bottom.
    var portraitBezel: (top: CGFloat, side: CGFloat, bottom: CGFloat) {
        model.hasHomeButton ? (96, 20, 96) : (14, 14, 14)
    }

    /// The size of the portrait picture in points (the screen turned upright, with the body).
    private var portraitSize: CGSize {
        let screen = model.screenSize, bezel = portraitBezel
        let upright = orientation.isLandscape ? CGSize(width: screen.height, height: screen.width) : screen
        return CGSize(width: upright.width + 2 * bezel.side, height: upright.height + bezel.top + bezel.bottom)
    }

    /// The size of the framed picture in pixels.
    package var pixelSize: (width: Int, height: Int) {
        let s = model.scale, size = portraitSize
        let (w, h) = orientation.isLandscape ? (size.height, size.width) : (size.width, size.height)
        return (Int((w * s).rounded()), Int((h * s).rounded()))
    }

    /// The radius of the body's corners, in pixels.
    var bodyRadius: Double {
        Double(model.hasHomeButton ? 56 : model.screenCornerRadius + portraitBezel.side) * Double(model.scale)
    }

    /// The pixels of the framed picture the body may leave as they were: squares of this side
    /// at its four corners, outside its rounded corners. The body sets every other pixel of
    /// `pixelSize`, whatever was under it (its straight edges lie on whole pixels).
    package var bodyCornerSide: Int {
        Self.cornerSide(radius: bodyRadius)
    }

    /// The side of the squares at the corners of a rounded rectangle of `radius` that hold
    /// every pixel it covers only in part: the radius rounded up, and one pixel more for the
    /// edge's antialiasing (`PixelRect.pieces(around:cornerSquares:)` keeps it within half the
    /// rectangle).
    static func cornerSide(radius: Double) -> Int {
        radius > 0 && radius.isFinite ? Int(radius.rounded(.up)) + 1 : 0
    }

    /// Where the screen sits in the framed picture, in pixels.
    package var screenRect: PixelRect {
        let bezel = portraitBezel, size = portraitSize
        return pixelRect(turning: CGRect(x: bezel.side, y: bezel.top, width: size.width - 2 * bezel.side,
                                         height: size.height - bezel.top - bezel.bottom))
    }

    /// The framed picture of `screen` (which must be the device's screen bitmap), with the
    /// sensor housing and the home indicator over it unless `showsHardware` is false (the
    /// exploded view, which is no screen).
    package func compose(_ screen: Bitmap, backdrop: RGBA8 = RGBA8(r: 24, g: 24, b: 28, a: 255), showsHardware: Bool = true) -> Bitmap {
        let size = pixelSize
        var picture = Bitmap(width: size.width, height: size.height, color: backdrop)
        draw(screen, into: &picture, showsHardware: showsHardware)
        return picture
    }

    /// Draws the framed picture of `screen` (as `compose` makes it) at the top left of
    /// `picture`, which must be at least `pixelSize` large and hold the backdrop there: how the
    /// window composes the phone and its own marks in one bitmap.
    ///
    /// With `screenIsOpaque` (every pixel of `screen` opaque, as a compositor's frame over an
    /// opaque background is), the body is drawn only where the screen does not hide it: around
    /// the screen and under its rounded corners. The same pixels, without writing the screen's
    /// 12 MB at 3x twice (a replay cursor draws one such picture per scrub).
    package func draw(_ screen: Bitmap, into picture: inout Bitmap, showsHardware: Bool = true, screenIsOpaque: Bool = false) {
        let size = pixelSize
        precondition(picture.width >= size.width && picture.height >= size.height, "the picture must hold the framed phone")
        let s = Double(model.scale)
        let body = QuadDraw(width: Double(size.width), height: Double(size.height), fill: .color(Self.body), cornerRadius: bodyRadius)
        let rect = screenRect
        let screenRadius = Double(model.screenCornerRadius) * s
        if screenIsOpaque {
            let phone = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
            for clip in phone.pieces(around: rect, cornerSquares: Self.cornerSide(radius: screenRadius)) {
                picture.draw(body, clip: clip)
            }
        } else {
            picture.draw(body)
        }
        picture.draw(QuadDraw(width: Double(rect.width), height: Double(rect.height),
                              transform: .translation(Double(rect.x0), Double(rect.y0)),
                              fill: .image(screen, crop: nil), cornerRadius: screenRadius))
        if model.hasHomeButton { drawHomeButtonAndEarpiece(into: &picture) }
        if showsHardware && model.hasSensorHousing { fill(portraitRect: sensorHousing, color: Self.body, radius: 20, into: &picture) }
        if showsHardware && model.hasHomeIndicator { drawHomeIndicator(into: &picture, over: screen) }
    }

    /// The screen point (in points) under a pixel of the framed picture, or nil off the screen.
    package func screenPoint(atFramePixel x: Double, _ y: Double) -> CGPoint? {
        let rect = screenRect
        let px = x - Double(rect.x0), py = y - Double(rect.y0)
        guard px >= 0, py >= 0, px < Double(rect.width), py < Double(rect.height) else { return nil }
        return CGPoint(x: px / Double(model.scale), y: py / Double(model.scale))
    }

    private static let body = RGBA8(r: 12, g: 12, b: 14, a: 255)

    /// The sensor housing in portrait points: 162 pt wide (the width UIKit's status bar leaves
    /// for it) and 32 pt into the screen, its top hidden in the body.
    var sensorHousing: CGRect {
        let width: CGFloat = 162, bezel = portraitBezel
        return CGRect(x: (portraitSize.width - width) / 2, y: bezel.top - 20, width: width, height: 52)
    }

    /// The home indicator: a 5 pt bar 8 pt above the bottom of the screen as the interface
    /// stands (so along a long side in landscape), dark over a light screen and light over a
    /// dark one, as iOS draws it.
    private func drawHomeIndicator(into picture: inout Bitmap, over screen: Bitmap) {
        let s = Double(model.scale), rect = screenRect
        let shortSide = min(model.screenSize.width, model.screenSize.height)
        let width = Double(shortSide > 600 ? 315 : 134) * s, height = 5 * s
        let x = Double(rect.x0) + (Double(rect.width) - width) / 2, y = Double(rect.y1) - 8 * s - height
        let color = Self.indicatorColor(over: screen, x: x - Double(rect.x0), y: y - Double(rect.y0), width: width, height: height)
        picture.draw(QuadDraw(width: width, height: height, transform: .translation(x, y), fill: .color(color), cornerRadius: height / 2))
    }

    /// Black over a light screen, white over a dark one: the average brightness of the screen's
    /// pixels under the indicator decides.
    private static func indicatorColor(over screen: Bitmap, x: Double, y: Double, width: Double, height: Double) -> RGBA8 {
        var total = 0, count = 0
        let y0 = max(0, Int(y)), y1 = min(screen.height, Int(y + height) + 1)
        let x0 = max(0, Int(x)), x1 = min(screen.width, Int(x + width) + 1)
        for row in Swift.stride(from: y0, to: y1, by: 1) {
            for column in Swift.stride(from: x0, to: x1, by: 4) {
                let p = screen[column, row]
                total += Int(p.r) * 2 + Int(p.g) * 5 + Int(p.b)
                count += 8
            }
        }
        let light = count == 0 || total / count > 128
        return light ? RGBA8(red: 0, green: 0, blue: 0, alpha: 0.9) : RGBA8(red: 1, green: 1, blue: 1, alpha: 0.9)
    }

    /// The home button in the chin (a ring) and the earpiece and camera in the forehead.
    private func drawHomeButtonAndEarpiece(into picture: inout Bitmap) {
        let size = portraitSize, bezel = portraitBezel
        let middle = size.width / 2, chin = size.height - bezel.bottom / 2, forehead = bezel.top / 2
        fill(portraitRect: CGRect(x: middle - 31, y: chin - 31, width: 62, height: 62), color: RGBA8(r: 52, g: 52, b: 58, a: 255),
             radius: 31, into: &picture)
        fill(portraitRect: CGRect(x: middle - 28, y: chin - 28, width: 56, height: 56), color: Self.body, radius: 28, into: &picture)
        fill(portraitRect: CGRect(x: middle - 26, y: forehead - 3, width: 52, height: 6), color: RGBA8(r: 40, g: 40, b: 46, a: 255),
             radius: 3, into: &picture)
        fill(portraitRect: CGRect(x: middle - 52, y: forehead - 5, width: 10, height: 10), color: RGBA8(r: 30, g: 34, b: 52, a: 255),
             radius: 5, into: &picture)
    }

    /// Fills a rounded rectangle given in portrait points, turned with the device.
    private func fill(portraitRect: CGRect, color: RGBA8, radius: Double, into picture: inout Bitmap) {
        let rect = pixelRect(turning: portraitRect)
        picture.draw(QuadDraw(width: Double(rect.width), height: Double(rect.height),
                              transform: .translation(Double(rect.x0), Double(rect.y0)),
                              fill: .color(color), cornerRadius: radius * Double(model.scale)))
    }

    /// A rectangle in portrait points as pixels of the picture turned to `orientation`:
    /// landscape left has the home button (the portrait bottom) on the left, landscape right on
    /// the right.
    func pixelRect(turning rect: CGRect) -> PixelRect {
        let size = portraitSize
        let turned: CGRect
        switch orientation {
        case .landscapeLeft: turned = CGRect(x: size.height - rect.maxY, y: rect.minX, width: rect.height, height: rect.width)
        case .landscapeRight: turned = CGRect(x: rect.minY, y: size.width - rect.maxX, width: rect.height, height: rect.width)
        case .portraitUpsideDown: turned = CGRect(x: size.width - rect.maxX, y: size.height - rect.maxY, width: rect.width, height: rect.height)
        default: turned = rect
        }
        let s = model.scale
        let x0 = Int((turned.minX * s).rounded()), y0 = Int((turned.minY * s).rounded())
        return PixelRect(x: x0, y: y0, width: Int((turned.maxX * s).rounded()) - x0, height: Int((turned.maxY * s).rounded()) - y0)
    }
}
