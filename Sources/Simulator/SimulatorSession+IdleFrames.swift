extension SimulatorSession {
    /// Whether the ticks ahead would change nothing but the clocks until the next input: the
    /// clock runs (not paused), no finger is down, nothing animates, no notice or fading trail
    /// needs frames, and the last tick drew nothing.
    package var canSkipIdleFrames: Bool {
        !isPaused && isIdle && device.canSkipIdleFrames
    }

    /// Does what `count` ticks would do while `canSkipIdleFrames` holds, at the cost of none
    /// (a replay skipping to its next input; see `Device.skipIdleFrames`).
    package func skipIdleFrames(_ count: Int) {
        guard count > 0 else { return }
        tickCount += count
        device.skipIdleFrames(count)
    }
}
