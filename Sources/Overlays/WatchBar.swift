import Foundation
import Raster
import Text

/// The bar `transition-lab open --watch` adds under the window's strip: which build of the app
/// runs, the timeline of the session it was relaunched into with a mark at the first frame where
/// this build's screen differs from the previous build's, and a build that failed, with its
/// file, line and message (docs/YOUR-APP.md, "Edit and stay where you were").
///
/// A value: the window sets it from the watch's status file and `WindowChrome` draws it under
/// the strip, never over the phone, so no recorded frame holds it.
package struct WatchBar: Equatable, Sendable {
    /// How this build's frames compare with the previous build's over the session it resumed.
    package enum Comparison: Equatable, Sendable {
        /// The first build: nothing to compare with.
        case none
        /// The previous build and this one are replaying the session, hashing every frame.
        case comparing
        /// Every frame of the session looks the same in both builds.
        case same
        /// The first frame whose screen differs.
        case differs(frame: Int)
        /// The comparison could not be made (the reason, in a few words).
        case unavailable(String)
    }

    /// A build that failed while this one keeps running.
    package struct BuildFailure: Equatable, Sendable {
        /// The file and line of the first error ("CardList.swift:12:5"), or nil when the compiler
        /// named none.
        package var location: String?
        /// The first error's message.
        package var message: String

        /// A failure at `location` saying `message`.
        package init(location: String?, message: String) {
            self.location = location
            self.message = message
        }
    }

    /// The bar's height in points: the title line, the timeline and the caption.
    package static let height = 64.0

    /// The running build's number, counted from 1 at the watch's start.
    package var build: Int
    /// The last frame of the session this build resumed: the timeline's right end (0 for the first build).
    package var resumedFrame: Int
    /// The session's marks (touches, transitions), in frame order, drawn as the review bar draws them.
    package var marks: [ReviewBar.Mark]
    /// How this build compares with the previous one.
    package var comparison: Comparison
    /// Whether a rebuild is under way.
    package var isRebuilding = false
    /// The last rebuild's failure, shown until a build succeeds.
    package var buildFailure: BuildFailure?

    /// The bar of build `build`, relaunched at `resumedFrame` with the session's `marks`.
    package init(build: Int, resumedFrame: Int, marks: [ReviewBar.Mark] = [], comparison: Comparison = .none) {
        self.build = build
        self.resumedFrame = resumedFrame
        self.marks = marks
        self.comparison = comparison
    }

    /// What the caption under the timeline says.
    package var caption: String {
        let previous = "build \(build - 1)"
        switch comparison {
        case .none: return "Watching the app's files: save one to rebuild and come back here"
        case .comparing: return "Comparing every frame with \(previous)…"
        case .same: return "Every frame to \(resumedFrame) as \(previous) drew it"
        case .differs(let frame): return "Differs from \(previous) from frame \(frame) (\(Self.time(frame))) on"
        case .unavailable(let reason): return "Not compared with \(previous): \(reason)"
        }
    }

    /// `frame` as minutes, seconds and tenths at 60 frames a second.
    static func time(_ frame: Int) -> String {
        let tenths = frame * 10 / 60
        return String(format: "%d:%02d.%d", tenths / 600, tenths / 10 % 60, tenths % 10)
    }

    /// Draws the bar into `picture` at `top` points, `width` points wide, at `scale`.
    package func draw(into picture: inout Bitmap, top: Double, width: Double, scale: Double) {
        func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ color: RGBA8, radius: Double = 0) {
            picture.draw(QuadDraw(width: w * scale, height: h * scale, transform: .translation(x * scale, y * scale),
                                  fill: .color(color), cornerRadius: radius * scale))
        }
        func text(_ string: String, x: Double, y: Double, bold: Bool = false, color: RGBA8 = .white, lines: Int = 1) {
            let style = TextStyle(font: TextFont(size: 12, isBold: bold), alignment: .left, lineBreakMode: .truncatingTail,
                                  maximumNumberOfLines: lines)
            let layout = TextRenderer.shared.layout(string, style: style, maxWidth: width - x - 16, scale: scale)
            TextRenderer.shared.draw(layout, color: color, into: &picture, x: x * scale, y: y * scale)
        }
        rect(8, top, width - 16, Self.height - 6, RGBA8(red: 0.11, green: 0.11, blue: 0.13), radius: 8)
        if let buildFailure {
            // The failure covers the timeline: it is what the user must act on.
            rect(8, top, width - 16, Self.height - 6, WindowChrome.alertFill, radius: 8)
            // The app on screen is the last good build's, which the window shows running; the
            // line is the error's place, for the user to go to.
            let location = buildFailure.location.map { " at \($0)" } ?? ""
            text("Build failed\(location)", x: 16, y: top + 5, bold: true)
            text(buildFailure.message, x: 16, y: top + 22, lines: 2)
            return
        }
        let title = isRebuilding ? "Build \(build) · rebuilding…" : "Build \(build)"
        text(title, x: 16, y: top + 5, bold: true, color: RGBA8(red: 0.6, green: 0.8, blue: 1))
        // The timeline: the resumed session from launch to where this build took over.
        let trackX = 16.0, trackWidth = width - 32, lineY = top + 29, last = Double(max(1, resumedFrame))
        rect(trackX, lineY - 2, trackWidth, 4, RGBA8(red: 0.32, green: 0.32, blue: 0.36), radius: 2)
        for mark in marks where mark.frame <= resumedFrame {
            let x = trackX + trackWidth * Double(mark.frame) / last
            let isTouch = mark.kind == .touch
            rect(x - 1, isTouch ? lineY + 3 : lineY - 7, 2, isTouch ? 5 : 9, ReviewBar.color(of: mark))
        }
        if case .differs(let frame) = comparison {
            // A white flag: the first frame this build draws differently.
            let x = trackX + trackWidth * Double(min(frame, resumedFrame)) / last
            rect(x - 1.5, lineY - 10, 3, 16, .white)
            rect(x - 5, lineY - 10, 10, 5, RGBA8(red: 1, green: 0.8, blue: 0.2), radius: 1)
        }
        let color = comparison == .same ? RGBA8(red: 0.55, green: 0.85, blue: 0.6) : RGBA8(red: 0.85, green: 0.85, blue: 0.88)
        text(caption, x: 16, y: top + 39, color: color)
    }
}
