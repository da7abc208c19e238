import Foundation

/// Session lines held in memory, packed: 16 bytes a line (a frame, a kind and one 64-bit
/// field) instead of an enum with its payloads. A touch is packed when its coordinates are
/// whole tenths of a point (what a recorder writes) and its frame fits 32 bits; any other line
/// is kept whole beside the packed ones. The store of `SessionLines` made in memory, and of
/// each block a file-backed one reads (`SessionFileBlocks`).
struct PackedSessionLines: Equatable {
    private var packed: [PackedLine] = []
    /// The lines that do not pack (see the type's comment), by index in `packed`'s payloads.
    private var others: [SessionLine] = []

    /// No lines.
    init() {}

    /// How many lines there are.
    var count: Int { packed.count }

    subscript(position: Int) -> SessionLine {
        get { unpack(packed[position]) }
        set { packed[position] = pack(newValue) }
    }

    /// The frame of the line at `position`, read without unpacking the line.
    func frame(at position: Int) -> Int {
        let line = packed[position]
        return line.kind == PackedLine.other ? others[Int(line.payload)].frame : Int(line.frame)
    }

    mutating func append(_ line: SessionLine) {
        packed.append(pack(line))
    }

    mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == SessionLine {
        packed.replaceSubrange(subrange, with: newElements.map { pack($0) })
    }

    mutating func reserveCapacity(_ n: Int) {
        packed.reserveCapacity(n)
    }

    static func == (lhs: PackedSessionLines, rhs: PackedSessionLines) -> Bool {
        lhs.count == rhs.count && (0..<lhs.count).allSatisfy { lhs[$0] == rhs[$0] }
    }

    private mutating func pack(_ line: SessionLine) -> PackedLine {
        if let packed = PackedLine(line) { return packed }
        others.append(line)
        return PackedLine(frame: 0, kind: PackedLine.other, code: 0, payload: UInt64(others.count - 1))
    }

    private func unpack(_ line: PackedLine) -> SessionLine {
        line.kind == PackedLine.other ? others[Int(line.payload)] : line.unpacked
    }
}
