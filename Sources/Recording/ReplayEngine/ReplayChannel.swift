import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Lines and raw bytes over a pair of file descriptors: how the replay window talks with its
/// engine process, and the engine with its checkpoints.
///
/// Request lines are read one byte at a time, never ahead: after a fork the next process to
/// read the descriptor must find every byte not yet consumed still in the pipe, not in a copy
/// of this process's buffer.
package final class ReplayChannel {
    /// The descriptor read from.
    package let input: Int32
    /// The descriptor written to.
    package let output: Int32

    /// A channel over two open descriptors (not closed by the channel).
    package init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// The next line without its newline, or nil at the end of the input. Of a line longer than
    /// `limit` bytes only the first `limit` are kept (the rest is read and dropped), so no peer
    /// makes this process's memory grow without bound.
    package func readLine(limit: Int = 64 << 20) -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = Glibc.read(input, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            if bytes.count < limit { bytes.append(byte) }
        }
    }

    /// Fills `buffer` exactly; returns false if the input ends first.
    package func read(into buffer: UnsafeMutableRawBufferPointer) -> Bool {
        var filled = 0
        while filled < buffer.count {
            let n = Glibc.read(input, buffer.baseAddress! + filled, buffer.count - filled)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            filled += n
        }
        return true
    }

    /// Writes all of `buffer`; returns false when the reader has gone.
    @discardableResult
    package func write(_ buffer: UnsafeRawBufferPointer) -> Bool {
        var written = 0
        while written < buffer.count {
            let n = Glibc.write(output, buffer.baseAddress! + written, buffer.count - written)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            written += n
        }
        return true
    }

    /// Makes the pipe `descriptor` belongs to 1 MiB (Linux's unprivileged limit), so a picture of
    /// megabytes crosses in a few writes instead of one wake-up of each side per 64 KiB; returns
    /// false when refused (the default size then serves).
    @discardableResult
    package static func enlargePipe(_ descriptor: Int32) -> Bool {
        // F_SETPIPE_SZ, which Glibc's module does not export.
        fcntl(descriptor, 1031, Int32(1 << 20)) >= 0
    }

    /// Writes `line` and a newline; returns false when the reader has gone.
    @discardableResult
    package func writeLine(_ line: String) -> Bool {
        writeBytes(Array((line + "\n").utf8))
    }

    /// Writes all of `bytes`; returns false when the reader has gone.
    @discardableResult
    package func writeBytes(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { write($0) }
    }
}
