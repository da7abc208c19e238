#!/usr/bin/env bash
# Checks the live window's sizes as the iOS Simulator's Window menu has them (docs/SESSIONS.md,
# README "Ctrl+1 / Ctrl+2 / Ctrl+3"): under Xvfb on small, medium and large displays at two
# densities, it opens the window, presses Ctrl+1 (physical size), Ctrl+2 (pixel accurate) and
# Ctrl+3 (fit screen), then drags the window larger than the display (xdotool windowsize), and
# after each takes a screenshot of the whole display and the window's geometry. Every window must
# lie wholly on the display; the script prints one line per step and fails when one does not.
# The screenshots (look at them: the toast under the phone says the density Ctrl+1 used and the
# zoom of a size scaled down to fit) go to $OUT.
#
#   bash scripts/check-window-sizes.sh                 # 1024x768, 1600x1400, 3840x2160 at 96 and 192 dpi
#   SCREENS="1600x1400" DPIS="144" XFT_DPI=144 DEVICE=ipad-11 bash scripts/check-window-sizes.sh
#
# XFT_DPI sets the X resource Xft.dpi (with xrdb) as a desktop does, which the physical size then
# prefers to the screen's millimetres. Needs the release build (make build), Xvfb, xdotool,
# xrdb (x11-xserver-utils) and ffmpeg.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
app=${APP:-$root/.build/release/transition-lab}
out=${OUT:-$root/.build/window-sizes}
screens=${SCREENS:-"1024x768 1600x1400 3840x2160"}
dpis=${DPIS:-"96 192"}
device=${DEVICE:-iphone-6.1}
display=:${XVFB_DISPLAY:-87}
for tool in Xvfb xdotool ffmpeg; do
    command -v "$tool" >/dev/null || { echo "error: $tool is missing (apt-get install xvfb xdotool x11-xserver-utils ffmpeg)" >&2; exit 1; }
done
[ -x "$app" ] || { echo "error: $app is not built (make build)" >&2; exit 1; }
mkdir -p "$out"

xvfb=""; app_pid=""
cleanup() {
    [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
    [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null || true
}
trap cleanup EXIT

failures=0
# Takes a screenshot named $1 and checks that the window lies on the $2 x $3 display.
check() {
    local name=$1 width=$2 height=$3
    sleep 1.5
    ffmpeg -loglevel error -y -f x11grab -video_size "${width}x${height}" -i "$display" -frames:v 1 "$out/$name.png"
    local X Y WIDTH HEIGHT WINDOW SCREEN
    eval "$(DISPLAY=$display xdotool getwindowgeometry --shell "$wid")"
    local verdict=on-screen
    if [ "$X" -lt 0 ] || [ "$Y" -lt 0 ] || [ $((X + WIDTH)) -gt "$width" ] || [ $((Y + HEIGHT)) -gt "$height" ]; then
        verdict=OFF-SCREEN; failures=$((failures + 1))
    fi
    printf '%-28s window %4dx%-4d at %4d,%-4d  %s\n' "$name" "$WIDTH" "$HEIGHT" "$X" "$Y" "$verdict"
}

for screen in $screens; do
    width=${screen%x*}; height=${screen#*x}
    for dpi in $dpis; do
        Xvfb "$display" -screen 0 "${screen}x24" -dpi "$dpi" -noreset -nolisten tcp >/dev/null 2>&1 &
        xvfb=$!
        for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${display#:}" ] && break; sleep 0.1; done
        if [ -n "${XFT_DPI:-}" ]; then echo "Xft.dpi: $XFT_DPI" | DISPLAY=$display xrdb -nocpp -merge; fi
        DISPLAY=$display "$app" --device "$device" >/dev/null 2>&1 &
        app_pid=$!
        wid=$(DISPLAY=$display xdotool search --sync --name TransitionLab | head -1)
        base="$device-$screen-${dpi}dpi${XFT_DPI:+-xft$XFT_DPI}"
        check "$base-launch" "$width" "$height"
        for key in 1 2 3; do
            DISPLAY=$display xdotool windowfocus --sync "$wid" key ctrl+$key
            check "$base-ctrl$key" "$width" "$height"
        done
        # A hand resize far larger than the display.
        DISPLAY=$display xdotool windowsize "$wid" $((width * 3)) $((height * 3))
        check "$base-dragged" "$width" "$height"
        DISPLAY=$display xdotool windowfocus --sync "$wid" key ctrl+q || true
        wait "$app_pid" 2>/dev/null || true
        app_pid=""
        kill "$xvfb"; wait "$xvfb" 2>/dev/null || true
        xvfb=""
    done
done
echo "screenshots in $out"
[ "$failures" -eq 0 ] || { echo "error: $failures window(s) off the display" >&2; exit 1; }
