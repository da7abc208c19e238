import Foundation

/// The files this process's command reads, which none of its outputs may replace
/// (docs/OUTPUTS.md, "Nothing lost"): `export s.jsonl -o s.jsonl` or `verify t.jsonl --junit
/// t.jsonl` would otherwise put the output where the recording was.
///
/// A command lists its inputs before it writes anything; `OutputFile` then refuses, when it
/// checks a destination and again just before the rename that would replace it, any path that
/// is one of them. Files are compared by device and inode (`FileIdentity`), not by name, so a
/// symlink or a hard link to an input is caught too. The list only grows, for the process's life.
package enum CommandInputs {
    private static let lock = NSLock()
    private static var inputs: [(identity: FileIdentity, path: String)] = []

    /// Lists the file at `path` as an input; nothing happens when there is none (the command
    /// reports the missing file itself).
    package static func add(_ path: String) {
        guard let identity = FileIdentity(path: path) else { return }
        lock.withLock { inputs.append((identity, path)) }
    }

    /// The input that `path` names (as given to `add`), or nil when `path` is none of them.
    package static func input(at path: String) -> String? {
        // Most commands list none: no stat(2) for them.
        guard !lock.withLock({ inputs.isEmpty }), let identity = FileIdentity(path: path) else { return nil }
        return lock.withLock { inputs.first { $0.identity == identity }?.path }
    }

    /// Empties the list: for tests, which share one process.
    package static func removeAll() {
        lock.withLock { inputs.removeAll() }
    }
}
