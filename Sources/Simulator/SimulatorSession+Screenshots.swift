import Foundation
import OutputFiles
import PNGCodec

extension SimulatorSession {
    /// The name of a screenshot of `model` taken at `date`, as the iOS Simulator names its
    /// own: "TransitionLab Screenshot - iPhone (6.1-inch) - 2026-11-27 at 10.15.02.png", with
    /// "-2", "-3"... before the extension for the `counter`th file of that second.
    package static func screenshotName(model: DeviceModel, date: Date, counter: Int = 1) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd 'at' HH.mm.ss"
        let suffix = counter > 1 ? "-\(counter)" : ""
        return "TransitionLab Screenshot - \(model.name) - \(formatter.string(from: date))\(suffix).png"
    }

    /// Saves the screen (the app's pixels, none of the window's marks) in `screenshotFolder`
    /// under `screenshotName`, going on to -2, -3... past any name already taken (another
    /// window's, an earlier run's): the file is written whole under a temporary name and linked
    /// to its own name only if that is free, so a screenshot never replaces a file
    /// (docs/OUTPUTS.md). A toast names the file.
    func saveScreenshot() {
        do {
            let bytes = try device.screen.pngData()
            let date = screenshotDate()
            for counter in 1...10_000 {
                let name = Self.screenshotName(model: device.model, date: date, counter: counter)
                let path = (screenshotFolder as NSString).appendingPathComponent(name)
                do {
                    try OutputFile.writeNew(bytes, to: path)
                } catch OutputFileError.exists {
                    continue
                }
                onScreenshot?(.success(path))
                show(notice: "Saved \(name)")
                return
            }
            throw OutputFileError.cannotCreate(path: screenshotFolder, reason: "no free screenshot name")
        } catch {
            onScreenshot?(.failure(error))
            show(notice: "Screenshot not saved: \(error)")
        }
    }
}
