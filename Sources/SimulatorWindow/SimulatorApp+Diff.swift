import Raster
import Foundation
import PNGCodec
import Recording
import UIKit

extension SimulatorApp {
    /// Opens a window playing two sessions in lockstep, side by side or overlaid (D), with
    /// pause (Space), frame steps (Right, Left) and the first differing frame announced on
    /// screen and on standard output.
    ///
    /// `labels` name A and B on screen; `overlay` starts in the overlay view; `makeRoot` makes each header's root view controller.
    /// The window closes on Esc, Ctrl+Q or after `maxFrames` frames, then saves the last
    /// picture to `screenshotPath`. Returns the exit status: 0, or 1 when the sessions cannot
    /// be compared, the window cannot open or the screenshot cannot be written.
    @discardableResult
    package static func diff(_ a: SessionFile, _ b: SessionFile, labels: (String, String) = ("A", "B"), overlay: Bool = false,
                            maxFrames: Int? = nil, screenshotPath: String? = nil,
                            makeRoot: @escaping (SessionHeader) -> UIViewController?) -> Int32 {
        if let problem = SessionDiff.incompatibility(a, b) {
            StandardStreams.writeError("error: cannot compare: \(problem)\n")
            return 1
        }
        for note in SessionDiff.headerNotes(a, b) { print("note: headers differ in \(note)") }
        let loop: DiffWindowLoop
        do {
            loop = try DiffWindowLoop(a, b, labels: labels, overlay: overlay, makeRoot: makeRoot)
        } catch {
            StandardStreams.writeError("error: cannot replay: \(error)\n")
            return 1
        }
        let host: WindowHost
        do {
            // Side by side at 1x is about 800 px wide; larger scales open at half size.
            let divisor = a.header.scale > 1 ? 2 : 1
            let size = a.header.model.map { (Int($0.screenSize.width) * a.header.scale, Int($0.screenSize.height) * a.header.scale) } ?? (375, 667)
            host = try WindowHost(title: "TransitionLab — diff", width: (2 * size.0 + 40) / divisor, height: (size.1 + 70) / divisor)
            host.deviceMetrics = (Double(divisor), Double(a.header.model?.pointsPerInch ?? 163))
        } catch {
            StandardStreams.writeError("error: \(error)\n")
            return 1
        }
        loop.run(in: host, maxFrames: maxFrames)
        if loop.firstDifference == nil { print("no difference seen") }
        guard let screenshotPath, let picture = loop.lastPicture else { return 0 }
        do {
            // Whole or not at all, never through a symlink nor over an input (docs/OUTPUTS.md).
            try OutputFile.write(try picture.pngData(), to: screenshotPath)
            print("saved \(screenshotPath)")
            return 0
        } catch {
            StandardStreams.writeError("error: could not write \(screenshotPath): \(error)\n")
            return 1
        }
    }
}
