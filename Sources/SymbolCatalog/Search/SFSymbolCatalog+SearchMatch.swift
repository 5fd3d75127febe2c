extension SFSymbolCatalog {
    /// Why `query` found `entry`, when it named the symbol by a former name or a case name.
    ///
    /// - A former name matches when the query spells it (with dots, spaces, run together or as its
    ///   SFSafeSymbols case name), or when some query word is missing from the current name but every
    ///   word occurs in the former name (`cursor` finds `pointer.arrow` through `cursorarrow`); the
    ///   shortest such former name is reported.
    /// - A case name matches when the query spells the symbol's SFSafeSymbols case name and that
    ///   differs from the name itself (`heartFill`, but not `heart`).
    /// - Complexity: O(*f* · *q*) for *f* former names of the symbol and a query of length *q*.
    func searchMatch(for entry: Int, _ query: SearchQuery, _ lookup: NameLookup) -> Symbol.SearchMatch? {
        let name = names[entry]
        var formerName: Symbol.FormerName?
        var caseName: String?
        let spellsCaseName = query.isCamelCase || (query.raw.count == 1 && query.raw[0] != query.token)
        if spellsCaseName {
            let spelled = SymbolCode.safeSymbolCaseName(for: name)
            if spelled != name, SearchQuery.caseNameToken(of: name) == query.token { caseName = spelled }
        }
        let formers = lookup.formerNames(of: entry)
        if caseName == nil, !formers.isEmpty {
            var spelled: Int?
            for former in formers {
                let oldName = renames[Int(former)].oldName
                // An exact case name decides between former names that differ only in their dots.
                if spellsCaseName, SearchQuery.caseNameToken(of: oldName) == query.token {
                    spelled = Int(former)
                    caseName = SymbolCode.safeSymbolCaseName(for: oldName)
                    break
                }
                if spelled == nil, oldName == query.dottedName || Self.equalsIgnoringDots(oldName, query.dotlessName) {
                    spelled = Int(former)
                }
            }
            if let spelled { formerName = self.formerName(spelled, of: entry) }
            if formerName == nil, !query.words.allSatisfy({ Self.contains(name, $0) }) {
                let candidates = formers.filter { former in
                    query.words.allSatisfy { Self.contains(renames[Int(former)].oldName, $0) }
                }
                if let shortest = candidates.min(by: {
                    renames[Int($0)].oldName.utf8.count < renames[Int($1)].oldName.utf8.count
                }) {
                    formerName = self.formerName(Int(shortest), of: entry)
                }
            }
        }
        guard formerName != nil || caseName != nil else { return nil }
        return Symbol.SearchMatch(formerName: formerName, safeSymbolCaseName: caseName)
    }

    /// The former name of rename `rename`, with the release of the name that first replaced it.
    func formerName(_ rename: Int, of entry: Int) -> Symbol.FormerName {
        let record = renames[rename]
        var renamedIn = releases[Int(entries[entry].release)]
        if let position = positions[record.newName] {
            renamedIn = releases[Int(entries[position].release)]
        } else if let next = renamePositions[record.newName], let introduced = renames[next].oldAvailability {
            renamedIn = introduced
        }
        return Symbol.FormerName(name: record.oldName, renamedIn: renamedIn)
    }

    /// Whether the lowercase `word` occurs in `name` (names are lowercase ASCII).
    static func contains(_ name: String, _ word: String) -> Bool {
        PackedBytes.withHandle(on: name.utf8) { haystack in
            PackedBytes.withHandle(on: word.utf8) { needle in
                guard let first = needle.first else { return true }
                var start = haystack.firstIndex(of: first, from: 0)
                while start + needle.count <= haystack.count {
                    if haystack.matches(needle, at: start) { return true }
                    start = haystack.firstIndex(of: first, from: start + 1)
                }
                return false
            }
        }
    }

    /// Whether `name` without its dots spells `dotless`.
    static func equalsIgnoringDots(_ name: String, _ dotless: String) -> Bool {
        name.utf8.lazy.filter { $0 != UInt8(ascii: ".") }.elementsEqual(dotless.utf8)
    }
}
