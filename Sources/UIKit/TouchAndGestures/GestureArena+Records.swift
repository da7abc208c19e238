import Foundation

/// What the arena keeps about one member between its first touch (or held-back recognition)
/// and its reset: the arena's own bookkeeping, never written by the member.
struct GestureArenaRecord<Member: AnyObject> {
    /// The member.
    let member: Member
    /// A recognition held back until the members it requires to fail have failed.
    var pendingState: UIGestureRecognizer.State?
    /// A continuous gesture ended while held back: it ends right after it begins.
    var pendingEnd = false
    /// Every touch the member saw since its last reset (members that share one compete, and a
    /// recognizer cancels them in their views when it recognizes).
    var touches: [UITouch] = []
}

extension GestureArena {
    /// The recognition held back for `member`, if any.
    func pendingState(of member: Member) -> UIGestureRecognizer.State? {
        records.first { $0.member === member }?.pendingState
    }

    /// Whether `member`'s held-back begin is to end right after it.
    func pendingEnd(of member: Member) -> Bool {
        records.first { $0.member === member }?.pendingEnd ?? false
    }

    /// The touches `member` saw since its last reset.
    func touches(of member: Member) -> [UITouch] {
        records.first { $0.member === member }?.touches ?? []
    }

    /// Changes `member`'s record, making it first if it has none.
    func update(_ member: Member, _ change: (inout GestureArenaRecord<Member>) -> Void) {
        if let index = records.firstIndex(where: { $0.member === member }) {
            change(&records[index])
        } else {
            var record = GestureArenaRecord(member: member)
            change(&record)
            records.append(record)
        }
    }

    /// Lets go of `member`'s held-back recognition (it failed or was prevented).
    func release(_ member: Member) {
        guard let index = records.firstIndex(where: { $0.member === member }) else { return }
        records[index].pendingState = nil
    }

    /// Forgets everything about `member` (its reset).
    func forget(_ member: Member) {
        records.removeAll { $0.member === member }
    }
}
