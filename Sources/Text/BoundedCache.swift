/// A least-recently-used cache whose entries' costs (bytes, roughly) never add up to more than
/// a cap: inserting past the cap drops the entries used longest ago, and an entry costing more
/// than the cap alone is not kept. No input makes it grow without bound.
///
/// It caches pure results only (a text layout, a rendered run), so what it holds changes how
/// often they are computed, never what they are: a value found is the value a fresh computation
/// gives. It is never iterated; which entry goes first depends only on the order of use.
struct BoundedCache<Key: Hashable, Value> {
    private struct Entry {
        var key: Key
        var value: Value
        var cost: Int
        /// The entry used just after this one (toward the newest), or -1.
        var newer: Int
        /// The entry used just before this one (toward the oldest), or -1.
        var older: Int
    }

    /// The most the entries' costs may add up to.
    let costLimit: Int
    /// What the entries kept cost together.
    private(set) var totalCost = 0
    private var slots: [Entry?] = []
    private var freeSlots: [Int] = []
    private var slotOfKey: [Key: Int] = [:]
    private var newest = -1, oldest = -1

    /// An empty cache holding at most `costLimit` in costs.
    init(costLimit: Int) {
        self.costLimit = max(0, costLimit)
    }

    /// How many entries are kept.
    var count: Int { slotOfKey.count }

    /// The value kept for `key`, which becomes the most recently used; nil when none is kept.
    mutating func value(for key: Key) -> Value? {
        guard let slot = slotOfKey[key] else { return nil }
        unlink(slot)
        linkAsNewest(slot)
        return slots[slot]!.value
    }

    /// Keeps `value` for `key` at `cost` (replacing any value kept for it), dropping the least
    /// recently used entries until the costs fit the limit. A value costing more than the limit
    /// is not kept.
    mutating func insert(_ value: Value, for key: Key, cost: Int) {
        if let slot = slotOfKey[key] { remove(slot) }
        let cost = max(0, cost)
        guard cost <= costLimit else { return }
        while totalCost + cost > costLimit, oldest >= 0 { remove(oldest) }
        let entry = Entry(key: key, value: value, cost: cost, newer: -1, older: -1)
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            slots[slot] = entry
        } else {
            slot = slots.count
            slots.append(entry)
        }
        slotOfKey[key] = slot
        totalCost += cost
        linkAsNewest(slot)
    }

    /// Drops every entry.
    mutating func removeAll() {
        slots.removeAll()
        freeSlots.removeAll()
        slotOfKey.removeAll()
        totalCost = 0
        newest = -1
        oldest = -1
    }

    private mutating func remove(_ slot: Int) {
        unlink(slot)
        let entry = slots[slot]!
        slotOfKey[entry.key] = nil
        totalCost -= entry.cost
        slots[slot] = nil
        freeSlots.append(slot)
    }

    private mutating func unlink(_ slot: Int) {
        let entry = slots[slot]!
        if entry.newer >= 0 { slots[entry.newer]!.older = entry.older } else { newest = entry.older }
        if entry.older >= 0 { slots[entry.older]!.newer = entry.newer } else { oldest = entry.newer }
        slots[slot]!.newer = -1
        slots[slot]!.older = -1
    }

    private mutating func linkAsNewest(_ slot: Int) {
        slots[slot]!.older = newest
        slots[slot]!.newer = -1
        if newest >= 0 { slots[newest]!.newer = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
    }
}
