/// Raw DEFLATE decompression (RFC 1951 §3.2), safe on hostile input.
///
/// Every malformed stream ends in an ``InflateError`` that names the byte offset: truncation,
/// reserved block types, bad stored lengths, over-subscribed or incomplete Huffman codes, invalid
/// symbols and distances reaching before the start. ``Options/outputLimit`` stops decompression
/// bombs before they allocate.
///
/// ```swift
/// let packed = Deflate.compress(Array(repeating: 7, count: 1000), level: 1)
/// let bytes = try Inflate.decompress(packed, options: .init(outputLimit: 1 << 20))
/// ```
public enum Inflate {
    /// Decoder settings.
    public struct Options: Sendable, Equatable {
        /// The most bytes the decoder may produce; more throws
        /// ``InflateError/outputLimitExceeded(limit:)``.
        public var outputLimit: Int

        /// Options with an output limit (unlimited by default).
        public init(outputLimit: Int = .max) {
            self.outputLimit = max(0, outputLimit)
        }
    }

    /// Decodes one raw DEFLATE stream that must fill `bytes` exactly.
    ///
    /// - Complexity: O(input + output).
    public static func decompress(
        _ bytes: some Collection<UInt8>, options: Options = .init()
    ) throws(InflateError) -> [UInt8] {
        try withBuffer(bytes) { buffer throws(InflateError) in
            let (output, end) = try inflate(buffer, from: 0, options: options)
            if end != buffer.count { throw .trailingData(offset: end) }
            return output
        }
    }

    /// Decodes the DEFLATE stream starting at `start`; returns the output and the offset just
    /// past the stream's last byte.
    ///
    /// `expectedSize`, when the caller knows the output's size (an image's rows, gzip's ISIZE),
    /// sizes the output buffer once; it is only a hint: a wrong one costs a regrowth, and the
    /// output never passes `options.outputLimit`. Without it the buffer starts at eight times
    /// the input (real icon rows, photos and text all decode within that, so they never copy
    /// their output to a larger buffer; pages the output does not reach are never touched) and
    /// grows with the ratio seen so far, first checked once an eighth of it is written, so that
    /// highly compressed input moves little output when it grows.
    static func inflate(
        _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, options: Options, expectedSize: Int? = nil
    ) throws(InflateError) -> (output: [UInt8], end: Int) {
        let outcome = buffer.withByteHandle { input in
            Result { () throws(InflateError) in
                var inflater = Inflater(
                    input: input, from: start, limit: options.outputLimit,
                    expectedSize: expectedSize ?? (input.count - start) * 8, sizeIsGuess: expectedSize == nil)
                let output = try inflater.run()
                return (output, inflater.endOffset)
            }
        }
        return try outcome.get()
    }

    /// Runs `body` over contiguous storage for `bytes`, copying only when the collection has none.
    static func withBuffer<Result>(
        _ bytes: some Collection<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) throws(InflateError) -> Result
    ) throws(InflateError) -> Result {
        func attempt(_ buffer: UnsafeBufferPointer<UInt8>) -> Swift.Result<Result, InflateError> {
            do throws(InflateError) { return .success(try body(buffer)) } catch { return .failure(error) }
        }
        if let outcome = bytes.withContiguousStorageIfAvailable(attempt) { return try outcome.get() }
        return try Array(bytes).withUnsafeBufferPointer(attempt).get()
    }
}
