import BookLibrary
import Foundation

/// In-memory photo files for the multipart benchmark (public `UploadFileAccess` API only).
private final class BenchmarkPhotoFiles: UploadFileAccess, @unchecked Sendable {
    let contents: [String: Data]

    init(contents: [String: Data]) { self.contents = contents }

    func size(of file: URL) throws -> Int64 { Int64(contents[file.lastPathComponent]?.count ?? 0) }

    func openForReading(_ file: URL) throws -> any UploadChunkReader {
        Reader(data: contents[file.lastPathComponent] ?? Data())
    }

    final class Reader: UploadChunkReader {
        let data: Data
        var offset = 0

        init(data: Data) { self.data = data }

        func read(upTo maxCount: Int) throws -> Data {
            let end = min(data.count, offset + maxCount)
            defer { offset = end }
            return data.subdata(in: offset..<end)
        }

        func close() {}
    }
}

/// A `result` event payload as the backend sends it for a spine scan.
private func resultPayload(_ index: Int, generator: inout SeededGenerator) -> String {
    let isbn = index % 3 == 0 ? "\"97800\(String(format: "%08d", Int(generator.next() % 100_000_000)))\"" : "null"
    return """
        {"title": "Title number \(index) of the shelf", "author": "Author \(generator.next() % 500)", \
        "isbn": \(isbn), "confidence": 0.\(generator.next() % 90 + 10), "bbox": [1, 2, 3, 4]}
        """
}

/// Registers the scan pipeline's building-block benchmarks.
func registerBookLibraryPipelineBenchmarks(_ registry: inout BenchmarkRegistry) {
    let photoBytes = 2 * 1024 * 1024
    registry.add("books.pipeline.multipart-5x2MiB", bytes: 5 * photoBytes, items: 5) {
        var generator = SeededGenerator(seed: 8)
        var contents: [String: Data] = [:]
        for index in 0..<5 {
            contents["p\(index).jpg"] = Data((0..<photoBytes).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
        }
        let files = BenchmarkPhotoFiles(contents: contents)
        let photos = (0..<5).map { UploadPhoto(file: URL(fileURLWithPath: "/bench/p\($0).jpg")) }
        return {
            var boundarySource = SeededGenerator(seed: 9)
            guard let body = try? MultipartFormData(photos: photos, using: &boundarySource, files: files) else {
                preconditionFailure("benchmark body could not be planned")
            }
            var total = 0
            try? body.writeBody { total += $0.count }
            blackHole(total)
        }
    }

    registry.add("books.pipeline.decode-and-dedupe-200-results", items: 400) {
        var generator = SeededGenerator(seed: 10)
        let payloads = (0..<200).map { resultPayload($0, generator: &generator) }
        return {
            var books = RecognizedBookDeduplicator()
            for _ in 0..<2 {
                for payload in payloads {
                    if case .result(let book)? = try? ScanStreamEvent(type: "result", data: payload) { books.add(book) }
                }
            }
            blackHole(books.books.count)
        }
    }

    registry.add("books.pipeline.journal-record-roundtrip-200", items: 200) {
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let records: [ScanRecord] = (0..<200).map { index in
            var record = ScanRecord(
                capturedAt: start, photos: [UploadPhoto(file: URL(fileURLWithPath: "/s/\(index).jpg"))])
            let ticket = ScanJobTicket(jobId: "job-\(index)", token: "t", streamUrl: "/s/\(index)", acceptedAt: start)
            try? record.apply(.uploadStarted, at: start)
            try? record.apply(.uploadAccepted(ticket), at: start)
            return record
        }
        return {
            let encoder = JSONEncoder()
            let decoder = JSONDecoder()
            var decoded = 0
            for record in records {
                if let data = try? encoder.encode(record), (try? decoder.decode(ScanRecord.self, from: data)) != nil {
                    decoded += 1
                }
            }
            blackHole(decoded)
        }
    }
}
