import Foundation

@testable import BookLibrary

/// A random source that returns scripted values in a loop.
struct ScriptedRandom: RandomNumberGenerator {
    var values: [UInt64]
    var index = 0

    init(_ values: [UInt64]) { self.values = values }

    mutating func next() -> UInt64 {
        defer { index = (index + 1) % values.count }
        return values[index]
    }
}

/// In-memory files; a file's reported size may differ from its content to simulate a file that
/// changes between planning and streaming, and reads can be made to fail.
final class MemoryFiles: UploadFileAccess, @unchecked Sendable {
    var contents: [String: Data] = [:]
    var reportedSizes: [String: Int64] = [:]
    var failingOpens: Set<String> = []
    var failingReads: Set<String> = []
    private(set) var largestRead = 0
    private(set) var openCount = 0
    private(set) var closeCount = 0

    func url(_ name: String) -> URL { URL(fileURLWithPath: "/memory/\(name)") }

    func add(_ name: String, _ data: Data) -> UploadPhoto {
        contents[name] = data
        return UploadPhoto(file: url(name))
    }

    /// The reason every simulated failure gives.
    static let failure = "simulated I/O failure"

    func size(of file: URL) throws(UploadFileError) -> Int64 {
        let name = file.lastPathComponent
        if let size = reportedSizes[name] { return size }
        guard let data = contents[name] else { throw .sizeUnavailable(path: file.path, reason: Self.failure) }
        return Int64(data.count)
    }

    func openForReading(_ file: URL) throws(UploadFileError) -> any UploadChunkReader {
        let name = file.lastPathComponent
        guard !failingOpens.contains(name), let data = contents[name] else {
            throw .cannotOpen(path: file.path, reason: Self.failure)
        }
        openCount += 1
        return Reader(files: self, path: file.path, data: data, failing: failingReads.contains(name))
    }

    final class Reader: UploadChunkReader {
        let files: MemoryFiles
        let path: String
        let data: Data
        let failing: Bool
        var offset = 0

        init(files: MemoryFiles, path: String, data: Data, failing: Bool) {
            self.files = files
            self.path = path
            self.data = data
            self.failing = failing
        }

        func read(upTo maxCount: Int) throws(UploadFileError) -> Data {
            if failing { throw .readFailed(path: path, byteOffset: Int64(offset), reason: MemoryFiles.failure) }
            files.largestRead = max(files.largestRead, maxCount)
            let end = min(data.count, offset + maxCount)
            defer { offset = end }
            return data.subdata(in: offset..<end)
        }

        func close() { files.closeCount += 1 }
    }
}

extension Date {
    /// A date from seconds since 1970, for readable fixtures.
    static func unix(_ seconds: TimeInterval) -> Date { Date(timeIntervalSince1970: seconds) }
}
