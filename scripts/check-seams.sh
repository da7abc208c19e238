#!/usr/bin/env bash
# The layering rules that a grep can check (docs/ARCHITECTURE.md, "Modules"): SDL's video
# (module CSDL2) is the window's alone; the Text module reaches SDL_ttf through CSDL2TTF; and
# compile tests (`*CompileTests.swift`, and all of Tests/UIKitCompileTests) import our modules
# plainly, never `@testable`, since they exist to prove that iOS code compiles against the
# public API and `@testable` would let internal members stand in for missing public ones.
# The same files and the example packages (Examples/) see UIKit as an app does, so they never
# import TransitionLab's SPI (`@_spi(TransitionLab)`: the simulator's and tests' hooks).
# Every test method is named `test_subject_condition_expectation` (docs/TESTING.md), so a
# `func test` must go on with an underscore. The modules docs/ARCHITECTURE.md lists as internal
# declare nothing public, and those it lists a public surface for nothing else. And scripts/check-doc-names.sh: every code name and
# file path docs/ cites in backticks exists.
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
testable=$( { find Tests -name '*CompileTests.swift'; find Tests/UIKitCompileTests -name '*.swift'; } | sort -u \
    | xargs grep -lE '^\s*@testable\s+import\b' || true)
if [ -n "$testable" ]; then
    echo "error: compile tests must import UIKit (and every module) without @testable; found in:" >&2
    echo "$testable" | sed 's/^/  /' >&2
    status=1
fi
spi=$( { find Tests -name '*CompileTests.swift'; find Tests/UIKitCompileTests Examples -name '*.swift' -not -path '*/.build/*'; } | sort -u \
    | xargs grep -lE '@_spi\(' || true)
if [ -n "$spi" ]; then
    echo "error: compile tests and examples use UIKit's public API alone, never @_spi; found in:" >&2
    echo "$spi" | sed 's/^/  /' >&2
    status=1
fi
# XCTestObservation's callbacks (testBundleDidFinish, ...) are not test methods.
naming=$(grep -rnE '^\s*(@[A-Za-z]+\s+)*(override\s+)?func\s+test([^_]|$)' Tests --include='*.swift' \
    | grep -vE 'func\s+test(Bundle|Suite|Case)(WillStart|DidFinish|DidFail|DidRecord)\(' || true)
if [ -n "$naming" ]; then
    echo "error: test methods are named test_subject_condition_expectation; found without the underscore:" >&2
    echo "$naming" | sed 's/^/  /' >&2
    status=1
fi
# The internal modules docs/ARCHITECTURE.md lists ("Public surface") declare nothing `public` or
# `open`: what only the package's modules use is `package`.
internal=$(grep -E '^- Internal modules' docs/ARCHITECTURE.md | grep -oE '`[A-Za-z]+`' | tr -d '`' || true)
if [ -z "$internal" ]; then
    echo "error: docs/ARCHITECTURE.md lists no internal modules (a line starting '- Internal modules')" >&2
    status=1
fi
for module in $internal; do
    if [ ! -d "Sources/$module" ]; then
        echo "error: docs/ARCHITECTURE.md lists $module as an internal module, but Sources/$module does not exist" >&2
        status=1
        continue
    fi
    exposed=$(grep -rnE '^\s*(@[A-Za-z_]+(\([^)]*\))?\s+)*(public|open)\s' "Sources/$module" --include='*.swift' || true)
    if [ -n "$exposed" ]; then
        echo "error: $module is internal (docs/ARCHITECTURE.md, \"Public surface\"): use package, not public or open:" >&2
        echo "$exposed" | head -n 20 | sed 's/^/  /' >&2
        status=1
    fi
done
# A module whose public surface docs/ARCHITECTURE.md lists (a line "- Public in `Module`: `Name`
# (`member`, `init(x:)`), ...") declares nothing else public or open: each such declaration's name
# (a type's, a member's; `init`, `subscript`) is one the line names, and a file the line names
# (`Name.swift`) is left out of the check. `public extension` is refused there, since the members
# it makes public would be named nowhere.
# An item goes on over the lines indented under it.
surfaces=$(awk '/^- Public in `/ { if (item) print item; item = $0; next }
                item && /^  / { item = item " " $0; next }
                { if (item) print item; item = "" }
                END { if (item) print item }' docs/ARCHITECTURE.md)
while IFS= read -r line; do
    [ -n "$line" ] || continue
    cited=$(echo "$line" | grep -oE '`[^`]+`' | tr -d '`')
    module=$(echo "$cited" | head -n 1)
    if [ ! -d "Sources/$module" ]; then
        echo "error: docs/ARCHITECTURE.md lists the public surface of $module, but Sources/$module does not exist" >&2
        status=1
        continue
    fi
    unlisted=$(grep -rnE '^\s*(@[A-Za-z_]+(\([^)]*\))?\s+)*(public|open)\s' "Sources/$module" --include='*.swift' \
        | LISTED=$(echo "$cited" | tail -n +2 | sed -E 's/[(.].*//' | tr '\n' ' ') \
          FILES=$(echo "$cited" | grep -E '\.swift$' | tr '\n' ' ') perl -ne '
            BEGIN { %name = map { $_ => 1 } split " ", $ENV{LISTED}; %file = map { $_ => 1 } split " ", $ENV{FILES} }
            my ($path, $code) = /^([^:]+):\d+:(.*)$/;
            next if $file{(split m{/}, $path)[-1]};
            $code =~ s/^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+//;
            $code =~ s/^(?:(?:static|class|final|override|mutating|nonmutating|convenience|required|indirect|lazy|weak|unowned|dynamic|(?:private|fileprivate|internal|package)\(set\))\s+)*//;
            $code =~ s/^(?:func|var|let|struct|enum|protocol|actor|typealias|associatedtype|case)\s+//;
            my ($declared) = $code =~ /^([A-Za-z_]\w*|[^\s(<:]+)/;
            print unless $name{$declared};' || true)
    if [ -n "$unlisted" ]; then
        echo "error: $module declares public what docs/ARCHITECTURE.md (\"Public surface\") does not list: make it package, or list it:" >&2
        echo "$unlisted" | head -n 20 | sed 's/^/  /' >&2
        status=1
    fi
done <<< "$surfaces"
# Docs that cannot drift: the names and paths they cite exist.
bash scripts/check-doc-names.sh || status=1
[ "$status" -eq 0 ] && echo "check-seams: SDL video only in SimulatorWindow, SDL_ttf only in Text, no @testable or @_spi in compile tests and examples, tests named test_..., internal modules without public, listed public surfaces, docs' names exist"
exit "$status"
