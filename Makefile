# TransitionLab: `make run` opens the simulator, `make test` runs every test, `make bench` times
# the compositor against pixman. `make deps` installs the system packages they need.

SWIFT ?= swift
# Tests run on an optimized build: the renderer is too slow unoptimized for full-screen goldens.
TEST_FLAGS ?= -c release -Xswiftc -enable-testing
APT_PACKAGES := pkg-config libsdl2-dev libsdl2-ttf-dev libpng-dev libdeflate-dev libpixman-1-dev fonts-dejavu-core fonts-wqy-microhei xvfb xauth ffmpeg chromium xdotool x11-xserver-utils

.PHONY: all deps build run test ci-portable ci-debug examples check-warnings bench soak fuzz api-coverage clean

all: build

# Quick when everything is installed: it only asks dpkg.
deps:
	@bash scripts/install-deps.sh $(APT_PACKAGES)

build: deps
	$(SWIFT) build -c release --product transition-lab

run: build
	$(SWIFT) run -c release transition-lab $(ARGS)

test: deps
	$(SWIFT) build --build-tests $(TEST_FLAGS)
	$(SWIFT) test --skip-build --disable-swift-testing $(TEST_FLAGS) $(if $(FILTER),--filter '$(FILTER)',)

# CI's extra builds (.ci/run), each in its own build folder so none replaces another's objects.
# TRANSITIONLAB_TEST_TARGETS (Package.swift) keeps only the test targets named and what they need.
PORTABLE_ENV := TRANSITIONLAB_PORTABLE=1 TRANSITIONLAB_TEST_TARGETS=RasterTests
DEBUG_ENV := TRANSITIONLAB_TEST_TARGETS=QuartzCoreTests,UIKitTests,RecordingTests
DEBUG_FLAGS := -c debug --scratch-path .build/ci-debug
DEBUG_TESTS ?= CALayerGeometryTests|UnwrittenMemoryDrawingTests|CATransactionTests|CALayerTimingTests|UIViewAnimationTests|NavigationControllerTests|PresentationTests|RecordReplayTests/test_shortPush

# Raster's tests on kernels built for the baseline CPU (no -target-cpu haswell): the same pixels and pinned hashes.
ci-portable: deps
	$(PORTABLE_ENV) $(SWIFT) build --build-tests $(TEST_FLAGS) --scratch-path .build/ci-portable
	$(PORTABLE_ENV) $(SWIFT) test --skip-build --disable-swift-testing $(TEST_FLAGS) --scratch-path .build/ci-portable

# A debug build (assert on) of the core modules and a quick subset: layers, animations, transitions, a short replay.
ci-debug: deps
	$(DEBUG_ENV) $(SWIFT) build --build-tests $(DEBUG_FLAGS)
	$(DEBUG_ENV) $(SWIFT) test --skip-build --disable-swift-testing $(DEBUG_FLAGS) --filter '$(DEBUG_TESTS)'

# Every example package (Examples/*/Package.swift) built as its user builds it (debug, on this package by path), in
# ci-debug's build folder: the same commands for our modules, so they are compiled once for both.
# Every example package built and its own tests run (TransitionLabTesting; docs/YOUR-APP.md).
examples: deps
	for package in Examples/*/Package.swift; do env -u TRANSITIONLAB_TEST_TARGETS $(SWIFT) build --package-path "$$(dirname "$$package")" --scratch-path .build/ci-debug || exit 1; done
	for package in Examples/*/Package.swift; do if [ -d "$$(dirname "$$package")/Tests" ]; then env -u TRANSITIONLAB_TEST_TARGETS $(SWIFT) test --package-path "$$(dirname "$$package")" --scratch-path .build/ci-debug || exit 1; fi; done
	# `transition-lab open` end to end, with the release build `make test` makes (the same flags: nothing rebuilt).
	$(SWIFT) build --build-tests $(TEST_FLAGS)
	bash scripts/check-open.sh
	# Two fingers from the mouse in the real window: Alt-drag pinches 003's photo closed, recorded and verified (about 10 s).
	bash scripts/check-pinch.sh

# No warnings from our sources in a user's build: every example package built afresh in debug and release,
# failing on any warning in Sources/, Benchmarks/ or Modules/ (scripts/check-warnings.sh, docs/TESTING.md).
check-warnings: deps
	bash scripts/check-warnings.sh

# The monkey, long: EVENTS per demo and seed, SEEDS seeds from SEED (make soak EVENTS=1000 SEEDS=15).
EVENTS ?= 1000
SEEDS ?= 10
SEED ?= 1
# Then the generated-file attack (scripts/flood-attack.sh): read, verify and export files packed
# at the format's limits, FLOOD_BASE frames and twice and four times that, with times and memory.
FLOOD_BASE ?= 100
soak: deps
	$(SWIFT) build --build-tests $(TEST_FLAGS)
	MONKEY_EVENTS=$(EVENTS) MONKEY_SEEDS=$(SEEDS) MONKEY_SEED=$(SEED) $(SWIFT) test --skip-build --disable-swift-testing $(TEST_FLAGS) --filter MonkeyTests
	bash scripts/flood-attack.sh $(FLOOD_BASE)

# The scrub figures start the replay engine, which is transition-lab itself.
bench: deps
	$(SWIFT) build -c release --product transition-lab
	$(SWIFT) run -c release transition-lab-bench $(ARGS)
	bash scripts/bench-your-app.sh
	# The edit-to-screen time of `open --watch` (its last line: relaunched N s after the edit).
	bash scripts/check-open.sh | tail -n 1

# docs/API-COVERAGE.md from Apple's surface (docs/api-coverage/*.json) and our sources; built with the
# test flags so it shares the test build. APICoverageTests fails when the file is stale.
api-coverage:
	$(SWIFT) run $(TEST_FLAGS) transition-lab-api-coverage --write

# The session reader under libFuzzer and AddressSanitizer for FUZZ_SECONDS (scripts/fuzz-session-reader.sh).
FUZZ_SECONDS ?= 600
fuzz:
	bash scripts/fuzz-session-reader.sh $(FUZZ_SECONDS)

clean:
	rm -rf .build snapshots-failures
