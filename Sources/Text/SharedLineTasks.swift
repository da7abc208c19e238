/// Line tasks shared by the threads making them: thread k makes lines k, k + threads, ...,
/// each writing only its own slots, read after every thread has finished.
final class SharedLineTasks: @unchecked Sendable {
    let tasks: [(TextRenderer.Context) -> TextLine]
    let context: TextRenderer.Context
    let threads: Int
    private let output: UnsafeMutableBufferPointer<TextLine?>

    init(tasks: [(TextRenderer.Context) -> TextLine], context: TextRenderer.Context, threads: Int) {
        self.tasks = tasks
        self.context = context
        self.threads = threads
        output = .allocate(capacity: tasks.count)
        output.initialize(repeating: nil)
    }

    deinit {
        output.deinitialize()
        output.deallocate()
    }

    /// Makes the lines of `part`, with a face memo of its own.
    func run(part: Int) {
        var own = context
        own.memo = FaceMemo()
        for i in stride(from: part, to: tasks.count, by: threads) { output[i] = tasks[i](own) }
    }

    /// The lines, once every part has run.
    var results: [TextLine] { output.map { $0! } }
}
