#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Produces the bytes of a ``MultipartFormData`` body in order, pulling photo bytes in bounded
/// chunks. Not thread-safe: use from one task at a time.
///
/// Every chunk holds at most the `chunkSize` given to ``MultipartFormData/makeBodyReader(chunkSize:)``,
/// the part headers and the closing delimiter included, and the bytes produced (and any error) do
/// not depend on how the photo files hand out their bytes.
public final class MultipartBodyReader {
    private enum Step {
        /// The part's photo is still to be opened.
        case open(Int)
        /// The part's delimiter and headers, `sent` bytes of them already produced.
        case lead(Int, any UploadChunkReader, sent: Int)
        case photo(Int, any UploadChunkReader, remaining: Int64)
        /// The close delimiter, `sent` bytes of it already produced.
        case trailer(sent: Int)
        case finished
    }

    private let body: MultipartFormData
    private let chunkSize: Int
    private var step: Step = .open(0)

    init(body: MultipartFormData, chunkSize: Int) {
        self.body = body
        self.chunkSize = chunkSize
    }

    /// The next chunk of the body, at most `chunkSize` bytes, or `nil` after the last one.
    /// - Throws: ``MultipartFormDataError/unreadablePhoto(index:reason:)`` when a photo cannot be
    ///   opened or read, ``MultipartFormDataError/photoChangedSize(index:expected:)`` when a photo
    ///   is shorter or longer than planned (so ``MultipartFormData/contentLength`` stays true).
    public func nextChunk() throws(MultipartFormDataError) -> Data? {
        switch step {
        case .open(let index):
            do {
                let reader = try body.files.openForReading(body.parts[index].photo.file)
                step = .lead(index, reader, sent: 0)
            } catch {
                step = .finished
                throw .unreadablePhoto(index: index, reason: "\(error)")
            }
            return try nextChunk()
        case .lead(let index, let reader, let sent):
            let part = body.parts[index]
            let (chunk, end) = slice(part.lead, from: sent)
            step =
                end < part.lead.count
                ? .lead(index, reader, sent: end) : .photo(index, reader, remaining: part.byteCount)
            return chunk
        case .photo(let index, let reader, let remaining):
            let expected = body.parts[index].byteCount
            if remaining == 0 {
                let extra = try read(reader, upTo: 1, photo: index)
                reader.close()
                guard extra.isEmpty else {
                    step = .finished
                    throw .photoChangedSize(index: index, expected: expected)
                }
                step = index + 1 < body.parts.count ? .open(index + 1) : .trailer(sent: 0)
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
        case .trailer(let sent):
            let (chunk, end) = slice(body.trailer, from: sent)
            step = end < body.trailer.count ? .trailer(sent: end) : .finished
            return chunk
        case .finished:
            return nil
        }
    }

    /// At most `chunkSize` bytes of `data` from `start`, and where they end.
    private func slice(_ data: Data, from start: Int) -> (Data, end: Int) {
        let end = min(data.count, start + chunkSize)
        return (data.subdata(in: data.startIndex + start..<data.startIndex + end), end)
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
        switch step {
        case .lead(_, let reader, _), .photo(_, let reader, _): reader.close()
        case .open, .trailer, .finished: break
        }
        step = .finished
    }
}
