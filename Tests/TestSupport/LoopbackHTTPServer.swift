import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for tests, over POSIX sockets.
///
/// Each connection carries one request. A handler turns the request into a script of steps: a status
/// line and headers, body chunks (sent with chunked transfer encoding), pauses, an abrupt drop, or a
/// wait for the client to go away. The server records every request and counts open connections, so
/// tests can assert on headers, reconnections and concurrency. Shared by the test targets and the benchmarks.
public final class LoopbackHTTPServer: @unchecked Sendable {
    /// One request as the server read it.
    public struct Request: Sendable {
        /// The method, such as `GET`.
        public var method: String
        /// The request target, such as `/v3/jobs`.
        public var path: String
        /// Header names lower-cased.
        public var headers: [String: String]
        /// The body (at most 1 MiB is read).
        public var body: [UInt8]
        /// 0 for the first request this server received.
        public var index: Int
    }

    /// One step of a scripted answer.
    public enum Step: Sendable {
        /// Status line and headers; `chunked` adds `Transfer-Encoding: chunked` for the body steps.
        case head(status: Int, headers: [(String, String)], chunked: Bool)
        /// One chunk of the body.
        case chunk(String)
        /// Raw body bytes, written as one chunk.
        case bytes([UInt8])
        /// A pause before the next step.
        case pause(milliseconds: Int)
        /// Close the socket at once, without the terminating chunk.
        case drop
        /// Send a one-byte comment every `milliseconds` until the client closes (at most `limit` times).
        case keepAliveUntilClosed(milliseconds: Int, limit: Int)
    }

    /// Turns a request into the script of its answer.
    public typealias Handler = @Sendable (Request) -> [Step]

    private let listener: Int32
    private let handler: Handler
    private let beforeAccept: (@Sendable () -> Void)?
    private let lock = NSLock()
    private var recorded: [Request] = []
    private var open = 0
    private var peakOpen = 0
    private var closedByClient = 0
    private var stopped = false
    /// The port the server listens on.
    public let port: Int

    /// Starts listening on an ephemeral port of 127.0.0.1; each connection is served on its own thread.
    /// `beforeAccept`, for tests of the server itself, runs on the accept thread each time it
    /// comes back to wait for a connection.
    public init(beforeAccept: (@Sendable () -> Void)? = nil, handler: @escaping Handler) throws {
        self.handler = handler
        self.beforeAccept = beforeAccept
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw ServerError.socket("socket") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        // Non-blocking, so that the accept thread never waits inside `accept` (see `acceptLoop()`).
        guard bound == 0, listen(fd, 64) == 0, fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) == 0 else {
            close(fd)
            throw ServerError.socket("bind/listen")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// The listening socket could not be set up; the text names the call that failed.
    public enum ServerError: Error { case socket(String) }

    deinit { stop() }

    /// The URL of `path` on this server.
    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
    }

    /// Every request received so far, in order.
    public var requests: [Request] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// Connections being served now.
    public var openConnections: Int {
        lock.lock()
        defer { lock.unlock() }
        return open
    }

    /// The most connections served at once.
    public var peakConnections: Int {
        lock.lock()
        defer { lock.unlock() }
        return peakOpen
    }

    /// Connections whose client closed them while the server was still writing.
    public var connectionsClosedByClient: Int {
        lock.lock()
        defer { lock.unlock() }
        return closedByClient
    }

    /// Stops accepting connections; connections being served finish their scripts.
    ///
    /// The listening socket is shut down at once, so new connections are refused, but only the
    /// accept thread closes it, when it sees the stop: until then its descriptor number cannot
    /// be handed to another socket. Closed here, the number went to the next socket opened,
    /// often a newer server's listener, and an accept thread that was between two waits then
    /// took that server's connections and answered them with the old handler.
    public func stop() {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped else { return }
        stopped = true
        shutdown(listener, Int32(SHUT_RDWR))
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    /// Waits for connections, at most 50 ms at a time so that a stop is seen even where shutting
    /// a listening socket down does not wake a waiting thread; the listener is non-blocking, so
    /// a connection that went away between the wait and `accept` costs one more turn, not a
    /// thread blocked for good. Closes the listener when it ends, under the lock that `stop()`
    /// shuts it down under.
    private func acceptLoop() {
        while true {
            beforeAccept?()
            var waiting = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, 50)
            if isStopped { break }
            guard ready > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            if isStopped {
                close(client)
                break
            }
            // An accepted socket inherits non-blocking mode on some systems; the serving thread reads blocking.
            _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) & ~O_NONBLOCK)
            let thread = Thread { [self] in serve(client) }
            thread.start()
        }
        lock.lock()
        close(listener)
        lock.unlock()
    }

    private func serve(_ fd: Int32) {
        lock.lock()
        open += 1
        peakOpen = max(peakOpen, open)
        lock.unlock()
        defer {
            close(fd)
            lock.lock()
            open -= 1
            lock.unlock()
        }
        guard var request = readRequest(fd) else { return }
        lock.lock()
        request.index = recorded.count
        recorded.append(request)
        lock.unlock()

        var chunked = false
        for step in handler(request) {
            switch step {
            case .head(let status, let headers, let isChunked):
                chunked = isChunked
                var head = "HTTP/1.1 \(status) Status\r\nConnection: close\r\n"
                for (name, value) in headers { head += "\(name): \(value)\r\n" }
                if chunked { head += "Transfer-Encoding: chunked\r\n" }
                head += "\r\n"
                guard write(fd, Array(head.utf8)) else { return noteClientClosed() }
            case .chunk(let text):
                guard writeBody(fd, Array(text.utf8), chunked: chunked) else { return noteClientClosed() }
            case .bytes(let bytes):
                guard writeBody(fd, bytes, chunked: chunked) else { return noteClientClosed() }
            case .pause(let milliseconds):
                usleep(useconds_t(milliseconds * 1000))
            case .drop:
                return
            case .keepAliveUntilClosed(let milliseconds, let limit):
                for _ in 0..<limit {
                    guard writeBody(fd, Array(":\n".utf8), chunked: chunked) else { return noteClientClosed() }
                    usleep(useconds_t(milliseconds * 1000))
                }
                return
            }
        }
        if chunked { _ = write(fd, Array("0\r\n\r\n".utf8)) }
    }

    private func noteClientClosed() {
        lock.lock()
        closedByClient += 1
        lock.unlock()
    }

    private func writeBody(_ fd: Int32, _ bytes: [UInt8], chunked: Bool) -> Bool {
        guard chunked else { return write(fd, bytes) }
        guard !bytes.isEmpty else { return true }
        return write(fd, Array(String(bytes.count, radix: 16).utf8) + [0x0D, 0x0A] + bytes + [0x0D, 0x0A])
    }

    private func write(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
                let flags = Int32(MSG_NOSIGNAL)
            #else
                let flags: Int32 = 0
            #endif
            let sent = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, flags) }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }

    /// Reads the request head and a `Content-Length` body. Gives up after 64 KiB or a closed socket.
    private func readRequest(_ fd: Int32) -> Request? {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var headEnd: Int?
        while headEnd == nil, buffer.count < 65_536 {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return nil }
            buffer += chunk[0..<count]
            headEnd = Self.find([0x0D, 0x0A, 0x0D, 0x0A], in: buffer)
        }
        guard let headEnd else { return nil }
        let lines = String(decoding: buffer[0..<headEnd], as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines.first?.split(separator: " ") ?? []
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Array(buffer[(headEnd + 4)...])
        let length = min(Int(headers["content-length"] ?? "") ?? 0, 1 << 20)
        while body.count < length {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            body += chunk[0..<count]
        }
        return Request(
            method: String(requestLine[0]), path: String(requestLine[1]), headers: headers, body: body, index: 0)
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count)
        where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start
        }
        return nil
    }
}

extension LoopbackHTTPServer.Step {
    /// A 200 `text/event-stream` head with chunked encoding.
    public static let eventStreamHead = Self.head(
        status: 200, headers: [("Content-Type", "text/event-stream; charset=utf-8")], chunked: true)
}
