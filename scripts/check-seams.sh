#!/usr/bin/env bash
# The layering rules that a grep can check (docs/ARCHITECTURE.md, "Layers"): SDL's video
# (module CSDL2) is the window's alone; the Text module reaches SDL_ttf through CSDL2TTF.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
offenders=$(grep -rlE '^\s*(@_implementationOnly\s+)?import\s+CSDL2\s*$' Sources Tests Benchmarks Examples --include='*.swift' \
    | grep -v '^Sources/SimulatorWindow/' || true)
if [ -n "$offenders" ]; then
    echo "error: only Sources/SimulatorWindow may import CSDL2 (SDL's video); found in:" >&2
    echo "$offenders" | sed 's/^/  /' >&2
    status=1
fi
ttf=$(grep -rlE '^\s*import\s+CSDL2TTF\s*$' Sources Tests Benchmarks Examples --include='*.swift' \
    | grep -v '^Sources/Text/' || true)
if [ -n "$ttf" ]; then
    echo "error: only Sources/Text may import CSDL2TTF (SDL_ttf); found in:" >&2
    echo "$ttf" | sed 's/^/  /' >&2
    status=1
fi
[ "$status" -eq 0 ] && echo "check-seams: SDL video only in SimulatorWindow, SDL_ttf only in Text"
exit "$status"
