#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Produces the bytes of a ``MultipartFormData`` body in order, pulling photo bytes in bounded
/// chunks. Not thread-safe: use from one task at a time.
public final class MultipartBodyReader {
    private enum Step {
        case lead(Int)
        case photo(Int, any UploadChunkReader, remaining: Int64)
        case trailer
        case finished
    }

    private let body: MultipartFormData
    private let chunkSize: Int
    private var step: Step = .lead(0)

    init(body: MultipartFormData, chunkSize: Int) {
        self.body = body
        self.chunkSize = chunkSize
    }

    /// The next chunk of the body, or `nil` after the last one.
    /// - Throws: ``MultipartFormDataError/unreadablePhoto(index:reason:)`` when a photo cannot be
    ///   opened or read, ``MultipartFormDataError/photoChangedSize(index:expected:)`` when a photo
    ///   is shorter or longer than planned (so ``MultipartFormData/contentLength`` stays true).
    public func nextChunk() throws(MultipartFormDataError) -> Data? {
        switch step {
        case .lead(let index):
            let part = body.parts[index]
            do {
                let reader = try body.files.openForReading(part.photo.file)
                step = .photo(index, reader, remaining: part.byteCount)
            } catch {
                step = .finished
                throw .unreadablePhoto(index: index, reason: "\(error)")
            }
            return part.lead
        case .photo(let index, let reader, let remaining):
            let expected = body.parts[index].byteCount
            if remaining == 0 {
                let extra = try read(reader, upTo: 1, photo: index)
                reader.close()
                guard extra.isEmpty else {
                    step = .finished
                    throw .photoChangedSize(index: index, expected: expected)
                }
                step = index + 1 < body.parts.count ? .lead(index + 1) : .trailer
                return try nextChunk()
            }
            let chunk = try read(reader, upTo: Int(min(Int64(chunkSize), remaining)), photo: index)
            guard !chunk.isEmpty, Int64(chunk.count) <= remaining else {
                reader.close()
                step = .finished
                throw .photoChangedSize(index: index, expected: expected)
            }
            step = .photo(index, reader, remaining: remaining - Int64(chunk.count))
            return chunk
        case .trailer:
            step = .finished
            return body.trailer
        case .finished:
            return nil
        }
    }

    /// Reads from a photo; a failure closes it and ends the body.
    private func read(
        _ reader: any UploadChunkReader, upTo count: Int, photo index: Int
    ) throws(MultipartFormDataError) -> Data {
        do {
            return try reader.read(upTo: count)
        } catch {
            reader.close()
            step = .finished
            throw .unreadablePhoto(index: index, reason: "\(error)")
        }
    }

    /// Closes the open photo, if any, and ends the body early.
    public func close() {
        if case .photo(_, let reader, _) = step { reader.close() }
        step = .finished
    }
}
