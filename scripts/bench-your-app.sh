#!/usr/bin/env bash
# A user's app as docs/YOUR-APP.md builds it (issue 34): Examples/CustomTransition built in its own
# folder for release (the documented build) and for debug, then the same session replayed and
# hashed by each build's own program (`verify`), every frame drawn: the milliseconds a frame at 2x
# (iPhone 6.1) and the build times. Prints figures, never fails on them; `make bench` runs it.
#   scripts/bench-your-app.sh
set -euo pipefail
cd "$(dirname "$0")/../Examples/CustomTransition"
work=$(mktemp -d "${TMPDIR:-/tmp}/bench-your-app.XXXXXX")
trap 'rm -rf "$work"' EXIT

# A session of the example: "Open" tapped at frame 10 (the zoom-in push), then two seconds.
header='{"app":"CustomTransition","device":"iphone-6.1","format":4,"kind":"transition-lab-session","orientation":"portrait","scale":2,"version":"0.6.0"}'
printf '%s\n[10,"b",195,322]\n[12,"e",195,322]\n[130,"end"]\n' "$header" > "$work/zoom.jsonl"

for configuration in release debug; do
    start=$(date +%s.%N)
    swift build -c "$configuration" >/dev/null
    built=$(date +%s.%N)
    program=".build/$configuration/CustomTransition"
    "$program" verify --update "$work/zoom.jsonl" >/dev/null
    # The replay again, timed: every frame the push changes is drawn and hashed.
    run_start=$(date +%s.%N)
    result=$("$program" verify "$work/zoom.jsonl")
    run_end=$(date +%s.%N)
    frames=$(grep -c '"h"' "$work/zoom.jsonl" || true)
    awk -v c="$configuration" -v b="$start" -v b2="$built" -v r="$run_start" -v r2="$run_end" -v f="$frames" -v res="$result" 'BEGIN {
        b = b2 - b; r = r2 - r
        printf "your app (%s build, as docs/YOUR-APP.md says%s): build %.1f s; %d drawn frames of the zoom-in replayed in %.2f s: %.1f ms a frame (60 fps needs 16.7)  [%s]\n",
            c, (c == "release" ? "" : " not to"), b, f, r, 1000 * r / (f > 0 ? f : 1), res }'
done
