extension QRCode {
    /// The smallest version in `versions` holding `segments`, or the bits over at the largest
    /// (−1 when a count field overflows even there).
    static func smallestVersion(
        for segments: [QRSegment],
        correction: QRErrorCorrection,
        versions: ClosedRange<Int>
    ) -> Result<Int, BitsOverValue> {
        var over = -1
        for version in versions {
            let capacity = SymbolGeometry.dataCodewords(version: version, correction: correction) * 8
            guard let used = QRSegment.totalBits(segments, version: version) else {
                over = -1
                continue
            }
            if used <= capacity { return .success(version) }
            over = used - capacity
        }
        return .failure(BitsOverValue(over))
    }

    /// The smallest symbol that would hold the segments: the given level at any version, then lower levels.
    static func smallestFit(_ segments: [QRSegment], from correction: QRErrorCorrection) -> QRSymbolSize? {
        for level in QRErrorCorrection.allCases.reversed() where level <= correction {
            if case .success(let version) = smallestVersion(for: segments, correction: level, versions: 1...40) {
                return QRSymbolSize(version: version, correction: level)
            }
        }
        return nil
    }
}

/// The bits over capacity reported by version selection (−1: a count field overflowed).
struct BitsOverValue: Error {
    let value: Int
    init(_ value: Int) { self.value = value }
}
