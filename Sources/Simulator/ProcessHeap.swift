import CSpawn

/// How a simulator process's C heap treats the screen-sized buffers a frame makes and drops:
/// their pages are kept for the next buffer instead of being given back to the system.
///
/// A transition's first frame makes several buffers the size of the screen (snapshots, a page's
/// shadow, offscreen pictures: 12 MB each at 3x). glibc maps each from the system and unmaps it
/// when freed, so every one faults its pages in afresh: thousands of page faults, half of some
/// first frames' time (docs/perf-log/issue-37-second-pass.md). Kept in the heap and touched once
/// before the first frame, those pages are reused instead. No pixel changes; the process keeps
/// the memory of its busiest frame. Called once, at the host's edge (the command line's entry
/// and the bench), never by a device: it sets process-wide state (docs/ARCHITECTURE.md).
///
/// Every thread allocates from the same heap (set as the process loads, in CSpawn), so a
/// buffer a worker thread makes (a snapshot drawn ahead, an image decoded) reuses these pages too.
package enum ProcessHeap {
    /// The largest block glibc takes from its heap rather than mapping it alone: its ceiling,
    /// above a 3x screen (1290 x 2796 x 4 bytes, 14.4 MB).
    static let largestHeapBlock = 32 << 20

    /// The size of each block the reserve touches: under `largestHeapBlock`, so each comes from
    /// the heap and they merge back into it when freed.
    static let reserveBlock = 16 << 20

    /// Keeps freed buffers' pages in this process and touches `reserve` bytes of heap once, so
    /// that the first frames of transitions reuse pages rather than fault new ones in.
    ///
    /// `reserve` is rounded up to whole 16 MB blocks; 0 only changes the heap's policy. A later
    /// call writes the reserve again, from free pages the heap holds where it has them, so it
    /// faults in only what the heap lacks (the bench calls it before each session it replays,
    /// as each window would).
    package static func keepPagesForFrames(reserve: Int) {
        _ = transitionlab_keep_heap_pages(largestHeapBlock, max(0, reserve), reserveBlock)
    }
}

extension ProcessHeap {
    /// How many screens the reserve holds: what the demos' busiest process (002-modal at 3x, its
    /// page, presented page, snapshots and offscreen pictures alive at once) has in its heap.
    static let reservedScreens = 16

    /// The reserve for a process that draws `model`'s screen: `reservedScreens` screens of its
    /// pixels (190 MB for a 6.1-inch phone at 3x, 84 MB at 2x).
    package static func frameReserve(for model: DeviceModel) -> Int {
        let pixels = model.screenPixelSize
        return reservedScreens * pixels.width * pixels.height * 4
    }
}
