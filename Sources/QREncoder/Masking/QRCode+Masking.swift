extension QRCode {
    /// Combines function patterns, data XOR mask, and the format information for `mask`.
    static func compose(
        template: SymbolTemplate,
        dataRows: [UInt64],
        dataColumns: [UInt64],
        mask: Int,
        correction: QRErrorCorrection,
        rows: inout [UInt64],
        columns: inout [UInt64]
    ) {
        let maskRows = template.maskRows[mask]
        let maskColumns = template.maskColumns[mask]
        for i in 0..<rows.count {
            rows[i] = template.functionRows[i] | (dataRows[i] ^ maskRows[i])
            columns[i] = template.functionColumns[i] | (dataColumns[i] ^ maskColumns[i])
        }
        let words = template.words
        let format = FormatInformation.bits(correction: correction, mask: mask)
        for (i, place) in template.formatPositions.enumerated() where (format >> (i % 15)) & 1 != 0 {
            rows[place.y * words + place.x >> 6] |= 1 << UInt64(place.x & 63)
            columns[place.x * words + place.y >> 6] |= 1 << UInt64(place.y & 63)
        }
    }
}
