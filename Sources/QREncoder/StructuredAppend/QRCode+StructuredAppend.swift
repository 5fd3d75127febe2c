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
