import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Messages written to the process's standard error and output without ever stopping it.
///
/// `FileHandle.write(_:)` traps when the write fails, so a message written onto a full disk, a
/// file past its size limit (`ulimit -f`) or a closed descriptor ended the program with SIGILL
/// instead of the exit status it meant. These writes give up quietly instead: the message is
/// lost, the program goes on and exits as it would have.
package enum StandardStreams {
    /// Writes `text` as UTF-8 to standard error.
    package static func writeError(_ text: String) {
        write(Data(text.utf8), to: STDERR_FILENO)
    }

    /// Writes `data` to standard error.
    package static func writeError(_ data: Data) {
        write(data, to: STDERR_FILENO)
    }

    /// Writes `data` to standard output.
    package static func writeOutput(_ data: Data) {
        write(data, to: STDOUT_FILENO)
    }

    private static func write(_ data: Data, to descriptor: Int32) {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}
