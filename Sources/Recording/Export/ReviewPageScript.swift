import Foundation

/// The text of a review page around its pictures: the head (styles, header, player markup,
/// the start of the pictures' list) and the tail (the data and the player's script).
///
/// The script is plain JavaScript with no library, run from `file://` with no network. Every
/// text from the session file is escaped: a file is hostile input.
enum ReviewPageScript {
    /// Everything before the pictures, ending inside `const PICTURES = [`.
    static func head(header: SessionHeader, frames: ClosedRange<Int>, time: ClosedRange<Int>, idleNote: String?, framed: Bool) -> String {
        let model = header.model
        let points = model.map { (Int($0.screenSize.width), Int($0.screenSize.height)) } ?? (375, 667)
        let facts = [
            header.launchTitle,
            "\(header.device) @\(header.scale)x \(header.orientation)",
            "format \(header.format)",
            "TransitionLab \(header.version)",
            "frames \(frames.lowerBound)–\(frames.upperBound) (\(ExportTimeFormat.clock(frame: time.lowerBound))–\(ExportTimeFormat.clock(frame: time.upperBound)))",
        ] + (idleNote.map { [$0] } ?? []) + (framed ? ["framed"] : [])
        let title = "TransitionLab review: \(header.launchTitle)"
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="transition-lab export \(escaped(SessionHeader.currentProjectVersion))">
        <title>\(escaped(title))</title>
        <style>
        body { margin: 0; padding: 16px 20px; background: #1c1c21; color: #e6e6ea; font: 13px "DejaVu Sans", sans-serif; }
        h1 { font-size: 17px; margin: 0 0 4px; }
        #facts { color: #a8a8b2; margin-bottom: 14px; }
        #main { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }
        #phone { background: #000; border: 1px solid #46464e; min-width: min(\(points.0)px, calc(100% - 2px)); min-height: \(points.1)px; max-width: calc(100% - 2px); }
        #phone img { display: block; max-width: min(\(framed ? points.0 + 60 : points.0)px, 100%); height: auto; }
        #panel { width: 560px; max-width: 100%; }
        #controls { display: flex; flex-wrap: wrap; gap: 5px; align-items: center; margin-bottom: 10px; }
        button, select { background: #38383f; color: #e6e6ea; border: 0; border-radius: 7px; height: 30px; min-width: 36px; font: inherit; }
        #caption { margin: 0 0 8px; font-weight: bold; }
        #timeline { width: 560px; max-width: 100%; margin: 0; }
        canvas { display: block; background: #26262c; border-radius: 6px; max-width: 100%; height: auto; }
        #legend { color: #a8a8b2; margin: 6px 0 14px; line-height: 1.6; }
        #legend span { display: inline-block; width: 10px; height: 10px; margin: 0 4px 0 10px; border-radius: 2px; }
        h2 { font-size: 13px; margin: 0 0 6px; }
        #noscript { background: #5a2a20; border-radius: 7px; padding: 10px 14px; margin: 0 0 14px; max-width: 560px; }
        @media (max-width: 640px) { body { padding: 10px; } #phone { min-height: 0; } }
        </style>
        </head>
        <body>
        <h1>\(escaped(title))</h1>
        <div id="facts">\(facts.map(escaped).joined(separator: " · "))</div>
        <noscript><style>#main { display: none; }</style><p id="noscript">This page shows the session's frames and its player with JavaScript, which is off in this browser. Turn it on for this file to review the session: the page fetches nothing, everything it shows is inside the file.</p></noscript>
        <div id="main">
        <div id="phone"><img id="screen" alt="the simulated screen"></div>
        <div id="panel">
        <div id="controls">
        <button id="previous" title="previous mark ([)">|◀◀</button><button id="back" title="one frame back (Left)">◀|</button><button id="play" title="play or pause (Space)">▶</button><button id="forward" title="one frame forward (Right)">|▶</button><button id="next" title="next mark (])">▶▶|</button>
        <select id="speed" title="speed"><option>0.1</option><option>0.25</option><option>0.5</option><option selected>1</option><option>2</option><option>4</option></select>x
        <label id="skipLabel" title="play idle time at once (rrweb's skip inactivity)"><input type="checkbox" id="skipIdle"> skip idle</label>
        </div>
        <p id="caption"></p>
        <canvas id="marks" width="560" height="34"></canvas>
        <input id="timeline" type="range" min="0" max="0" value="0">
        <div id="legend"><span style="background:#8cbfff"></span>touch<span style="background:#4dd966"></span>began<span style="background:#339a4d"></span>finished<span style="background:#ff8c26"></span>cancelled<span style="background:#bf73ff"></span>present / dismiss<span style="background:#ffd933"></span>rotation</div>
        <h2>Interactive transition (the one nearest the frame shown): percent complete (orange) and finger velocity (blue, pt/s); each release with its decision</h2>
        <canvas id="plot" width="560" height="240"></canvas>
        </div>
        </div>
        <script>
        const PICTURES = [

        """
    }

    /// Everything after the pictures: the data and the player.
    static func tail(data: ReviewPage.PageData) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // "<" escaped, so no text in the data can close the script element.
        let json = String(decoding: try encoder.encode(data), as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
        return """
        ];
        const DATA = \(json);
        \(player)
        </script>
        </body>
        </html>

        """
    }

    /// `text` safe inside HTML text and attributes.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }

    /// The player: shows a frame, plays at a speed, steps, jumps between marks, draws the marks
    /// and the plot, and follows `#frame=N`.
    static let player = """
    "use strict";
    (function () {
      var count = DATA.pictures.length, frame = 0, playing = false, speed = 1, clock = null, carry = 0;
      var $ = function (id) { return document.getElementById(id); };
      // Time as lived: frame f shows from lived[f] for 1 + holds[f] output frames (60 Hz). The
      // player's position `pos` counts output frames; skipping idle time, each frame is one.
      var holds = [], lived = [], livedTotal = 0, skipIdle = false, starts = lived, total = 0, pos = 0;
      for (var f = 0; f < count; f++) holds.push(0);
      DATA.holds.forEach(function (h) { holds[h[0]] = h[1]; });
      for (var f = 0; f < count; f++) { lived.push(livedTotal); livedTotal += 1 + holds[f]; }
      function layout() {
        if (skipIdle) { starts = []; for (var f = 0; f < count; f++) starts.push(f); total = count; }
        else { starts = lived; total = livedTotal; }
        $("timeline").max = total - 1;
      }
      function frameAt(p) {
        var low = 0, high = count - 1;
        while (low < high) { var mid = (low + high + 1) >> 1; if (starts[mid] <= p) low = mid; else high = mid - 1; }
        return low;
      }
      var labels = [], label = "—", next = 0;
      for (var f = 0; f < count; f++) {
        if (next < DATA.labels.length && DATA.labels[next].frame === f) { label = DATA.labels[next].text; next++; }
        labels.push(label);
      }
      var colors = { touchDown: "#8cbfff", touchUp: "#8cbfff", transitionBegan: "#4dd966", transitionFinished: "#339a4d",
                     transitionCancelled: "#ff8c26", rotation: "#ffd933" };
      function colorOf(mark) {
        return mark.detail === "presentation" || mark.detail === "dismissal" ? "#bf73ff" : colors[mark.kind];
      }
      // The time as lived at output frame t of the page (60 Hz), as m:ss.ff.
      function clockText(t) {
        var h = Math.floor(((DATA.start + t) * 100 + 30) / 60), s = Math.floor(h / 100) % 60, c = h % 100;
        return Math.floor(h / 6000) + ":" + (s < 10 ? "0" : "") + s + "." + (c < 10 ? "0" : "") + c;
      }
      function xAt(p, width) { return total > 1 ? 4 + p / (total - 1) * (width - 8) : width / 2; }
      function x(f, width) { return xAt(starts[f], width); }
      var shownPicture = -1;
      function showAt(p) {
        pos = Math.max(0, Math.min(total - 1, p));
        frame = frameAt(pos);
        if (DATA.pictures[frame] !== shownPicture) { shownPicture = DATA.pictures[frame]; $("screen").src = PICTURES[shownPicture]; }
        $("timeline").value = pos;
        var idle = pos - starts[frame];
        var here = DATA.marks.filter(function (m) { return m.frame === frame; }).map(function (m) { return m.label; });
        $("caption").textContent = "frame " + (DATA.first + frame) + " · " + clockText(lived[frame] + idle) + " · " + labels[frame] +
          (idle > 0 ? " · idle" : "") + (here.length ? " · " + here.join(", ") : "");
        drawMarks();
        drawPlot();
      }
      function show(f) { showAt(starts[Math.max(0, Math.min(count - 1, f))]); }
      function drawMarks() {
        var canvas = $("marks"), g = canvas.getContext("2d"), w = canvas.width;
        g.clearRect(0, 0, w, canvas.height);
        DATA.marks.forEach(function (m) {
          var touch = m.kind === "touchDown" || m.kind === "touchUp";
          g.fillStyle = colorOf(m);
          g.fillRect(Math.round(x(m.frame, w)) - 1, touch ? 20 : 2, 2, touch ? 10 : 18);
        });
        g.fillStyle = "#ffffff";
        g.fillRect(Math.round(xAt(pos, w)) - 1, 0, 2, canvas.height);
      }
      // The plot shows one interactive transition at a time, the one at or nearest the frame
      // shown with half a second around it, so a long session's short drags stay readable.
      var runs = [];
      DATA.plot.forEach(function (p) {
        var run = runs[runs.length - 1];
        if (run && p[0] - run.last <= 30) run.last = p[0]; else runs.push({ first: p[0], last: p[0] });
      });
      function plotRange() {
        var best = null, distance = Infinity;
        runs.forEach(function (r) {
          var d = frame < r.first ? r.first - frame : frame > r.last ? frame - r.last : 0;
          if (d < distance) { distance = d; best = r; }
        });
        return best ? { from: Math.max(0, best.first - 30), to: Math.min(count - 1, best.last + 30) } : { from: 0, to: count - 1 };
      }
      function drawPlot() {
        var canvas = $("plot"), g = canvas.getContext("2d"), w = canvas.width, h = canvas.height, top = 12, bottom = h - 22;
        var range = plotRange(), inside = function (f) { return f >= range.from && f <= range.to; };
        var px = function (f) { return range.to > range.from ? 4 + (f - range.from) / (range.to - range.from) * (w - 8) : w / 2; };
        var y = function (fraction) { return bottom - fraction * (bottom - top); };
        g.clearRect(0, 0, w, h);
        g.font = "11px 'DejaVu Sans', sans-serif";
        g.strokeStyle = "#3c3c44";
        g.fillStyle = "#a8a8b2";
        [0, 0.5, 1].forEach(function (v) {
          g.beginPath(); g.moveTo(4, y(v) + 0.5); g.lineTo(w - 4, y(v) + 0.5); g.stroke();
          g.fillText(v * 100 + "%", 6, y(v) - 2);
        });
        var most = 1;
        DATA.plot.forEach(function (p) { if (p[2] !== null && inside(p[0])) most = Math.max(most, Math.abs(p[2])); });
        g.fillText("velocity ±" + Math.round(most) + " pt/s", w - 150, top + 10);
        g.fillText(clockText(lived[range.from]) + " (frame " + (DATA.first + range.from) + ")", 4, h - 6);
        g.fillText(clockText(lived[range.to]) + " (frame " + (DATA.first + range.to) + ")", w - 130, h - 6);
        function line(color, value) {
          g.strokeStyle = color; g.lineWidth = 2; g.beginPath();
          var last = -2;
          DATA.plot.forEach(function (p) {
            var v = value(p);
            if (v === null || !inside(p[0])) { last = -2; return; }
            if (p[0] === last + 1) g.lineTo(px(p[0]), y(v)); else g.moveTo(px(p[0]), y(v));
            last = p[0];
          });
          g.stroke(); g.lineWidth = 1;
        }
        line("#ff8c1a", function (p) { return p[1] / 100; });
        line("#5a9cff", function (p) { return p[2] === null ? null : 0.5 + p[2] / most / 2; });
        DATA.releases.filter(function (r) { return inside(r.frame); }).forEach(function (r) {
          var color = r.decision === "finish" ? "#59e673" : r.decision === "cancel" ? "#ff6b66" : "#c0c0c8";
          g.strokeStyle = color; g.fillStyle = color;
          g.beginPath(); g.moveTo(px(r.frame) + 0.5, top); g.lineTo(px(r.frame) + 0.5, bottom); g.stroke();
          g.fillText("release → " + (r.decision || r.outcome || "?"), Math.min(px(r.frame) + 4, w - 110), bottom - 4);
        });
        if (inside(frame)) {
          g.fillStyle = "#ffffff";
          g.fillRect(Math.round(px(frame)) - 1, top, 2, bottom - top);
        }
      }
      function tick(now) {
        if (!playing) return;
        if (clock !== null) {
          carry += (now - clock) / 1000 * 60 * speed;
          var steps = Math.floor(carry);
          carry -= steps;
          if (pos + steps >= total - 1) { showAt(total - 1); setPlaying(false); return; }
          if (steps > 0) showAt(pos + steps);
        }
        clock = now;
        requestAnimationFrame(tick);
      }
      function setPlaying(on) {
        playing = on; clock = null; carry = 0;
        $("play").textContent = on ? "❚❚" : "▶";
        if (on) { if (pos >= total - 1) showAt(0); requestAnimationFrame(tick); }
      }
      function mark(forward) {
        var marks = DATA.marks.filter(function (m) { return forward ? m.frame > frame : m.frame < frame; });
        if (marks.length) show(forward ? marks[0].frame : marks[marks.length - 1].frame);
      }
      function fromAddress() {
        var found = /frame=(\\d+)/.exec(location.hash);
        if (found) { setPlaying(false); show(parseInt(found[1], 10) - DATA.first); }
      }
      layout();
      $("skipIdle").disabled = DATA.holds.length === 0;
      $("skipLabel").title = DATA.holds.length === 0 ? "no idle time was recorded in these frames" : $("skipLabel").title;
      $("skipIdle").addEventListener("change", function () { skipIdle = this.checked; var f = frame; layout(); show(f); });
      $("timeline").addEventListener("input", function () { setPlaying(false); showAt(parseInt(this.value, 10)); });
      $("play").addEventListener("click", function () { setPlaying(!playing); });
      $("back").addEventListener("click", function () { setPlaying(false); show(frame - 1); });
      $("forward").addEventListener("click", function () { setPlaying(false); show(frame + 1); });
      $("previous").addEventListener("click", function () { mark(false); });
      $("next").addEventListener("click", function () { mark(true); });
      $("speed").addEventListener("change", function () { speed = parseFloat(this.value); });
      document.addEventListener("keydown", function (e) {
        if (e.target.tagName === "SELECT" || e.target.tagName === "INPUT" && e.key === " ") return;
        var keys = { " ": function () { setPlaying(!playing); }, ArrowLeft: function () { setPlaying(false); show(frame - 1); },
                     ArrowRight: function () { setPlaying(false); show(frame + 1); }, "[": function () { mark(false); },
                     "]": function () { mark(true); }, Home: function () { showAt(0); }, End: function () { showAt(total - 1); } };
        if (keys[e.key]) { keys[e.key](); e.preventDefault(); }
      });
      window.addEventListener("hashchange", fromAddress);
      show(0);
      fromAddress();
    })();
    """
}
