/// The rules for a record's tags, shared by ``QRRecord`` and ``QRLibrary``.
enum QRTagList {
    /// Splits a raw comma-separated string.
    static func split(_ raw: String) -> [String] {
        raw.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }

    /// Trims spaces, drops empty tags and later spellings of a tag already seen (ignoring case),
    /// keeping order.
    ///
    /// - Complexity: O(n) in the total length.
    static func normalized(_ tags: [String]) -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for tag in tags {
            let trimmed = trimmed(tag)
            guard !trimmed.isEmpty, seen.insert(caseKey(trimmed)).inserted else { continue }
            result.append(trimmed)
        }
        return result
    }

    /// `text` without white space at either end.
    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }

    /// The key two spellings of one tag share: lower case (Swift's `lowercased()`, which follows
    /// the Unicode default case mapping; `String` equality already treats canonically
    /// equivalent forms as equal).
    static func caseKey(_ tag: String) -> String { tag.lowercased() }

    /// Throws for a comma, a control character, a tag over the length limit, or too many tags.
    static func validate(_ tags: [String]) throws(QRLibraryError) {
        guard tags.count <= QRRecord.maximumTagCount else {
            throw .invalidField(
                field: "tagsRaw", reason: "has \(tags.count) tags, more than \(QRRecord.maximumTagCount)")
        }
        for tag in tags {
            if tag.contains(",") {
                throw .invalidField(
                    field: "tagsRaw", reason: "tag \"\(tag)\" contains a comma, which separates tags")
            }
            if tag.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                throw .invalidField(field: "tagsRaw", reason: "tag \"\(tag)\" contains a control character")
            }
            if tag.count > QRRecord.maximumTagLength {
                throw .invalidField(
                    field: "tagsRaw",
                    reason: "tag \"\(tag.prefix(20))…\" is longer than \(QRRecord.maximumTagLength) characters")
            }
        }
    }
}
