#!/usr/bin/env bash
# Generated-file attack on the session reader, verify and export (issue 33): files packed at the
# format's limits (32 turns or 1,000 moves on every frame, a wait on every frame, lines of
# 60 KB, an end mark 24 hours after launch), each at three sizes doubling, read, verified and
# exported in every format. Prints seconds and peak memory (max RSS) per step: the seconds
# should double with the size, the memory stay as it is. Fails when a step's peak passes
# MEMORY_BOUND_MB (256, docs/OUTPUTS.md, "Bounded memory"); never fails on the timings.
#   [KINDS="moves turns"] [MEMORY_BOUND_MB=256] scripts/flood-attack.sh [BASE_FRAMES]   (default 100; needs a release build and ffmpeg)
set -euo pipefail
cd "$(dirname "$0")/.."
base="${1:-100}"
bin=.build/release/transition-lab
[ -x "$bin" ] || { echo "error: build first: swift build -c release --product transition-lab" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/flood-attack.XXXXXX")
trap 'rm -rf "$work"' EXIT
header='{"demo":"plain","device":"iphone-4.7","format":3,"kind":"transition-lab-session","orientation":"portrait","scale":1,"version":"0.6.0"}'

# generate KIND FRAMES FILE
generate() {
    awk -v kind="$1" -v frames="$2" -v header="$header" 'BEGIN {
        print header
        if (kind == "turns") { for (f = 1; f <= frames; f++) for (i = 0; i < 32; i++) printf "[%d,\"k\",\"rotateLeft\"]\n", f }
        if (kind == "moves") { print "[0,\"b\",100,200]"; for (f = 1; f <= frames; f++) for (i = 0; i < 1000; i++) printf "[%d,\"m\",%d.5,%d]\n", f, 50 + i % 200, 100 + f % 400; printf "[%d,\"e\",100,200]\n", frames + 1 }
        if (kind == "waits") { print "[0,\"b\",100,200]"; for (f = 1; f <= frames * 100; f++) printf "[%d,\"w\",1]\n", f; printf "[%d,\"e\",100,200]\n", frames * 100 }
        if (kind == "longlines") { pad = ""; for (k = 0; k < 6000; k++) pad = pad "          "; print "[0,\"b\",100,200]"; for (f = 1; f <= frames; f++) printf "[%d,\"m\",%d,300%s]\n", f, 50 + f % 200, pad; printf "[%d,\"e\",100,200]\n", frames + 1 }
        if (kind == "endmark") { print "[3,\"b\",187.5,452]"; print "[5,\"e\",187.5,452]"; printf "[%d,\"end\"]\n", 5184000 - frames }
        if (kind != "endmark") printf "[%d,\"end\"]\n", (kind == "waits" ? frames * 100 : frames) + 30
    }' > "$3"
}

bound="${MEMORY_BOUND_MB:-256}"
over=0

# measure LABEL COMMAND...: prints the label, seconds, max RSS in MB and the exit status (an
# export over its --max-frames cap, or a verify of a file without hashes, exits 1 by design),
# and notes a peak over the bound (the largest process of the command's tree: ffmpeg's too).
measure() {
    local label=$1; shift
    /usr/bin/time -o "$work/stats" -f "%e %M %x" "$@" >/dev/null 2>&1 || true
    tail -n 1 "$work/stats" | awk -v label="$label" '{ printf "%-40s %8s s %8.0f MB %4s\n", label, $1, $2 / 1024, $3 }'
    if [ "$(tail -n 1 "$work/stats" | awk '{ print int($2 / 1024) }')" -gt "$bound" ]; then
        echo "error: $label peaked over $bound MB" >&2
        over=1
    fi
}

printf "%-40s %10s %11s %4s\n" "step" "time" "max RSS" "exit"
for kind in ${KINDS:-turns moves waits longlines endmark}; do
    for scale in 1 2 4; do
        frames=$((base * scale))
        file="$work/$kind-$frames.jsonl"
        generate "$kind" "$frames" "$file"
        size=$(stat -c %s "$file")
        label="$kind x$scale ($((size / 1024)) KB)"
        measure "$label read" "$bin" verify "$file"
        measure "$label verify --update" "$bin" verify --update "$file"
        measure "$label verify" "$bin" verify "$file"
        for out in clip.mp4 clip.gif sheet.png review.html frames; do
            rm -rf "$work/$out"
            range=()
            # The day-long file: its last 10 seconds (the frames export of all of it is refused up front).
            [ "$kind" = endmark ] && range=(--from 86390)
            measure "$label export $out" "$bin" export "$file" -o "$work/$out" "${range[@]}"
        done
    done
done
if [ "$over" -ne 0 ]; then
    echo "error: some steps peaked over $bound MB (docs/OUTPUTS.md, \"Bounded memory\")" >&2
    exit 1
fi
echo "every step peaked under $bound MB"
