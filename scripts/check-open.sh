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
trap 'pkill -f "$work/cache/.*/release/SampleApp" 2>/dev/null || true; rm -rf "$work"' EXIT
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

# --watch: the window resumes a session that taps Card 1 (its flip starts), runs on, and Card 1's
# colour is edited: the relaunched window must go on from the moment the first one was stopped
# at (its first hash the frame after the first recording's end) drawn by the new code (its hash
# there not the old one's).
head -n 3 "$work/s.jsonl" > "$work/start.jsonl"
echo '[40,"end"]' >> "$work/start.jsonl"
SDL_VIDEODRIVER=dummy XDG_CACHE_HOME="$work/cache" "$bin" open "$work/src" --name SampleApp --watch -- --resume "$work/start.jsonl" \
    > "$work/watch.log" 2>&1 &
watcher=$!
waitfor() { for _ in $(seq 1 600); do grep -q "$1" "$work/watch.log" && return 0; sleep 0.2; done; cat "$work/watch.log" >&2; return 1; }
waitfor "watching SampleApp"
sleep 2
sed -i 's/\.systemOrange, \.systemTeal/.systemRed, .systemTeal/' "$work/src/CardListViewController.swift"
waitfor "relaunched at the same moment"
sleep 2
# The window is tied to the watch: stopping the watch closes it.
kill "$watcher"; wait "$watcher" 2>/dev/null || true
sleep 1
if pgrep -f "$work/cache/.*/release/SampleApp" >/dev/null; then echo "error: the window outlived its watch" >&2; exit 1; fi
package=$(dirname "$(dirname "$(dirname "$program")")")
ended=$(grep '"end"' "$package/watch-a.jsonl" | cut -d, -f1 | tr -d '[')
old=$(grep '"h"' "$package/watch-a.jsonl" | tail -n 1); new=$(grep -m1 '"h"' "$package/watch-b.jsonl")
frame() { echo "$1" | cut -d, -f1 | tr -d '['; }
[ -n "$ended" ] && [ "$(frame "$new")" = $((ended + 1)) ] || { echo "error: not the same moment: ended $ended, then $new" >&2; exit 1; }
[ "$old" != "$new" ] || { echo "error: the relaunched window drew what the old code drew: $new" >&2; exit 1; }
echo "open --watch: $(grep -o 'relaunched.*' "$work/watch.log"); the same moment (frame $((ended + 1))), drawn by the new code"
