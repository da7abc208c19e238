#!/usr/bin/env bash
# `transition-lab open` end to end (issue 34): Examples/SampleApp/Originals, iOS code as written
# (#selector, @objc, Xcode's app and scene delegates), ported, built against this checkout and
# run by its own program: a session of it hashed, verified and exported to MP4, and refused by
# transition-lab. Its cache is a temporary folder; the first build takes about two minutes.
#   scripts/check-open.sh   (needs a release build of transition-lab: make build)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/release/transition-lab
[ -x "$bin" ] || { echo "error: build first: swift build -c release --product transition-lab" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/check-open.XXXXXX")
# Everything started on the copy (the watch, its windows and comparisons) stops before it goes.
trap 'pkill -f "$work/" 2>/dev/null || true; sleep 0.5; rm -rf "$work"' EXIT
# A copy, so that --watch below can edit it.
cp -r Examples/SampleApp/Originals "$work/src"
program=$(XDG_CACHE_HOME="$work/cache" "$bin" open "$work/src" --name SampleApp --build-only | tail -n 1)
# Card 1 tapped (it flips in), then dragged down and let go (the dismissal follows the finger).
{
    echo '{"app":"SampleApp","device":"iphone-6.1","format":4,"kind":"transition-lab-session","orientation":"portrait","scale":2,"version":"0.6.0"}'
    echo '[10,"b",187,185]'; echo '[12,"e",187,185]'; echo '[80,"b",187,300]'
    for i in $(seq 1 24); do echo "[$((80 + i)),\"m\",187,$((300 + i * 10))]"; done
    echo '[105,"e",187,540]'; echo '[170,"end"]'
} > "$work/s.jsonl"
"$program" verify --update "$work/s.jsonl"
"$program" verify "$work/s.jsonl"
"$program" export "$work/s.jsonl" -o "$work/s.mp4"
if "$bin" verify "$work/s.jsonl" 2>"$work/refused"; then
    echo "error: transition-lab replayed SampleApp's session" >&2; exit 1
fi
grep -q "recorded by SampleApp, not by transition-lab" "$work/refused" || { cat "$work/refused" >&2; exit 1; }
echo "open: Examples/SampleApp/Originals ported, built and run; its session verified, exported and refused by transition-lab"

# --watch: the window resumes a session that taps Card 1 (its flip starts) and runs on. Then the
# dimming behind the card is edited: the relaunched window must go on from the moment the first
# one was stopped at (its first hash the frame after the first recording's end) drawn by the new
# code (its hash there not the old one's), and the frame the watch marks as the first the new
# build draws differently must be the one `verify` of the old build's hashes finds with the new
# build. Last, a build error: the window must show it (its status names the user's file and line)
# and keep running.
{ head -n 1 "$work/s.jsonl"; echo '[10,"b",187,185]'; echo '[12,"e",187,185]'; echo '[40,"end"]'; } > "$work/start.jsonl"
SDL_VIDEODRIVER=dummy XDG_CACHE_HOME="$work/cache" "$bin" open "$work/src" --name SampleApp --watch -- --resume "$work/start.jsonl" \
    > "$work/watch.log" 2>&1 &
watcher=$!
waitfor() { for _ in $(seq 1 600); do grep -q "$1" "$work/watch.log" && return 0; sleep 0.2; done; cat "$work/watch.log" >&2; return 1; }
waitfor "watching SampleApp"
# The window has resumed start.jsonl once it records; then the flip runs on past its end.
waitfor "recording to"
sleep 2
sed -i 's/UIColor(white: 0, alpha: 0.4)/UIColor(white: 0, alpha: 0.7)/' "$work/src/CardFlipTransition.swift"
waitfor "relaunched at the same moment"
relaunched=$(grep -o 'relaunched.*' "$work/watch.log")
waitfor "build 2 first draws the session unlike build 1 at frame"
marked=$(grep -o 'unlike build 1 at frame [0-9]*' "$work/watch.log" | grep -o '[0-9]*$')
package=$(dirname "$(dirname "$(dirname "$program")")")
grep -q "\"firstDifference\":$marked" "$package/watch-status.json" || { cat "$package/watch-status.json" >&2; exit 1; }
# The new build's verify of the old build's hashes names the same frame.
cp "$package/watch-compare-previous.jsonl" "$work/old-hashes.jsonl"
# Its pictures of the difference go to the temporary folder, not the checkout.
if "$program" verify --failures "$work" "$work/old-hashes.jsonl" > "$work/verify-old.log" 2>&1; then
    echo "error: the new build drew every frame as the old one" >&2; exit 1
fi
grep -q "frame $marked differs" "$work/verify-old.log" || { echo "error: the watch marked frame $marked; verify says:" >&2; cat "$work/verify-old.log" >&2; exit 1; }
[ "$marked" -gt 12 ] || { echo "error: the dimming shows only after the tap ends at frame 12, but frame $marked was marked" >&2; exit 1; }
# A build error is shown in the window (the status it reads) and the last good build runs on.
sed -i 's/UIColor(white: 0, alpha: 0.7)/UIColor(whit: 0, alpha: 0.7)/' "$work/src/CardFlipTransition.swift"
waitfor "SampleApp did not build"
# JSON writes a slash as \/.
sed 's#\\/#/#g' "$package/watch-status.json" | grep -q "\"file\":\"$work/src/CardFlipTransition.swift\",\"line\":39" \
    || { echo "error: the window was not told the error's file and line:" >&2; cat "$package/watch-status.json" >&2; exit 1; }
pgrep -f "$work/cache/.*/release/SampleApp record" >/dev/null || { echo "error: the last good build stopped" >&2; exit 1; }
# The window is tied to the watch: stopping the watch closes it.
kill "$watcher"; wait "$watcher" 2>/dev/null || true
sleep 1
if pgrep -f "$work/cache/.*/release/SampleApp" >/dev/null; then echo "error: the window outlived its watch" >&2; exit 1; fi
ended=$(grep '"end"' "$package/watch-a.jsonl" | cut -d, -f1 | tr -d '[')
old=$(grep '"h"' "$package/watch-a.jsonl" | tail -n 1); new=$(grep -m1 '"h"' "$package/watch-b.jsonl")
frame() { echo "$1" | cut -d, -f1 | tr -d '['; }
[ -n "$ended" ] && [ "$(frame "$new")" = $((ended + 1)) ] || { echo "error: not the same moment: ended $ended, then $new" >&2; exit 1; }
[ "$old" != "$new" ] || { echo "error: the relaunched window drew what the old code drew: $new" >&2; exit 1; }
echo "open --watch: the first differing frame marked at $marked, as verify finds it; a build error shown with its file and line"
echo "open --watch: $relaunched; the same moment (frame $((ended + 1))), drawn by the new code"
