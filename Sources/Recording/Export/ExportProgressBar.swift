/// The line a terminal shows while an export runs, e.g.
/// `exporting [#########.........] 45%  frame 123/270`.
///
/// Pure formatting: the command line decides when and where to print it (redrawn in place on
/// a terminal, once at the end otherwise).
package struct ExportProgressBar: Equatable, Sendable {
    /// How many characters the bar between the brackets has.
    package var width: Int

    /// A bar `width` characters wide.
    package init(width: Int = 20) { self.width = max(1, width) }

    /// The line for `done` of `total` simulated frames replayed.
    package func line(done: Int, total: Int) -> String {
        let total = max(1, total), done = min(max(0, done), total)
        let filled = done * width / total
        let percent = done * 100 / total
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        let percentText = String(repeating: " ", count: 3 - String(percent).count) + "\(percent)%"
        return "exporting [\(bar)] \(percentText)  frame \(done)/\(total)"
    }
}
