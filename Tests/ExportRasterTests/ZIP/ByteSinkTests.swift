import Testing

@testable import ExportRaster

/// The sink of the ``ByteSink`` doc comment: typed, and full after 1 MiB.
private struct BoundedSink: ByteSink {
    struct Full: Error {}
    var bytes: [UInt8] = []
    mutating func write(_ bytes: [UInt8]) throws(Full) {
        guard self.bytes.count + bytes.count <= 1 << 20 else { throw Full() }
        self.bytes += bytes
    }
}

/// A sink whose typed error carries a payload, to see it reach ``ZIPError/sinkFailed(_:)``.
private struct RefusingSink: ByteSink {
    enum Refusal: Error, Equatable { case closed(afterBytes: Int) }
    mutating func write(_ bytes: [UInt8]) throws(Refusal) { throw .closed(afterBytes: 0) }
}

@Suite("Byte sinks")
struct ByteSinkTests {
    @Test("a sink's Failure is the error its write throws")
    func failureIsInferred() {
        #expect(MemorySink.Failure.self == Never.self)
        #expect(BoundedSink.Failure.self == BoundedSink.Full.self)
        #expect(FailingSink.Failure.self == (any Error).self)
        #expect(CountingSinkForTests.Failure.self == Never.self)
    }

    @Test("the doc comment's bounded sink takes an archive and throws its own error when full")
    func boundedSink() throws {
        var sink = BoundedSink()
        try sink.write([1, 2, 3])
        #expect(sink.bytes == [1, 2, 3])
        #expect(throws: BoundedSink.Full.self) { try sink.write([UInt8](repeating: 0, count: 1 << 20)) }
        var zip = ZIPWriter(sink: BoundedSink())
        try zip.add(name: "a.txt", bytes: Array("hello".utf8), method: .stored)
        #expect(try zip.finish() == [])
    }

    @Test("a typed sink error reaches the writer's caller as sinkFailed with its description")
    func typedErrorIsWrapped() {
        var zip = ZIPWriter(sink: RefusingSink())
        #expect(throws: ZIPError.sinkFailed("closed(afterBytes: 0)")) {
            try zip.add(name: "a.txt", bytes: [1], method: .stored)
        }
    }
}

/// A sink that cannot fail, declared without naming `Failure`.
private struct CountingSinkForTests: ByteSink {
    var count = 0
    mutating func write(_ bytes: [UInt8]) { count += bytes.count }
}
