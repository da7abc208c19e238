extension RGBA8 {
    /// The red, green and blue of a color given by hue, saturation and brightness, each 0...1
    /// (the hue wraps): the one conversion `UIColor(hue:saturation:brightness:alpha:)` and the
    /// canonical scenes' page art share.
    package static func components(hue: Double, saturation: Double, brightness: Double) -> (red: Double, green: Double, blue: Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        return (r + m, g + m, b + m)
    }
}
