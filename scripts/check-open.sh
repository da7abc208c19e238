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
trap 'rm -rf "$work"' EXIT
program=$(XDG_CACHE_HOME="$work/cache" "$bin" open Examples/SampleApp/Originals --name SampleApp --build-only | tail -n 1)
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
