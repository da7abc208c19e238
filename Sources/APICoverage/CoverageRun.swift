import Foundation
import SwiftParser

/// One whole run, as `make api-coverage` and the freshness test do it: parse our modules,
/// read Apple's data, render the document.
package enum CoverageRun {
    /// The folders, relative to the package root, whose Swift files make our surface. A folder
    /// that does not exist (CoreGraphics before its branch lands) is skipped.
    package static let sourceFolders = ["Sources/UIKit", "Sources/QuartzCore", "Sources/CoreGraphics"]
    /// Where Apple's surface is kept.
    package static let dataFolder = "docs/api-coverage"
    /// The generated document.
    package static let documentPath = "docs/API-COVERAGE.md"

    /// Our surface from every Swift file under the source folders of `root`.
    package static func ourSurface(root: URL) throws -> OurSurface {
        var surface = OurSurface()
        let manager = FileManager.default
        for folder in sourceFolders {
            let directory = root.appendingPathComponent(folder)
            guard let walker = manager.enumerator(atPath: directory.path) else { continue }
            let files = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            for file in files {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                surface.add(Parser.parse(source: text))
            }
        }
        return surface
    }

    /// Our surface from source text (for tests).
    package static func ourSurface(sources: [String]) -> OurSurface {
        var surface = OurSurface()
        for text in sources { surface.add(Parser.parse(source: text)) }
        return surface
    }

    /// The report for the package at `root`.
    package static func report(root: URL) throws -> CoverageReport {
        let apple = try AppleSurface.load(directory: root.appendingPathComponent(dataFolder))
        return CoverageReport(apple: apple, ours: try ourSurface(root: root))
    }

    /// The document for the package at `root`, as `make api-coverage` writes it.
    package static func document(root: URL) throws -> String {
        CoverageDocument.render(try report(root: root))
    }
}

/// Apple's surface matched against ours: for each of Apple's types, which of its members we
/// have and which we lack. Members we have that Apple lacks are not counted.
package struct CoverageReport: Sendable {
    /// One type's result.
    package struct TypeCoverage: Sendable {
        /// Apple's entry.
        package let entry: AppleSurface.TypeEntry
        /// Whether our sources declare the type at all.
        package let isDeclared: Bool
        /// Apple's members we have, as the data spells them.
        package let present: [String]
        /// Apple's members we lack, as the data spells them.
        package let missing: [String]

        /// Apple's member count.
        package var total: Int { present.count + missing.count }
    }

    /// Every type, in the surface's order.
    package let types: [TypeCoverage]

    /// Matches `apple` against `ours` by name and argument labels.
    package init(apple: AppleSurface, ours: OurSurface) {
        types = apple.types.map { entry in
            var present: [String] = []
            var missing: [String] = []
            for member in entry.members {
                guard let key = AppleSpelling.key(of: member) else { continue }
                if ours.has(key, in: entry.name) { present.append(member) } else { missing.append(member) }
            }
            return TypeCoverage(entry: entry, isDeclared: ours.types[entry.name] != nil,
                                present: present, missing: missing)
        }
    }

    /// Apple's members we have, over every type.
    package var presentCount: Int { types.reduce(0) { $0 + $1.present.count } }
    /// Apple's members we lack, over every type.
    package var missingCount: Int { types.reduce(0) { $0 + $1.missing.count } }

    /// The result for one type, by name.
    package func coverage(of type: String) -> TypeCoverage? {
        types.first { $0.entry.name == type }
    }
}
