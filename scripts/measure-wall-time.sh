#!/usr/bin/env bash
# How long a transition takes in the live window, in wall time, with and without two busy loops
# beside it (issue 36): under Xvfb, the window records a demo, xdotool clicks, and ffmpeg grabs
# the phone's screen at 60 frames a second with wall-clock timestamps, keeping only the frames
# that changed (mpdecimate). The first change after the click is the transition's first frame
# (the button is pressed and released within one frame), the last is its end: the time between
# them, plus the frame before the first, is the transition's.
#   scripts/measure-wall-time.sh [RUNS]   (needs a release build: make build; xvfb-run, xdotool, ffmpeg)
# Prints one line per demo and load: the median of RUNS runs (3 by default) and each run, in ms.
set -euo pipefail
cd "$(dirname "$0")/.."
# TRANSITION_LAB: another build to measure (an older one, to compare).
bin=${TRANSITION_LAB:-$PWD/.build/release/transition-lab}
[ -x "$bin" ] || { echo "error: build first: make build" >&2; exit 1; }
for tool in xvfb-run xdotool ffmpeg; do
    command -v "$tool" >/dev/null || { echo "error: $tool is missing (make deps installs it)" >&2; exit 1; }
done
runs=${1:-3}
work=$(mktemp -d "${TMPDIR:-/tmp}/wall-time.XXXXXX")
trap 'pkill -f "$work/" 2>/dev/null || true; rm -rf "$work"' EXIT
cat > "$work/inner.sh" <<'INNER'
set -euo pipefail
bin=$1 work=$2 demo=$3 x=$4 y=$5 load=$6 crop=$7
loops=()
if [ "$load" = loaded ]; then
    for _ in 1 2; do sh -c 'while :; do :; done' & loops+=($!); done
fi
rm -f "$work/s.jsonl"
"$bin" record --demo "$demo" -o "$work/s.jsonl" > "$work/window.log" 2>&1 &
app=$!
window=""
for _ in $(seq 1 100); do window=$(xdotool search --name TransitionLab 2>/dev/null | head -n 1 || true); [ -n "$window" ] && break; sleep 0.1; done
[ -n "$window" ] || { echo "error: no window" >&2; cat "$work/window.log" >&2; exit 1; }
sleep 1.5
eval "$(xdotool getwindowgeometry --shell "$window")"
# The phone's screen only (the strip's REC pill changes every tenth of a second): its place in
# the window and its size, in window points ("14 14 390 844").
read -r cx cy cw ch <<< "$crop"
ffmpeg -nostats -loglevel info -f x11grab -draw_mouse 0 -framerate 60 -use_wallclock_as_timestamps 1 -video_size "${cw}x${ch}" \
    -t 2.2 -i "$DISPLAY+$((X + cx)),$((Y + cy))" -vf "mpdecimate=hi=64:lo=32:frac=0.001,showinfo" -f null - 2> "$work/grab.log" &
grab=$!
sleep 0.4
xdotool mousemove --window "$window" "$x" "$y" click 1
wait "$grab"
kill "$app" 2>/dev/null || true; wait "$app" 2>/dev/null || true
for loop in "${loops[@]}"; do kill "$loop"; done
# The first frame kept is the screen before the click.
grep -o 'pts_time:[0-9.]*' "$work/grab.log" | cut -d: -f2 \
    | awk 'NR == 2 { first = $1 } { last = $1 } END { if (NR < 2) print "none"; else printf "%d\n", (last - first + 1 / 60) * 1000 }'
INNER
measure() {
    local demo=$1 x=$2 y=$3 load=$4 nominal=$5 times=()
    # The 6.1-inch phone at 3x, the window's default: a window 418 x 938 points whose screen is
    # at (14, 14), 390 x 844 points.
    for _ in $(seq 1 "$runs"); do
        times+=("$(xvfb-run -a -s "-screen 0 1280x1024x24" bash "$work/inner.sh" "$bin" "$work" "$demo" "$x" "$y" "$load" "14 14 390 844")")
    done
    local median
    median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
    echo "$demo ($nominal ms nominal), $load: median $median ms (runs: ${times[*]} ms)"
}
# Window points: the push button of plain's first page; 003's door button. The touch indicator
# is off by default, so the screen changes only with the app.
measure plain 208 466 idle 350
measure plain 208 466 loaded 350
measure 003-door 209 217 idle 500
measure 003-door 209 217 loaded 500
