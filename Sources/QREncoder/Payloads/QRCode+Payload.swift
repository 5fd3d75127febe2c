extension QRCode {
    /// Encodes a payload's text as UTF-8 bytes in one byte-mode segment, the form every scanner
    /// reads the same way.
    ///
    /// - Throws: ``QRCodeError`` when the payload does not fit.
    /// - Complexity: O(n) plus O(size²) per mask tried.
    public init(
        payload: some QRPayload,
        correction: QRErrorCorrection = .medium,
        versions: ClosedRange<Int> = 1...40
    ) throws(QRCodeError) {
        try self.init(encoding: Array(payload.payload.utf8), correction: correction, versions: versions)
    }
}
