import Foundation

/// What a gesture arena did to its fake members and to touch delivery, in order.
final class ArenaEventLog {
    /// One line per action sent ("tap ended"), reset ("tap reset") or delivery call.
    var lines: [String] = []
}
