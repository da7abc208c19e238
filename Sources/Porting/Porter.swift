import SwiftSyntax

/// Rewrites the Objective-C idioms of iOS Swift source into the forms TransitionLab's UIKit takes
/// (docs/PORTING.md lists them): `#selector` into method references, Objective-C and Interface
/// Builder attributes away, `@objc optional` requirements into plain ones with defaults (and their
/// `?(` calls), wall-clock timers onto the simulated clock, a missing `import UIKit`, and platform
/// conditions that hide iOS code from Linux, overridden extension members into their class.
/// Porting ported text changes nothing.
package struct Porter {
    /// Creates a porter.
    package init() {}

    /// Ports `sources` together: a protocol in one file rewrites calls and conformers in the
    /// others. The results are in the sources' order.
    package func port(_ sources: [PortSource]) -> [PortResult] {
        var context = PortContext.gather(from: sources.map(\.tree))
        context.localModules = Set(sources.flatMap { $0.path.split(separator: "/").dropLast().map(String.init) })
        let scanners = sources.map { source in
            let scanner = PortScanner(tree: source.tree, path: source.path, context: context)
            scanner.scan()
            return scanner
        }
        Self.moveOverridableMembers(context, sources: sources, scanners: scanners)
        return zip(sources, scanners).map { source, scanner in
            let ported = SourceEdit.apply(scanner.edits, to: source.text)
            return PortResult(path: source.path, original: source.text, ported: ported,
                              rewrites: Self.byLine(scanner.rewrites, \.line), problems: Self.byLine(scanner.problems, \.line))
        }
    }

    /// `items` by line, keeping the order they were found in on each line.
    private static func byLine<Item>(_ items: [Item], _ line: KeyPath<Item, Int>) -> [Item] {
        items.enumerated().sorted { ($0.element[keyPath: line], $0.offset) < ($1.element[keyPath: line], $1.offset) }.map(\.element)
    }

    /// Ports one file's text (parsing it first).
    package func port(path: String, text: String) throws -> PortResult {
        port([try PortSource(path: path, text: text)])[0]
    }
}
