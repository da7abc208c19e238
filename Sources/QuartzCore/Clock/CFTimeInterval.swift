/// A time interval in seconds, as Core Foundation's `CFTimeInterval` (missing from Foundation on Linux).
public typealias CFTimeInterval = Double
