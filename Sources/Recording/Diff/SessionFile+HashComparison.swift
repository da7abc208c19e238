import Foundation

extension SessionFile {
    /// The first frame whose screen hash differs between this file and `other`, or nil when
    /// every frame both cover hashes alike: how `open --watch` finds where a new build first draws
    /// the session unlike the previous one (docs/YOUR-APP.md), each build having hashed the same
    /// inputs with `verify --update`.
    ///
    /// A hash line stands for its frame and every frame after it up to the next line
    /// (SESSION-FORMAT.md, "Frame hashes"), so the frames compared are those at or after both
    /// files' first hash line and up to the shorter file's last frame; the lines are read where
    /// they are, a file of any length costing no array of its hashes.
    package func firstFrameHashingDifferently(from other: SessionFile) -> Int? {
        var mine = HashRun(lines: lines), theirs = HashRun(lines: other.lines)
        let end = min(lastFrame, other.lastFrame)
        // Both step through the frames where either file's hash changes.
        var frame = max(mine.nextFrame ?? Int.max, theirs.nextFrame ?? Int.max)
        guard frame != Int.max else { return nil }
        mine.advance(to: frame)
        theirs.advance(to: frame)
        while frame <= end {
            if mine.hash != theirs.hash { return frame }
            guard let next = [mine.nextFrame, theirs.nextFrame].compactMap({ $0 }).min() else { return nil }
            frame = next
            mine.advance(to: frame)
            theirs.advance(to: frame)
        }
        return nil
    }
}

/// A walk through a file's hash lines: the hash standing at a frame, and the next frame it changes.
private struct HashRun {
    let lines: SessionLines
    var index = 0
    var hash: FrameHash?

    init(lines: SessionLines) {
        self.lines = lines
        skipToHash()
    }

    /// The frame of the next hash line not yet taken.
    var nextFrame: Int? { index < lines.count ? lines.frame(at: index) : nil }

    /// Takes every hash line at or before `frame`.
    mutating func advance(to frame: Int) {
        while index < lines.count, lines.frame(at: index) <= frame {
            if case .hash(_, let value) = lines[index] { hash = value }
            index += 1
            skipToHash()
        }
    }

    private mutating func skipToHash() {
        while index < lines.count {
            if case .hash = lines[index] { return }
            index += 1
        }
    }
}
