@testable import ExportRaster

extension DeflateEncoder {
    /// The raw DEFLATE stream of `input` at `level`, compressed in one call with tables sized to
    /// it, as ``Deflate/compress(_:level:)`` does; `greedy` forces the stream's parse choice
    /// (``prefersGreedyParse``). Also returns whether the encoder parsed over four-byte chains
    /// (``usesChainedParse``, read after the call).
    static func compressedInOneCall(
        _ input: [UInt8], level: Int, tuning: LevelParameters.Tuning = .general, greedy: Bool? = nil
    ) -> (bytes: [UInt8], chained: Bool) {
        var encoder = DeflateEncoder(level: level, tuning: tuning)
        encoder.sizeTables(forInputCount: input.count)
        encoder.prefersGreedyParse = greedy
        input.withElementHandle { encoder.encode($0, from: 0, final: true) }
        // After the call: a trial or a count of byte values may have settled the parse.
        let chained = encoder.usesChainedParse
        encoder.writer.alignToByte()
        return (encoder.writer.takeBytes(), chained)
    }
}
