extension MicroQRCode {
    /// The modules as rows of booleans (`true` = dark), surrounded by `quietZone` light modules;
    /// Micro QR needs a quiet zone of two modules (ISO/IEC 18004:2015 §6.3.8).
    ///
    /// - Throws: ``QRCodeError/invalidRenderingOption(option:reason:)`` for a negative or huge zone.
    /// - Complexity: O((size + 2 × quietZone)²).
    public func rows(quietZone: Int = 2) throws(QRCodeError) -> [[Bool]] {
        try QRCode.checkQuietZone(quietZone)
        let side = size + 2 * quietZone
        return (0..<side).map { y in (0..<side).map { x in self[x - quietZone, y - quietZone] } }
    }
}
