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
