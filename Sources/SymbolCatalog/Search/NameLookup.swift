/// Finds the symbols a query names in a form other than the current dotted name: a former name from
/// Apple's rename table (chains followed to the current name), an SFSafeSymbols case name
/// (`heartFill`), or a name typed without its dots (`heartfill`, `qr code`).
///
/// Built once with the search index from the catalog's own tables; nothing here is generated data.
struct NameLookup: Sendable {
    /// Per rename (the catalog's order), the entry its chain of renames ends at, or -1 when the chain
    /// ends at no name of the catalog (Apple's table has three two-name cycles whose names were
    /// both retired).
    let renameTargets: [Int32]
    /// Per entry, the renames that end at it: `formerList[formerStarts[e]..<formerStarts[e + 1]]`,
    /// oldest release first.
    let formerStarts: [Int32]
    let formerList: [Int32]
    /// FNV-1a hashes of current names and resolvable former names with their dots removed, sorted,
    /// and what each hash stands for: an entry (≥ 0) or a rename `r` (stored as `-(r + 1)`).
    let dotlessHashes: [UInt64]
    let dotlessTargets: [Int32]

    /// The longest rename chain followed; Apple's longest real chain has two hops.
    static let maximumHops = 8

    init(names: [String], currentCount: Int, renames: [SymbolRename], positions: [String: Int]) {
        var renamePositions: [String: Int] = [:]
        for (offset, rename) in renames.enumerated() { renamePositions[rename.oldName] = offset }
        var targets: [Int32] = []
        targets.reserveCapacity(renames.count)
        for rename in renames {
            var name = rename.newName
            var hops = 0
            while positions[name] == nil, let next = renamePositions[name], hops < Self.maximumHops {
                name = renames[next].newName
                hops += 1
            }
            targets.append(Int32(positions[name] ?? -1))
        }
        renameTargets = targets

        var perEntry = [[Int32]](repeating: [], count: names.count)
        for (offset, target) in targets.enumerated() where target >= 0 { perEntry[Int(target)].append(Int32(offset)) }
        var formerStarts: [Int32] = [0]
        var formerList: [Int32] = []
        for var list in perEntry {
            list.sort { Self.releaseKey(renames[Int($0)]) < Self.releaseKey(renames[Int($1)]) }
            formerList.append(contentsOf: list)
            formerStarts.append(Int32(formerList.count))
        }
        self.formerStarts = formerStarts
        self.formerList = formerList

        // Localized variants have no SFSafeSymbols case of their own (SFSafeSymbols models them as
        // localizations of the base symbol), so only current names and former names of current
        // symbols are spelled without dots.
        var keyed: [(UInt64, Int32)] = []
        keyed.reserveCapacity(currentCount + renames.count)
        for entry in 0..<currentCount { keyed.append((Self.dotlessHash(names[entry].utf8), Int32(entry))) }
        for (offset, target) in targets.enumerated() where target >= 0 && Int(target) < currentCount {
            keyed.append((Self.dotlessHash(renames[offset].oldName.utf8), -Int32(offset) - 1))
        }
        keyed.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 > $1.1 }
        dotlessHashes = keyed.map(\.0)
        dotlessTargets = keyed.map(\.1)
    }

    /// The renames resolving to `entry`, oldest first.
    func formerNames(of entry: Int) -> ArraySlice<Int32> {
        formerList[Int(formerStarts[entry])..<Int(formerStarts[entry + 1])]
    }

    /// The entry a former name leads to, given its rename index.
    func entry(forRename rename: Int) -> Int? {
        let target = renameTargets[rename]
        return target >= 0 ? Int(target) : nil
    }

    /// Current names and former names whose dotless, lowercase spelling is `dotless` (already
    /// lowercase), as entries (≥ 0) or encoded renames (`-(r + 1)`).
    ///
    /// `spelling(target)` returns the name a target stands for, so hash collisions are ruled out
    /// by comparing the actual bytes.
    /// - Complexity: O(log *n* + *k*) for *n* names and *k* matches.
    func targets(dotless: [UInt8], spelling: (Int32) -> String) -> [Int32] {
        guard !dotless.isEmpty else { return [] }
        let hash = Self.dotlessHash(dotless)
        var low = 0
        var high = dotlessHashes.count
        while low < high {
            let mid = (low + high) / 2
            if dotlessHashes[mid] < hash { low = mid + 1 } else { high = mid }
        }
        var found: [Int32] = []
        while low < dotlessHashes.count, dotlessHashes[low] == hash {
            let target = dotlessTargets[low]
            if spelling(target).utf8.lazy.filter({ $0 != UInt8(ascii: ".") }).elementsEqual(dotless) {
                found.append(target)
            }
            low += 1
        }
        return found
    }

    /// 64-bit FNV-1a over the lowercase bytes, skipping dots.
    static func dotlessHash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes where byte != UInt8(ascii: ".") {
            let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            hash = (hash ^ UInt64(lower)) &* 0x100_0000_01b3
        }
        return hash
    }

    /// Orders renames by when the old name appeared (names Apple never released first), then by name.
    static func releaseKey(_ rename: SymbolRename) -> (Int, Int, String) {
        guard let release = rename.oldAvailability?.release else { return (0, 0, rename.oldName) }
        let (year, point) = Symbol.FormerName.yearAndPoint(release)
        return (year ?? Int.max, point, rename.oldName)
    }
}
