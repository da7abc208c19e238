import Foundation

/// `transition-lab port`: reads the inputs, ports them together, writes what the options say and
/// prints the report. Nothing is written unless every input parses.
package struct PortRunner {
    /// What to do.
    package let options: PortOptions

    /// Creates a runner for `options`.
    package init(options: PortOptions) { self.options = options }

    /// Runs the port: report lines go to `report` (standard output), errors to `fail` (standard
    /// error). Returns the exit status.
    package func run(report: (String) -> Void, fail: (String) -> Void) -> PortExitCode {
        if options.check, options.output != .reportOnly {
            fail("port: --check writes nothing; leave out -o and --in-place")
            return .usage
        }
        let inputs: [PortInputFile]
        do {
            inputs = try PortInputFile.collect(options.paths)
        } catch let error as PortUsageError {
            fail("port: \(error.message)")
            return .usage
        } catch {
            fail("port: \(error)")
            return .dataError
        }
        var sources: [PortSource] = []
        var failed = false
        for input in inputs {
            do {
                sources.append(try PortSource(path: input.path, text: try input.read()))
            } catch {
                fail("port: \(error)")
                failed = true
            }
        }
        if failed { return .dataError }
        let results = Porter().port(sources)
        for result in results { result.reportLines.forEach(report) }
        let changed = results.filter(\.changed)
        let rewriteCount = results.reduce(0) { $0 + $1.rewrites.count }
        let problemCount = results.reduce(0) { $0 + $1.problems.count }
        report("port: \(rewriteCount) rewrite(s) in \(changed.count) of \(results.count) file(s); \(problemCount) left to do by hand")
        do {
            switch options.output {
            case .reportOnly: break
            case .inPlace:
                for result in changed { try PortOutputWriter.write(result.ported, to: result.path, replacing: true) }
            case .folder(let folder):
                let targets = try PortOutputWriter.targets(for: inputs, in: folder)
                for (result, target) in zip(results, targets) { try PortOutputWriter.write(result.ported, to: target, replacing: false) }
                report("port: wrote \(results.count) file(s) under \(folder)")
            }
        } catch let error as PortUsageError {
            fail("port: \(error.message)")
            return .usage
        } catch {
            fail("port: \(error)")
            return .cannotWrite
        }
        if options.check, !changed.isEmpty {
            report("port --check: \(changed.count) file(s) would change: " + changed.map(\.path).joined(separator: ", "))
            return .wouldChange
        }
        return .success
    }
}
