/// Why PNG data could not be decoded or encoded. Offsets count bytes from the start of the file.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data does not start with the 8-byte PNG signature.
    case notPNG
    /// The data ends inside a chunk, or before IEND.
    case truncated(offset: Int)
    /// A chunk's CRC-32 does not match its type and data (PNG §5.3).
    case badCRC(chunk: String, offset: Int)
    /// The first chunk is not IHDR.
    case missingHeader
    /// An IHDR field is invalid (dimensions, colour type and bit depth, methods).
    case invalidHeader(reason: String)
    /// The image has more pixels than ``PNG/DecodingOptions/maximumPixelCount`` allows.
    case imageTooLarge(width: Int, height: Int)
    /// A chunk's length or contents are invalid for its type.
    case invalidChunk(chunk: String, offset: Int, reason: String)
    /// A critical chunk this decoder does not know (PNG §5.4).
    case unknownCriticalChunk(chunk: String, offset: Int)
    /// An indexed-colour image has no PLTE chunk.
    case missingPalette
    /// The file has no IDAT chunk.
    case missingImageData
    /// The zlib stream in the IDAT chunks is damaged; the inner error's offsets count from the start
    /// of that stream (the IDAT chunks' data, concatenated), not of the file.
    case compressedData(InflateError)
    /// The decompressed image data is shorter than the header requires.
    case imageDataTooShort(expected: Int, actual: Int)
    /// A scanline starts with a filter type other than 0...4 (PNG §9.2).
    case invalidFilterType(row: Int, filter: UInt8)
    /// A pixel refers to a palette entry that does not exist.
    case paletteIndexOutOfRange(index: Int, paletteSize: Int)
    /// An encoding option is out of range.
    case invalidOption(reason: String)

    /// A sentence describing the problem and where it is.
    public var description: String {
        switch self {
        case .notPNG: "The data does not start with the PNG signature."
        case .truncated(let offset): "The PNG data ends early at byte \(offset)."
        case .badCRC(let chunk, let offset): "The CRC of chunk \(chunk) at byte \(offset) does not match."
        case .missingHeader: "The PNG does not start with an IHDR chunk."
        case .invalidHeader(let reason): "Invalid IHDR: \(reason)."
        case .imageTooLarge(let width, let height): "The image (\(width)×\(height)) exceeds the pixel limit."
        case .invalidChunk(let chunk, let offset, let reason): "Invalid \(chunk) chunk at byte \(offset): \(reason)."
        case .unknownCriticalChunk(let chunk, let offset): "Unknown critical chunk \(chunk) at byte \(offset)."
        case .missingPalette: "The indexed-colour image has no PLTE chunk."
        case .missingImageData: "The PNG has no IDAT chunk."
        case .compressedData(let error): "The zlib stream of the IDAT chunks is damaged: \(error)"
        case .imageDataTooShort(let expected, let actual):
            "The image data holds \(actual) bytes but the header requires \(expected)."
        case .invalidFilterType(let row, let filter): "Scanline \(row) has invalid filter type \(filter)."
        case .paletteIndexOutOfRange(let index, let paletteSize):
            "Palette index \(index) is outside the \(paletteSize)-entry palette."
        case .invalidOption(let reason): "Invalid option: \(reason)."
        }
    }
}
