/// Why an event stream ended or had to reconnect.
///
/// Errors split into two classes (see ``isRetryable``): a *retryable* error ends one connection and
/// the client reconnects (unless its reconnection policy is exhausted, in which case the error ends
/// the stream); a *terminal* error ends the stream at once, as WHATWG HTML §9.2.3 "fail the
/// connection" does for a wrong status or content type.
public indirect enum EventSourceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The server answered with a status other than 200 (and other than 204, which is a clean stop). Terminal.
    case unexpectedStatus(Int)
    /// The response's media type is not `text/event-stream`; the header value, if any. Terminal.
    case unexpectedContentType(String?)
    /// The request has no URL, or the response was not HTTP. Terminal.
    case invalidRequest(String)
    /// An event outgrew the parser's limit. Terminal.
    case parser(SSEParserError)
    /// The consumer fell more than this many events behind the network. Terminal.
    case consumerTooSlow(bufferedEvents: Int)
    /// The total deadline passed. Terminal.
    case deadlineExceeded
    /// The connection failed or was dropped; the transport's description. Retryable.
    case connectionFailed(String)
    /// The server ended the response body. Retryable.
    case endOfStream
    /// Nothing arrived for longer than the idle timeout. Retryable.
    case idleTimeout
    /// The reconnection policy allows no more attempts; the last retryable error. Terminal.
    case reconnectionAttemptsExhausted(attempts: Int, lastError: EventSourceError)

    /// Whether the client reconnects after this error (when its policy allows).
    public var isRetryable: Bool {
        switch self {
        case .connectionFailed, .endOfStream, .idleTimeout: true
        default: false
        }
    }

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .unexpectedStatus(let status):
            "the server answered HTTP \(status); an event stream needs 200 (or 204 to stop)"
        case .unexpectedContentType(let type):
            "the response is \(type ?? "untyped"), not text/event-stream"
        case .invalidRequest(let reason):
            "invalid request: \(reason)"
        case .parser(let error):
            "the stream could not be parsed: \(error)"
        case .consumerTooSlow(let count):
            "the consumer fell \(count) events behind the network; read faster or raise bufferedEventLimit"
        case .deadlineExceeded:
            "the stream's total deadline passed"
        case .connectionFailed(let reason):
            "the connection failed: \(reason)"
        case .endOfStream:
            "the server ended the response"
        case .idleTimeout:
            "nothing arrived within the idle timeout"
        case .reconnectionAttemptsExhausted(let attempts, let lastError):
            "gave up after \(attempts) reconnection attempts; last error: \(lastError)"
        }
    }
}
