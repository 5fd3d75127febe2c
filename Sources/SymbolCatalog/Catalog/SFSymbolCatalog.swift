/// Every SF Symbol of one SF Symbols release, with availability, categories, keywords, renames and a
/// search index.
///
/// The bundled catalog holds SF Symbols 7.2 (7,006 current names). It is built from a compact encoding
/// compiled into the library the first time ``bundled`` is touched, so the module needs no resources.
/// A catalog is immutable and `Sendable`; share one instance.
///
/// ```swift
/// let catalog = SFSymbolCatalog.bundled
/// let heart = catalog["heart.fill"]
/// let hits = catalog.search("upload", limit: 20)
/// ```
public final class SFSymbolCatalog: Sendable {
    /// The SF Symbols release the data describes, for example `"7.2"`.
    public let version: String
    /// Apple's topical categories in sidebar order, followed by the pseudo-categories.
    public let categories: [SymbolCategory]
    /// Apple's rename table, sorted by old name.
    public let renames: [SymbolRename]
    /// Number of current symbols.
    public let count: Int

    let names: [String]
    let entries: [Entry]
    let keywordRefs: [Int32]
    let keywordTable: [String]
    let restrictionTable: [String]
    let releases: [Availability]
    let positions: [String: Int]
    let renamePositions: [String: Int]
    /// Localized variants per entry: `variantStarts[i]..<variantStarts[i + 1]` into `variantList`.
    let variantStarts: [Int32]
    let variantList: [Int32]
    /// Rename-table indices of each entry's old names.
    let previousNames: [[Int32]]
    let lazyIndex: LazySearchIndex
    /// Whether any symbol carries Apple's `draw` category, so that its absence means "no Draw data".
    let hasDrawFacts: Bool

    /// The search index, built on first use (see ``prepareSearchIndex()``).
    var index: SearchIndex { lazyIndex.value(for: self) }

    /// The SF Symbols 7.2 catalog compiled into the library, built at first use.
    public static let bundled: SFSymbolCatalog = {
        do {
            return try SFSymbolCatalog(encoded: GeneratedCatalog.self)
        } catch {
            // The generated tables are checked by the test suite; an empty catalog is the safe fallback.
            return SFSymbolCatalog(version: GeneratedCatalog.sfSymbolsVersion, columns: Columns())
        }
    }()

    /// The symbol with this exact name: a current name or a localized variant; `nil` otherwise.
    ///
    /// Old names from the rename table are not symbols of this release; see ``currentName(for:)``.
    /// - Complexity: O(1) on average.
    public subscript(name: String) -> Symbol? {
        positions[name].map(symbol(at:))
    }

    /// The current name for `name`: itself when current, the replacement when `name` is an old name.
    /// - Complexity: O(*r*) where *r* is the length of the rename chain (normally 1).
    public func currentName(for name: String) -> String? {
        var name = name
        var hops = 0
        while positions[name] == nil, let rename = renamePositions[name], hops < 8 {
            name = renames[rename].newName
            hops += 1
        }
        return positions[name] == nil ? nil : name
    }

    /// Current symbols (localized variants excluded) in catalog order: sorted by name.
    /// - Complexity: O(*n*): the values are assembled from the compact tables on each access.
    public var symbols: [Symbol] { (0..<count).map(symbol(at:)) }

    /// Localized variants such as `character.book.closed.ar`, sorted by name.
    /// - Complexity: O(*n*): the values are assembled from the compact tables on each access.
    public var localizedVariants: [Symbol] { (count..<names.count).map(symbol(at:)) }

    /// Symbols in one of our browsing categories, in catalog order.
    /// - Complexity: O(*n*).
    public func symbols(in category: BrowsingCategory) -> [Symbol] {
        let masks = index.browsingMask
        return (0..<count).filter { masks[$0] & category.bit != 0 }.map(symbol(at:))
    }

    /// The compact per-symbol record the catalog stores; ``Symbol`` values are assembled on demand.
    struct Entry {
        var release: Int32
        var categoryMask: UInt64
        var keywordStart: Int32
        var keywordEnd: Int32
        /// Index into the restriction notes, or -1.
        var restriction: Int32
        /// Our topics derived from Apple's categories; name rules are applied when needed.
        var appleTopics: UInt16
        var isLocalized: Bool
    }

    /// Builds the search index now instead of at the first search (it takes a few milliseconds).
    ///
    /// Call it from a background task at launch so the first keystroke is answered at full speed.
    /// - Complexity: O(*n* log *n*) in the number of names and keywords.
    public func prepareSearchIndex() {
        _ = index
    }

    func buildIndex() -> SearchIndex {
        SearchIndex(
            names: names, entries: entries, keywords: { self.keywordRefs[Int($0.keywordStart)..<Int($0.keywordEnd)] },
            keywordTable: keywordTable, releases: releases, currentCount: count, renames: renames,
            positions: positions)
    }

    /// Assembles the public value for entry `position`.
    func symbol(at position: Int) -> Symbol {
        let entry = entries[position]
        var appleCategories: [SymbolCategory] = []
        var (multicolor, variable, new, draw) = (false, false, false, false)
        var mask = entry.categoryMask
        while mask != 0 {
            let bit = mask.trailingZeroBitCount
            mask &= mask - 1
            guard bit < categories.count else { continue }
            let category = categories[bit]
            switch category.key {
            case "multicolor": multicolor = true
            case "variable", "variablecolor": variable = true
            case "whatsnew": new = true
            case "draw": draw = true
            default: if !category.isPseudo { appleCategories.append(category) }
            }
        }
        let name = names[position]
        return Symbol(
            name: name,
            categories: appleCategories,
            keywords: keywordRefs[Int(entry.keywordStart)..<Int(entry.keywordEnd)].map { keywordTable[Int($0)] },
            availability: releases[Int(entry.release)],
            browsingCategories: BrowsingCategory.mask(forName: name, appleTopics: entry.appleTopics).members,
            restriction: entry.restriction >= 0 ? restrictionTable[Int(entry.restriction)] : nil,
            isMulticolor: multicolor,
            supportsVariableColor: variable,
            supportsDraw: hasDrawFacts ? draw : nil,
            isNew: new,
            localizedBase: entry.isLocalized ? Self.localizedBase(of: name) : nil,
            localizedVariants: variantList[Int(variantStarts[position])..<Int(variantStarts[position + 1])].map {
                names[Int($0)]
            },
            previousNames: previousNames[position].map { renames[Int($0)].oldName },
            currentName: nil)
    }

    /// Column-wise raw metadata, before the catalog orders and links it.
    struct Columns {
        var names: [String] = []
        var entries: [Entry] = []
        var keywordRefs: [Int32] = []
        var keywordTable: [String] = []
        var restrictionTable: [String] = []
        var releases: [Availability] = []
        var categories: [SymbolCategory] = []
        var renames: [SymbolRename] = []

        /// Appends one symbol; category keys unknown to `categories` are added to it.
        mutating func append(
            name: String, release: Int, appleKeys: [String], keywords: [Int32], restriction: Int?, isLocalized: Bool
        ) {
            var mask: UInt64 = 0
            for key in appleKeys {
                var bit = categories.firstIndex { $0.key == key }
                if bit == nil, categories.count < 64 {
                    categories.append(SymbolCategory(key: key, label: key, icon: ""))
                    bit = categories.count - 1
                }
                if let bit { mask |= 1 << UInt64(bit) }
            }
            let start = Int32(keywordRefs.count)
            keywordRefs.append(contentsOf: keywords)
            names.append(name)
            entries.append(
                Entry(
                    release: Int32(release), categoryMask: mask, keywordStart: start,
                    keywordEnd: Int32(keywordRefs.count),
                    restriction: Int32(restriction ?? -1), appleTopics: 0, isLocalized: isLocalized))
        }
    }

    init(version: String, columns input: Columns) {
        self.version = version
        categories = input.categories
        renames = input.renames.sorted { $0.oldName.utf8.lexicographicallyPrecedes($1.oldName.utf8) }
        releases = input.releases
        keywordTable = input.keywordTable
        restrictionTable = input.restrictionTable
        // Order: current names sorted by name, then localized variants sorted by name.
        var order = Array(input.names.indices)
        let precedes = { (a: Int, b: Int) -> Bool in
            let (left, right) = (input.entries[a].isLocalized, input.entries[b].isLocalized)
            if left != right { return !left }
            return input.names[a].utf8.lexicographicallyPrecedes(input.names[b].utf8)
        }
        if !zip(order, order.dropFirst()).allSatisfy({ precedes($0, $1) }) { order.sort(by: precedes) }
        var names: [String] = []
        var entries: [Entry] = []
        var keywordRefs: [Int32] = []
        names.reserveCapacity(order.count)
        entries.reserveCapacity(order.count)
        keywordRefs.reserveCapacity(input.keywordRefs.count)
        let appleTopics = categories.map { BrowsingCategory.forAppleCategory($0.key)?.bit ?? 0 }
        for source in order {
            var entry = input.entries[source]
            let start = Int32(keywordRefs.count)
            keywordRefs.append(contentsOf: input.keywordRefs[Int(entry.keywordStart)..<Int(entry.keywordEnd)])
            entry.keywordStart = start
            entry.keywordEnd = Int32(keywordRefs.count)
            var topics: UInt16 = 0
            var mask = entry.categoryMask
            while mask != 0 {
                let bit = mask.trailingZeroBitCount
                mask &= mask - 1
                if bit < appleTopics.count { topics |= appleTopics[bit] }
            }
            entry.appleTopics = topics
            names.append(input.names[source])
            entries.append(entry)
        }
        self.names = names
        self.entries = entries
        self.keywordRefs = keywordRefs
        count = entries.firstIndex(where: \.isLocalized) ?? entries.count
        var positions: [String: Int] = [:]
        positions.reserveCapacity(names.count)
        for (offset, name) in names.enumerated() { positions[name] = offset }
        self.positions = positions
        var renamePositions: [String: Int] = [:]
        for (offset, rename) in renames.enumerated() { renamePositions[rename.oldName] = offset }
        self.renamePositions = renamePositions
        var variants = [[Int32]](repeating: [], count: names.count)
        for offset in count..<names.count {
            if let base = positions[Self.localizedBase(of: names[offset])] { variants[base].append(Int32(offset)) }
        }
        var variantStarts: [Int32] = [0]
        var variantList: [Int32] = []
        for list in variants {
            variantList.append(contentsOf: list)
            variantStarts.append(Int32(variantList.count))
        }
        self.variantStarts = variantStarts
        self.variantList = variantList
        var previousNames = [[Int32]](repeating: [], count: names.count)
        for (offset, rename) in renames.enumerated() {
            if let current = positions[rename.newName] { previousNames[current].append(Int32(offset)) }
        }
        self.previousNames = previousNames
        lazyIndex = LazySearchIndex()
        let drawBit = categories.firstIndex { $0.key == "draw" }.map { UInt64(1) << UInt64($0) } ?? 0
        hasDrawFacts = drawBit != 0 && entries.contains { $0.categoryMask & drawBit != 0 }
    }

    /// The locale suffixes Apple uses for localized variants (`.ar`, `.he`, `.ja`, … and `.rtl`).
    static let localeSuffixes: Set<String> = [
        "ar", "bn", "el", "gu", "he", "hi", "ja", "km", "kn", "ko", "ml", "mni", "mr", "my", "or", "pa", "ru", "sat",
        "si", "ta", "te", "th", "zh", "rtl",
    ]

    static func localizedBase(of name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }
}
