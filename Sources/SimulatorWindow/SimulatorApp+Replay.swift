import Foundation
import Recording
import UIKit

extension SimulatorApp {
    /// Opens a window playing a recorded session exactly as it was recorded: its app launched
    /// as the header says (`makeRoot` makes the root for the header's demo), its inputs given at
    /// their frames. The mouse and the recorded shortcuts are ignored, so the replay cannot
    /// drift; the window stays open at the end until closed, or closes after `maxFrames`
    /// frames, saving the last picture to `screenshotPath`. Returns the exit status.
    @discardableResult
    public static func replay(_ file: SessionFile, maxFrames: Int? = nil, screenshotPath: String? = nil,
                              makeRoot: (SessionHeader) -> UIViewController?) -> Int32 {
        let session: SimulatorSession
        do {
            session = try SessionReplayer.launch(file, threads: 2, makeRoot: makeRoot)
        } catch {
            FileHandle.standardError.write(Data("error: cannot replay: \(error)\n".utf8))
            return 1
        }
        report(session)
        // The gesture overlay is on in a replay, so a reviewer sees what each drag did.
        if !session.showsGestureOverlay { session.perform(.toggleGestureOverlay) }
        let host: WindowHost
        do {
            host = try openWindow(for: session)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 1
        }
        let replayer = SessionReplayer(file: file, session: session)
        host.run(session, maxFrames: maxFrames, acceptsUserInput: false)
        if !replayer.isFinished {
            print("replay closed at frame \(session.device.frameCount) of \(file.lastFrame)")
        }
        return finish(session, screenshotPath: screenshotPath)
    }
}
