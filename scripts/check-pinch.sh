#!/usr/bin/env bash
# Two fingers from the mouse in the real window (issue 36; README "Two fingers", docs/SESSIONS.md):
# under Xvfb, `transition-lab record --demo 003-door` opens the album and its first photo with
# clicks, then xdotool holds Alt and drags from the left of the screen's centre towards it, a
# pinch (the second finger mirrored through the centre), and lets go: the photo follows the
# pinch and closes. It takes a screenshot mid-pinch (both touch circles and the shrinking photo:
# look at it) and one after, checks that the album is back (a white pixel where the photo's black
# page was), that the session holds the second finger's touches, and that it verifies
# (`transition-lab verify`). About 20 s; run by `make examples` after scripts/check-open.sh.
#
#   bash scripts/check-pinch.sh        # screenshots and the session in $OUT (.build/check-pinch)
#
# Needs the release build (make build), Xvfb, xdotool and ffmpeg.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
app=${APP:-$root/.build/release/transition-lab}
out=${OUT:-$root/.build/check-pinch}
display=:${XVFB_DISPLAY:-88}
for tool in Xvfb xdotool ffmpeg; do
    command -v "$tool" >/dev/null || { echo "error: $tool is missing (apt-get install xvfb xdotool ffmpeg)" >&2; exit 1; }
done
[ -x "$app" ] || { echo "error: $app is not built (make build)" >&2; exit 1; }
mkdir -p "$out"
session=$out/pinch.jsonl
rm -f "$session" "$out"/*.png

xvfb=""; app_pid=""
cleanup() {
    DISPLAY=$display xdotool keyup alt 2>/dev/null || true
    [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
    [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null || true
}
trap cleanup EXIT

Xvfb "$display" -screen 0 1280x1024x24 -noreset -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${display#:}" ] && break; sleep 0.1; done
DISPLAY=$display "$app" record --demo 003-door -o "$session" > "$out/window.log" 2>&1 &
app_pid=$!
wid=$(DISPLAY=$display timeout 20 xdotool search --sync --name TransitionLab | head -1)
[ -n "$wid" ] || { echo "error: no window" >&2; cat "$out/window.log" >&2; exit 1; }
sleep 1.5
DISPLAY=$display xdotool windowfocus --sync "$wid"
eval "$(DISPLAY=$display xdotool getwindowgeometry --shell "$wid")"
# The 6.1-inch phone (the default device): its frame is 418 points wide with the screen, 390 x
# 844 points, 14 points in; the window may show it smaller than one pixel a point.
zoom=$(awk -v w="$WIDTH" 'BEGIN { print w / 418 }')
# Display pixels of a screen point (x, y).
at() { awk -v x="$1" -v y="$2" -v X="$X" -v Y="$Y" -v z="$zoom" 'BEGIN { printf "%d %d", X + (14 + x) * z, Y + (14 + y) * z }'; }
shot() { ffmpeg -loglevel error -y -f x11grab -video_size 1280x1024 -i "$display" -frames:v 1 "$out/$1.png"; }
# The red, green and blue of the display pixel at screen point (x, y).
pixel() {
    read -r px py <<< "$(at "$1" "$2")"
    ffmpeg -loglevel error -f x11grab -video_size 1x1 -i "$display+$px,$py" -frames:v 1 -f rawvideo -pix_fmt rgb24 - | od -An -tu1 | xargs
}
click() {
    read -r px py <<< "$(at "$1" "$2")"
    DISPLAY=$display xdotool mousemove "$px" "$py" click 1
}

click 195 324   # the menu's album button
sleep 1.2
click 61 190    # the album's first photo
sleep 1.2
shot photo
photo_pixel=$(pixel 195 60)

# The pinch: Alt held, the pointer from 150 points left of the centre to 50 points left of it,
# so the fingers close from 300 points apart to 100 (scale 1/3).
read -r px py <<< "$(at 45 422)"
DISPLAY=$display xdotool keydown alt mousemove "$px" "$py"
sleep 0.3
DISPLAY=$display xdotool mousedown 1
for step in $(seq 1 20); do
    read -r px py <<< "$(at $((45 + 5 * step)) 422)"
    DISPLAY=$display xdotool mousemove "$px" "$py"
    sleep 0.04
    [ "$step" = 12 ] && shot mid-pinch
done
DISPLAY=$display xdotool mouseup 1 keyup alt
sleep 1.5
shot closed
closed_pixel=$(pixel 195 60)
DISPLAY=$display xdotool key ctrl+q
wait "$app_pid" 2>/dev/null || true
app_pid=""

failures=0
echo "photo shown: pixel $photo_pixel; after the pinch: pixel $closed_pixel"
if [ "$photo_pixel" != "0 0 0" ]; then echo "error: the photo was not shown full screen (black page expected)" >&2; failures=$((failures + 1)); fi
if [ "$closed_pixel" = "0 0 0" ]; then echo "error: the pinch did not close the photo" >&2; failures=$((failures + 1)); fi
second=$(grep -cE '^\[[0-9]+,"[bmec]",[-0-9.]+,[-0-9.]+,1\]$' "$session" || true)
echo "session: $(wc -l < "$session") lines, $second of them the second finger's"
if [ "$second" -lt 2 ]; then echo "error: no second finger recorded" >&2; failures=$((failures + 1)); fi
"$app" verify --failures "$out" "$session" || failures=$((failures + 1))
echo "screenshots and the session in $out"
[ "$failures" -eq 0 ] || { echo "error: $failures check(s) failed" >&2; exit 1; }
echo "check-pinch: passed"
