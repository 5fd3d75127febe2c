/// Everything that can go wrong when building, encoding or decoding a QR Code.
///
/// Each case says what was wrong and where, so that a caller can report it or correct the input.
public enum QRCodeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data needs `bitsOver` more bits than the largest allowed version holds at the requested
    /// level. `fitsAt` is the smallest symbol that would hold it (first keeping the level and
    /// allowing every version, then lowering the level), or `nil` when no QR Code can.
    case dataTooLong(bitsOver: Int, fitsAt: QRSymbolSize?)
    /// A character at `offset` (counted in Unicode scalars) cannot be encoded in the forced `mode`.
    case characterNotEncodable(mode: QRSegment.Mode, offset: Int, scalar: Unicode.Scalar)
    /// A version range outside 1...40.
    case invalidVersionRange(lower: Int, upper: Int)
    /// A mask number outside 0...7.
    case invalidMask(Int)
    /// An ECI assignment number outside 0...999 999.
    case invalidECI(Int)
    /// A segment's character count does not fit in its count field for the chosen version.
    case segmentTooLong(index: Int, characters: Int)
    /// A payload field failed validation: which field and why.
    case invalidPayloadField(field: String, reason: String)
    /// An image of `pixels` per side cannot hold the symbol and its quiet zone; it needs `needed`.
    case imageTooSmall(pixels: Int, needed: Int)
    /// A rendering option is out of range: which and why.
    case invalidRenderingOption(option: String, reason: String)
    /// Structured append symbols do not form one message: why.
    case structuredAppendMismatch(reason: String)
    /// A matrix handed to the decoder has a side that is not 4 × version + 17.
    case invalidMatrixSize(Int)
    /// Neither copy of the format information is within three bit errors of a valid code.
    case unreadableFormatInformation
    /// Neither copy of the version information is within three bit errors of a valid code.
    case unreadableVersionInformation
    /// Error correction block `block` has more errors than its codewords can restore.
    case uncorrectableBlock(block: Int)
    /// The corrected data stream is malformed at bit `bitOffset`: why.
    case malformedData(bitOffset: Int, reason: String)

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .dataTooLong(let bitsOver, let fitsAt):
            let hint =
                fitsAt.map { "; it fits in version \($0.version) at level \($0.correction)" } ?? "; no QR Code holds it"
            return "data is \(bitsOver) bits too long for the allowed versions\(hint)"
        case .characterNotEncodable(let mode, let offset, let scalar):
            return
                "character U+\(String(scalar.value, radix: 16, uppercase: true)) at offset \(offset) cannot be encoded in \(mode) mode"
        case .invalidVersionRange(let lower, let upper):
            return "version range \(lower)...\(upper) is not within 1...40"
        case .invalidMask(let mask):
            return "mask \(mask) is not within 0...7"
        case .invalidECI(let value):
            return "ECI assignment number \(value) is not within 0...999999"
        case .segmentTooLong(let index, let characters):
            return "segment \(index) has \(characters) characters, more than its count field can hold"
        case .invalidPayloadField(let field, let reason):
            return "payload field \(field) is invalid: \(reason)"
        case .imageTooSmall(let pixels, let needed):
            return "an image of \(pixels) pixels per side is too small; the symbol with its quiet zone needs \(needed)"
        case .invalidRenderingOption(let option, let reason):
            return "rendering option \(option) is invalid: \(reason)"
        case .structuredAppendMismatch(let reason):
            return "the structured append symbols do not form one message: \(reason)"
        case .invalidMatrixSize(let size):
            return "a matrix of side \(size) is not a QR Code (the side must be 4 × version + 17, 21...177)"
        case .unreadableFormatInformation:
            return "the format information cannot be read"
        case .unreadableVersionInformation:
            return "the version information cannot be read"
        case .uncorrectableBlock(let block):
            return "error correction block \(block) has too many errors to restore"
        case .malformedData(let bitOffset, let reason):
            return "the data stream is malformed at bit \(bitOffset): \(reason)"
        }
    }
}
