import Foundation

/// The status file of `open --watch`, read again when it changes: the window asks it every
/// display frame (and every wake while idle, at least twice a second), which costs a `stat`.
final class WatchStatusFile {
    let path: String
    /// The file's inode, size and modification time when last read.
    private var signature: [Int] = []

    init(path: String) {
        self.path = path
    }

    /// The status when the file changed since the last call and reads as one, else nil.
    func poll() -> WatchStatus? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_size < 1 << 20 else { return nil }
        let now = [Int(status.st_ino), Int(status.st_size), status.st_mtim.tv_sec, status.st_mtim.tv_nsec]
        guard now != signature else { return nil }
        signature = now
        return WatchStatus.read(from: path)
    }
}
