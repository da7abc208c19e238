// swift-tools-version:6.0
// A user's own app using TransitionLab's UIKit: `swift run -c release CustomTransition` in this
// folder opens it; every other command (record, replay, verify, export, diff) is its too
// (docs/YOUR-APP.md).
import PackageDescription

let package = Package(
    name: "CustomTransition",
    dependencies: [.package(name: "TransitionLab", path: "../..")],
    targets: [
        .executableTarget(
            name: "CustomTransition",
            dependencies: [
                .product(name: "UIKit", package: "TransitionLab"),
                .product(name: "TransitionLabApp", package: "TransitionLab"),
            ]
        ),
        .testTarget(
            name: "CustomTransitionTests",
            dependencies: [
                "CustomTransition",
                .product(name: "TransitionLabTesting", package: "TransitionLab"),
            ],
            exclude: ["__Goldens__"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
