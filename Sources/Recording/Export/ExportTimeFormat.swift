import Foundation
import UIKit

/// How exported frames are labelled: a simulated frame's time, and the progress of the
/// transition running at it.
package enum ExportTimeFormat {
    /// `m:ss.ff` (minutes, seconds, hundredths) of simulated time at `frame`, e.g. `0:01.50`.
    package static func clock(frame: Int) -> String {
        let rate = ExportFormat.simulatedFrameRate
        // Hundredths from whole frames, rounded, so frame 1 reads 0:00.02 and frame 90 0:01.50.
        let hundredths = (frame * 100 + rate / 2) / rate
        return String(format: "%d:%02d.%02d", hundredths / 6000, hundredths / 100 % 60, hundredths % 100)
    }

    /// Seconds of simulated time at `frame`, to two decimals with an `s`, e.g. `1.75 s`.
    package static func seconds(frame: Int) -> String {
        String(format: "%.2f s", Double(frame) / Double(ExportFormat.simulatedFrameRate))
    }

    /// A count with commas between thousands, e.g. `5,184,001` (the same in every locale).
    package static func thousands(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return (count < 0 ? "-" : "") + out
    }

    /// A transition's progress as a label: `push 42%`, `pop 80% (interactive)`, or `—` when
    /// none runs.
    package static func progress(_ progress: TransitionProgress?) -> String {
        guard let progress else { return "—" }
        let name: String
        switch progress.kind {
        case .push: name = "push"
        case .pop: name = "pop"
        case .tabSwitch: name = "tab switch"
        case .presentation: name = "present"
        case .dismissal: name = "dismiss"
        }
        // Range-checked before it becomes an Int: a fraction is UIKit's to report, not this label's to trust.
        let fraction = Double(progress.fraction)
        let percent = fraction.isFinite ? Int((min(max(fraction, -10), 10) * 100).rounded(.down)) : 0
        return "\(name) \(percent)%" + (progress.isInteractive ? " (interactive)" : "")
    }
}
