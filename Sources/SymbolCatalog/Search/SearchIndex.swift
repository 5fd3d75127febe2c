/// The precomputed search structures of a catalog: a sorted vocabulary with weighted postings, the
/// synonym postings, the lowercase names for substring search, and per-symbol filter data.
///
/// Everything is stored in flat arrays so a query touches contiguous memory and allocates only a few
/// per-query score arrays.
struct SearchIndex: Sendable {
    /// Posting weights by where a term occurs.
    enum Weight {
        static let firstNamePart: UInt16 = 100
        static let namePart: UInt16 = 80
        static let compoundPart: UInt16 = 70
        static let keyword: UInt16 = 60
        /// The first part of a former name (`cursorarrow` for `pointer.arrow`), below current names.
        static let formerFirstPart: UInt16 = 75
        /// A later part of a former name.
        static let formerNamePart: UInt16 = 55
        /// A synonym's target name itself (ahead of a plain name match), minus 2 per rank in the table.
        static let synonymTarget: UInt16 = 110
        /// Names continuing a synonym's target after a dot, minus 2 per rank.
        static let synonymFamily: UInt16 = 90
        static let nameSubstring: UInt16 = 30
    }

    let termBytes: [UInt8]
    let termStarts: [Int32]
    /// Which byte classes each term contains (see ``letterMask(_:)``), a cheap typo pre-filter.
    let termMasks: [UInt64]
    let postingStarts: [Int32]
    let postingSymbols: [Int32]
    let postingWeights: [UInt16]
    let synonymRanges: [String: Range<Int>]
    let synonymSymbols: [Int32]
    let synonymWeights: [UInt16]
    /// The synonym words, concatenated (`synonymKeyStarts` as for terms), with their letter masks and
    /// posting ranges, for typo tolerance.
    let synonymKeyBytes: [UInt8]
    let synonymKeyStarts: [Int32]
    let synonymKeyMasks: [UInt64]
    let synonymKeyRanges: [Range<Int>]
    let nameBytes: [UInt8]
    let nameStarts: [Int32]
    let canonicalRank: [UInt32]
    let browsingMask: [UInt16]
    /// Bit 0: restricted; bit 1: localized variant.
    let flags: [UInt8]
    /// Five packed versions (`major << 8 | minor`) per symbol, in ``Platform`` order.
    let versions: [UInt16]
    /// Rename indices per symbol: `renameStarts[i]..<renameStarts[i + 1]` into `renameList`.
    let renameStarts: [Int32]
    let renameList: [Int32]
    let renameVersions: [UInt16]
    let currentCount: Int
    /// Former names, SFSafeSymbols case names and names typed without dots.
    let nameLookup: NameLookup

    var termCount: Int { termStarts.count - 1 }
    var symbolCount: Int { canonicalRank.count }

    static func pack(_ version: OSVersion) -> UInt16 {
        UInt16(clamping: min(version.major, 255) << 8 | min(version.minor, 255))
    }

    static func packed(_ availability: Availability) -> [UInt16] {
        Platform.allCases.map { pack(availability[$0]) }
    }

    /// Name parts split at dots.
    static func parts(_ name: String) -> [Substring] { name.fields(UInt8(ascii: "."), omittingEmpty: true) }

    init(
        names: [String], entries: [SFSymbolCatalog.Entry], keywords: (SFSymbolCatalog.Entry) -> ArraySlice<Int32>,
        keywordTable: [String], releases: [Availability], currentCount: Int, renames: [SymbolRename],
        positions: [String: Int]
    ) {
        self.currentCount = currentCount
        let nameLookup = NameLookup(names: names, currentCount: currentCount, renames: renames, positions: positions)
        self.nameLookup = nameLookup
        // Postings are collected as packed triples and sorted once: bits 40… the term, 16..<40 the
        // symbol (catalogs stay far below 2^24 names), 0..<16 the inverted weight.
        var termIDs: [String: Int32] = [:]
        var termList: [String] = []
        var triples: [UInt64] = []
        triples.reserveCapacity(names.count * 8)
        func termID(_ term: String) -> Int32 {
            if let id = termIDs[term] { return id }
            let id = Int32(termList.count)
            termIDs[term] = id
            termList.append(term)
            return id
        }
        func add(_ term: Int32, _ symbol: Int32, _ weight: UInt16) {
            triples.append(UInt64(term) << 40 | UInt64(symbol) << 16 | UInt64(0xFFFF - weight))
        }
        var nameBytes: [UInt8] = []
        var nameStarts: [Int32] = [0]
        var vocabulary: Set<String> = Self.extraWords
        var tokenOccurrences: [Int32: [(Int32, Bool)]] = [:]
        // Each keyword phrase, and each word of it, becomes a term once.
        var keywordTerms: [[Int32]] = []
        for keyword in keywordTable {
            let phrase = keyword.lowercased()
            var terms = [termID(phrase)]
            for word in phrase.split(whereSeparator: { $0 == " " || $0 == "-" }) where word.count >= 2 {
                let term = String(word)
                if term != phrase { terms.append(termID(term)) }
                if word.count >= 3 { vocabulary.insert(term) }
            }
            keywordTerms.append(terms)
        }
        for (offset, name) in names.enumerated() {
            let id = Int32(offset)
            let lower = name.lowercased()
            nameBytes.append(contentsOf: lower.utf8)
            nameStarts.append(Int32(nameBytes.count))
            for (position, part) in Self.parts(lower).enumerated() {
                let term = String(part)
                let tid = termID(term)
                add(tid, id, position == 0 ? Weight.firstNamePart : Weight.namePart)
                if part.utf8.count >= 3 { vocabulary.insert(term) }
                tokenOccurrences[tid, default: []].append((id, position == 0))
            }
            for keyword in keywords(entries[offset]) {
                for term in keywordTerms[Int(keyword)] { add(term, id, Weight.keyword) }
            }
        }
        // Former names: each part of an old name points at the symbol its rename chain ends at.
        for (offset, rename) in renames.enumerated() {
            guard let entry = nameLookup.entry(forRename: offset) else { continue }
            for (position, part) in Self.parts(rename.oldName.lowercased()).enumerated() {
                add(termID(String(part)), Int32(entry), position == 0 ? Weight.formerFirstPart : Weight.formerNamePart)
            }
        }
        // Compound name parts: "magnifyingglass" also indexes "magnifying" and "glass".
        for (token, occurrences) in tokenOccurrences {
            guard let pieces = Self.splitCompound(termList[Int(token)], vocabulary: vocabulary) else { continue }
            for piece in pieces {
                let tid = termID(piece)
                for (id, first) in occurrences {
                    add(tid, id, first ? Weight.compoundPart : Weight.compoundPart - 10)
                }
            }
        }
        let sortedTerms = termList.indices.sorted { termList[$0].utf8.lexicographicallyPrecedes(termList[$1].utf8) }
        var rank = [UInt64](repeating: 0, count: termList.count)
        for (position, term) in sortedTerms.enumerated() { rank[term] = UInt64(position) }
        for slot in triples.indices {
            let triple = triples[slot]
            triples[slot] = rank[Int(triple >> 40)] << 40 | (triple & 0xFF_FFFF_FFFF)
        }
        triples.sort()
        var termBytes: [UInt8] = []
        var termStarts: [Int32] = [0]
        var postingStarts: [Int32] = [0]
        var postingSymbols: [Int32] = []
        var postingWeights: [UInt16] = []
        postingSymbols.reserveCapacity(triples.count)
        postingWeights.reserveCapacity(triples.count)
        var cursor = 0
        for (position, term) in sortedTerms.enumerated() {
            termBytes.append(contentsOf: termList[term].utf8)
            termStarts.append(Int32(termBytes.count))
            // Triples are sorted by term, symbol, then best weight first: keep the first per symbol.
            var previous: Int32 = -1
            while cursor < triples.count, Int(triples[cursor] >> 40) == position {
                let symbol = Int32(truncatingIfNeeded: (triples[cursor] >> 16) & 0xFF_FFFF)
                if symbol != previous {
                    postingSymbols.append(symbol)
                    postingWeights.append(0xFFFF - UInt16(truncatingIfNeeded: triples[cursor]))
                    previous = symbol
                }
                cursor += 1
            }
            postingStarts.append(Int32(postingSymbols.count))
        }
        self.termBytes = termBytes
        self.termStarts = termStarts
        termMasks = (0..<sortedTerms.count).map { term in
            Self.letterMask(termBytes[Int(termStarts[term])..<Int(termStarts[term + 1])])
        }
        self.postingStarts = postingStarts
        self.postingSymbols = postingSymbols
        self.postingWeights = postingWeights
        self.nameBytes = nameBytes
        self.nameStarts = nameStarts

        // Synonyms: a target prefix covers the name itself and names continuing it after a dot.
        // Synonyms point at current symbols, which the catalog keeps sorted by name.
        let sortedNames = Array(0..<currentCount)
        let sortedNameStrings = Array(names.prefix(currentCount))
        var synonymRanges: [String: Range<Int>] = [:]
        var synonymSymbols: [Int32] = []
        var synonymWeights: [UInt16] = []
        for (word, targets) in Synonyms.table {
            var best: [Int32: UInt16] = [:]
            for (rank, written) in targets.enumerated() {
                // A target Apple has since renamed stands for its current name and that name's family.
                let target = Self.currentName(written, names: names, renames: renames, lookup: nameLookup)
                let penalty = UInt16(min(rank, 20) * 2)
                var low = Self.lowerBound(sortedNameStrings, target)
                while low < sortedNameStrings.count {
                    let name = sortedNameStrings[low]
                    guard name.hasPrefix(target) else { break }
                    let exact = name.count == target.count
                    if exact || name.dropFirst(target.count).hasPrefix(".") {
                        let id = Int32(sortedNames[low])
                        let weight = (exact ? Weight.synonymTarget : Weight.synonymFamily) - penalty
                        best[id] = max(best[id] ?? 0, weight)
                    }
                    low += 1
                }
            }
            let start = synonymSymbols.count
            for (id, weight) in best.sorted(by: { $0.key < $1.key }) {
                synonymSymbols.append(id)
                synonymWeights.append(weight)
            }
            synonymRanges[word] = start..<synonymSymbols.count
        }
        self.synonymRanges = synonymRanges
        var synonymKeyBytes: [UInt8] = []
        var synonymKeyStarts: [Int32] = [0]
        for (key, _) in synonymRanges.sorted(by: { $0.key < $1.key }) {
            synonymKeyBytes.append(contentsOf: key.utf8)
            synonymKeyStarts.append(Int32(synonymKeyBytes.count))
        }
        self.synonymKeyBytes = synonymKeyBytes
        self.synonymKeyStarts = synonymKeyStarts
        let sortedKeys = synonymRanges.keys.sorted()
        synonymKeyMasks = sortedKeys.map { Self.letterMask($0.utf8) }
        synonymKeyRanges = sortedKeys.map { synonymRanges[$0] ?? 0..<0 }
        self.synonymSymbols = synonymSymbols
        self.synonymWeights = synonymWeights

        // Canonical order: fewer name parts first (ignoring "fill"), then the base name's catalog
        // position, with a base right before its .fill variant.
        let keys = names.enumerated().map { offset, name -> (Int, Int, Bool) in
            let parts = Self.parts(name)
            let base = parts.filter { $0 != "fill" }
            guard base.count != parts.count else { return (parts.count, offset, false) }
            let baseOffset = positions[base.joined(separator: ".")] ?? offset
            return (base.count, baseOffset, true)
        }
        let order = entries.indices.sorted { left, right in
            let (a, b) = (keys[left], keys[right])
            if a.0 != b.0 { return a.0 < b.0 }
            if a.1 != b.1 { return a.1 < b.1 }
            if a.2 != b.2 { return !a.2 }
            return left < right
        }
        var canonicalRank = [UInt32](repeating: 0, count: names.count)
        for (rank, entry) in order.enumerated() { canonicalRank[entry] = UInt32(rank) }
        self.canonicalRank = canonicalRank

        var browsingMask: [UInt16] = []
        var flags: [UInt8] = []
        var versions: [UInt16] = []
        browsingMask.reserveCapacity(entries.count)
        let packedReleases = releases.map(Self.packed)
        for (offset, entry) in entries.enumerated() {
            browsingMask.append(BrowsingCategory.mask(forName: names[offset], appleTopics: entry.appleTopics))
            flags.append((entry.restriction >= 0 ? 1 : 0) | (entry.isLocalized ? 2 : 0))
            versions.append(contentsOf: packedReleases[Int(entry.release)])
        }
        self.browsingMask = browsingMask
        self.flags = flags
        self.versions = versions

        var byNew: [Int32: [Int32]] = [:]
        var renameVersions: [UInt16] = []
        for (offset, rename) in renames.enumerated() {
            if let id = positions[rename.newName] { byNew[Int32(id), default: []].append(Int32(offset)) }
            renameVersions.append(
                contentsOf: rename.oldAvailability.map(Self.packed) ?? Array(repeating: UInt16.max, count: 5))
        }
        var renameStarts: [Int32] = [0]
        var renameList: [Int32] = []
        for offset in entries.indices {
            renameList.append(contentsOf: byNew[Int32(offset)] ?? [])
            renameStarts.append(Int32(renameList.count))
        }
        self.renameStarts = renameStarts
        self.renameList = renameList
        self.renameVersions = renameVersions
    }

    /// `name` itself when it is a current name or not a former one, else the current name its rename
    /// chain leads to.
    static func currentName(_ name: String, names: [String], renames: [SymbolRename], lookup: NameLookup) -> String {
        var low = 0
        var high = renames.count
        while low < high {
            let mid = (low + high) / 2
            if renames[mid].oldName.utf8.lexicographicallyPrecedes(name.utf8) { low = mid + 1 } else { high = mid }
        }
        guard low < renames.count, renames[low].oldName == name, let entry = lookup.entry(forRename: low) else {
            return name
        }
        return names[entry]
    }

    /// One bit per byte class (`byte & 63`). An edit adds at most one class and removes at most one,
    /// so two words within distance *k* differ by at most *k* classes in each direction.
    static func letterMask(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var mask: UInt64 = 0
        for byte in bytes { mask |= 1 << UInt64(byte & 63) }
        return mask
    }

    static func lowerBound(_ sorted: [String], _ value: String) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Splits a run-together name part into two or three known words of at least three letters,
    /// preferring the longest first word: `"magnifyingglass"` → `["magnifying", "glass"]`.
    static func splitCompound(_ token: String, vocabulary: Set<String>) -> [String]? {
        let bytes = Array(token.utf8)
        guard bytes.count >= 6, bytes.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return nil }
        func word(_ range: Range<Int>) -> String? {
            let piece = String(decoding: bytes[range], as: UTF8.self)
            return vocabulary.contains(piece) ? piece : nil
        }
        for cut in stride(from: bytes.count - 3, through: 3, by: -1) {
            guard let head = word(0..<cut) else { continue }
            if let tail = word(cut..<bytes.count) { return [head, tail] }
            let rest = bytes.count - cut
            guard rest >= 6 else { continue }
            for inner in stride(from: bytes.count - 3, through: cut + 3, by: -1) {
                if let middle = word(cut..<inner), let tail = word(inner..<bytes.count) { return [head, middle, tail] }
            }
        }
        return nil
    }

    /// Everyday words that appear run together in symbol names but never alone.
    static let extraWords: Set<String> = [
        "magnifying", "glass", "glasses", "paper", "plane", "wine", "shipping", "box", "gauge", "speed", "meter",
        "plug", "drive", "shopping", "computer", "desktop", "laptop", "game", "controller", "light", "bulb",
        "steering", "wheel", "thumbs", "down", "graduation", "cap", "cross", "case", "sign", "dollar", "euro", "yen",
        "pound", "rupee", "bit", "coin", "credit", "card", "bank", "note", "water", "waves", "head", "phones",
        "sparkle", "sparkles", "gear", "shape", "arrow", "triangle", "snow", "flake", "rain", "bow", "tornado",
        "stop", "watch", "hour", "camera", "aperture", "curly", "braces", "brackets", "pause", "play",
        "gift", "archive", "tray", "folder", "badge", "plus", "minus", "scope", "thermo", "thermometer", "hurricane",
        "lasso", "highlighter", "pencil", "tip", "view", "finder", "text", "format", "character", "cursor",
        "keyboard", "printer", "scanner", "memory", "chip", "internal", "external", "optical", "disc", "sun", "max",
        "moon", "cloud", "bolt", "person", "crop", "calendar", "clock", "ticket", "trophy", "medal", "flag",
        "square", "circle", "rectangle", "stack", "grid", "bubble", "quote", "chart", "bar", "pie", "line",
        "fork", "knife", "cup", "saucer", "takeout", "bag", "sofa", "chair", "lamp", "fan", "bed", "house", "door",
    ]
}
