#!/usr/bin/env bash
# No warnings from this project's sources in a user's build (docs/TESTING.md, "Running them"): builds
# every example package (each Examples/* folder with a Package.swift) as its user builds it, on
# this package by path, in debug and in release, and fails listing every warning located in this
# repository's Sources/, Benchmarks/ or Modules/. Warnings in the example's own code are its
# user's and are not counted (they are printed as a note).
#
# A compiler prints a file's warnings only when it compiles that file, so each configuration is
# built from nothing: the build folder's products for it are removed first (the fetched
# dependencies are kept). Each example builds in its own folder under .build/check-warnings/.
#
#   scripts/check-warnings.sh                  # every example, debug and release
#   CONFIGURATIONS=debug scripts/check-warnings.sh
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
CONFIGURATIONS=${CONFIGURATIONS:-debug release}
root=$(pwd)
physical=$(pwd -P)
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# Ours: this repository's sources as the compiler names them (absolute, whichever spelling of the
# root it was reached through), turned back into paths from the root.
ours() {
    local prefix
    for prefix in "$physical" "$root"; do
        sed -nE "s#^$prefix/((Sources|Benchmarks|Modules)/[^:]+:[0-9]+(:[0-9]+)?: warning: .*)\$#\\1#p" "$1"
    done | sort -u
}

status=0
found="$logs/found"
: >"$found"
packages=$(find Examples -mindepth 2 -maxdepth 2 -name Package.swift | sort)
if [ -z "$packages" ]; then
    echo "error: no example package (Examples/*/Package.swift) to build" >&2
    exit 1
fi
for manifest in $packages; do
    package=$(dirname "$manifest")
    scratch=".build/check-warnings/$(basename "$package")"
    for configuration in $CONFIGURATIONS; do
        log="$logs/$(basename "$package")-$configuration.log"
        # The products of this configuration, so that every file is compiled again.
        bin=$(env -u TRANSITIONLAB_TEST_TARGETS "$SWIFT" build --package-path "$package" --scratch-path "$scratch" \
            -c "$configuration" --show-bin-path | tail -n 1)
        case "$bin" in
            "$root/$scratch"/* | "$physical/$scratch"/*) rm -rf "$bin" ;;
            *) echo "error: $package's $configuration products are not under $scratch ($bin)" >&2; exit 1 ;;
        esac
        echo "check-warnings: building $package ($configuration)"
        if ! env -u TRANSITIONLAB_TEST_TARGETS "$SWIFT" build --package-path "$package" --scratch-path "$scratch" \
            -c "$configuration" >"$log" 2>&1; then
            echo "error: $package does not build ($configuration); its output:" >&2
            cat "$log" >&2
            status=1
            continue
        fi
        ours "$log" | sed "s#\$# ($package, $configuration)#" >>"$found"
        theirs=$(grep -cE "^[^ ]+/$package/[^:]+:[0-9]+:[0-9]+: warning:" "$log" || true)
        if [ "$theirs" -gt 0 ]; then
            echo "check-warnings: note: $theirs warning lines in $package's own code (its user's, not counted)"
        fi
    done
done

if [ -s "$found" ]; then
    # One line a warning, with the builds that printed it.
    count=$(sed -E 's/ \([^()]*\)$//' "$found" | sort -u | wc -l)
    echo "error: $count warnings from this project's sources in a user's build:" >&2
    awk '{
        where = $0; sub(/ \([^()]*\)$/, "", where)
        build = substr($0, length(where) + 3); sub(/\)$/, "", build)
        if (!(where in builds)) { order[++n] = where; builds[where] = build }
        else if (index(builds[where], build) == 0) builds[where] = builds[where] "; " build
    } END { for (i = 1; i <= n; i++) print "  " order[i] " [" builds[order[i]] "]" }' "$found" | sort >&2
    status=1
fi
[ "$status" -eq 0 ] && echo "check-warnings: no warnings from this project's sources ($CONFIGURATIONS)"
exit "$status"
