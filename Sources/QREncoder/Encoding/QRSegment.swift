/// One run of data in a single encoding mode, the unit a QR Code's bit stream is made of.
///
/// ISO/IEC 18004:2015 §7.4: a symbol's data is a sequence of segments, each starting with a
/// mode indicator and (except ECI) a character count. Build segments with the factory methods,
/// which validate their input, or let ``QRSegment/optimal(for:version:allowKanji:)`` choose them.
///
/// ```swift
/// let segments = [try QRSegment.numeric("0123"), try QRSegment.alphanumeric("AB-1")]
/// let code = try QRCode(segments: segments, correction: .high)
/// ```
public struct QRSegment: Equatable, Sendable {
    /// The segment's mode.
    public let mode: Mode
    /// Characters in the segment: digits, alphanumeric characters, bytes or kanji; 0 for ECI.
    public let characterCount: Int
    /// For an ECI segment, the assignment number; otherwise `nil`.
    public let eciAssignment: Int?
    /// The encoded data bits, without mode indicator and count.
    let data: BitBuffer

    init(mode: Mode, characterCount: Int, data: BitBuffer, eciAssignment: Int? = nil) {
        self.mode = mode
        self.characterCount = characterCount
        self.data = data
        self.eciAssignment = eciAssignment
    }

    /// Number of data bits after the header.
    public var dataBitCount: Int { data.count }

    /// The 45 characters of alphanumeric mode, in value order (ISO/IEC 18004:2015 Table 5).
    static let alphanumericCharset: [UInt8] = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:".utf8)

    /// `alphanumericValue[ascii]` is the character's value, or −1 when it has none.
    static let alphanumericValue: [Int8] = {
        var table = [Int8](repeating: -1, count: 128)
        for (value, character) in alphanumericCharset.enumerated() { table[Int(character)] = Int8(value) }
        return table
    }()

    /// The alphanumeric value of a scalar, or `nil`.
    static func alphanumericValue(of scalar: Unicode.Scalar) -> Int? {
        guard scalar.value < 128 else { return nil }
        let value = alphanumericValue[Int(scalar.value)]
        return value < 0 ? nil : Int(value)
    }

    /// A numeric segment. ISO/IEC 18004:2015 §7.4.3: groups of three digits become 10 bits,
    /// a final pair 7 bits and a final digit 4 bits.
    ///
    /// - Throws: ``QRCodeError/characterNotEncodable(mode:offset:scalar:)`` for a non-digit.
    /// - Complexity: O(n) in the number of digits.
    public static func numeric(_ digits: String) throws(QRCodeError) -> QRSegment {
        makeNumeric(try characterValues(of: digits, in: .numeric, numericValue(of:)))
    }

    /// The digit value of a scalar, or `nil` when it is not an ASCII digit.
    static func numericValue(of scalar: Unicode.Scalar) -> Int? {
        scalar.value >= 0x30 && scalar.value <= 0x39 ? Int(scalar.value) - 0x30 : nil
    }

    /// The value `value` gives each scalar of `text`.
    ///
    /// - Throws: ``QRCodeError/characterNotEncodable(mode:offset:scalar:)`` naming `mode` and the
    ///   offset of the first scalar without a value.
    private static func characterValues(
        of text: String,
        in mode: Mode,
        _ value: (Unicode.Scalar) -> Int?
    ) throws(QRCodeError) -> [Int] {
        var values: [Int] = []
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            guard let characterValue = value(scalar) else {
                throw .characterNotEncodable(mode: mode, offset: offset, scalar: scalar)
            }
            values.append(characterValue)
        }
        return values
    }

    /// A numeric segment from digit values 0...9.
    static func makeNumeric(_ values: [Int]) -> QRSegment {
        var bits = BitBuffer(minimumCapacity: values.count * 10 / 3 + 4)
        var index = 0
        while index < values.count {
            let take = min(3, values.count - index)
            var group = 0
            for k in 0..<take { group = group * 10 + values[index + k] }
            bits.append(group, width: take * 3 + 1)
            index += take
        }
        return QRSegment(mode: .numeric, characterCount: values.count, data: bits)
    }

    /// An alphanumeric segment. ISO/IEC 18004:2015 §7.4.4: pairs become 11 bits (45 × a + b),
    /// a final character 6 bits.
    ///
    /// - Throws: ``QRCodeError/characterNotEncodable(mode:offset:scalar:)`` for a character outside the 45.
    /// - Complexity: O(n) in the number of characters.
    public static func alphanumeric(_ text: String) throws(QRCodeError) -> QRSegment {
        makeAlphanumeric(try characterValues(of: text, in: .alphanumeric, alphanumericValue(of:)))
    }

    /// An alphanumeric segment from character values 0...44.
    static func makeAlphanumeric(_ values: [Int]) -> QRSegment {
        var bits = BitBuffer(minimumCapacity: values.count * 11 / 2 + 6)
        var index = 0
        while index + 1 < values.count {
            bits.append(values[index] * 45 + values[index + 1], width: 11)
            index += 2
        }
        if index < values.count { bits.append(values[index], width: 6) }
        return QRSegment(mode: .alphanumeric, characterCount: values.count, data: bits)
    }

    /// A byte segment holding `bytes` as they are (ISO/IEC 18004:2015 §7.4.5).
    ///
    /// - Complexity: O(n).
    public static func bytes(_ bytes: [UInt8]) -> QRSegment {
        var bits = BitBuffer(minimumCapacity: bytes.count * 8)
        for byte in bytes { bits.append(Int(byte), width: 8) }
        return QRSegment(mode: .byte, characterCount: bytes.count, data: bits)
    }

    /// A byte segment holding the UTF-8 encoding of `text`, without an ECI designator.
    ///
    /// - Complexity: O(n).
    public static func utf8(_ text: String) -> QRSegment {
        bytes(Array(text.utf8))
    }

    /// A Kanji segment. ISO/IEC 18004:2015 §7.4.6: each character's Shift JIS code is folded
    /// into 13 bits.
    ///
    /// - Throws: ``QRCodeError/characterNotEncodable(mode:offset:scalar:)`` for a character
    ///   outside the double-byte JIS X 0208 ranges 0x8140–0x9FFC and 0xE040–0xEBBF.
    /// - Complexity: O(n); the first call parses the Shift JIS table.
    public static func kanji(_ text: String) throws(QRCodeError) -> QRSegment {
        makeKanji(try characterValues(of: text, in: .kanji, kanjiValue(of:)))
    }

    /// A Kanji segment from 13-bit values.
    static func makeKanji(_ values: [Int]) -> QRSegment {
        var bits = BitBuffer(minimumCapacity: values.count * 13)
        for value in values { bits.append(value, width: 13) }
        return QRSegment(mode: .kanji, characterCount: values.count, data: bits)
    }

    /// The 13-bit Kanji mode value of a scalar, or `nil` when it has none.
    static func kanjiValue(of scalar: Unicode.Scalar) -> Int? {
        guard let code = ShiftJIS.code(for: scalar) else { return nil }
        return kanjiValue(shiftJIS: Int(code))
    }

    /// Folds a Shift JIS code into 13 bits (ISO/IEC 18004:2015 §7.4.6), or `nil` outside the ranges.
    static func kanjiValue(shiftJIS code: Int) -> Int? {
        let offset: Int
        if code >= 0x8140 && code <= 0x9FFC {
            offset = code - 0x8140
        } else if code >= 0xE040 && code <= 0xEBBF {
            offset = code - 0xC140
        } else {
            return nil
        }
        return (offset >> 8) * 0xC0 + (offset & 0xFF)
    }

    /// An ECI designator segment (ISO/IEC 18004:2015 §7.4.2); 26 means UTF-8.
    ///
    /// The assignment number is checked when the segment is encoded: a value outside
    /// 0...999 999 makes ``QRCode`` throw ``QRCodeError/invalidECI(_:)``.
    public static func eci(_ assignment: Int) -> QRSegment {
        var bits = BitBuffer()
        if assignment >= 0 && assignment < 128 {
            bits.append(assignment, width: 8)
        } else if assignment >= 128 && assignment < 16_384 {
            bits.append(0b10, width: 2)
            bits.append(assignment, width: 14)
        } else if assignment >= 16_384 && assignment < 1_000_000 {
            bits.append(0b110, width: 3)
            bits.append(assignment, width: 21)
        }
        return QRSegment(mode: .eci, characterCount: 0, data: bits, eciAssignment: assignment)
    }

    /// Whether the ECI assignment (if any) is in range.
    var isValid: Bool {
        guard let assignment = eciAssignment else { return true }
        return assignment >= 0 && assignment < 1_000_000
    }

    /// Bits this segment takes in a symbol of `version`, or `nil` when its count does not fit.
    func encodedBitCount(version: Int) -> Int? {
        let countBits = mode.countBits(version: version)
        if countBits > 0 && characterCount >= 1 << countBits { return nil }
        return 4 + countBits + data.count
    }

    /// Total bits of `segments` in `version`, or `nil` when a count does not fit.
    static func totalBits(_ segments: [QRSegment], version: Int) -> Int? {
        var total = 0
        for segment in segments {
            guard let bits = segment.encodedBitCount(version: version) else { return nil }
            total += bits
        }
        return total
    }
}
