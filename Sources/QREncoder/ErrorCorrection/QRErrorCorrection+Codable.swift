extension QRErrorCorrection: Codable {
    /// The level whose letter is `letter`: `L`, `M`, `Q` or `H` (lower case accepted), or `nil`.
    ///
    /// - Complexity: O(1).
    public init?(letter: String) {
        switch letter {
        case "L", "l": self = .low
        case "M", "m": self = .medium
        case "Q", "q": self = .quartile
        case "H", "h": self = .high
        default: return nil
        }
    }

    /// Reads the level from its letter, the form QR Book stores (`"M"`).
    ///
    /// - Throws: `DecodingError.dataCorrupted` for any other string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let letter = try container.decode(String.self)
        guard let level = QRErrorCorrection(letter: letter) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(letter)\" is not an error correction level L, M, Q or H")
        }
        self = level
    }

    /// Writes the level as its letter (`"M"`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
