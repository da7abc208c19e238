// transition-lab-api-coverage [--write | --check] [ROOT]
//
// Renders docs/API-COVERAGE.md from Apple's surface (docs/api-coverage/*.json) and the sources
// of the package at ROOT (the current folder by default):
//
//   --write   replaces docs/API-COVERAGE.md (what `make api-coverage` runs)
//   --check   exits 1 when the file is stale, 0 when it is current
//   neither   prints the document
//
// Exit codes: 0 done, 1 stale (--check), 2 a data file or a source could not be read.
import APICoverage
import Foundation

let usage = "usage: transition-lab-api-coverage [--write | --check] [ROOT]"
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
let write = arguments.contains("--write")
let check = arguments.contains("--check")
if let unknown = arguments.first(where: { $0.hasPrefix("-") && $0 != "--write" && $0 != "--check" }) {
    FileHandle.standardError.write(Data("transition-lab-api-coverage: unknown option \(unknown)\n\(usage)\n".utf8))
    exit(2)
}
arguments.removeAll { $0.hasPrefix("--") }
let root = URL(fileURLWithPath: arguments.first ?? FileManager.default.currentDirectoryPath)
let documentURL = root.appendingPathComponent(CoverageRun.documentPath)

do {
    let report = try CoverageRun.report(root: root)
    let document = CoverageDocument.render(report)
    let totals = "\(report.presentCount) present, \(report.missingCount) missing, \(report.types.count) types"
    if write {
        try document.write(to: documentURL, atomically: true, encoding: .utf8)
        print("wrote \(CoverageRun.documentPath): \(totals)")
    } else if check {
        let current = (try? String(contentsOf: documentURL, encoding: .utf8)) ?? ""
        if current != document {
            FileHandle.standardError.write(Data("\(CoverageRun.documentPath) is stale: run make api-coverage\n".utf8))
            exit(1)
        }
        print("\(CoverageRun.documentPath) is current: \(totals)")
    } else {
        print(document, terminator: "")
    }
} catch {
    FileHandle.standardError.write(Data("transition-lab-api-coverage: \(error)\n".utf8))
    exit(2)
}
