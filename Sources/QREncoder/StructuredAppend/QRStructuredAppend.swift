/// The header that links up to 16 symbols into one message (ISO/IEC 18004:2015 §8).
///
/// Each symbol of a sequence starts with mode indicator 0011, its position (4 bits), the number
/// of symbols minus one (4 bits), and a parity byte: the XOR of every byte of the whole message.
public struct QRStructuredAppend: Equatable, Hashable, Sendable {
    /// Position of the symbol in the sequence, 0...15.
    public let index: Int
    /// Number of symbols in the sequence, 1...16.
    public let total: Int
    /// XOR of all bytes of the complete message.
    public let parity: UInt8

    /// Creates a header.
    public init(index: Int, total: Int, parity: UInt8) {
        self.index = index
        self.total = total
        self.parity = parity
    }

    /// The XOR of all bytes, the parity that every symbol of a sequence carries.
    public static func parity(of bytes: [UInt8]) -> UInt8 {
        bytes.reduce(0, ^)
    }
}

extension QRSegment {
    /// A structured append header segment; it must be the first segment of its symbol.
    ///
    /// - Throws: ``QRCodeError/structuredAppendMismatch(reason:)`` when `total` is outside
    ///   1...16 or `index` outside 0..<total.
    public static func structuredAppend(_ header: QRStructuredAppend) throws(QRCodeError) -> QRSegment {
        guard (1...16).contains(header.total), (0..<header.total).contains(header.index) else {
            throw .structuredAppendMismatch(reason: "symbol \(header.index) of \(header.total) is out of range")
        }
        var bits = BitBuffer()
        bits.append(header.index, width: 4)
        bits.append(header.total - 1, width: 4)
        bits.append(Int(header.parity), width: 8)
        return QRSegment(mode: .structuredAppend, characterCount: 0, data: bits)
    }
}

extension QRCode {
    /// Splits bytes over the fewest symbols (up to 16) that hold them, each symbol starting with
    /// a structured append header (ISO/IEC 18004:2015 §8). The bytes are divided evenly; each
    /// symbol gets the smallest version in `versions` that holds its share. Data that fits in one
    /// symbol gives a one-symbol sequence.
    ///
    /// - Throws: ``QRCodeError/dataTooLong(bitsOver:fitsAt:)`` when 16 symbols of the largest
    ///   allowed version are not enough (the bits over are those of one symbol).
    /// - Complexity: O(n) plus the encoding of every symbol.
    public static func structuredAppend(
        encoding bytes: [UInt8],
        correction: QRErrorCorrection = .medium,
        versions: ClosedRange<Int> = 1...40,
        mask: Int? = nil
    ) throws(QRCodeError) -> [QRCode] {
        guard versions.lowerBound >= 1 && versions.upperBound <= 40 else {
            throw .invalidVersionRange(lower: versions.lowerBound, upper: versions.upperBound)
        }
        let capacity = SymbolGeometry.dataCodewords(version: versions.upperBound, correction: correction) * 8
        let header = 20
        let countBits = QRSegment.Mode.byte.countBits(version: versions.upperBound)
        let perSymbol = min((capacity - header - 4 - countBits) / 8, (1 << countBits) - 1)
        let total = max(1, (bytes.count + perSymbol - 1) / max(perSymbol, 1))
        guard total <= 16 else {
            let share = (bytes.count + 15) / 16
            throw .dataTooLong(bitsOver: header + 4 + countBits + share * 8 - capacity, fitsAt: nil)
        }
        let parity = QRStructuredAppend.parity(of: bytes)
        let share = (bytes.count + total - 1) / total
        var codes: [QRCode] = []
        for index in 0..<total {
            let start = min(bytes.count, index * share)
            let end = min(bytes.count, start + share)
            let segments = [
                try QRSegment.structuredAppend(QRStructuredAppend(index: index, total: total, parity: parity)),
                QRSegment.bytes(Array(bytes[start..<end])),
            ]
            codes.append(try QRCode(segments: segments, correction: correction, versions: versions, mask: mask))
        }
        return codes
    }
}

extension QRDecoder {
    /// Joins decoded symbols of one structured append sequence, in any order, into the message.
    ///
    /// - Throws: ``QRCodeError/structuredAppendMismatch(reason:)`` when a symbol has no header,
    ///   the counts or parities disagree, a position is missing or repeated, or the parity of
    ///   the joined bytes is wrong.
    /// - Complexity: O(n).
    public static func joinStructuredAppend(_ symbols: [QRDecodedSymbol]) throws(QRCodeError) -> [UInt8] {
        var parts = [[UInt8]?](repeating: nil, count: 16)
        var expected: QRStructuredAppend?
        for symbol in symbols {
            guard let header = symbol.structuredAppend else {
                throw .structuredAppendMismatch(reason: "a symbol has no structured append header")
            }
            if let expected, expected.total != header.total || expected.parity != header.parity {
                throw .structuredAppendMismatch(reason: "symbols disagree on the count or the parity")
            }
            expected = header
            guard parts[header.index] == nil else {
                throw .structuredAppendMismatch(reason: "symbol \(header.index) appears twice")
            }
            parts[header.index] = symbol.bytes
        }
        guard let header = expected else { throw .structuredAppendMismatch(reason: "no symbols") }
        var message: [UInt8] = []
        for index in 0..<header.total {
            guard let part = parts[index] else {
                throw .structuredAppendMismatch(reason: "symbol \(index) of \(header.total) is missing")
            }
            message += part
        }
        guard QRStructuredAppend.parity(of: message) == header.parity else {
            throw .structuredAppendMismatch(reason: "the parity does not match the joined data")
        }
        return message
    }
}
