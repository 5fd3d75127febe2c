import Foundation
import TestSupport
import Testing

@testable import BookLibrary

/// The multipart body reader produces the same bytes and the same error, after the same bytes,
/// however the photo files hand out their bytes (short reads down to one byte) and whatever the
/// chunk size; and no chunk is ever larger than the chunk size.
@Suite("Multipart body reader input splits")
struct MultipartBodyReaderSplitTests {
    /// A photo in memory: its content, the size reported when the body is planned (which may
    /// differ, as for a file that changes before it is streamed), and a byte at which reading fails.
    struct Photo {
        var content: [UInt8]
        var reportedSize: Int
        var failsAt: Int?
    }

    /// In-memory photos whose readers return at most `longestRead` bytes per read, a random number
    /// from 1 up, so that a read may return less than asked, as `read(2)` may; with `Int.max` every
    /// read returns all it is asked for.
    final class ShortReadFiles: UploadFileAccess, @unchecked Sendable {
        let photos: [String: Photo]
        let longestRead: Int
        var generator: SplitMix64

        init(_ photos: [Photo], longestRead: Int, seed: UInt64) {
            self.photos = Dictionary(
                uniqueKeysWithValues: photos.enumerated().map { ("p\($0.offset).jpg", $0.element) })
            self.longestRead = longestRead
            self.generator = SplitMix64(seed: seed)
        }

        func size(of file: URL) throws(UploadFileError) -> Int64 {
            guard let photo = photos[file.lastPathComponent] else {
                throw .sizeUnavailable(path: file.path, reason: "no such photo")
            }
            return Int64(photo.reportedSize)
        }

        func openForReading(_ file: URL) throws(UploadFileError) -> any UploadChunkReader {
            guard let photo = photos[file.lastPathComponent] else {
                throw .cannotOpen(path: file.path, reason: "no such photo")
            }
            return Reader(files: self, path: file.path, photo: photo)
        }

        final class Reader: UploadChunkReader {
            let files: ShortReadFiles
            let path: String
            let photo: Photo
            var offset = 0

            init(files: ShortReadFiles, path: String, photo: Photo) {
                self.files = files
                self.path = path
                self.photo = photo
            }

            /// Like `read(2)` on a failing disk: the bytes before the bad one come back, and the read
            /// that starts at it fails, naming its offset.
            func read(upTo maxCount: Int) throws(UploadFileError) -> Data {
                if let failsAt = photo.failsAt, offset == failsAt {
                    throw .readFailed(path: path, byteOffset: Int64(offset), reason: "bad sector")
                }
                let allowed =
                    files.longestRead == .max ? maxCount : 1 + Int(files.generator.next() % UInt64(files.longestRead))
                var end = min(photo.content.count, offset + min(maxCount, allowed))
                if let failsAt = photo.failsAt, offset < failsAt { end = min(end, failsAt) }
                defer { offset = end }
                return Data(photo.content[offset..<end])
            }

            func close() {}
        }
    }

    /// What a body produced: every byte before the end or the error, and the error.
    struct Outcome: Equatable {
        var bytes: [UInt8] = []
        var error: MultipartFormDataError?
        var largestChunk = 0
    }

    static func stream(_ photos: [Photo], chunkSize: Int, longestRead: Int, seed: UInt64) throws -> Outcome {
        let files = ShortReadFiles(photos, longestRead: longestRead, seed: seed)
        let body = try MultipartFormData(
            photos: photos.indices.map { UploadPhoto(file: URL(fileURLWithPath: "/split/p\($0).jpg")) },
            boundary: "SplitBoundary", files: files)
        let reader = body.makeBodyReader(chunkSize: chunkSize)
        var outcome = Outcome()
        do {
            while let chunk = try reader.nextChunk() {
                outcome.bytes += chunk
                outcome.largestChunk = max(outcome.largestChunk, chunk.count)
            }
        } catch {
            outcome.error = error
        }
        return outcome
    }

    static func randomPhotos(using generator: inout SplitMix64) -> [Photo] {
        (0..<Int(1 + generator.next() % 3)).map { (_: Int) -> Photo in
            let count = Int(1 + generator.next() % 300)
            let content: [UInt8] = (0..<count).map { (_: Int) -> UInt8 in UInt8(truncatingIfNeeded: generator.next()) }
            var photo = Photo(content: content, reportedSize: count, failsAt: nil)
            switch generator.next() % 6 {
            case 0: photo.reportedSize = count + Int(1 + generator.next() % 5)  // the file shrank
            case 1: photo.reportedSize = max(1, count - Int(1 + generator.next() % 5))  // the file grew
            case 2: photo.failsAt = Int(generator.next() % UInt64(count))
            default: break
            }
            return photo
        }
    }

    @Test("random photos stream alike in one piece, byte by byte, and in random short reads", arguments: 0..<4)
    func randomSplits(batch: Int) throws {
        var generator = SplitMix64(seed: 0x3A17 + UInt64(batch))
        for round in 0..<60 {
            let photos = Self.randomPhotos(using: &generator)
            let seed = generator.next()
            let whole = try Self.stream(photos, chunkSize: 1 << 20, longestRead: .max, seed: seed)
            for (chunkSize, longestRead) in [(1, 1), (3, 1), (1 << 20, 1), (7, 5), (64, 13), (4096, 100)] {
                let split = try Self.stream(photos, chunkSize: chunkSize, longestRead: longestRead, seed: seed)
                #expect(split.bytes == whole.bytes, "round \(round), chunks of \(chunkSize), reads of \(longestRead)")
                #expect(split.error == whole.error, "round \(round), chunks of \(chunkSize), reads of \(longestRead)")
                #expect(split.largestChunk <= chunkSize)
            }
        }
    }

    @Test("a photo that fails at a byte reports that byte, whatever the read sizes")
    func failureOffset() throws {
        let photo = Photo(content: Array(repeating: 7, count: 100), reportedSize: 100, failsAt: 64)
        let expected = MultipartFormDataError.unreadablePhoto(
            index: 0, reason: "/split/p0.jpg could not be read at byte 64: bad sector.")
        for (chunkSize, longestRead) in [(1, 1), (10, 3), (100, 100), (1 << 20, .max)] {
            let outcome = try Self.stream([photo], chunkSize: chunkSize, longestRead: longestRead, seed: 1)
            #expect(outcome.error == expected)
            // The part's delimiter and headers (RFC 2046 §5.1.1, RFC 7578 §4.2 and §4.4), then the
            // 64 bytes read before the failure.
            let lead =
                "--SplitBoundary\r\nContent-Disposition: form-data; name=\"photos[]\"; filename=\"p0.jpg\"\r\n"
                + "Content-Type: image/jpeg\r\n\r\n"
            #expect(outcome.bytes == Array(lead.utf8) + Array(repeating: 7, count: 64))
        }
    }
}
