import Foundation
import OutputFiles
import PNGCodec
import Raster

/// What comparing two sessions found: how far they were compared, where each ended, and the
/// first frame whose pixels differ, if any.
package struct SessionComparison {
    /// Header fields that differ without stopping the comparison (demo, orientation, version),
    /// as "field: A value, B value".
    package var headerNotes: [String] = []
    /// How many frames were compared (frame 1 to the last frame either session reached, or to
    /// the first difference).
    package var framesCompared = 0
    /// The frame at which the first session stopped (its last frame, or a pause it never lifts).
    package var lastFrameA = 0
    /// The frame at which the second session stopped.
    package var lastFrameB = 0
    /// Why a session stopped before its file's end, if one did.
    package var stalls: [String] = []
    /// The first difference, or nil when every frame matched.
    package var difference: SessionDifference?

    /// Whether every frame showed the same pixels in both sessions.
    package var identical: Bool { difference == nil }

    /// One line for the person who ran the comparison: identical through which frame, or the
    /// first differing frame with its times; a different length is mentioned either way.
    package var summary: String {
        var lines: [String] = []
        if let difference {
            var line = "frame \(difference.frame) differs (t = \(Self.seconds(difference.timeA)) s in A"
            line += difference.timeA == difference.timeB ? ")" : ", \(Self.seconds(difference.timeB)) s in B)"
            if difference.sizesDiffer {
                line += ": the screens differ in size, \(difference.screenA.width)x\(difference.screenA.height) against "
                    + "\(difference.screenB.width)x\(difference.screenB.height) px"
            } else {
                line += ": \(difference.changedPixels) pixels changed"
                if let box = difference.changedBounds { line += " within \(box.width)x\(box.height) px at (\(box.x0), \(box.y0))" }
            }
            lines.append(line + "; \(max(0, framesCompared - 1)) frames matched before it")
        } else {
            lines.append("identical: \(framesCompared) frames show the same pixels (to frame \(max(lastFrameA, lastFrameB)))")
        }
        if lastFrameA != lastFrameB, difference == nil || difference!.frame > min(lastFrameA, lastFrameB) {
            let (short, long) = lastFrameA < lastFrameB ? ("A", "B") : ("B", "A")
            lines.append("\(short) ends at frame \(min(lastFrameA, lastFrameB)), \(long) at frame \(max(lastFrameA, lastFrameB)); "
                         + "\(short)'s last frame stood in for the rest")
        }
        return lines.joined(separator: "\n")
    }

    /// Writes `<prefix>-frame<N>-a.png`, `-b.png` and `-difference.png` (changed pixels in
    /// magenta over a dimmed grey of B) for the first difference; returns the paths written.
    package func writePictures(prefix: String) throws -> [String] {
        guard let difference else { return [] }
        let base = "\(prefix)-frame\(difference.frame)"
        let pictures = [("a", difference.screenA), ("b", difference.screenB), ("difference", difference.differencePicture)]
        var paths: [String] = []
        for (name, picture) in pictures {
            let path = "\(base)-\(name).png"
            // Whole or not at all, never through a symlink (docs/OUTPUTS.md).
            try OutputFile.write(try picture.pngData(), to: path)
            paths.append(path)
        }
        return paths
    }

    private static func seconds(_ time: Double) -> String { String(format: "%.3f", time) }
}
