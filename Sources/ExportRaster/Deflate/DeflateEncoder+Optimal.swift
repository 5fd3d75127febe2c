extension DeflateEncoder {
    /// Levels 10–12: near-optimal parsing. For each segment (32 KiB at level 10, 64 KiB at 11
    /// and 12; ``LevelParameters/segmentBits``), the matches at every position are collected
    /// once with a ``BinaryTreeMatchFinder``; a shortest-path search then picks the
    /// literal/match sequence of least cost, with costs taken from the Huffman code lengths of
    /// the previous pass (an iterated cost model, as in zopfli and libdeflate). Level 10 runs two
    /// passes from one starting cost model, 11 two from each of two, 12 four from each of two
    /// (``LevelParameters/optimalPasses``, ``LevelParameters/optimalStarts``); the path cheapest
    /// under its own code is kept.
    /// - Complexity: O(n · tree depth) to collect matches, plus O(n · matches per position) per pass.
    mutating func parseOptimally(
        _ finder: MatchFinder, from start: Int, final: Bool
    ) {
        let trees = BinaryTreeMatchFinder(finder, bits: tableBits)
        let input = finder.input
        let end = input.count
        let segmentSize = 1 << parameters.segmentBits
        let passes = parameters.optimalPasses
        let starts = parameters.optimalStarts
        let depth = parameters.chainDepth
        let nice = parameters.niceLength
        let skipLength = parameters.skipLength
        // Each segment's matches, `length << 16 | distance`; the buffer grows, and is reused
        // across segments.
        var matches: [UInt32] = []
        let room = BinaryTreeMatchFinder.recordRoom(depth: depth)
        var segmentStart = start
        // Each segment starts from the costs the previous one ended with.
        var carried: CostModel?
        // Blocks span segments: a flush comes only when the symbol buffer is full, so block
        // boundaries are left to the splitter rather than fixed at segment ends.
        var blockStart = start
        while segmentStart < end {
            let segmentEnd = min(end, segmentStart + segmentSize)
            let count = segmentEnd - segmentStart
            // Not filled first: the loop below writes the entry of every position, and the last
            // entry follows it.
            var first = [Int32](unfilledCount: count + 1)
            var recorded = 0
            // Every position is searched and added to the trees, except inside a match of
            // `skipLength` bytes (``LevelParameters/skipLength``): those positions are only
            // added, as the shortest path almost surely takes the long match (and a run or a
            // repeated row would cost a full walk per byte).
            var position = segmentStart
            while position < segmentEnd {
                if matches.count - recorded < room {
                    matches.append(contentsOf: repeatElement(0, count: max(matches.count, count, room)))
                }
                // Unchecked below: `position - segmentStart` is below `count`, and each search
                // starts with `room` entries of `matches` left.
                withMutableElementHandles(&matches, &first) { matches, first in
                    while position < segmentEnd && matches.count - recorded >= room {
                        first[unchecked: position &- segmentStart] = Int32(truncatingIfNeeded: recorded)
                        guard end &- position >= BinaryTreeMatchFinder.minimumRoom else {
                            position &+= 1
                            continue
                        }
                        let longest = trees.advance(
                            position, clip: segmentEnd &- position, nice: nice, depth: depth, record: true,
                            into: matches, count: &recorded)
                        position &+= 1
                        guard longest >= skipLength else { continue }
                        let skipEnd = min(
                            position &+ longest &- 1, segmentEnd, end &- BinaryTreeMatchFinder.minimumRoom &+ 1)
                        while position < skipEnd {
                            first[unchecked: position &- segmentStart] = Int32(truncatingIfNeeded: recorded)
                            _ = trees.advance(
                                position, clip: 1, nice: nice, depth: depth, record: false, into: matches,
                                count: &recorded)
                            position &+= 1
                        }
                    }
                }
            }
            first[count] = Int32(recorded)
            let codes = DeflateEncoder.distanceCodes(of: matches, count: recorded)
            // Two starts, each refined `passes` times: the previous segment's costs (or the
            // fixed code's), and costs from this segment's byte histogram. The iteration settles
            // near its start: from the fixed code, where a literal costs 8 bits, it takes more
            // matches on data whose literals are cheap than pay for themselves. The cheapest path
            // of all passes, by its own code, wins. With one start: the previous segment's
            // costs, or for the first segment the byte histogram's.
            var path: [UInt32] = []
            var bestBits = Int.max
            let segment = input.slice(segmentStart..<segmentEnd)
            // The histogram's model only where it is used: with one start, a carried model replaces it.
            let models =
                starts == 1
                ? [carried ?? CostModel(literalsOf: segment)]
                : [carried ?? CostModel.initial, CostModel(literalsOf: segment)]
            for start in models {
                var costs = start
                for _ in 0..<passes {
                    let candidate = CostModel.shortestPath(
                        segment, first: first, matches: matches, codes: codes, costs: costs)
                    let model = CostModel(path: candidate, bytes: segment)
                    if model.pathBits < bestBits {
                        (path, bestBits) = (candidate, model.pathBits)
                        carried = model
                    }
                    costs = model
                }
            }
            position = segmentStart
            guard emit(path, input, at: &position, blockStart: &blockStart) else { return }
            segmentStart = segmentEnd
        }
        flushBlock(input, from: blockStart, to: end, final: final)
    }
}

extension DeflateEncoder {
    /// Appends the symbols of `path`, a segment's shortest path from `position`, flushing a block
    /// (from `blockStart`) whenever the symbol buffer is full; `position` ends after the segment.
    /// Returns false when a flush exceeded the output limit.
    ///
    /// The symbols go in through ``SymbolBuffer/appendUnchecked(room:_:)``, as many at a time as
    /// fit before the next flush, instead of one checked append each (a uniqueness check and a
    /// capacity test per symbol). The path covers the segment exactly, so every literal's
    /// position lies before its end; its matches are 3...258 bytes at 1...32768.
    ///
    /// Not inlined: inlined into the parse, it changed the code of the tree walk there, which then
    /// ran 8% more instructions on generated icon rows.
    /// - Complexity: O(path.count), plus the flushes.
    @inline(never)
    private mutating func emit(
        _ path: [UInt32], _ input: ElementHandle<UInt8>, at position: inout Int, blockStart: inout Int
    ) -> Bool {
        var next = 0
        while next < path.count {
            if symbols.count >= symbolLimit {
                flushBlock(input, from: blockStart, to: position, final: false)
                if exceededLimit { return false }
                blockStart = position
            }
            let room = min(path.count - next, symbolLimit - symbols.count)
            var at = position
            path.withElementHandle { path in
                symbols.appendUnchecked(room: room) { out in
                    for index in 0..<room {
                        let item = path[unchecked: next &+ index]
                        if CostModel.PathItem.isLiteral(item) {
                            out.literal(input[unchecked: at], at: index)
                            at &+= 1
                        } else {
                            let length = CostModel.PathItem.length(item)
                            out.match(length: length, distance: CostModel.PathItem.distance(item), at: index)
                            at &+= length
                        }
                    }
                    return room
                }
            }
            position = at
            next += room
        }
        return true
    }

    /// The distance code (RFC 1951 §3.2.5) of each of the first `count` recorded matches
    /// (``BinaryTreeMatchFinder/match(length:distance:)``), written into a new array in one loop:
    /// a `map` appended them one at a time, a check and a store per match.
    /// - Precondition: `count <= matches.count`.
    /// - Complexity: O(count).
    static func distanceCodes(of matches: [UInt32], count: Int) -> [UInt8] {
        precondition(count <= matches.count, "codes of recorded matches")
        var codes = [UInt8](unfilledCount: count)
        let table = DeflateTables.distanceCode
        // Unchecked: both arrays have at least `count` entries; a distance (1...32768) indexes the
        // 512-entry table through ``DeflateTables/distanceCodeIndex(of:)``.
        codes.withMutableElementHandle { codes in
            withElementHandles(matches, table) { matches, table in
                for index in 0..<count {
                    let distance = Int(matches[unchecked: index] & 0xFFFF)
                    codes[unchecked: index] = table[unchecked: DeflateTables.distanceCodeIndex(of: distance)]
                }
            }
        }
        return codes
    }
}
