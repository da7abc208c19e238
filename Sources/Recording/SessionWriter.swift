import Foundation

/// Appends a session's lines to its file, each handed to the system as soon as it is written,
/// so a process killed at any moment leaves a file that replays up to its last whole line.
public final class SessionWriter {
    /// Where the session is written.
    public let path: String
    private let handle: FileHandle
    /// How many bytes have been written.
    public private(set) var byteCount = 0

    /// Creates (or empties) the file at `path` and writes the header line.
    public init(path: String, header: SessionHeader) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw SessionFileError(line: 0, field: "file", message: "cannot create \(path)")
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw SessionFileError(line: 0, field: "file", message: "cannot open \(path) for writing")
        }
        self.path = path
        self.handle = handle
        try write(text: SessionFile.headerText(header))
    }

    deinit { try? handle.close() }

    /// Appends one line; a shortcut that is not recorded writes nothing.
    public func write(_ line: SessionLine) throws {
        guard let text = line.text else { return }
        try write(text: text)
    }

    private func write(text: String) throws {
        // One write call per whole line, newline included: FileHandle does not buffer, so the
        // line is in the system's hands (and survives the process) when this returns.
        let data = Data((text + "\n").utf8)
        try handle.write(contentsOf: data)
        byteCount += data.count
    }

    /// Closes the file.
    public func close() throws {
        try handle.close()
    }
}
