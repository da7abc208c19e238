/// The first line of a session file: what to start before the inputs can be replayed.
package struct SessionHeader: Codable, Equatable, Sendable {
    /// The newest format a kind of line needs (6: the second finger). The format this program
    /// writes, `currentFormat` (SessionHeader+Format.swift), is this or the newest a shortcut's
    /// name needs, which the reader does not know of: the fuzz target gives its own.
    package static let linesFormat = 6
    /// The app a header without `app` names (format 3 and before, when only the demo catalogue
    /// recorded through this project's command line): `transition-lab`'s own.
    package static let demoCatalogueApp = "transition-lab"
    /// The version of TransitionLab, printed by `transition-lab --version` and written in every
    /// session file (kept with the format so a reader can say which program made a file).
    package static let currentProjectVersion = "0.6.0"

    /// Always "transition-lab-session": tells a session file from any other JSON lines.
    package var kind: String
    /// The session file format (see docs/SESSION-FORMAT.md).
    package var format: Int
    /// The TransitionLab version that wrote the file.
    package var version: String
    /// The phone's identifier (`DeviceModel.identifier`, e.g. "iphone-6.1").
    package var device: String
    /// Pixels per point of the simulated screen.
    package var scale: Int
    /// How the phone was held at launch ("portrait", "landscapeLeft", ...).
    package var orientation: String
    /// The demo opened at launch (`--demo`), or nil for the catalogue.
    package var demo: String?
    /// The program whose app was recorded (`SimulatorApp`'s app name: `transition-lab` for the
    /// demo catalogue, a user's executable for theirs). Format 4 on; nil in older files, which
    /// read as the demo catalogue's (`appProblem(reading:)`).
    package var app: String?

    /// Why a file with this header cannot be read by this program (a foreign kind, a format it
    /// does not know, a scale out of range), or nil; the phone and orientation are checked by
    /// `problem`, which knows the phones.
    var formatProblem: SessionFileError? {
        if kind != "transition-lab-session" {
            return SessionFileError(line: 1, field: "kind", message: "expected \"transition-lab-session\", found \"\(SessionLimits.excerpt(kind))\"")
        }
        if format < 1 || format > Self.currentFormat {
            return SessionFileError(line: 1, field: "format", message: "version \(format) is not one this program reads (it reads 1 to \(Self.currentFormat))")
        }
        if !(1...3).contains(scale) { return SessionFileError(line: 1, field: "scale", message: "\(scale) is not 1, 2 or 3") }
        if format >= 4, app == nil { return SessionFileError(line: 1, field: "app", message: "missing from the header (format 4 names the app it recorded)") }
        if format >= 4, app?.isEmpty == true { return SessionFileError(line: 1, field: "app", message: "empty; it names the app recorded") }
        // Names are short; a long one is no name this program wrote, and messages quote them.
        for (field, value) in [("version", version), ("device", device), ("orientation", orientation), ("demo", demo ?? ""), ("app", app ?? "")]
        where value.count > SessionLimits.excerptLength {
            return SessionFileError(line: 1, field: field, message: "longer than \(SessionLimits.excerptLength) characters: \"\(SessionLimits.excerpt(value))\"")
        }
        return nil
    }

    /// What the session launched, as exports title it: the demo catalogue's demo (or
    /// "catalogue"), or another app's name with its demo, if any.
    package var launchTitle: String {
        guard let app, app != Self.demoCatalogueApp else { return demo ?? "catalogue" }
        return demo.map { "\(app) \($0)" } ?? app
    }

    /// Why a program whose app is named `reader` must not replay this session, or nil when it
    /// may: another app recorded it, or (a header without an app, format 3 and before) the
    /// demo catalogue did and `reader` is not it. Replaying it would play another app with
    /// these touches: never done, only told.
    package func appProblem(reading reader: String) -> SessionFileError? {
        let recorder = app ?? Self.demoCatalogueApp
        guard recorder != reader else { return nil }
        if app == nil {
            return SessionFileError(line: 1, field: "app", message: "the header names no app (format \(format), before sessions "
                                    + "named theirs), so it is read as recorded by \(Self.demoCatalogueApp)'s demo catalogue, not by "
                                    + "\(SessionLimits.excerpt(reader)); if \(SessionLimits.excerpt(reader)) recorded it, add "
                                    + "\"app\":\"\(SessionLimits.excerpt(reader))\" to its header")
        }
        return SessionFileError(line: 1, field: "app", message: "recorded by \(SessionLimits.excerpt(recorder)), not by "
                                + "\(SessionLimits.excerpt(reader)): replay, verify, export and diff it with "
                                + "\(SessionLimits.excerpt(recorder))'s own program")
    }
}
