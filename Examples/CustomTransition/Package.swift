// swift-tools-version:6.0
// A user's own app using TransitionLab's UIKit: run it with `swift run` in this folder.
import PackageDescription

let package = Package(
    name: "CustomTransition",
    dependencies: [.package(name: "TransitionLab", path: "../..")],
    targets: [
        .executableTarget(
            name: "CustomTransition",
            dependencies: [
                .product(name: "UIKit", package: "TransitionLab"),
                .product(name: "SimulatorWindow", package: "TransitionLab"),
            ]
        ),
    ],
    swiftLanguageModes: [.v5]
)
