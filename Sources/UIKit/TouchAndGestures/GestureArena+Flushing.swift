import Foundation

extension GestureArena {
    /// Sends queued actions and resets finished recognizers, unless an event is mid-delivery.
    func flushIfIdle() {
        if deliveryDepth == 0 { flush() }
    }

    /// Sends queued actions, resets finished recognizers and replays delayed view touches.
    func flush() {
        guard !isFlushing else { return }
        isFlushing = true
        defer { isFlushing = false }
        repeat {
            while !actionQueue.isEmpty {
                let (recognizer, state) = actionQueue.removeFirst()
                trace("\(recognizer) sends its actions (\(state))")
                recognizer.sendActions(reporting: state)
            }
            let finished = resetQueue
            resetQueue.removeAll()
            for recognizer in finished where [.ended, .cancelled, .failed].contains(recognizer.stateStorage) {
                performReset(recognizer)
            }
            replayDelayedTouches()
        } while !actionQueue.isEmpty || !resetQueue.isEmpty
    }

    /// Puts a recognizer back to possible, detached from the touches it saw.
    func performReset(_ recognizer: Member) {
        trace("\(recognizer) reset")
        recognizer.prepareForReset(touches: touches(of: recognizer))
        recognizer.stateStorage = .possible
        forget(recognizer)
        engaged.removeAll { $0 === recognizer }
        recognizer.reset()
    }
}
