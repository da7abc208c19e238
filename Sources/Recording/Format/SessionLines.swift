import Foundation

/// A session file's lines after its header, read and changed as an array is, held in one of two
/// ways: packed in memory (`PackedSessionLines`, 16 bytes a line), as lines made by a program
/// or parsed from text are; or left in the file they were read from (`SessionFileBlocks`, a
/// few MB whatever the file's size), as `SessionFile.read(path:)` leaves them (issue 33;
/// docs/OUTPUTS.md, "Bounded memory"). Changing lines left in a file first reads them all into
/// memory: only tests and tools change a file's lines.
package struct SessionLines: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, ExpressibleByArrayLiteral, Equatable {
    private var resident = PackedSessionLines()
    /// The file the lines are read from, when they are left there (`resident` is then empty).
    private var file: SessionFileBlocks?

    /// No lines.
    package init() {}

    /// The lines of `elements`, in order.
    package init(arrayLiteral elements: SessionLine...) {
        self.init(elements)
    }

    /// The lines noted in `file`, read from it as they are asked for.
    init(file: SessionFileBlocks) {
        self.file = file
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { file?.count ?? resident.count }

    package subscript(position: Int) -> SessionLine {
        get {
            if let file { return file.line(at: position) }
            return resident[position]
        }
        set {
            makeResident()
            resident[position] = newValue
        }
    }

    package mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == SessionLine {
        makeResident()
        resident.replaceSubrange(subrange, with: newElements)
    }

    package mutating func reserveCapacity(_ n: Int) {
        if file == nil { resident.reserveCapacity(n) }
    }

    /// The frame of the line at `position`, read without unpacking the line.
    package func frame(at position: Int) -> Int {
        if let file { return file.frame(at: position) }
        return resident.frame(at: position)
    }

    /// The index of the first line whose frame is `frame` or later, or `endIndex` when none
    /// (the lines' frames never decrease): a binary search.
    package func firstIndex(atOrAfterFrame frame: Int) -> Int {
        if let file { return file.firstIndex(atOrAfter: frame) }
        var low = 0, high = resident.count
        while low < high {
            let middle = (low + high) / 2
            if resident.frame(at: middle) < frame { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Why the lines read from a file are not all the lines that were checked when it was read
    /// (it changed in place while being read), if that happened; nil for lines in memory.
    package var problem: SessionFileError? { file?.problem }

    package static func == (lhs: SessionLines, rhs: SessionLines) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    /// Reads lines left in a file into memory, before they are changed.
    private mutating func makeResident() {
        guard let file else { return }
        var lines = PackedSessionLines()
        lines.reserveCapacity(file.count)
        for position in 0..<file.count { lines.append(file.line(at: position)) }
        resident = lines
        self.file = nil
    }
}
