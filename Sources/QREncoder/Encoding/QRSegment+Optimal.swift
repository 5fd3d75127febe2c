extension QRSegment {
    /// The segments that encode `text` in the fewest bits for a symbol of `version`.
    ///
    /// ISO/IEC 18004:2015 Annex J describes mode switching by rules of thumb; this finds the exact
    /// optimum by dynamic programming over the four modes. For every prefix of the text and every
    /// mode, it keeps the cheapest encoding whose last segment is in that mode, costing
    /// characters in sixths of a bit (numeric 10/3 bits, alphanumeric 11/2, byte 8 per UTF-8 byte,
    /// Kanji 13) and rounding up to whole bits whenever a segment ends. Only the version's class
    /// (1–9, 10–26, 27–40) matters, through the character count widths.
    ///
    /// - Parameters:
    ///   - text: The text to segment.
    ///   - version: A version in the class the symbol will have; 1 when unknown.
    ///   - allowKanji: Whether Kanji mode may be used for characters of JIS X 0208.
    /// - Returns: The segments, or an empty array for empty text.
    /// - Complexity: O(n) in the number of Unicode scalars.
    public static func optimal(for text: String, version: Int = 1, allowKanji: Bool = true) -> [QRSegment] {
        optimalSegments(Array(text.unicodeScalars), version: min(max(version, 1), 40), allowKanji: allowKanji)
    }

    /// Modes in the order the dynamic programme indexes them.
    private static let plannedModes: [Mode] = [.byte, .alphanumeric, .numeric, .kanji]

    static func optimalSegments(_ scalars: [Unicode.Scalar], version: Int, allowKanji: Bool) -> [QRSegment] {
        let count = scalars.count
        guard count > 0 else { return [] }
        let modeCount = allowKanji ? 4 : 3
        let header = plannedModes.map { (4 + $0.countBits(version: version)) * 6 }
        // Per-character values and costs; cost 0 means the mode cannot encode the character.
        var alphanumericValues = [Int](repeating: -1, count: count)
        var kanjiValues = [Int](repeating: -1, count: count)
        var costs = [Int](repeating: 0, count: count * 4)
        for (i, scalar) in scalars.enumerated() {
            costs[i * 4] = UTF8.width(scalar) * 48
            if let value = alphanumericValue(of: scalar) {
                alphanumericValues[i] = value
                costs[i * 4 + 1] = 33
                if value < 10 { costs[i * 4 + 2] = 20 }
            }
            if allowKanji, let value = kanjiValue(of: scalar) {
                kanjiValues[i] = value
                costs[i * 4 + 3] = 78
            }
        }
        // best[m]: cheapest cost so far with the last segment in mode m; from[i * 4 + m]: the mode
        // of character i − 1 on that cheapest path (m itself when the segment continues).
        let unreachable = Int.max / 4
        var best = [Int](repeating: unreachable, count: 4)
        var next = best
        var from = [Int8](repeating: -1, count: count * 4)
        for i in 0..<count {
            for m in 0..<4 { next[m] = unreachable }
            for m in 0..<modeCount {
                let cost = costs[i * 4 + m]
                guard cost > 0 else { continue }
                if i == 0 {
                    next[m] = header[m] + cost
                    continue
                }
                if best[m] < unreachable {
                    next[m] = best[m] + cost
                    from[i * 4 + m] = Int8(m)
                }
                for p in 0..<modeCount where p != m && best[p] < unreachable {
                    let switched = (best[p] + 5) / 6 * 6 + header[m] + cost
                    if switched < next[m] {
                        next[m] = switched
                        from[i * 4 + m] = Int8(p)
                    }
                }
            }
            swap(&best, &next)
        }
        // Walk back from the cheapest final mode.
        var mode = 0
        for m in 0..<modeCount where (best[m] + 5) / 6 < (best[mode] + 5) / 6 { mode = m }
        var modes = [Int](repeating: 0, count: count)
        var i = count - 1
        while i >= 0 {
            modes[i] = mode
            if i > 0 { mode = Int(from[i * 4 + mode]) }
            i -= 1
        }
        // Group runs of equal mode into segments.
        var segments: [QRSegment] = []
        var start = 0
        while start < count {
            var end = start
            while end < count && modes[end] == modes[start] { end += 1 }
            switch plannedModes[modes[start]] {
            case .alphanumeric:
                segments.append(makeAlphanumeric(Array(alphanumericValues[start..<end])))
            case .numeric:
                segments.append(makeNumeric(Array(alphanumericValues[start..<end])))
            case .kanji:
                segments.append(makeKanji(Array(kanjiValues[start..<end])))
            default:
                var bytes: [UInt8] = []
                for scalar in scalars[start..<end] { UTF8.encode(scalar) { bytes.append($0) } }
                segments.append(.bytes(bytes))
            }
            start = end
        }
        return segments
    }
}
