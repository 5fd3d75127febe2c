/// Raw DEFLATE compression (RFC 1951).
///
/// Levels trade time for size:
///
/// | Level | Parsing | Search |
/// |-------|---------|--------|
/// | 0 | none: stored blocks | — |
/// | 1–3 | greedy: take the longest match at each position | hash table of 2-, 4- or 8-position buckets, no chains |
/// | 4 | greedy, as 1–3, but a match is taken only if it saves bits (as at 5–9) | four-byte hash chains of 12 links and the last position of each three-byte hash (filtered image rows for PNG keep the lazy parse of 5–9, with 4 eight-byte and 1 four-byte link) |
/// | 5–9 | lazy: take a match only if it saves bits (match costs estimated from the symbols so far, literal costs from the bytes met); defer it one byte when the next match saves more | the distances of the last two matches first; eight-byte hash chains of 4–1536 links, where an earlier run of one byte counts as one candidate; four-byte chains of 1–64 links; at levels 7–9 the last position of each three-byte hash |
/// | 10–12 | near-optimal: cheapest path over all matches, iterated cost model (2 passes from one starting model, 2 or 4 from each of two) | binary trees over 64 K four-byte hashes, walks of 40, 100 or 300 nodes (positions inside matches of 96, 150 or 258 bytes not searched), plus the last two positions of each three-byte hash |
///
/// Every block is written as stored, fixed-Huffman or dynamic-Huffman, whichever is smallest
/// by exact bit count; dynamic codes are limited to 15 bits (7 for the code-length code).
///
/// ```swift
/// let packed = Deflate.compress(Array("hello, hello, hello".utf8), level: 6)
/// let unpacked = try Inflate.decompress(packed)
/// ```
public enum Deflate {
    /// The valid compression levels.
    public static let levels: ClosedRange<Int> = 0...12

    /// Compresses `bytes` into one raw DEFLATE stream.
    ///
    /// - Parameters:
    ///   - bytes: The data to compress.
    ///   - level: 0 (stored) through 12 (smallest). A level outside ``levels`` is a programmer error.
    /// - Complexity: O(n · chain depth of the level).
    public static func compress(_ bytes: some Collection<UInt8>, level: Int = 6) -> [UInt8] {
        var compressor = Compressor(level: level)
        return compressor.compress(bytes)
    }

    /// A reusable whole-buffer compressor: keeps its hash tables and buffers between calls, so
    /// compressing many small inputs (icons, ZIP entries) does not allocate them again each time.
    public struct Compressor: Sendable {
        private var encoder: DeflateEncoder

        /// A compressor for `level` (0...12; anything else is a programmer error).
        public init(level: Int = 6) {
            self.init(level: level, repeats: nil)
        }

        /// A compressor for `level` whose matches are only repeats at `repeats` when they are
        /// given (the run-length parse of ``DeflateEncoder/parseRuns(_:from:final:distances:)``),
        /// with the settings of `tuning` (``LevelParameters/forLevel(_:tuning:)``).
        init(level: Int, repeats: RepeatDistances? = nil, tuning: LevelParameters.Tuning = .general) {
            precondition(Deflate.levels.contains(level), "DEFLATE level \(level) is outside 0...12")
            encoder = DeflateEncoder(level: level, repeats: repeats, tuning: tuning)
        }

        /// The compression level.
        public var level: Int { encoder.level }

        /// Compresses `bytes` into an independent raw DEFLATE stream.
        ///
        /// - Complexity: O(n · chain depth of the level).
        public mutating func compress(_ bytes: some Collection<UInt8>) -> [UInt8] {
            // A stream is always shorter than `Int.max` bytes.
            compress(bytes, shorterThan: .max) ?? []
        }

        /// Compresses `bytes` as ``compress(_:)`` does, but only if the stream is shorter than
        /// `limit` bytes; nil otherwise. The encoder stops at the first block that would reach
        /// the limit (``DeflateEncoder/byteLimit``), so a candidate that cannot beat a rival
        /// of `limit` bytes costs only the parse up to that block and no writing.
        ///
        /// - Complexity: O(n · chain depth of the level), less when the limit is reached early.
        mutating func compress(_ bytes: some Collection<UInt8>, shorterThan limit: Int) -> [UInt8]? {
            compress(bytes, shorterThan: limit, pacedBy: nil)
        }

        /// The input positions and output bits at the end of each flush of the last
        /// ``compress(_:shorterThan:pacedBy:)`` with `recordingPace`, for a rival's `pacedBy`.
        var pace: [DeflateEncoder.PaceMark] { encoder.pace }

        /// Compresses `bytes` as ``compress(_:shorterThan:)`` does, and also gives up (nil) at a
        /// flush that leaves the stream more than a sixteenth behind `rival`, the ``pace`` of
        /// another stream of the same bytes (``DeflateEncoder/fallsBehind(_:at:rival:)``). With
        /// `recordingPace`, keeps this stream's own ``pace``.
        ///
        /// - Complexity: O(n · chain depth of the level), less when the stream falls behind early.
        mutating func compress(
            _ bytes: some Collection<UInt8>, shorterThan limit: Int, pacedBy rival: [DeflateEncoder.PaceMark]?,
            recordingPace: Bool = false
        ) -> [UInt8]? {
            encoder.rivalPace = rival
            encoder.recordsPace = recordingPace
            defer { (encoder.rivalPace, encoder.recordsPace) = (nil, false) }
            return bytes.withByteHandle { input in
                // Positions are stored as Int32; very large inputs go through the sliding window.
                guard input.count < 1 << 30 else {
                    var stream = Stream(level: level, repeats: encoder.repeats, tuning: encoder.tuning)
                    var output = stream.feed(bytes)
                    output += stream.finish()
                    return output.count < limit ? output : nil
                }
                encoder.reset()
                encoder.byteLimit = limit < .max ? limit : nil
                defer { encoder.byteLimit = nil }
                encoder.sizeTables(forInputCount: input.count)
                encoder.encode(input, from: 0, final: true)
                guard !encoder.exceededLimit else { return nil }
                encoder.writer.alignToByte()
                let output = encoder.writer.takeBytes()
                return output.count < limit ? output : nil
            }
        }
    }
}
