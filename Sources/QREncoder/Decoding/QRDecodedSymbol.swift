/// The content and parameters of a decoded symbol.
public struct QRDecodedSymbol: Equatable, Sendable {
    /// The version read from the symbol's size.
    public let version: Int
    /// The error correction level from the format information.
    public let correction: QRErrorCorrection
    /// The mask from the format information.
    public let mask: Int
    /// The segments in order.
    public let segments: [QRDecodedSegment]
    /// Codewords that Reed–Solomon decoding corrected, over all blocks.
    public let correctedCodewords: Int

    /// The structured append header, if the symbol is part of a sequence.
    public var structuredAppend: QRStructuredAppend? { segments.lazy.compactMap(\.structuredAppend).first }

    /// The payloads of all segments, concatenated.
    public var bytes: [UInt8] { segments.flatMap(\.bytes) }

    /// The content as text: byte segments read as UTF-8 (invalid sequences replaced), Kanji
    /// segments through the Shift JIS table.
    public var text: String {
        var result = ""
        for segment in segments {
            switch segment.mode {
            case .kanji:
                var index = 0
                while index + 1 < segment.bytes.count {
                    let code = UInt16(segment.bytes[index]) << 8 | UInt16(segment.bytes[index + 1])
                    result.unicodeScalars.append(ShiftJIS.scalar(for: code) ?? "\u{FFFD}")
                    index += 2
                }
            default:
                result += String(decoding: segment.bytes, as: UTF8.self)
            }
        }
        return result
    }
}
