/// Case- and diacritic-insensitive forms of text for searching and sorting, with the standard
/// library alone (no ICU, no locale).
///
/// Folding maps each character to a lower-case form without diacritics:
/// 1. Case: every scalar is upper-cased then lower-cased with the Unicode default case mappings
///    (`Unicode.Scalar.Properties`), which also unfolds `ß` to `ss` and ligatures such as `ﬁ`.
/// 2. Diacritics: a scalar whose canonical decomposition (Unicode §3.7, NFD) is a base character
///    followed only by nonspacing marks becomes its base (`é` → `e`, `ệ` → `e`, `が` → `か`),
///    from ``diacriticBases``, a table generated from Unicode's data; nonspacing marks
///    themselves (text already decomposed) are dropped.
/// 3. Letters with a stroke or a dotless form, which have no decomposition but which people type
///    without it, become their plain letter: `ø` `ł` `đ` `ħ` `ŧ` `ı` → `o` `l` `d` `h` `t` `i`.
/// 4. White space becomes one ASCII space.
enum SearchFolding {
    /// The folded text as UTF-8 bytes.
    ///
    /// - Complexity: O(n); ASCII takes a fast path.
    static func fold(_ text: String) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 {
                switch byte {
                case 0x41...0x5A: output.append(byte + 0x20)
                case 0x09...0x0D: output.append(0x20)
                default: output.append(byte)
                }
            }
            return output
        }
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                switch byte {
                case 0x41...0x5A: output.append(byte + 0x20)
                case 0x09...0x0D: output.append(0x20)
                default: output.append(byte)
                }
                continue
            }
            if scalar.properties.isWhitespace {
                output.append(0x20)
                continue
            }
            for cased in caseFolded(scalar) { appendFolded(cased, to: &output) }
        }
        return output
    }

    /// `scalar` upper-cased then lower-cased (Unicode default case mappings).
    private static func caseFolded(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        let properties = scalar.properties
        if properties.changesWhenUppercased || properties.changesWhenLowercased {
            var result: [Unicode.Scalar] = []
            for upper in properties.uppercaseMapping.unicodeScalars {
                result.append(contentsOf: upper.properties.lowercaseMapping.unicodeScalars)
            }
            return result
        }
        return [scalar]
    }

    /// Appends `scalar` without its diacritics.
    private static func appendFolded(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
        if scalar.properties.generalCategory == .nonspacingMark { return }
        var folded = base(of: scalar) ?? scalar
        if let plain = strokeLetters[folded.value] { folded = plain }
        if folded.isASCII, (0x41...0x5A).contains(folded.value) {
            output.append(UInt8(folded.value + 0x20))
        } else {
            output.append(contentsOf: String(folded).utf8)
        }
    }

    /// The base character of a scalar that decomposes to a base and nonspacing marks, or `nil`.
    ///
    /// - Complexity: O(log n) in the table.
    static func base(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let table = diacriticBases
        var low = 0
        var high = table.count / 2
        while low < high {
            let middle = (low + high) / 2
            let composed = table[middle * 2]
            if composed == scalar.value { return Unicode.Scalar(table[middle * 2 + 1]) }
            if composed < scalar.value { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// Letters with a stroke or without a dot that have no canonical decomposition.
    static let strokeLetters: [UInt32: Unicode.Scalar] = [
        0x00D8: "o", 0x00F8: "o", 0x0141: "l", 0x0142: "l", 0x0110: "d", 0x0111: "d", 0x0126: "h", 0x0127: "h",
        0x0166: "t", 0x0167: "t", 0x0131: "i", 0x0180: "b", 0x0197: "i", 0x0268: "i", 0x01B5: "z", 0x01B6: "z",
    ]

    /// The words of a search query: its folded form split at spaces.
    static func words(_ query: String) -> [[UInt8]] {
        fold(query).split(separator: 0x20).map(Array.init)
    }

    /// Whether `needle` occurs in `haystack`.
    ///
    /// - Complexity: O(n·m) worst case, close to O(n) for text.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        let count = needle.count
        guard haystack.count >= count else { return false }
        return BufferHandle.withHandles(on: haystack, needle) { hay, pin in
            var index = 0
            let last = hay.count - count
            while index <= last {
                if hay[index] == first {
                    var matched = 1
                    while matched < count && hay[index + matched] == pin[matched] { matched += 1 }
                    if matched == count { return true }
                }
                index += 1
            }
            return false
        }
    }

    /// A key whose byte order is QR Book's title order: folded text in which every run of
    /// spaces and punctuation is one space (ends trimmed), and every run of ASCII digits is
    /// written as `0x30`, its length without leading zeros, then those digits, so that
    /// `Item 2` sorts before `Item 10`.
    ///
    /// Bytes compare as: space < digit run < ASCII letters < other scripts by code point.
    ///
    /// - Complexity: O(n).
    static func sortKey(_ text: String) -> [UInt8] {
        let folded = fold(text)
        var key: [UInt8] = []
        key.reserveCapacity(folded.count)
        var pendingSpace = false
        var index = 0
        while index < folded.count {
            let byte = folded[index]
            if byte >= 0x30 && byte <= 0x39 {
                var end = index
                while end < folded.count && folded[end] >= 0x30 && folded[end] <= 0x39 { end += 1 }
                var start = index
                while start < end - 1 && folded[start] == 0x30 { start += 1 }
                if pendingSpace && !key.isEmpty { key.append(0x20) }
                pendingSpace = false
                key.append(0x30)
                key.append(UInt8(min(end - start, 255)))
                key.append(contentsOf: folded[start..<end])
                index = end
                continue
            }
            let isWordByte = byte >= 0x80 || (byte >= 0x61 && byte <= 0x7A)
            if isWordByte && !(byte >= 0x80 && isPunctuation(folded, at: index)) {
                if pendingSpace && !key.isEmpty { key.append(0x20) }
                pendingSpace = false
                key.append(byte)
            } else {
                pendingSpace = true
                if byte >= 0x80 {
                    // Skip the rest of this non-ASCII punctuation scalar.
                    index += 1
                    while index < folded.count && folded[index] & 0xC0 == 0x80 { index += 1 }
                    continue
                }
            }
            index += 1
        }
        return key
    }

    /// Whether the UTF-8 scalar starting at `index` (a lead byte) is punctuation, a symbol or a
    /// separator rather than a letter, mark or number.
    private static func isPunctuation(_ bytes: [UInt8], at index: Int) -> Bool {
        let lead = bytes[index]
        guard lead & 0xC0 == 0xC0 else { return false }  // a continuation byte belongs to a word scalar
        var end = index + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        guard let scalar = String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars.first else {
            return true
        }
        let properties = scalar.properties
        return !(properties.isAlphabetic || properties.numericType != nil)
    }
}
