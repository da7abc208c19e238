import Foundation
import Overlays
import Raster

extension SimulatorSession {
    /// How long a toast stays, in seconds: of the window's clock when it gives one
    /// (`wallClock`), else of host ticks at 60 Hz, which go on while the clock is paused.
    package static let toastDuration = 2.0

    /// The clock toasts run on: the window's, else the one given for toasts (`noticeClock`),
    /// else the host's ticks.
    var toastNow: Double { wallClock?() ?? noticeClock?() ?? Double(tickCount) / 60 }

    /// How many seconds the toast shown now has left on its clock, or nil when none is shown or
    /// it stays until seen: when a window showing another process's picture must ask for it
    /// again.
    package var noticeSecondsLeft: Double? {
        notice.flatMap { $0.until.isFinite ? max(0, $0.until - toastNow) : nil }
    }

    /// The clock the gesture trail fades on: the window's, else the simulated clock, so the
    /// trail of a replay or an export is the recording's, whatever the wall clock says.
    var trailNow: Double { wallClock?() ?? device.time }

    /// The toast shown now ("Saved …png") and when it ends (infinity for one that stays until
    /// seen), or nil once it has timed out.
    package var notice: (text: String, until: Double)? {
        guard let shownNotice, toastNow <= shownNotice.until else { return nil }
        return shownNotice
    }

    /// Shows `text` as a toast under the phone for `toastDuration` seconds, or, when
    /// `untilSeen`, until the user presses a key or a mouse button (`userPressedKeyOrButton`).
    ///
    /// A toast that stays until seen tells a fault the user must not miss (a recording that
    /// could not be written, docs/SESSIONS.md): it is drawn red, and no clock ends it, since
    /// the user may be looking away for longer than any clock would wait.
    package func show(notice text: String, untilSeen: Bool = false) {
        shownNotice = (text, untilSeen ? .infinity : toastNow + Self.toastDuration)
    }

    /// The user pressed a key or a mouse button in the window: a toast that stays until seen has
    /// been seen, and goes. Returns whether one went (the picture then changed).
    @discardableResult
    package func userPressedKeyOrButton() -> Bool {
        guard let shownNotice, shownNotice.until == .infinity else { return false }
        self.shownNotice = nil
        return true
    }

    /// Ends the recording's mark because its file could not be written: the strip shows a red
    /// "REC failed" pill until a recording starts again, and `message` as a toast that stays
    /// until seen. Called by the recorder (docs/SESSIONS.md, "Recording sessions").
    package func recordingStopped(failure message: String) {
        recordingStartFrame = nil
        recordingFailure = message
        show(notice: message, untilSeen: true)
    }

    /// The window's marks as they stand: REC while recording (REC failed, red, after a recording
    /// whose file could not be written), PAUSED and SLOW 10x while those
    /// switches are on, the toast, the shortcut list and the gesture overlay's card. Drawn
    /// around the phone picture only, so no recorded frame and no phone pixel holds them.
    package var chrome: WindowChrome {
        var chrome = WindowChrome()
        if let start = recordingStartFrame {
            var tenths = (device.frameCount - start) * 10 / 60
            if let now = wallClock?(), let began = recordingStartWallTime { tenths = Int(((now - began) * 10).rounded(.down)) }
            tenths = max(0, tenths)
            let text = String(format: "REC %d:%02d.%d", tenths / 600, tenths / 10 % 60, tenths % 10)
            chrome.pills.append((text, RGBA8(red: 0.16, green: 0.16, blue: 0.18), .white, true))
        } else if recordingFailure != nil {
            // Stopped, not recording: no dot, and red, so it cannot be taken for a recording.
            chrome.pills.append(("REC failed", WindowChrome.alertFill, .white, false))
        }
        let amber = RGBA8(red: 0.95, green: 0.6, blue: 0.1)
        if isPaused { chrome.pills.append(("PAUSED", amber, .black, false)) }
        if isSlow { chrome.pills.append(("SLOW 10x", amber, .black, false)) }
        chrome.toast = notice?.text
        chrome.watchBar = watchBar
        chrome.toastIsAlert = notice?.until == .infinity
        if showsHelp { chrome.shortcuts = helpLines }
        if showsGestureOverlay {
            let snapshot = interactiveTransitionSnapshot
            chrome.card = (GestureOverlay.lines(for: snapshot), snapshot.map { Double($0.percentComplete) })
        }
        return chrome
    }

    /// When, on the window's clock, the picture next changes by itself with nothing else
    /// happening: the end of the toast, the REC pill's next tenth of a second, or the next frame
    /// while the trail fades. Nil without the window's clock or when nothing of the window's own
    /// will change; the host sleeps until then and draws the picture again, without ticking the
    /// device.
    package var chromeWakeUp: Double? {
        guard let now = wallClock?() else { return nil }
        if isTrailFading && !showsExplodedView { return now + 1.0 / 60 }
        var wakeUps = [notice?.until].compactMap { $0 }.filter(\.isFinite)
        if recordingStartFrame != nil, let began = recordingStartWallTime {
            wakeUps.append(began + ((now - began) * 10).rounded(.down) / 10 + 0.1)
        }
        return wakeUps.min()
    }
}
