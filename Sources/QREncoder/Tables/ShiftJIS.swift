/// The double-byte Shift JIS codes of JIS X 0208 that QR Code Kanji mode can hold.
///
/// ISO/IEC 18004:2015 §7.4.6 encodes the codes 0x8140–0x9FFC and 0xE040–0xEBBF. The table
/// (`rows`, generated) is parsed once, on first use, into lookups in both directions.
enum ShiftJIS {
    /// Trail bytes in row order: 0x40–0xFC without 0x7F.
    static let trailBytes: [UInt8] = Array(0x40...0x7E) + Array(0x80...0xFC)

    /// Unicode scalar value → Shift JIS code.
    static let codesByScalar: [UInt32: UInt16] = {
        var table: [UInt32: UInt16] = [:]
        table.reserveCapacity(7_000)
        for (row, lead) in zip(rows, leadBytes) {
            for (index, scalar) in hexValues(row).enumerated() where scalar != 0 {
                let code = UInt16(lead) << 8 | UInt16(trailBytes[index])
                if table[scalar] == nil { table[scalar] = code }
            }
        }
        return table
    }()

    /// Shift JIS code → Unicode scalar value.
    static let scalarsByCode: [UInt16: UInt32] = {
        var table: [UInt16: UInt32] = [:]
        for (scalar, code) in codesByScalar { table[code] = scalar }
        return table
    }()

    /// Parses a row of four-digit hexadecimal numbers.
    private static func hexValues(_ row: String) -> [UInt32] {
        var values: [UInt32] = []
        values.reserveCapacity(188)
        var current: UInt32 = 0
        var digits = 0
        for byte in row.utf8 {
            let digit: UInt32 = byte <= 0x39 ? UInt32(byte) - 0x30 : UInt32(byte) - 0x41 + 10
            current = current << 4 | digit
            digits += 1
            if digits == 4 {
                values.append(current)
                current = 0
                digits = 0
            }
        }
        return values
    }

    /// The Shift JIS code of a scalar, or `nil` when Kanji mode cannot hold it.
    static func code(for scalar: Unicode.Scalar) -> UInt16? {
        codesByScalar[scalar.value]
    }

    /// The scalar of a Shift JIS code, or `nil` when the code is unassigned.
    static func scalar(for code: UInt16) -> Unicode.Scalar? {
        scalarsByCode[code].flatMap { Unicode.Scalar($0) }
    }
}
