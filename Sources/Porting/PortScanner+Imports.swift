import SwiftSyntax

extension PortScanner {
    /// Modules with no counterpart here, and what to do about each kind.
    static let missingModules: Set<String> = [
        "SwiftUI", "AVFoundation", "AVKit", "Combine", "CoreImage", "Photos", "PhotosUI", "MapKit",
        "WebKit", "SpriteKit", "SceneKit", "Metal", "MetalKit", "CoreMotion", "GameplayKit", "AppKit",
        "CoreText", "ImageIO", "Accelerate", "GLKit", "CoreData", "UserNotifications", "AudioToolbox",
        "MobileCoreServices", "CoreVideo", "CoreMedia", "Security", "SystemConfiguration", "StoreKit",
        "SafariServices", "MessageUI", "Contacts", "EventKit", "LocalAuthentication", "CoreLocation",
        "CoreHaptics", "OpenGLES", "GameKit", "Social", "AssetsLibrary", "MediaPlayer", "CoreBluetooth",
        "HealthKit", "ARKit", "Vision", "CoreML", "UniformTypeIdentifiers", "os", "OSLog", "CryptoKit",
        "Network", "AuthenticationServices", "LinkPresentation", "QuickLook", "PencilKit", "CloudKit",
    ]

    /// Modules ported code can import here: Swift's own, Foundation's, and TransitionLab's.
    static let availableModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Dispatch",
        "CoreFoundation", "Glibc", "Musl", "XCTest", "Testing", "_Concurrency", "Synchronization",
        "UIKit", "QuartzCore", "CoreGraphics", "ObjectiveC", "Darwin", "Raster", "Text", "Simulator",
        "TransitionLabTesting", "TransitionLabApp", "DemoAssets", "TestSupport", "Demos", "Porting",
    ]

    /// `import UIKit.UIGestureRecognizerSubclass` (a submodule) → `import UIKit`;
    /// `import ObjectiveC` and `import Darwin` → `import Foundation` (which has what they gave);
    /// frameworks with no counterpart here are reported.
    func portImport(_ node: ImportDeclSyntax) {
        guard let module = node.path.first?.name.text else { return }
        guard Self.availableModules.contains(module) || Self.missingModules.contains(module)
                || context.localModules.contains(module) else {
            remove(node, note: "", silently: true)
            leave(node, reason: "\(module) is neither a system module nor among the ported files (a library's own Objective-C "
                    + "module, or a dependency not ported with them); the import is dropped",
                  advice: "rewrite by hand in Swift what this file uses from \(module), or port that library's Swift files with these")
            return
        }
        importedModules.append(module)
        lastImport = node
        if module == "UIKit", node.path.count > 1 {
            replace(node.path, with: "UIKit", note: "UIKit here is one module: its subclassing API is in it")
        } else if module == "ObjectiveC" || module == "Darwin" {
            replace(node.path, with: "Foundation", note: "no \(module) module on Linux; Foundation has what Swift code used of it")
            importedModules.append("Foundation")
        } else if Self.missingModules.contains(module) {
            leave(node, reason: "\(module) has no counterpart in TransitionLab",
                  advice: "move the code that needs \(module) out of the transition, or put it under #if canImport(\(module))")
        }
    }

    /// Notes a name from UIKit, Core Animation or Core Graphics (`UIView`, `CALayer`,
    /// `CGRect`), or the associated-object functions UIKit provides here.
    func noteName(_ name: String) {
        guard uikitNamesUsed.isEmpty, name != "UIKit" else { return }
        let scalars = Array(name.unicodeScalars)
        let prefixed = scalars.count > 2 && ["UI", "CA", "CG"].contains(String(name.prefix(2)))
            && scalars[2].value >= 65 && scalars[2].value <= 90
        if prefixed || name.hasPrefix("objc_") || name.hasPrefix("NSLayout") || name == "NSDirectionalEdgeInsets" {
            uikitNamesUsed.append(name)
        }
    }

    /// Adds `import UIKit` to a file that uses UIKit (or a rewrite that needs it) without
    /// importing it: iOS files may rely on a bridging or umbrella header, and a file importing
    /// Foundation alone still sees UIKit's types there through the framework's module.
    func addMissingImport() {
        guard !importedModules.contains("UIKit"), needsUIKit || !uikitNamesUsed.isEmpty else { return }
        let onlyCoreAnimation = importedModules.contains("QuartzCore") && !needsUIKit
            && uikitNamesUsed.allSatisfy { $0.hasPrefix("CA") || $0.hasPrefix("CG") }
        guard !onlyCoreAnimation else { return }
        let reason = uikitNamesUsed.first.map { "the file uses \($0) and imported no UIKit" }
            ?? "a rewrite uses this UIKit's method-reference API"
        if let lastImport {
            insert("\nimport UIKit", at: lastImport.endPositionBeforeTrailingTrivia.utf8Offset, line: line(of: lastImport),
                   before: lastImport.trimmedDescription, after: lastImport.trimmedDescription + " + import UIKit", note: reason)
        } else if let first = tree.firstToken(viewMode: .sourceAccurate) {
            insert("import UIKit\n\n", at: first.positionAfterSkippingLeadingTrivia.utf8Offset, line: line(of: first),
                   before: "(no import)", after: "import UIKit", note: reason)
        }
    }
}
