import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Holds a server's accept thread at the top of its loop on a given pass, so a test can stop
/// the server while the thread is between two waits for a connection. Pass 1 is before the
/// first wait; pass 2 follows the first connection accepted.
final class AcceptGate: @unchecked Sendable {
    private let lock = NSLock()
    private var passes = 0
    private let holdAt: Int
    /// Signalled when the thread has stopped at the gate.
    let arrived = DispatchSemaphore(value: 0)
    /// Signalled by the test to let the held thread go on.
    let release = DispatchSemaphore(value: 0)

    /// A gate that holds the thread on pass `holdAt`.
    init(holdAt: Int) { self.holdAt = holdAt }

    /// The server's hook: counts the pass, and holds the thread on the chosen one.
    func pass() {
        let hold = lock.withLock {
            passes += 1
            return passes == holdAt
        }
        guard hold else { return }
        arrived.signal()
        release.wait()
    }
}

@Suite("The loopback test server")
struct LoopbackHTTPServerTests {
    /// Sends `GET path` to 127.0.0.1:`port` on a new connection and reads until the server
    /// closes it; returns the status line.
    static func get(_ path: String, port: Int) -> String {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { return "no socket" }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { return "not connected" }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        var answer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            answer += chunk[0..<count]
        }
        return String(decoding: answer, as: UTF8.self).components(separatedBy: "\r\n").first ?? ""
    }

    /// A stopped server must not go on accepting on its old listening socket: once closed, its
    /// descriptor number is handed to the next socket opened, often a newer test server's, whose
    /// connections the old accept thread would then take and answer with the old handler. A
    /// scan-cleanup test under load once got a 404 from the previous run's server that way,
    /// with no request recorded on its own.
    @Test("a stopped server's accept thread takes no connection meant for a newer server")
    func stoppedServerTakesNothing() throws {
        let gate = AcceptGate(holdAt: 2)
        let old = try LoopbackHTTPServer(beforeAccept: gate.pass) { _ in
            [.head(status: 410, headers: [], chunked: false)]
        }
        defer { old.stop() }
        // One connection, so the thread comes back to the top of its loop, where the gate holds it.
        #expect(Self.get("/first", port: old.port).hasPrefix("HTTP/1.1 410"))
        gate.arrived.wait()
        old.stop()
        let new = try LoopbackHTTPServer { _ in [.head(status: 204, headers: [], chunked: false)] }
        defer { new.stop() }
        gate.release.signal()
        var answers: [String] = []
        for index in 0..<8 { answers.append(Self.get("/\(index)", port: new.port)) }
        #expect(answers.allSatisfy { $0.hasPrefix("HTTP/1.1 204") }, "\(answers)")
        #expect(new.requests.map(\.path) == (0..<8).map { "/\($0)" })
        #expect(old.requests.map(\.path) == ["/first"])
    }

    @Test("a stopped server refuses new connections, and stopping twice is harmless")
    func stopRefuses() throws {
        let server = try LoopbackHTTPServer { _ in [.head(status: 204, headers: [], chunked: false)] }
        #expect(Self.get("/", port: server.port).hasPrefix("HTTP/1.1 204"))
        server.stop()
        server.stop()
        #expect(!Self.get("/", port: server.port).hasPrefix("HTTP/1.1 204"))
        #expect(server.requests.count == 1)
    }
}
