// swift-tools-version:6.0
import PackageDescription
import Foundation

/// Release builds target the host CPU's vector units when it has them (see docs/PERFORMANCE.md):
/// `-target-cpu haswell` roughly halves compositing time, but would crash a CPU without AVX2,
/// so it is only passed when /proc/cpuinfo lists AVX2 and FMA on an x86-64 host, and
/// `TRANSITIONLAB_PORTABLE=1` in the environment leaves it out (to build and test the baseline
/// x86-64 code on a machine that has AVX2). Either way the pixels are the same.
let hostHasHaswellFeatures: Bool = {
    #if arch(x86_64)
    if ProcessInfo.processInfo.environment["TRANSITIONLAB_PORTABLE"] == "1" { return false }
    guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return false }
    return info.contains(" avx2") && info.contains(" fma") && info.contains(" bmi2")
    #else
    return false
    #endif
}()

// RASTER_HASWELL tells the code which vector units it was compiled for (`RasterBuild`).
let speedFlags: [SwiftSetting] = hostHasHaswellFeatures
    ? [.unsafeFlags(["-target-cpu", "haswell"], .when(configuration: .release)),
       .define("RASTER_HASWELL", .when(configuration: .release))]
    : []

let package = Package(
    name: "TransitionLab",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "Simulator", targets: ["Simulator"]),
        .library(name: "Recording", targets: ["Recording"]),
        .library(name: "SimulatorWindow", targets: ["SimulatorWindow"]),
        .library(name: "TransitionLabApp", targets: ["TransitionLabApp"]),
        .library(name: "TransitionLabTesting", targets: ["TransitionLabTesting"]),
        .executable(name: "transition-lab", targets: ["transition-lab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `transition-lab port`: parsing and rewriting Swift source (the version matching Swift 6.3).
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .systemLibrary(name: "CSDL2", path: "Modules/CSDL2"),
        .systemLibrary(name: "CSDL2TTF", path: "Modules/CSDL2TTF"),
        .systemLibrary(name: "CPNG", path: "Modules/CPNG"),
        .systemLibrary(name: "CPixman", path: "Modules/CPixman", pkgConfig: "pixman-1"),

        // Swift 6 language mode where it is already clean (docs/ARCHITECTURE.md, "Swift 6"); the
        // package's default stays 5 until the rest is.
        .target(name: "Raster", dependencies: ["CVectorMath"], swiftSettings: speedFlags + [.swiftLanguageMode(.v6)]),
        // A header of eight-lane float arithmetic as clang vector operations, which Raster's
        // kernels use instead of the standard library's lane loops (docs/PERFORMANCE.md,
        // "Code generation traps"); no library, nothing linked.
        .target(name: "CVectorMath", cSettings: [.unsafeFlags(["-ffp-contract=off"])]),
        .target(name: "PNGCodec", dependencies: ["Raster", "CPNG", "CPNGDecode"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // The decoder's fast paths for files that need no conversion: read whole with libdeflate,
        // or through libpng's full API (its errors longjmp, which Swift cannot catch).
        .target(name: "CPNGDecode", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("deflate")]),
        // C at the edges: processes (a child that dies with its parent, prctl, SCHED_BATCH, the
        // cleanup on SIGTERM) and a PNG written a band of rows at a time (libpng's longjmp errors).
        .target(name: "CSpawn"),
        .target(name: "CPNGStream", linkerSettings: [.linkedLibrary("png16")]),
        // Files written whole or not at all (a temporary file renamed or linked into place), and
        // what a stopped command removes: for screenshots (Simulator) and every output (Recording).
        .target(name: "OutputFiles", dependencies: ["CSpawn"]),
        .target(name: "QuartzCore", dependencies: ["Raster"], swiftSettings: speedFlags),
        // `import CoreGraphics`: re-exports the CG types, which live in QuartzCore and Foundation.
        .target(name: "CoreGraphics", dependencies: ["QuartzCore"]),
        .target(name: "Text", dependencies: ["Raster", "CSDL2TTF"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // The Cassowary constraint solver Auto Layout uses: variables, priorities, no UIKit types.
        .target(name: "Cassowary", swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "UIKit", dependencies: ["Raster", "QuartzCore", "CoreGraphics", "Text", "PNGCodec", "Cassowary"]),
        // The demo app's pictures (Assets/Images, painted by scripts/pictures/make.py), bundled as
        // SwiftPM resources so an installed binary finds them in TransitionLab_DemoAssets.resources.
        .target(name: "DemoAssets", path: "Assets", exclude: ["README.md"], resources: [.process("Images")]),
        .target(name: "Demos", dependencies: ["UIKit", "Raster", "DemoAssets"]),
        // The window's marks, drawn headless with Raster and Text only: the chrome around the phone
        // (status pills, toasts, shortcuts, the gesture card), the review bar, the indexing card and
        // the diff picture. No UIKit: what they show is given to them as values.
        .target(name: "Overlays", dependencies: ["Raster", "Text"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // The device, its session and input without a window; SDL's video only in SimulatorWindow.
        .target(name: "Simulator", dependencies: ["UIKit", "PNGCodec", "Text", "OutputFiles", "Overlays", "CSpawn"]),
        // Session files: recording, replaying and verifying a session, headless (no SDL).
        .target(name: "Recording", dependencies: ["OutputFiles", "Overlays", "Simulator", "UIKit", "PNGCodec", "Raster", "Text", "CSpawn", "CPNGStream"]),
        .target(name: "SimulatorWindow", dependencies: ["Overlays", "Simulator", "Recording", "UIKit", "Raster", "PNGCodec", "CSDL2"]),
        .target(name: "CanonicalScenes", dependencies: ["QuartzCore"]),
        // `transition-lab port`: rewrites Objective-C idioms in iOS source into the forms this UIKit
        // takes. Syntax only: it depends on no module of ours.
        .target(name: "Porting", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        ]),
        // Apple's public surface against ours: parses Sources/UIKit and Sources/QuartzCore with
        // SwiftParser, matches docs/api-coverage/*.json and renders docs/API-COVERAGE.md.
        .target(
            name: "APICoverage",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "transition-lab-api-coverage", dependencies: ["APICoverage"]),
        // The simulator's command line for any app (`SimulatorApp.main`): the window, record, replay,
        // verify, export, diff; `transition-lab` is one user of it, a user's executable another.
        .target(
            name: "TransitionLabApp",
            dependencies: [
                "Raster", "OutputFiles", "UIKit", "SimulatorWindow", "Recording", "CSpawn",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // A user's app as written for an iPhone, run through the one entry point: the tests drive
        // its own program (record, replay, verify, export, diff) headless (SampleAppTests).
        .executableTarget(
            name: "transition-lab-sample-app",
            dependencies: ["TransitionLabApp", "UIKit"],
            path: "Examples/SampleApp/Sources/SampleApp"
        ),
        // XCTest helpers for users' transitions: a phone stepped undrawn, touches and edge pans,
        // goldens of a screen or a filmstrip, a session that must verify (docs/YOUR-APP.md).
        .target(
            name: "TransitionLabTesting",
            dependencies: ["Raster", "Simulator", "Recording", "UIKit", "RasterTestSupport", "TransitionLabApp"]
        ),
        .executableTarget(
            name: "transition-lab",
            dependencies: [
                "Raster", "QuartzCore", "UIKit", "PNGCodec", "TransitionLabApp", "Recording", "CanonicalScenes", "Demos", "Porting", "CSpawn",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "transition-lab-bench",
            dependencies: ["Raster", "QuartzCore", "CanonicalScenes", "CPixman", "Overlays", "Simulator", "Recording", "Demos", "UIKit", "PNGCodec"],
            path: "Benchmarks/transition-lab-bench",
            swiftSettings: speedFlags
        ),

        // Test support in two levels: RasterTestSupport (golden images, bitmap comparison, contact
        // sheets) needs only Raster and PNGCodec, so Raster-level tests build without UIKit;
        // TestSupport adds the scenes tests build (a UIKit environment or a bare layer context, with
        // a clock stepped by hand) and re-exports RasterTestSupport.
        .target(name: "RasterTestSupport", dependencies: ["Raster", "PNGCodec"], path: "Tests/Support/RasterTestSupport"),
        .target(name: "TestSupport", dependencies: ["RasterTestSupport", "QuartzCore", "UIKit"], path: "Tests/Support/TestSupport"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "RasterTestSupport"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "CPNGDecode", "RasterTestSupport"], exclude: ["__Goldens__"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "CoreGraphics", "PNGCodec", "TestSupport", "CanonicalScenes"], exclude: ["__Goldens__"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "PNGCodec", "TestSupport", "DemoAssets"],
                    exclude: ["__Goldens__", "StackView/__Goldens__", "ButtonsAndSymbols/__Goldens__", "Controls/__Goldens__"]),
        // iOS code as developers write it, compiled with a plain `import UIKit` (never `@testable`,
        // which scripts/check-seams.sh enforces), so these tests prove the public API compiles.
        .testTarget(name: "UIKitCompileTests", dependencies: ["UIKit", "TestSupport"]),
        // The coverage table's freshness and matcher, and UIKit's protocols adopted in part.
        .testTarget(name: "APICoverageTests", dependencies: ["APICoverage", "UIKit", "TestSupport"]),
        .testTarget(name: "TextTests", dependencies: ["Text", "RasterTestSupport"], exclude: ["__Goldens__"]),
        .testTarget(name: "OverlaysTests", dependencies: ["Overlays", "RasterTestSupport"], exclude: ["__Goldens__"]),
        .testTarget(name: "TransitionLabTestingTests", dependencies: ["TransitionLabTesting", "TransitionLabApp", "Recording", "Simulator", "UIKit"], exclude: ["__Goldens__"]),
        .testTarget(name: "SimulatorTests", dependencies: ["Simulator", "UIKit", "Demos", "TestSupport", "CSpawn"], exclude: ["__Goldens__"]),
        // The port's rewrites, and `Ported/`: a fixture's checked-in port, compiled against UIKit here.
        .testTarget(name: "PortingTests", dependencies: ["Porting", "UIKit", "TestSupport"], exclude: ["Fixtures"]),
        // The corpus: seven transition samples as iOS developers write them (Examples/Corpus), ported
        // into Ported/ and compiled here, driven on a phone and compared with goldens.
        .testTarget(name: "CorpusTests", dependencies: ["Porting", "UIKit", "Simulator", "Raster", "TestSupport"], exclude: ["__Goldens__"]),
        .testTarget(name: "RecordingTests", dependencies: ["Recording", "Simulator", "SimulatorWindow", "Overlays", "UIKit", "Demos", "TestSupport"], exclude: ["Sessions", "LegacySessions", "__Goldens__"]),
    ],
    swiftLanguageModes: [.v5]
)

/// `TRANSITIONLAB_TEST_TARGETS=RasterTests,QuartzCoreTests` in the environment keeps only the test
/// targets named and the targets they depend on, and no products, so CI can build and run a test
/// bundle of a few modules in another configuration (`make ci-portable`, `make ci-debug`) without
/// compiling the rest (swift-syntax above all). The package's dependencies stay declared, so
/// Package.resolved is read as it is and never rewritten. Unset, the package is as above.
if let names = ProcessInfo.processInfo.environment["TRANSITIONLAB_TEST_TARGETS"], !names.isEmpty {
    var kept = Set<String>()
    var pending = names.split(separator: ",").map { String($0) }
    while let name = pending.popLast() {
        guard kept.insert(name).inserted, let target = package.targets.first(where: { $0.name == name }) else { continue }
        for dependency in target.dependencies {
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): pending.append(name)
            default: break
            }
        }
    }
    package.targets = package.targets.filter { kept.contains($0.name) }
    package.products = []
}
