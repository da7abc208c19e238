import Foundation

/// Apple's public surface for the types we mirror, as kept in `docs/api-coverage/*.json`: one
/// file per framework, each type with its kind and its members, one Swift spelling a line.
///
/// ```json
/// {
///   "framework": "UIKit",
///   "types": {
///     "UIView": {
///       "kind": "class",
///       "members": [
///         "class var layerClass: AnyClass",
///         "func addSubview(_:)"
///       ]
///     }
///   }
/// }
/// ```
package struct AppleSurface: Sendable {
    /// One of Apple's types.
    package struct TypeEntry: Sendable {
        /// `UIView`, `UIButton.Configuration`.
        package let name: String
        /// `UIKit`, `QuartzCore`, `CoreGraphics`.
        package let framework: String
        /// `class`, `struct`, `enum` or `protocol`.
        package let kind: String
        /// The members as the data file spells them.
        package let members: [String]

        /// An entry from its parts.
        package init(name: String, framework: String, kind: String, members: [String]) {
            self.name = name
            self.framework = framework
            self.kind = kind
            self.members = members
        }
    }

    /// A data file that cannot be read, with the file and the reason.
    package struct DataError: Error, CustomStringConvertible {
        /// What went wrong, naming the file.
        package let description: String
    }

    /// Every type of every file, sorted by framework and then by name.
    package var types: [TypeEntry]

    /// A surface from entries already read.
    package init(types: [TypeEntry]) {
        self.types = types.sorted { ($0.framework, $0.name) < ($1.framework, $1.name) }
    }

    /// Reads one data file's JSON.
    package static func entries(fromJSON data: Data, file: String) throws -> [TypeEntry] {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let framework = root["framework"] as? String,
              let types = root["types"] as? [String: Any] else {
            throw DataError(description: "\(file): expected {\"framework\": …, \"types\": {…}}")
        }
        return try types.map { name, value in
            guard let entry = value as? [String: Any], let kind = entry["kind"] as? String,
                  let members = entry["members"] as? [String] else {
                throw DataError(description: "\(file): \(name) needs \"kind\" and \"members\"")
            }
            for member in members where AppleSpelling.key(of: member) == nil {
                throw DataError(description: "\(file): \(name): cannot read member \"\(member)\"")
            }
            return TypeEntry(name: name, framework: framework, kind: kind, members: members)
        }
    }

    /// Reads every `.json` file of `directory`.
    package static func load(directory: URL) throws -> AppleSurface {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        var all: [TypeEntry] = []
        for file in files {
            let data = try Data(contentsOf: directory.appendingPathComponent(file))
            all += try entries(fromJSON: data, file: "docs/api-coverage/" + file)
        }
        return AppleSurface(types: all)
    }
}
