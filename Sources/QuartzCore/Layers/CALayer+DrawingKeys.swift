import Foundation

extension CALayer {
    /// Sets a shape, gradient or corner key from `copy` through its setter's path, so its
    /// action runs (used by `setValue(_:forKeyPath:)`).
    func applyDrawingKey(_ key: String, from copy: LayerState) {
        switch key {
        case "path": change("path", \.shapePath, copy.shapePath)
        case "fillColor": change("fillColor", \.fillColor, copy.fillColor)
        case "strokeColor": change("strokeColor", \.strokeColor, copy.strokeColor)
        case "lineWidth": change("lineWidth", \.lineWidth, copy.lineWidth)
        case "strokeStart": change("strokeStart", \.strokeStart, copy.strokeStart)
        case "strokeEnd": change("strokeEnd", \.strokeEnd, copy.strokeEnd)
        case "lineDashPhase": change("lineDashPhase", \.lineDashPhase, copy.lineDashPhase)
        case "miterLimit": change("miterLimit", \.miterLimit, copy.miterLimit)
        case "colors": change("colors", \.gradientColors, copy.gradientColors)
        case "locations": change("locations", \.gradientLocations, copy.gradientLocations)
        case "startPoint": change("startPoint", \.startPoint, copy.startPoint)
        case "endPoint": change("endPoint", \.endPoint, copy.endPoint)
        case "maskedCorners": change("maskedCorners", \.maskedCorners, copy.maskedCorners)
        default: break
        }
    }
}
