extension SFSymbolCatalog {
    convenience init(encoded: GeneratedCatalog.Type) throws(SymbolCatalogError) {
        try self.init(
            version: encoded.sfSymbolsVersion, releases: encoded.releases, categories: encoded.categories,
            keywords: encoded.keywords, restrictions: encoded.restrictions, symbols: encoded.symbols,
            renames: encoded.renames)
    }

    /// Builds a catalog from the compact line encoding that the catalog generator writes.
    ///
    /// The encoding has one table per argument; see `GeneratedCatalog` for the line formats.
    convenience init(
        version: String, releases: String, categories: String, keywords: String, restrictions: String,
        symbols: String, renames: String
    ) throws(SymbolCatalogError) {
        var columns = Columns()
        for (line, text) in Self.lines(releases) {
            let fields = text.fields(UInt8(ascii: " "), omittingEmpty: true)
            let versions = fields.dropFirst().compactMap { OSVersion($0) }
            guard fields.count == 6, versions.count == 5 else {
                throw .malformedLine(
                    section: "releases", line: line, reason: "expected a key and 5 versions")
            }
            columns.releases.append(
                Availability(
                    release: String(fields[0]), iOS: versions[0], macOS: versions[1], tvOS: versions[2],
                    watchOS: versions[3], visionOS: versions[4]))
        }
        for (line, text) in Self.lines(categories) {
            let fields = text.fields(UInt8(ascii: "|"))
            guard fields.count == 3 else {
                throw .malformedLine(
                    section: "categories", line: line, reason: "expected key|label|icon")
            }
            columns.categories.append(
                SymbolCategory(key: String(fields[0]), label: String(fields[1]), icon: String(fields[2])))
        }
        columns.keywordTable = Self.lines(keywords).map { String($0.text) }
        columns.restrictionTable = Self.lines(restrictions).map { String($0.text) }
        let categoryCount = columns.categories.count

        func field<T>(_ value: T?, _ line: Int, _ section: String, _ reason: String) throws(SymbolCatalogError) -> T {
            guard let value else {
                throw .malformedLine(section: section, line: line, reason: reason)
            }
            return value
        }
        var keywordRefs: [Int32] = []
        for (line, text) in Self.lines(symbols) {
            let fields = text.fields(UInt8(ascii: "|"))
            guard fields.count == 5 || (fields.count == 6 && fields[5] == "l"), !fields[0].isEmpty else {
                throw .malformedLine(section: "symbols", line: line, reason: "expected 5 or 6 fields")
            }
            let release = try field(Int(fields[1]), line, "symbols", "release index is not a number")
            guard columns.releases.indices.contains(release) else {
                throw .unknownRelease(symbol: String(fields[0]), release: String(fields[1]))
            }
            let mask = try field(UInt64(fields[2], radix: 16), line, "symbols", "category mask is not hexadecimal")
            guard mask >> UInt64(min(categoryCount, 63)) == 0 || categoryCount >= 64 else {
                throw .malformedLine(section: "symbols", line: line, reason: "unknown category bit")
            }
            keywordRefs.removeAll(keepingCapacity: true)
            for item in fields[3].fields(UInt8(ascii: ","), omittingEmpty: true) {
                let position = try field(Int32(item), line, "symbols", "keyword index is not a number")
                guard columns.keywordTable.indices.contains(Int(position)) else {
                    throw .malformedLine(
                        section: "symbols", line: line, reason: "keyword index \(position) is out of range")
                }
                keywordRefs.append(position)
            }
            var restriction: Int?
            if !fields[4].isEmpty {
                let position = try field(Int(fields[4]), line, "symbols", "restriction index is not a number")
                guard columns.restrictionTable.indices.contains(position) else {
                    throw .malformedLine(
                        section: "symbols", line: line, reason: "restriction index \(position) is out of range")
                }
                restriction = position
            }
            let start = Int32(columns.keywordRefs.count)
            columns.keywordRefs.append(contentsOf: keywordRefs)
            columns.names.append(String(fields[0]))
            columns.entries.append(
                Entry(
                    release: Int32(release), categoryMask: mask, keywordStart: start,
                    keywordEnd: Int32(columns.keywordRefs.count), restriction: Int32(restriction ?? -1), appleTopics: 0,
                    isLocalized: fields.count == 6))
        }
        for (line, text) in Self.lines(renames) {
            let fields = text.fields(UInt8(ascii: "|"))
            guard fields.count == 3, !fields[0].isEmpty, !fields[1].isEmpty else {
                throw .malformedLine(
                    section: "renames", line: line, reason: "expected old|new|release")
            }
            var old: Availability?
            if fields[2] != "-" {
                let release = try field(Int(fields[2]), line, "renames", "release index is not a number")
                old = try field(
                    columns.releases.indices.contains(release) ? columns.releases[release] : nil,
                    line, "renames", "release index \(release) is out of range")
            }
            columns.renames.append(
                SymbolRename(oldName: String(fields[0]), newName: String(fields[1]), oldAvailability: old))
        }
        self.init(version: version, columns: columns)
    }

    /// Non-empty lines with their 1-based line numbers.
    static func lines(_ text: String) -> [(line: Int, text: Substring)] {
        text.fields(UInt8(ascii: "\n")).enumerated().compactMap { offset, line in
            line.isEmpty ? nil : (offset + 1, line)
        }
    }
}
