/// The replay engine's messages over a channel: one line each (`ReplayProtocol`).
extension ReplayChannel {
    /// Writes `message` as its line; returns false when the reader has gone.
    @discardableResult
    package func send<Message: Encodable>(_ message: Message) -> Bool {
        writeLine(ReplayProtocol.line(message))
    }

    /// The next message, `.garbled` with the line when it is no `Message`, or nil at the end of
    /// the input.
    package func receive<Message: Decodable>(_ type: Message.Type) -> Received<Message>? {
        guard let line = readLine(limit: ReplayProtocol.maxLineBytes) else { return nil }
        return ReplayProtocol.message(type, from: line).map(Received.message) ?? .garbled(line)
    }
}

/// A message read from a `ReplayChannel`, or the line that was none.
package enum Received<Message> {
    /// A message.
    case message(Message)
    /// A line that decodes as no message (shown in errors, cut to 200 characters).
    case garbled(String)

    /// The message, or nil when the line was garbled.
    package var message: Message? {
        if case .message(let message) = self { return message }
        return nil
    }

    /// The garbled line as an error says it.
    package var garbledDescription: String {
        guard case .garbled(let line) = self else { return "" }
        return line.count > 200 ? "\"\(line.prefix(200))…\"" : "\"\(line)\""
    }
}
