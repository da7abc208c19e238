#!/usr/bin/env bash
# Docs that cannot drift (docs/TESTING.md, "Docs"): every name docs/ and the README cite in
# backticks that looks like code (`SessionFile.firstFrameHashingDifferently`, `LiveClock`,
# `init(frame:)`) must be an identifier found in the sources, tests, scripts or Makefile, and every
# cited file path (`Sources/Recording/Format/SessionWriter.swift`, `Ported/Menu.swift`) must name
# a file in the repository. docs/API-COVERAGE.md is left out: it is generated, lists Apple's
# members we lack on purpose, and APICoverageTests keeps it fresh. Shorthands that end a real
# name (`DidChange` for `observedValueDidChange`) count as found.
set -euo pipefail
cd "$(dirname "$0")/.."
# Names that docs cite from outside the code: tools, CPU instructions and microarchitectures.
outside="lscpu hyperfine skylake vfmadd vmovd vpinsrb vpinsrd vshufps vsqrtps xmm ymm"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
files=$(git ls-files --cached --others --exclude-standard)
docs=$(printf '%s\n' README.md docs/*.md | grep -v '^docs/API-COVERAGE.md$')
# Every identifier of the code, plus file and folder names (a test target, `NavigationTestSupport.swift`).
printf '%s\n' "$files" | grep -E '\.(swift|sh|py|c|h|jsonl|json|mk)$|^Makefile$|/Makefile$' \
    | tr '\n' '\0' | xargs -0 grep -ahoE '[A-Za-z_][A-Za-z0-9_]*' > "$work/words.unsorted" || true
printf '%s\n' "$files" | tr '/.' '\n\n' >> "$work/words.unsorted"
printf '%s\n' $outside >> "$work/words.unsorted"
sort -u "$work/words.unsorted" > "$work/words"
status=0
for doc in $docs; do
    spans=$(grep -ohE '`[^`]+`' "$doc" | tr -d '`' | sort -u || true)
    # Code-like spans: identifier chains, optionally ending in a call with argument labels.
    ids=$(printf '%s\n' "$spans" \
        | grep -E '^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*(\([A-Za-z0-9_:]*\))?$' \
        | grep -oE '[A-Za-z_][A-Za-z0-9_]{2,}' | sort -u || true)
    for id in $ids; do
        grep -qxF "$id" "$work/words" && continue
        grep -qE "[A-Za-z0-9_]${id}\$" "$work/words" && continue
        echo "error: $doc cites \`$id\`, which no source, test, script or Makefile names" >&2
        status=1
    done
    # A file named by its type and concern (`SimulatorSession+Help`) exists as that Swift file.
    concerns=$(printf '%s\n' "$spans" | grep -E '^[A-Z][A-Za-z0-9]*\+[A-Z][A-Za-z0-9]*$' || true)
    for concern in $concerns; do
        grep -qE "(^|/)${concern//+/\\+}\.swift\$" <<< "$files" && continue
        echo "error: $doc cites \`$concern\`, which is no file (\`$concern.swift\`) in the repository" >&2
        status=1
    done
    # File paths: exist from the root, from docs/, or as the tail of a tracked file's path.
    paths=$(printf '%s\n' "$spans" | grep -E '^[A-Za-z0-9_.-]+/[A-Za-z0-9_./+-]*[A-Za-z0-9_-]\.[a-z]{1,5}$' || true)
    for path in $paths; do
        [ -e "$path" ] || [ -e "docs/$path" ] && continue
        grep -qE "(^|/)${path//./\\.}\$" <<< "$files" && continue
        echo "error: $doc cites \`$path\`, which is no file in the repository" >&2
        status=1
    done
done
[ "$status" -eq 0 ] && echo "check-doc-names: every code name and file path docs/ cites exists"
exit "$status"
