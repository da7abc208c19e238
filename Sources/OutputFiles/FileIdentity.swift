import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Which file a path names, as the kernel knows it: its device and inode. Two paths with one
/// identity are one file (the same name, a symlink to it or a hard link), whatever their spelling.
package struct FileIdentity: Equatable, Sendable {
    /// The device the file is on.
    package let device: UInt64
    /// The file's inode number on that device.
    package let inode: UInt64

    /// The identity of the file `path` names, symlinks followed (what reading it reads); nil
    /// when nothing is there.
    package init?(path: String) {
        var status = stat()
        guard !path.isEmpty, stat(FileNameText.systemName(path), &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
