import Foundation
@testable import Simulator
import UIKit

extension Device {
    /// The gray levels, (red + green + blue) / 3, of the screen's pixels inside `rect` (in
    /// points), darkest first: whether text reads on its ground, or which way a color fades.
    func grayLevels(in rect: CGRect) -> [Int] {
        let scale = Double(model.scale), screen = self.screen
        var levels: [Int] = []
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
                let pixel = screen[x, y]
                levels.append((Int(pixel.r) + Int(pixel.g) + Int(pixel.b)) / 3)
            }
        }
        return levels.sorted()
    }
}
