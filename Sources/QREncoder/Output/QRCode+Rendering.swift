extension QRCode {
    /// The modules as rows of booleans (`true` = dark), surrounded by `quietZone` light modules.
    ///
    /// ISO/IEC 18004:2015 §6.3.8 asks for a quiet zone of four modules on every side.
    ///
    /// - Throws: ``QRCodeError/invalidRenderingOption(option:reason:)`` for a negative or huge zone.
    /// - Complexity: O((size + 2 × quietZone)²).
    public func rows(quietZone: Int = 4) throws(QRCodeError) -> [[Bool]] {
        try Self.checkQuietZone(quietZone)
        let side = size + 2 * quietZone
        return (0..<side).map { y in (0..<side).map { x in self[x - quietZone, y - quietZone] } }
    }

    static func checkQuietZone(_ quietZone: Int) throws(QRCodeError) {
        guard quietZone >= 0 && quietZone <= 1_000 else {
            throw .invalidRenderingOption(option: "quietZone", reason: "must be within 0...1000, got \(quietZone)")
        }
    }

    /// A text rendering with Unicode half blocks, two module rows per line.
    ///
    /// Terminals usually draw text light on dark, so by default a light module is drawn (as a
    /// block) and a dark module is left blank; pass `invert: true` for dark-on-light output.
    ///
    /// - Throws: ``QRCodeError/invalidRenderingOption(option:reason:)`` for a bad zone.
    /// - Complexity: O((size + 2 × quietZone)²).
    public func terminalString(quietZone: Int = 2, invert: Bool = false) throws(QRCodeError) -> String {
        try Self.checkQuietZone(quietZone)
        let side = size + 2 * quietZone
        var result = ""
        var y = 0
        while y < side {
            for x in 0..<side {
                let top = self[x - quietZone, y - quietZone] == invert
                let bottom = y + 1 < side ? self[x - quietZone, y + 1 - quietZone] == invert : false
                switch (top, bottom) {
                case (true, true): result += "█"
                case (true, false): result += "▀"
                case (false, true): result += "▄"
                case (false, false): result += " "
                }
            }
            result += "\n"
            y += 2
        }
        return result
    }
}
