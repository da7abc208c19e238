import Foundation
import Raster

/// The machine a benchmark ran on, printed before the figures so that they are always read
/// together with the CPU they came from (kernels can rank differently on Intel and AMD).
struct MachineInfo {
    /// `model name` from /proc/cpuinfo, e.g. "AMD EPYC 7B13".
    var model = "unknown"
    /// `vendor_id`, e.g. "GenuineIntel" or "AuthenticAMD".
    var vendor = "unknown"
    /// `cpu family` and `model` numbers (family 25 model 1 is Zen 3).
    var family = "?", modelNumber = "?"
    /// Vector extensions the kernels care about that the CPU lists.
    var vectorFlags: [String] = []

    /// Reads /proc/cpuinfo's first processor (all fields stay "unknown" elsewhere).
    static func current() -> MachineInfo {
        var info = MachineInfo()
        let text = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        var seen = Set<String>()
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let key = parts[0].trimmingCharacters(in: .whitespaces), value = parts[1].trimmingCharacters(in: .whitespaces)
            // Only the first processor's fields: every core of these machines is alike.
            guard seen.insert(key).inserted else { continue }
            switch key {
            case "model name": info.model = value
            case "vendor_id": info.vendor = value
            case "cpu family": info.family = value
            case "model": info.modelNumber = value
            case "flags", "Features":
                let flags = Set(value.split(separator: " ").map(String.init))
                info.vectorFlags = ["sse4_2", "avx2", "fma", "bmi2", "avx512f", "asimd"].filter(flags.contains)
            default: break
            }
        }
        return info
    }

    /// One line for the report: model, vendor, family/model, vector flags, and the vector target
    /// Raster was compiled for.
    var summary: String {
        "cpu: \(model) (\(vendor), family \(family) model \(modelNumber), "
            + "\(vectorFlags.isEmpty ? "no listed vector flags" : vectorFlags.joined(separator: " "))); "
            + "kernels compiled for \(RasterBuild.vectorTarget)"
    }
}
