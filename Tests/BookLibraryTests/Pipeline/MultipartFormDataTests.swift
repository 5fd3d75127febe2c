import Foundation
import TestSupport
import Testing

@testable import BookLibrary

@Suite("The multipart/form-data upload body")
struct MultipartFormDataTests {
    /// Streams a body into one buffer (test-sized bodies only).
    func collect(_ body: MultipartFormData, chunkSize: Int = 3) throws -> Data {
        var data = Data()
        try body.writeBody(chunkSize: chunkSize) { data.append($0) }
        return data
    }

    @Test("two photos produce the RFC 2046 layout byte for byte")
    func exactLayout() throws {
        let files = MemoryFiles()
        let first = files.add("a.jpg", Data("JPEG1".utf8))
        let second = files.add("b.jpg", Data("XY".utf8))
        let body = try MultipartFormData(photos: [first, second], boundary: "AaB03x", files: files)
        // Written by hand from RFC 2046 §5.1.1 (dash-boundary, CRLF before each later delimiter,
        // close-delimiter) and RFC 7578 §4.2/§4.4 (Content-Disposition, Content-Type).
        let expected =
            "--AaB03x\r\n"
            + "Content-Disposition: form-data; name=\"photos[]\"; filename=\"a.jpg\"\r\n"
            + "Content-Type: image/jpeg\r\n"
            + "\r\n"
            + "JPEG1"
            + "\r\n--AaB03x\r\n"
            + "Content-Disposition: form-data; name=\"photos[]\"; filename=\"b.jpg\"\r\n"
            + "Content-Type: image/jpeg\r\n"
            + "\r\n"
            + "XY"
            + "\r\n--AaB03x--\r\n"
        let produced = try collect(body)
        #expect(String(decoding: produced, as: UTF8.self) == expected)
        #expect(body.contentLength == Int64(expected.utf8.count))
        #expect(body.contentType == "multipart/form-data; boundary=AaB03x")
        #expect(body.photos == [first, second])
        #expect(files.openCount == 2 && files.closeCount == 2)
    }

    @Test("photo bytes are pulled in chunks no larger than asked", arguments: [1, 7, 4096])
    func boundedChunks(chunkSize: Int) throws {
        let files = MemoryFiles()
        let payload = Data((0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let body = try MultipartFormData(photos: [files.add("p.jpg", payload)], boundary: "b", files: files)
        let reader = body.makeBodyReader(chunkSize: chunkSize)
        var total = 0
        var joined = Data()
        var largestChunk = 0
        while let chunk = try reader.nextChunk() {
            total += chunk.count
            largestChunk = max(largestChunk, chunk.count)
            joined.append(chunk)
        }
        #expect(files.largestRead <= chunkSize)
        // The part headers and the close delimiter are cut to the chunk size too.
        #expect(largestChunk == min(chunkSize, 10_000))
        #expect(Int64(total) == body.contentLength)
        #expect(joined.range(of: payload) != nil)
        #expect(try reader.nextChunk() == nil)
    }

    @Test("a random boundary is valid, long, and determined by the random source")
    func randomBoundary() throws {
        // Computed outside Swift from the same definitions: SplitMix64 from the seed, each letter
        // `alphabet[next(upperBound: 62)]` by the standard library's multiply-high method (the
        // high 64 bits of `next() * 62`, redrawn while the low 64 bits fall below 2^64 mod 62).
        var generator = SplitMix64(seed: 7)
        let boundary = MultipartFormData.makeBoundary(using: &generator)
        #expect(boundary == "ScanBoundaryYB3kcPdUIZG7421h2UmupGVa37EZ3Z8D")
        var other = SplitMix64(seed: 8)
        #expect(MultipartFormData.makeBoundary(using: &other) == "ScanBoundarymlqhDX7WEbmtbMqkAD2Y0IVY9QDOxqeB")
        #expect(boundary.count == 44)
        #expect(MultipartFormData.isValidBoundary(boundary))
        let files = MemoryFiles()
        var source = SplitMix64(seed: 7)
        let body = try MultipartFormData(photos: [files.add("a.jpg", Data([1]))], using: &source, files: files)
        #expect(body.boundary == boundary)
    }

    @Test(
        "boundaries follow RFC 2046 bchars and length",
        arguments: [
            ("AaB03x", true), ("simple boundary", true), ("'()+_,-./:=?", true),
            (String(repeating: "a", count: 70), true),
            ("", false), (String(repeating: "a", count: 71), false), ("ends in space ", false), ("semi;colon", false),
            ("quote\"", false), ("é", false),
        ])
    func boundaryValidity(boundary: String, valid: Bool) throws {
        #expect(MultipartFormData.isValidBoundary(boundary) == valid)
        if !valid {
            let files = MemoryFiles()
            #expect(throws: MultipartFormDataError.invalidBoundary(boundary)) {
                try MultipartFormData(photos: [files.add("a.jpg", Data([1]))], boundary: boundary, files: files)
            }
        }
    }

    @Test(
        "file names are quoted safely",
        arguments: [
            ("shelf.jpg", "shelf.jpg"), ("my \"best\" shelf.jpg", "my %22best%22 shelf.jpg"),
            ("a\r\nContent-Type: text/html.jpg", "a%0D%0AContent-Type: text/html.jpg"),
            ("back\\slash.jpg", "back%5Cslash.jpg"),
            ("tab\there\u{7F}.jpg", "tab%09here%7F.jpg"), ("étagère.jpg", "étagère.jpg"),
        ])
    func filenameQuoting(name: String, quoted: String) throws {
        #expect(MultipartFormData.quotedParameterContent(name) == quoted)
        let files = MemoryFiles()
        files.contents["x.jpg"] = Data([1])
        let body = try MultipartFormData(
            photos: [UploadPhoto(file: files.url("x.jpg"), filename: name)], boundary: "B", files: files)
        let text = String(decoding: try collect(body), as: UTF8.self)
        #expect(text.contains("filename=\"\(quoted)\"\r\n"))
    }

    @Test("the API's limits are 1–5 photos, 10 MiB each, 50 MiB together")
    func apiLimits() throws {
        let limits = MultipartFormData.Limits.recognitionAPI
        #expect(limits.maximumPhotoCount == 5)
        #expect(limits.maximumPhotoByteCount == 10_485_760)
        #expect(limits.maximumTotalByteCount == 52_428_800)
        let files = MemoryFiles()
        let photos = (0..<6).map { files.add("p\($0).jpg", Data([UInt8($0)])) }
        #expect(throws: MultipartFormDataError.noPhotos) {
            try MultipartFormData(photos: [], boundary: "B", files: files)
        }
        #expect(throws: MultipartFormDataError.tooManyPhotos(count: 6, limit: 5)) {
            try MultipartFormData(photos: photos, boundary: "B", files: files)
        }
        for index in 0..<5 { files.reportedSizes["p\(index).jpg"] = 10_485_760 }
        let atLimit = try MultipartFormData(photos: Array(photos.prefix(5)), boundary: "B", files: files)
        #expect(atLimit.contentLength > 52_428_800)
        files.reportedSizes["p1.jpg"] = 10_485_761
        #expect(throws: MultipartFormDataError.photoTooLarge(index: 1, byteCount: 10_485_761, limit: 10_485_760)) {
            try MultipartFormData(photos: Array(photos.prefix(5)), boundary: "B", files: files)
        }
    }

    @Test("empty, missing, oversized photos and oversized totals are refused with errors naming the photo")
    func customLimits() {
        let files = MemoryFiles()
        let limits = MultipartFormData.Limits(maximumPhotoCount: 3, maximumPhotoByteCount: 4, maximumTotalByteCount: 6)
        let small = files.add("s.jpg", Data("abc".utf8))
        let exact = files.add("e.jpg", Data("abcd".utf8))
        let large = files.add("l.jpg", Data("abcde".utf8))
        files.contents["empty.jpg"] = Data()
        #expect(throws: Never.self) {
            try MultipartFormData(photos: [small, small], boundary: "B", files: files, limits: limits)
        }
        #expect(throws: MultipartFormDataError.totalTooLarge(byteCount: 7, limit: 6)) {
            try MultipartFormData(photos: [small, exact], boundary: "B", files: files, limits: limits)
        }
        #expect(throws: MultipartFormDataError.photoTooLarge(index: 0, byteCount: 5, limit: 4)) {
            try MultipartFormData(photos: [large], boundary: "B", files: files, limits: limits)
        }
        #expect(throws: MultipartFormDataError.emptyPhoto(index: 1)) {
            try MultipartFormData(
                photos: [small, UploadPhoto(file: files.url("empty.jpg"))], boundary: "B", files: files, limits: limits)
        }
        #expect(
            throws: MultipartFormDataError.unreadablePhoto(
                index: 0, reason: "The size of /memory/missing.jpg could not be read: simulated I/O failure.")
        ) {
            try MultipartFormData(photos: [UploadPhoto(file: files.url("missing.jpg"))], boundary: "B", files: files)
        }
    }

    @Test("a photo that shrinks, grows, or fails while streaming stops the body with an error")
    func changingFiles() throws {
        let files = MemoryFiles()
        let photo = files.add("c.jpg", Data("abcdef".utf8))
        files.reportedSizes["c.jpg"] = 8
        let shrunk = try MultipartFormData(photos: [photo], boundary: "B", files: files)
        #expect(throws: MultipartFormDataError.photoChangedSize(index: 0, expected: 8)) { try collect(shrunk) }

        files.reportedSizes["c.jpg"] = 4
        let grown = try MultipartFormData(photos: [photo], boundary: "B", files: files)
        #expect(throws: MultipartFormDataError.photoChangedSize(index: 0, expected: 4)) {
            try collect(grown, chunkSize: 100)
        }

        files.reportedSizes["c.jpg"] = nil
        files.failingReads = ["c.jpg"]
        let failing = try MultipartFormData(photos: [photo], boundary: "B", files: files)
        #expect(
            throws: MultipartFormDataError.unreadablePhoto(
                index: 0, reason: "/memory/c.jpg could not be read at byte 0: simulated I/O failure.")
        ) {
            try collect(failing)
        }

        files.failingReads = []
        files.failingOpens = ["c.jpg"]
        let unopenable = try MultipartFormData(photos: [photo], boundary: "B", files: files)
        let reader = unopenable.makeBodyReader()
        #expect(
            throws: MultipartFormDataError.unreadablePhoto(
                index: 0, reason: "/memory/c.jpg could not be opened: simulated I/O failure.")
        ) {
            try reader.nextChunk()
        }
        #expect(try reader.nextChunk() == nil)
    }

    @Test("closing a reader mid-photo releases the file")
    func earlyClose() throws {
        let files = MemoryFiles()
        let body = try MultipartFormData(
            photos: [files.add("d.jpg", Data(repeating: 9, count: 100))], boundary: "B", files: files)
        let reader = body.makeBodyReader(chunkSize: 10)
        _ = try reader.nextChunk()
        _ = try reader.nextChunk()
        reader.close()
        #expect(files.closeCount == 1)
        #expect(try reader.nextChunk() == nil)
    }

    @Test("real files stream through FileHandle with the planned length")
    func realFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("multipart-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("shelf.jpg")
        let payload = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0) })
        try payload.write(to: file)
        let access = FileHandleUploadFileAccess()
        #expect(try access.size(of: file) == 200_000)
        let body = try MultipartFormData(photos: [UploadPhoto(file: file)], boundary: "B")
        var streamed = Data()
        try body.writeBody(chunkSize: 65_536) { streamed.append($0) }
        #expect(Int64(streamed.count) == body.contentLength)
        #expect(streamed.range(of: payload) != nil)
        #expect(String(decoding: streamed.prefix(90), as: UTF8.self).contains("filename=\"shelf.jpg\""))
        #expect(throws: MultipartFormDataError.self) {
            try MultipartFormData(
                photos: [UploadPhoto(file: directory.appendingPathComponent("none.jpg"))], boundary: "B")
        }
    }

    @Test("a sink that fails stops the body at the offset of its chunk")
    func sinkFailure() throws {
        struct Full: Error, CustomStringConvertible {
            var description: String { "disk full" }
        }
        let files = MemoryFiles()
        let body = try MultipartFormData(
            photos: [files.add("e.jpg", Data(repeating: 7, count: 100))], boundary: "B", files: files)
        var written = 0
        // The sink takes the first 10-byte chunk and refuses the second, which starts at byte 10.
        #expect(throws: MultipartFormDataError.sinkFailed(byteOffset: 10, reason: "disk full")) {
            try body.writeBody(chunkSize: 10) { chunk in
                guard written == 0 else { throw Full() }
                written += chunk.count
            }
        }
        #expect(files.closeCount >= 1)
        #expect(
            MultipartFormDataError.sinkFailed(byteOffset: 42, reason: "disk full").description
                == "The body could not be written at byte 42: disk full.")
    }

    @Test("real files that are missing or unreadable are named in the error")
    func realFileErrors() throws {
        let access = FileHandleUploadFileAccess()
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString).jpg")
        let size = #expect(throws: UploadFileError.self) { try access.size(of: missing) }
        guard case .sizeUnavailable(let sizePath, _)? = size else {
            Issue.record("expected an unavailable size, got \(String(describing: size))")
            return
        }
        #expect(sizePath == missing.path)
        let open = #expect(throws: UploadFileError.self) { try access.openForReading(missing) }
        guard case .cannotOpen(let openPath, _)? = open else {
            Issue.record("expected an unopenable file, got \(String(describing: open))")
            return
        }
        #expect(openPath == missing.path)
        #expect(open?.description.hasPrefix(missing.path + " could not be opened") == true)
        #expect(
            UploadFileError.readFailed(path: "/p.jpg", byteOffset: 65_536, reason: "I/O error").description
                == "/p.jpg could not be read at byte 65536: I/O error.")
        #expect(UploadFileError.sizeUnavailable(path: "/p.jpg", reason: "gone").description.contains("/p.jpg"))
    }

    @Test("a read that fails names the file and the offset")
    func readFailure() throws {
        // POSIX open(2) refuses a directory only for writing (EISDIR), so on Linux and on Darwin
        // alike it opens for reading, and the first read(2) fails with EISDIR.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let reader = try FileHandleUploadFileAccess().openForReading(directory)
        defer { reader.close() }
        let error = #expect(throws: UploadFileError.self) { try reader.read(upTo: 10) }
        guard case .readFailed(let path, let byteOffset, _)? = error else {
            Issue.record("expected a failed read, got \(String(describing: error))")
            return
        }
        #expect(path == directory.path && byteOffset == 0)
    }

    @Test(
        "every multipart error is a sentence naming the photo, the count or the byte it is about",
        arguments: [
            (MultipartFormDataError.noPhotos, "A scan needs at least one photo."),
            (.tooManyPhotos(count: 6, limit: 5), "A scan has 6 photos; at most 5 can be uploaded together."),
            (.emptyPhoto(index: 0), "Photo 1 is empty."),
            (.photoTooLarge(index: 2, byteCount: 11, limit: 10), "Photo 3 has 11 bytes; the limit is 10 bytes."),
            (.totalTooLarge(byteCount: 51, limit: 50), "The photos have 51 bytes together; the limit is 50 bytes."),
            (.invalidBoundary("x;"), "\"x;\" is not a valid multipart boundary (RFC 2046 §5.1.1)."),
            (.unreadablePhoto(index: 1, reason: "gone"), "Photo 2 could not be read: gone."),
            (.photoChangedSize(index: 0, expected: 3), "Photo 1 changed while uploading; it had 3 bytes."),
            (.sinkFailed(byteOffset: 42, reason: "disk full"), "The body could not be written at byte 42: disk full."),
        ])
    func descriptions(error: MultipartFormDataError, message: String) {
        #expect(error.description == message)
    }
}
