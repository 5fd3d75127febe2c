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
