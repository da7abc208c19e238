import Foundation
import OutputFiles

/// A session file written a line at a time into an `OutputFile`, through a buffer of about
/// 64 KB: what `verify --update` writes a file of any size with, holding no more than that.
package struct SessionFileOutput {
    /// The file written (committed or discarded by the caller).
    package let file: OutputFile
    private var buffer: [UInt8] = []
    private static let flushSize = 64 * 1024

    /// Starts `file` with `header`'s line.
    package init(_ file: OutputFile, header: SessionHeader) throws {
        self.file = file
        buffer.reserveCapacity(Self.flushSize + 256)
        buffer.append(contentsOf: SessionFile.headerText(header).utf8)
        buffer.append(0x0A)
    }

    /// Appends `line` (a shortcut that is not recorded writes nothing, as `SessionFile.text`).
    package mutating func append(_ line: SessionLine) throws {
        guard let text = line.text else { return }
        buffer.append(contentsOf: text.utf8)
        buffer.append(0x0A)
        if buffer.count >= Self.flushSize { try flush() }
    }

    /// Writes what is buffered.
    package mutating func flush() throws {
        try file.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
