/// Why a DEFLATE, zlib or gzip stream could not be decoded. Offsets count bytes from the start of
/// the input passed to the decoder.
public enum InflateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The input ended inside the stream.
    case truncated(offset: Int)
    /// A block header had BTYPE 11, which RFC 1951 §3.2.3 reserves.
    case invalidBlockType(offset: Int)
    /// A stored block's LEN and NLEN were not complements (§3.2.4).
    case storedLengthMismatch(offset: Int)
    /// A dynamic block header declared more than 286 literal/length or 30 distance codes.
    case tooManyCodes(offset: Int)
    /// Code lengths describe more codes than bit patterns exist (Kraft sum above 1).
    case oversubscribedCode(offset: Int)
    /// Code lengths leave bit patterns unused where the format requires a complete code.
    case incompleteCode(offset: Int)
    /// A repeat code (16, 17, 18) had nothing to repeat or ran past the declared count.
    case invalidRepeat(offset: Int)
    /// The literal/length code has no end-of-block symbol.
    case missingEndOfBlock(offset: Int)
    /// A bit pattern that the block's code does not assign, or a reserved symbol (286, 287, 30, 31).
    case invalidCode(offset: Int)
    /// A match reached further back than the output produced so far.
    case distanceTooFarBack(offset: Int, distance: Int, available: Int)
    /// The decoded output would exceed the configured limit (a likely decompression bomb).
    case outputLimitExceeded(limit: Int)
    /// A zlib or gzip header field is invalid.
    case invalidHeader(offset: Int, reason: String)
    /// A zlib Adler-32, gzip CRC-32 or gzip length trailer disagrees with the decoded data.
    case checksumMismatch(offset: Int, expected: UInt32, actual: UInt32)
    /// Bytes follow the end of the stream.
    case trailingData(offset: Int)

    /// A sentence describing the problem and where it is.
    public var description: String {
        switch self {
        case .truncated(let offset): "The compressed data ends early at byte \(offset)."
        case .invalidBlockType(let offset): "Reserved DEFLATE block type 3 at byte \(offset)."
        case .storedLengthMismatch(let offset): "Stored block length check failed at byte \(offset)."
        case .tooManyCodes(let offset): "Dynamic block header declares too many codes at byte \(offset)."
        case .oversubscribedCode(let offset): "Over-subscribed Huffman code lengths at byte \(offset)."
        case .incompleteCode(let offset): "Incomplete Huffman code lengths at byte \(offset)."
        case .invalidRepeat(let offset): "Invalid code-length repeat at byte \(offset)."
        case .missingEndOfBlock(let offset): "Huffman code without an end-of-block symbol at byte \(offset)."
        case .invalidCode(let offset): "Invalid Huffman code at byte \(offset)."
        case .distanceTooFarBack(let offset, let distance, let available):
            "Match distance \(distance) at byte \(offset) reaches before the start (\(available) bytes decoded)."
        case .outputLimitExceeded(let limit): "Decompressed size exceeds the limit of \(limit) bytes."
        case .invalidHeader(let offset, let reason): "Invalid header at byte \(offset): \(reason)."
        case .checksumMismatch(let offset, let expected, let actual):
            "Checksum at byte \(offset) is \(hex(expected)) but the data gives \(hex(actual))."
        case .trailingData(let offset): "Unexpected data after the end of the stream at byte \(offset)."
        }
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}
