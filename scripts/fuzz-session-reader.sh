#!/usr/bin/env bash
# Fuzzes the session reader (Sources/Recording/Format/SessionReading, which needs only Foundation) with
# libFuzzer and AddressSanitizer: `make fuzz` runs it for FUZZ_SECONDS (default 600).
#   scripts/fuzz-session-reader.sh [SECONDS] [extra libFuzzer flags...]
# The seeds are scripts/fuzz/corpus (each input's first byte picks the reader's line limit and
# read size; the rest is the file); what the fuzzer adds goes to .build/fuzz/corpus, a crash
# to .build/fuzz/crash-*, neither committed. A crash becomes a test in
# Tests/RecordingTests/SessionFileDamageTests.swift.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
shift || true
out=.build/fuzz
mkdir -p "$out/corpus"
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name SessionReaderFuzz -package-name TransitionLab \
    Sources/Recording/Format/SessionReading/*.swift scripts/fuzz/SessionReaderFuzz.swift -o "$out/session-reader-fuzz" 2> >(grep -v "Cannot export local symbol" >&2)
# Bounded: 2 GB of memory at most, 10 s per input at most, inputs up to 64 KB.
exec "$out/session-reader-fuzz" -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 -max_len=65536 \
    -artifact_prefix="$out/" -print_final_stats=1 "$@" "$out/corpus" scripts/fuzz/corpus
