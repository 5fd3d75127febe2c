extension SearchIndex {
    struct Hit {
        var entry: Int32
        /// Index into the rename table when the symbol is offered under an old name, else -1.
        var rename: Int32
    }

    /// Whether a symbol passes the filter, and under which rename when only an old name qualifies.
    func admit(_ entry: Int, _ filter: SymbolSearchFilter, _ bit: UInt16) -> Hit? {
        let flag = flags[entry]
        if flag & 2 != 0 && !filter.includingLocalized { return nil }
        if flag & 1 != 0 && filter.excludingRestricted { return nil }
        if browsingMask[entry] & bit == 0 { return nil }
        guard let target = filter.availableOn else { return Hit(entry: Int32(entry), rename: -1) }
        let platform = Platform.allCases.firstIndex(of: target.platform) ?? 0
        let wanted = Self.pack(target.version)
        if versions[entry * 5 + platform] <= wanted { return Hit(entry: Int32(entry), rename: -1) }
        for slot in Int(renameStarts[entry])..<Int(renameStarts[entry + 1]) {
            let rename = Int(renameList[slot])
            if renameVersions[rename * 5 + platform] <= wanted {
                return Hit(entry: Int32(entry), rename: Int32(rename))
            }
        }
        return nil
    }

    /// Ranks all symbols for a query; the result is ordered best first and already filtered.
    ///
    /// `exactName` finds the entry a current or former dotted name leads to; `spelling` gives the
    /// name behind a ``NameLookup`` target.
    func rank(
        _ query: SearchQuery, filter: SymbolSearchFilter, exactName: (String) -> Int?, spelling: (Int32) -> String
    ) -> [Hit] {
        let bit = filter.category.bit
        let words = query.words
        if words.isEmpty {
            var hits: [Hit] = []
            for entry in 0..<symbolCount { if let hit = admit(entry, filter, bit) { hits.append(hit) } }
            return hits
        }
        // A phrase whose words run together form a synonym ("log out" → logout) is that one word.
        let phrase = words.count > 1 && synonymRanges[words.joined()] != nil
        let scored = phrase ? [words.joined()] : words
        var scratch = Scratch(count: symbolCount)
        for word in scored { score(word: Array(word.utf8), into: &scratch) }
        // A query naming a whole symbol wins outright: its current or former name with dots or spaces
        // ("square and arrow up", "cursorarrow"), run together ("qr code" → qrcode) or as an
        // SFSafeSymbols case name ("heartFill").
        for entry in namedEntries(query, exactName: exactName, spelling: spelling) {
            scratch.bonus(entry, scored.count)
        }
        var best: UInt8 = 0
        for entry in scratch.candidates { best = max(best, scratch.matched[Int(entry)]) }
        var keyed: [(key: UInt64, hit: Hit)] = []
        keyed.reserveCapacity(scratch.candidates.count)
        for entry in scratch.candidates where scratch.matched[Int(entry)] == best {
            guard let hit = admit(Int(entry), filter, bit) else { continue }
            let score = UInt64(min(scratch.total[Int(entry)], 0xFFFF_FFFF))
            keyed.append((score << 32 | UInt64(UInt32.max - canonicalRank[Int(entry)]), hit))
        }
        keyed.sort { $0.key > $1.key }
        return keyed.map(\.hit)
    }

    /// The entries a query names as a whole: see ``rank(_:filter:exactName:spelling:)``.
    ///
    /// A camel-case token keeps only the names whose SFSafeSymbols case name it spells exactly, when
    /// there are any (`heartFill`, not a name that merely lowercases the same way).
    func namedEntries(_ query: SearchQuery, exactName: (String) -> Int?, spelling: (Int32) -> String) -> [Int] {
        var found: [Int] = []
        if let entry = exactName(query.dottedName) { found.append(entry) }
        var targets = nameLookup.targets(dotless: Array(query.dotlessName.utf8), spelling: spelling)
        if query.isCamelCase {
            let exact = targets.filter { SearchQuery.caseNameToken(of: spelling($0)) == query.token }
            if !exact.isEmpty { targets = exact }
        }
        for target in targets {
            guard let entry = target >= 0 ? Int(target) : nameLookup.entry(forRename: Int(-target - 1)),
                !found.contains(entry)
            else { continue }
            found.append(entry)
        }
        return found
    }

    /// Per-query accumulators: one score slot per symbol plus the list of symbols touched.
    struct Scratch {
        var total: [UInt32]
        var matched: [UInt8]
        var best: [UInt16]
        var touched: [Int32] = []
        var candidates: [Int32] = []
        var rows: [Int] = []

        init(count: Int) {
            total = [UInt32](repeating: 0, count: count)
            matched = [UInt8](repeating: 0, count: count)
            best = [UInt16](repeating: 0, count: count)
        }

        mutating func credit(_ entry: Int32, _ weight: UInt16) {
            let slot = Int(entry)
            if best[slot] == 0 { touched.append(entry) }
            if weight > best[slot] { best[slot] = weight }
        }

        /// Folds the current word's best weights into the totals.
        mutating func finishWord() {
            for entry in touched {
                let slot = Int(entry)
                if matched[slot] == 0 { candidates.append(entry) }
                total[slot] += UInt32(best[slot])
                matched[slot] &+= 1
                best[slot] = 0
            }
            touched.removeAll(keepingCapacity: true)
        }

        mutating func bonus(_ entry: Int, _ words: Int) {
            if matched[entry] == 0 { candidates.append(Int32(entry)) }
            matched[entry] = UInt8(clamping: max(Int(matched[entry]), words))
            total[entry] += 1000
        }
    }

    func term(_ index: Int) -> ArraySlice<UInt8> { termBytes[Int(termStarts[index])..<Int(termStarts[index + 1])] }

    func creditPostings(of term: Int, scaled numerator: UInt16, bonus: UInt16 = 0, _ scratch: inout Scratch) {
        for slot in Int(postingStarts[term])..<Int(postingStarts[term + 1]) {
            scratch.credit(postingSymbols[slot], postingWeights[slot] * numerator / 4 + bonus)
        }
    }

    /// First term not ordered before `word`.
    func lowerBound(_ word: [UInt8]) -> Int {
        var low = 0
        var high = termCount
        while low < high {
            let mid = (low + high) / 2
            if term(mid).lexicographicallyPrecedes(word) { low = mid + 1 } else { high = mid }
        }
        return low
    }

    func score(word: [UInt8], into scratch: inout Scratch) {
        defer { scratch.finishWord() }
        if word.contains(UInt8(ascii: ".")) {
            substring(word, exact: 200, prefix: 120, inside: 60, &scratch)
            return
        }
        // Exact and prefix matches on the sorted vocabulary (exact ×1, prefix ×3/4).
        var index = lowerBound(word)
        var exact = false
        var prefixed = false
        while index < termCount {
            let candidate = term(index)
            guard candidate.starts(with: word) else { break }
            if candidate.count == word.count {
                exact = true
                creditPostings(of: index, scaled: 4, &scratch)
            } else if word.count >= 2 {
                prefixed = true
                creditPostings(of: index, scaled: 3, &scratch)
            }
            index += 1
        }
        var synonym = false
        if let range = synonymRanges[String(decoding: word, as: UTF8.self)] {
            synonym = true
            for slot in range { scratch.credit(synonymSymbols[slot], synonymWeights[slot]) }
        }
        // Typo tolerance: Damerau–Levenshtein ≤ 1 for words up to 5 letters, ≤ 2 beyond (weight ×1/2,
        // ×1/4 when the first letter differs).
        if !exact && !synonym && word.count >= 3 {
            let bound = word.count <= 5 ? 1 : 2
            let queryMask = Self.letterMask(word)
            PackedBytes.withHandle(on: word) { query in
                PackedBytes.withHandle(on: termBytes) { all in
                    for candidate in 0..<termCount {
                        let start = Int(termStarts[candidate])
                        let end = Int(termStarts[candidate + 1])
                        guard abs(end - start - query.count) <= bound else { continue }
                        let mask = termMasks[candidate]
                        guard (mask & ~queryMask).nonzeroBitCount <= bound,
                            (queryMask & ~mask).nonzeroBitCount <= bound
                        else { continue }
                        let slice = all[start..<end]
                        if boundedEditDistance(query, slice, bound: bound, rows: &scratch.rows) != nil {
                            // People rarely mistype the first letter: such candidates rank higher.
                            let sameStart = slice.first == query.first
                            // Frequency prior: a word used by many symbols is the likelier intent.
                            let uses = Int(postingStarts[candidate + 1] - postingStarts[candidate])
                            let prior = UInt16(min(uses / 8, 5))
                            creditPostings(of: candidate, scaled: sameStart ? 2 : 1, bonus: prior, &scratch)
                        }
                    }
                }
                // Misspelled synonyms ("lightening" → lightning) count the same way.
                PackedBytes.withHandle(on: synonymKeyBytes) { keys in
                    for key in synonymKeyRanges.indices {
                        let start = Int(synonymKeyStarts[key])
                        let end = Int(synonymKeyStarts[key + 1])
                        let mask = synonymKeyMasks[key]
                        guard abs(end - start - query.count) <= bound, (mask & ~queryMask).nonzeroBitCount <= bound,
                            (queryMask & ~mask).nonzeroBitCount <= bound
                        else { continue }
                        let slice = keys[start..<end]
                        guard boundedEditDistance(query, slice, bound: bound, rows: &scratch.rows) != nil else {
                            continue
                        }
                        let scale: UInt16 = slice.first == query.first ? 2 : 1
                        for slot in synonymKeyRanges[key] {
                            scratch.credit(synonymSymbols[slot], synonymWeights[slot] * scale / 4)
                        }
                    }
                }
            }
        }
        // The baseline substring search, for fragments that begin no word of the vocabulary.
        if !exact && !synonym && !prefixed && word.count >= 3 {
            substring(
                word, exact: Weight.nameSubstring, prefix: Weight.nameSubstring, inside: Weight.nameSubstring, &scratch)
        }
    }

    /// The baseline: case-insensitive substring search over the names.
    ///
    /// One pass over the concatenated lowercase names; the entry owning a hit is tracked as the scan
    /// moves forward, and the scan skips to the next name after a hit.
    func substring(_ word: [UInt8], exact: UInt16, prefix: UInt16, inside: UInt16, _ scratch: inout Scratch) {
        let length = word.count
        guard length > 0, symbolCount > 0 else { return }
        PackedBytes.withHandle(on: nameBytes) { names in
            PackedBytes.withHandle(on: word) { needle in
                let total = names.count
                let first = needle[0]
                var position = names.firstIndex(of: first, from: 0)
                var entry = 0
                while position &+ length <= total {
                    guard names.matches(needle, at: position) else {
                        position = names.firstIndex(of: first, from: position &+ 1)
                        continue
                    }
                    // Invariant: nameStarts[entry] <= position for the current entry.
                    while Int(nameStarts[entry &+ 1]) <= position { entry &+= 1 }
                    let start = Int(nameStarts[entry])
                    let end = Int(nameStarts[entry &+ 1])
                    if position &+ length <= end {
                        let weight = position == start ? (end - start == length ? exact : prefix) : inside
                        scratch.credit(Int32(entry), weight)
                        position = names.firstIndex(of: first, from: end)
                    } else {
                        position = names.firstIndex(of: first, from: position &+ 1)
                    }
                }
            }
        }
    }
}
