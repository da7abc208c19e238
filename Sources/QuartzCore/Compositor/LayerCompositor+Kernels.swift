import Foundation
import Raster

extension LayerCompositor {
    /// How many drawing commands of the frame at `mediaTime` each Raster kernel would draw, as
    /// "name xN" sorted by name, for benchmark reports.
    ///
    /// It builds the display list as `render` does (offscreen groups are cached as in a frame)
    /// but draws nothing on screen and commits no layer. A curled page counts as `page-curl`.
    public func kernelSummary(_ root: CALayer, atMediaTime mediaTime: CFTimeInterval) -> String {
        cache.beginFrame()
        // Its images are read as a drawn frame's are, whatever the last frame was.
        cache.rendersImages = true
        let (items, _) = displayList(root, atMediaTime: mediaTime)
        cache.endFrame()
        var counts: [String: Int] = [:]
        for item in items where !item.bounds.isEmpty {
            counts[item.curl != nil ? "page-curl" : item.quad.kernelName, default: 0] += 1
        }
        return counts.sorted { $0.key < $1.key }.map { "\($0.key) x\($0.value)" }.joined(separator: ", ")
    }
}
