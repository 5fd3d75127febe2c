// NSObject, NSLock and the URLSession delegate protocols are outside FoundationEssentials.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The session-level data delegate that routes each task's callbacks to its stream.
///
/// Streaming through a session delegate is the only way that works on Linux, where
/// `URLSession.bytes(for:)` is unavailable; it is also the cheapest on Apple platforms.
final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var streams: [Int: StreamState] = [:]

    func register(_ state: StreamState, for task: URLSessionTask) {
        lock.lock()
        streams[task.taskIdentifier] = state
        lock.unlock()
    }

    func unregister(_ task: URLSessionTask) {
        lock.lock()
        streams[task.taskIdentifier] = nil
        lock.unlock()
    }

    private func stream(for task: URLSessionTask) -> StreamState? {
        lock.lock()
        defer { lock.unlock() }
        return streams[task.taskIdentifier]
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let accepted = stream(for: dataTask)?.receive(response) ?? false
        completionHandler(accepted ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        stream(for: dataTask)?.receive(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        stream(for: task)?.complete(error)
    }
}
