import Foundation
import Recording

/// `verify --junit FILE`: one JUnit XML test case per session file, so CI shows each session as
/// a test, with the first differing frame and the PNGs of the difference in its failure.
enum JUnitReport {
    /// The report's XML for `outcomes`, in their order.
    static func xml(_ outcomes: [VerifyOutcome]) -> String {
        let failures = outcomes.filter { $0.status == .failed }.count
        let errors = outcomes.filter { $0.status == .error }.count
        let time = seconds(outcomes.reduce(0) { $0 + $1.seconds })
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(time)\">\n"
        xml += "  <testsuite name=\"transition-lab verify\" tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(time)\">\n"
        for outcome in outcomes {
            let name = escape((outcome.path as NSString).lastPathComponent)
            xml += "    <testcase classname=\"sessions\" name=\"\(name)\" file=\"\(escape(outcome.path))\" time=\"\(seconds(outcome.seconds))\""
            var body = outcome.notes + [outcome.message]
            if let frame = outcome.frame { body.append("first differing frame: \(frame)") }
            body += outcome.images.map { "PNG: \($0)" }
            switch outcome.status {
            case .passed:
                xml += outcome.notes.isEmpty ? "/>\n" : ">\n      <system-out>\(escape(body.joined(separator: "\n")))</system-out>\n    </testcase>\n"
            case .failed, .error:
                let tag = outcome.status == .failed ? "failure" : "error"
                let summary = outcome.frame.map { "frame \($0) differs" } ?? outcome.message
                xml += ">\n      <\(tag) message=\"\(escape(summary))\" type=\"\(outcome.frame == nil ? "not-verified" : "frame-differs")\">"
                xml += escape(body.joined(separator: "\n")) + "</\(tag)>\n    </testcase>\n"
            }
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// Writes the report to `path` whole or not at all: to a new temporary file beside it, then
    /// renamed over it, so a reader never sees half a report; never over a session the command
    /// reads (`OutputFile`, docs/OUTPUTS.md).
    static func write(_ outcomes: [VerifyOutcome], to path: String) throws {
        do {
            try OutputFile.write(xml(outcomes), to: path)
        } catch {
            throw JUnitReportError("\(error)")
        }
    }

    private static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

    /// `text` with XML's five special characters escaped and control characters (which XML 1.0
    /// cannot hold) replaced.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            default: out += scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) ? "?" : String(scalar)
            }
        }
        return out
    }
}
