#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SFSymbolCatalog {
    /// The property-list files of the SF Symbols app's metadata folder that the loader reads.
    public enum MetadataFile {
        /// Names with the release that introduced them, and the release → OS version table (required).
        public static let nameAvailability = "name_availability.plist"
        /// Name → Apple category keys.
        public static let symbolCategories = "symbol_categories.plist"
        /// Name → Apple search keywords.
        public static let symbolSearch = "symbol_search.plist"
        /// Apple's categories in sidebar order.
        public static let categories = "categories.plist"
        /// Old → new names (`"old" = "new";` lines).
        public static let nameAliases = "name_aliases.strings"
        /// Pre-release old → new names, same format.
        public static let legacyAliases = "legacy_aliases.strings"
        /// Name → restriction note (macOS ships it in CoreGlyphs.bundle).
        public static let symbolRestrictions = "symbol_restrictions.strings"
    }

    /// Builds a catalog from the SF Symbols app's own metadata folder
    /// (`SF Symbols.app/Contents/Resources/Metadata`), so a new SF Symbols release can be used the day
    /// it ships.
    ///
    /// Only ``MetadataFile/nameAvailability`` is required; the other files are read when present.
    /// XML and binary property lists are both accepted. The release is named after the newest
    /// release key (`2024` → `"6.0"`, `2025.1` → `"7.1"`) unless `version` is given.
    /// - Throws: ``SymbolCatalogError/missingFile(_:)``, ``SymbolCatalogError/unreadableFile(file:reason:)``,
    ///   ``SymbolCatalogError/malformedFile(file:reason:)`` naming the file, or
    ///   ``SymbolCatalogError/unknownRelease(symbol:release:)`` naming the symbol.
    /// - Complexity: O(*n* log *n*) in the number of names.
    public convenience init(metadataFolder folder: URL, version: String? = nil) throws(SymbolCatalogError) {
        func read(_ file: String, required: Bool = false) throws(SymbolCatalogError) -> PropertyListValue? {
            let url = folder.appendingPathComponent(file)
            guard FileManager.default.fileExists(atPath: url.path) else {
                if required { throw .missingFile(file) }
                return nil
            }
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw .unreadableFile(file: file, reason: systemErrorMessage(error))
            }
            if file.hasSuffix(".strings"), let table = Self.parseStrings(data) {
                return .dictionary(table.mapValues(PropertyListValue.string))
            }
            do {
                return try PropertyListDecoder().decode(PropertyListValue.self, from: data)
            } catch {
                throw .malformedFile(file: file, reason: "not a property list")
            }
        }
        func shape<T>(
            _ value: PropertyListValue?, _ file: String, _ what: String, _ convert: (PropertyListValue) -> T?
        ) throws(SymbolCatalogError) -> T? {
            guard let value else { return nil }
            guard let typed = convert(value) else { throw .malformedFile(file: file, reason: what) }
            return typed
        }
        let text = { (value: PropertyListValue) in value.string }
        let textList = { (value: PropertyListValue) in value.array(of: text) }
        let textTable = { (value: PropertyListValue) in value.dictionary(of: text) }
        let anyTable = { (value: PropertyListValue) in value.dictionary { $0 } }

        let availabilityFile = MetadataFile.nameAvailability
        let root =
            try shape(try read(availabilityFile, required: true), availabilityFile, "expected a dictionary", anyTable)
            ?? [:]
        guard let introduced = root["symbols"].flatMap(textTable) else {
            throw .malformedFile(file: availabilityFile, reason: "missing the symbols dictionary")
        }
        // The search index packs symbol numbers into 24 bits.
        guard introduced.count < 1 << 24 else {
            throw .malformedFile(file: availabilityFile, reason: "more names than a catalog can index")
        }
        guard let yearTable = root["year_to_release"].flatMap({ $0.dictionary(of: textTable) }) else {
            throw .malformedFile(file: availabilityFile, reason: "missing the year_to_release table")
        }
        var columns = Columns()
        let years = yearTable.keys.sorted { Self.releaseOrder($0) < Self.releaseOrder($1) }
        var yearIndex: [String: Int] = [:]
        for year in years {
            let row = yearTable[year] ?? [:]
            let versions = Platform.allCases.compactMap { row[$0.rawValue].flatMap { OSVersion($0) } }
            guard versions.count == 5 else {
                throw .malformedFile(file: availabilityFile, reason: "release \(year) lacks a platform version")
            }
            yearIndex[year] = columns.releases.count
            columns.releases.append(
                Availability(
                    release: year, iOS: versions[0], macOS: versions[1], tvOS: versions[2], watchOS: versions[3],
                    visionOS: versions[4]))
        }
        let rows =
            try shape(
                try read(MetadataFile.categories), MetadataFile.categories, "expected an array",
                { $0.array(of: anyTable) })
            ?? []
        for row in rows {
            guard let key = row["key"]?.string, key != "all" else { continue }
            columns.categories.append(
                SymbolCategory(key: key, label: row["label"]?.string ?? key, icon: row["icon"]?.string ?? ""))
        }
        let categoryLists =
            try shape(
                try read(MetadataFile.symbolCategories), MetadataFile.symbolCategories, "expected name → keys",
                { $0.dictionary(of: textList) }) ?? [:]
        let keywordLists =
            try shape(
                try read(MetadataFile.symbolSearch), MetadataFile.symbolSearch, "expected name → terms",
                { $0.dictionary(of: textList) }) ?? [:]
        var aliases: [String: String] = [:]
        for file in [MetadataFile.legacyAliases, MetadataFile.nameAliases] {
            let table = try shape(try read(file), file, "expected old → new names", textTable) ?? [:]
            aliases.merge(table) { _, newer in newer }
        }
        let notes =
            try shape(
                try read(MetadataFile.symbolRestrictions), MetadataFile.symbolRestrictions, "expected notes", textTable)
            ?? [:]

        var keywordPositions: [String: Int32] = [:]
        var restrictionPositions: [String: Int] = [:]
        for name in introduced.keys.sorted() where aliases[name] == nil {
            guard let year = introduced[name], let release = yearIndex[year] else {
                throw .unknownRelease(symbol: name, release: introduced[name] ?? "")
            }
            let base = Self.localizedBase(of: name)
            let suffix = name.split(separator: ".").last.map(String.init) ?? ""
            let isLocalized = base != name && Self.localeSuffixes.contains(suffix) && introduced[base] != nil
            var keywords: [Int32] = []
            for term in keywordLists[name] ?? [] {
                if keywordPositions[term] == nil {
                    keywordPositions[term] = Int32(columns.keywordTable.count)
                    columns.keywordTable.append(term)
                }
                keywords.append(keywordPositions[term] ?? 0)
            }
            var restriction: Int?
            if let note = notes[name] {
                if restrictionPositions[note] == nil {
                    restrictionPositions[note] = columns.restrictionTable.count
                    columns.restrictionTable.append(note)
                }
                restriction = restrictionPositions[note]
            }
            columns.append(
                name: name, release: release, appleKeys: categoryLists[name] ?? [], keywords: keywords,
                restriction: restriction, isLocalized: isLocalized)
        }
        for (old, new) in aliases {
            let release = introduced[old].flatMap { yearIndex[$0] }
            columns.renames.append(
                SymbolRename(oldName: old, newName: new, oldAvailability: release.map { columns.releases[$0] }))
        }
        let newest = years.last.map(Self.appVersion(forRelease:)) ?? "unknown"
        self.init(version: version ?? newest, columns: columns)
    }

    /// `"2023.2"` → (2023, 2) for ordering release keys numerically.
    static func releaseOrder(_ key: String) -> (Int, Int) {
        let parts = key.split(separator: ".")
        return (parts.first.flatMap { Int($0) } ?? 0, parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
    }

    /// The SF Symbols app version for a release key: year − 2018, with the same minor number.
    static func appVersion(forRelease key: String) -> String {
        let (year, minor) = releaseOrder(key)
        return "\(year - 2018).\(minor)"
    }

    /// Reads a text `.strings` table of `"key" = "value";` lines; `nil` when the data is not in that form.
    static func parseStrings(_ data: Data) -> [String: String]? {
        guard let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) else { return nil }
        var table: [String: String] = [:]
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = raw.trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("//") || line.hasPrefix("/*") { continue }
            let quoted = line.split(separator: "\"", omittingEmptySubsequences: false)
            // "a" = "b";  splits into ["", a, " = ", b, ";"].
            guard quoted.count == 5, quoted[2].trimmingWhitespace() == "=" else { return nil }
            table[String(quoted[1])] = String(quoted[3])
        }
        return table
    }
}
