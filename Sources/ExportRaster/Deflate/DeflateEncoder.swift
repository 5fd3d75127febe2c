/// Match-finder settings for one compression level.
struct LevelParameters: Sendable {
    /// Longest hash chain walked per search.
    var chainDepth: Int
    /// A match this long ends the search at once.
    var niceLength: Int
    /// Lazy parsing: no second search once the pending match is this long. Greedy parsing:
    /// longest match whose inner positions are still added to the hash chains.
    var lazyLength: Int
    /// Lazy parsing: with a pending match this long, search only a quarter of the chain.
    var goodLength: Int
    /// Whether to defer each match by one byte to look for a longer one (RFC 1951 §4).
    var lazy: Bool
    /// log2 of the hash-table size.
    var hashBits: Int

    /// The settings of `level` (1...12).
    static func forLevel(_ level: Int) -> LevelParameters {
        switch level {
        case 1: .init(chainDepth: 4, niceLength: 8, lazyLength: 4, goodLength: 4, lazy: false, hashBits: 14)
        case 2: .init(chainDepth: 8, niceLength: 16, lazyLength: 5, goodLength: 4, lazy: false, hashBits: 14)
        case 3: .init(chainDepth: 32, niceLength: 32, lazyLength: 6, goodLength: 4, lazy: false, hashBits: 14)
        case 4: .init(chainDepth: 16, niceLength: 16, lazyLength: 4, goodLength: 4, lazy: true, hashBits: 15)
        case 5: .init(chainDepth: 32, niceLength: 32, lazyLength: 16, goodLength: 8, lazy: true, hashBits: 15)
        case 6: .init(chainDepth: 128, niceLength: 128, lazyLength: 16, goodLength: 8, lazy: true, hashBits: 15)
        case 7: .init(chainDepth: 256, niceLength: 128, lazyLength: 32, goodLength: 8, lazy: true, hashBits: 15)
        case 8: .init(chainDepth: 1024, niceLength: 258, lazyLength: 128, goodLength: 32, lazy: true, hashBits: 15)
        case 9: .init(chainDepth: 4096, niceLength: 258, lazyLength: 258, goodLength: 32, lazy: true, hashBits: 15)
        case 10: .init(chainDepth: 256, niceLength: 128, lazyLength: 258, goodLength: 258, lazy: true, hashBits: 16)
        case 11: .init(chainDepth: 1024, niceLength: 192, lazyLength: 258, goodLength: 258, lazy: true, hashBits: 16)
        default: .init(chainDepth: 2048, niceLength: 258, lazyLength: 258, goodLength: 258, lazy: true, hashBits: 16)
        }
    }
}

/// The DEFLATE encoder core (RFC 1951): parses input into literals and matches, groups them into
/// blocks, and writes each block in whichever of the three block types (§3.2.3) is smallest.
///
/// Symbols are buffered as `UInt32`: a literal is its byte value (< 2^16); a match is
/// `length << 16 | (distance - 1)` (length ≥ 3, so ≥ 2^16).
struct DeflateEncoder: Sendable {
    static let blockSymbolLimit = 1 << 15

    let level: Int
    let parameters: LevelParameters
    private var head: [Int32]
    private var previous: [Int32]
    private var symbols: [UInt32] = []
    private var literalFrequencies = [UInt32](repeating: 0, count: 286)
    private var distanceFrequencies = [UInt32](repeating: 0, count: 30)
    var writer = BitWriter()
    /// ``DeflateTables/lengthCode`` and ``DeflateTables/distanceCode``, held here so the hot
    /// loops skip the static tables' lazy initialisation checks.
    private let lengthCodes = DeflateTables.lengthCode
    private let distanceCodes = DeflateTables.distanceCode
    /// Whether a flush may end several blocks where the symbol statistics change: levels 4 and
    /// up; the fast greedy levels 1–3 keep one block per flush.
    var splitsBlocks: Bool

    init(level: Int) {
        self.level = level
        splitsBlocks = level >= 4
        parameters = LevelParameters.forLevel(max(level, 1))
        head = level == 0 ? [] : [Int32](repeating: -1, count: 1 << parameters.hashBits)
        previous = level == 0 ? [] : [Int32](repeating: -1, count: MatchFinder.windowSize)
        symbols.reserveCapacity(level == 0 ? 0 : DeflateEncoder.blockSymbolLimit + 1)
    }

    /// Forgets all history so the encoder can start a new, independent stream.
    mutating func reset() {
        for index in head.indices { head[index] = -1 }
        for index in previous.indices { previous[index] = -1 }
        symbols.removeAll(keepingCapacity: true)
        for index in literalFrequencies.indices { literalFrequencies[index] = 0 }
        for index in distanceFrequencies.indices { distanceFrequencies[index] = 0 }
        writer = BitWriter()
    }

    /// Moves every stored position `shift` bytes back (a multiple of the window size), dropping
    /// positions that fall off the start.
    mutating func slide(by shift: Int) {
        let amount = Int32(truncatingIfNeeded: shift)
        for index in head.indices { head[index] = head[index] >= amount ? head[index] - amount : -1 }
        for index in previous.indices {
            previous[index] = previous[index] >= amount ? previous[index] - amount : -1
        }
    }

    /// Encodes `input[start...]`, using `input[..<start]` as history already seen by the hash
    /// chains. Ends with a block boundary; the last block has BFINAL set when `final` is true.
    mutating func encode(_ input: UnsafeBufferPointer<UInt8>, from start: Int, final: Bool) {
        guard level > 0 else {
            writeStored(input, from: start, to: input.count, final: final)
            return
        }
        guard let base = input.baseAddress, input.count > start else {
            flushBlock(input, from: start, to: input.count, final: final)
            return
        }
        var head = self.head
        var previous = self.previous
        self.head = []
        self.previous = []
        head.withUnsafeMutableBufferPointer { headPointer in
            previous.withUnsafeMutableBufferPointer { previousPointer in
                let finder = MatchFinder(
                    base: base, end: input.count, head: headPointer.baseAddress!,
                    previous: previousPointer.baseAddress!, hashShift: UInt32(32 - parameters.hashBits))
                if level >= 10 {
                    parseOptimally(finder, input, from: start, final: final)
                } else if parameters.lazy {
                    parseLazily(finder, input, from: start, final: final)
                } else {
                    parseGreedily(finder, input, from: start, final: final)
                }
            }
        }
        self.head = head
        self.previous = previous
    }

    @inline(__always)
    private mutating func emitLiteral(_ byte: UInt8) {
        symbols.append(UInt32(byte))
        literalFrequencies[Int(byte)] &+= 1
    }

    @inline(__always)
    private mutating func emitMatch(length: Int, distance: Int) {
        symbols.append(UInt32(length) << 16 | UInt32(distance - 1))
        literalFrequencies[257 + Int(lengthCodes[length - 3])] &+= 1
        let distanceCode = distance <= 256 ? distanceCodes[distance - 1] : distanceCodes[256 + (distance - 1) >> 7]
        distanceFrequencies[Int(distanceCode)] &+= 1
    }

    /// Levels 1–3: take the longest match at each position (zlib's "deflate_fast" strategy).
    private mutating func parseGreedily(
        _ finder: MatchFinder, _ input: UnsafeBufferPointer<UInt8>, from start: Int, final: Bool
    ) {
        let end = finder.end
        let chain = parameters.chainDepth
        let nice = parameters.niceLength
        let maxInsert = parameters.lazyLength
        var position = start
        var blockStart = start
        while position < end {
            var length = 0
            var distance = 0
            if position + 4 <= end {
                let candidate = finder.insert(position)
                if candidate >= 0 {
                    (length, distance) = finder.longestMatch(
                        at: position, candidate: candidate, chain: chain, nice: nice, minimum: 2)
                    if length == 3 && distance > 4096 { length = 0 }
                }
            }
            if length >= 3 {
                emitMatch(length: length, distance: distance)
                if length <= maxInsert {
                    let stop = min(position + length, end - 3)
                    var inner = position + 1
                    while inner < stop {
                        _ = finder.insert(inner)
                        inner += 1
                    }
                }
                position += length
            } else {
                emitLiteral(finder.base[position])
                position += 1
            }
            if symbols.count >= DeflateEncoder.blockSymbolLimit {
                flushBlock(input, from: blockStart, to: position, final: false)
                blockStart = position
            }
        }
        flushBlock(input, from: blockStart, to: end, final: final)
    }

    /// Levels 4–12: before taking a match, look one byte further for a longer one (RFC 1951 §4,
    /// "lazy matching"; zlib's "deflate_slow" strategy).
    private mutating func parseLazily(
        _ finder: MatchFinder, _ input: UnsafeBufferPointer<UInt8>, from start: Int, final: Bool
    ) {
        let end = finder.end
        let parameters = self.parameters
        var position = start
        var blockStart = start
        var pending = false
        var previousLength = 0
        var previousDistance = 0
        while position < end {
            var length = 0
            var distance = 0
            if position + 4 <= end {
                let candidate = finder.insert(position)
                if candidate >= 0 && previousLength < parameters.lazyLength {
                    let chain =
                        previousLength >= parameters.goodLength ? parameters.chainDepth >> 2 : parameters.chainDepth
                    (length, distance) = finder.longestMatch(
                        at: position, candidate: candidate, chain: chain, nice: parameters.niceLength,
                        minimum: max(previousLength, 2))
                    if length == 3 && distance > 4096 { length = 0 }
                }
            }
            if previousLength >= 3 && length <= previousLength {
                emitMatch(length: previousLength, distance: previousDistance)
                let matchEnd = position - 1 + previousLength
                let stop = min(matchEnd, end - 3)
                var inner = position + 1
                while inner < stop {
                    _ = finder.insert(inner)
                    inner += 1
                }
                position = matchEnd
                pending = false
                previousLength = 0
            } else {
                if pending { emitLiteral(finder.base[position - 1]) }
                pending = true
                previousLength = length
                previousDistance = distance
                position += 1
            }
            if symbols.count >= DeflateEncoder.blockSymbolLimit {
                let consumed = pending ? position - 1 : position
                flushBlock(input, from: blockStart, to: consumed, final: false)
                blockStart = consumed
            }
        }
        if pending { emitLiteral(finder.base[position - 1]) }
        flushBlock(input, from: blockStart, to: end, final: final)
    }

    /// Levels 10–12: near-optimal parsing. For each 64 KiB segment, every useful match at every
    /// position is collected once; a shortest-path search then picks the literal/match sequence of
    /// least cost, with costs taken from the Huffman code lengths of the previous pass (an
    /// iterated cost model, as in zopfli and libdeflate). Level 10 refines once, 11 twice, 12 three times.
    private mutating func parseOptimally(
        _ finder: MatchFinder, _ input: UnsafeBufferPointer<UInt8>, from start: Int, final: Bool
    ) {
        let end = finder.end
        let segmentSize = 1 << 16
        let passes = level - 8
        var lengths: [UInt16] = []
        var distances: [UInt16] = []
        var segmentStart = start
        while segmentStart < end {
            let segmentEnd = min(end, segmentStart + segmentSize)
            let count = segmentEnd - segmentStart
            lengths.removeAll(keepingCapacity: true)
            distances.removeAll(keepingCapacity: true)
            var first = [Int32](repeating: 0, count: count + 1)
            var skipUntil = segmentStart
            for position in segmentStart..<segmentEnd {
                first[position - segmentStart] = Int32(lengths.count)
                guard position + 4 <= end else { continue }
                let candidate = finder.insert(position)
                // Inside a match of at least the nice length, the parse will take that match:
                // keep the chains up to date but do not search.
                if candidate >= 0 && position >= skipUntil {
                    finder.collectMatches(
                        at: position, candidate: candidate, chain: parameters.chainDepth,
                        nice: parameters.niceLength, limit: min(MatchFinder.maxMatch, segmentEnd - position),
                        lengths: &lengths, distances: &distances)
                    if let longest = lengths.last, Int(longest) >= parameters.niceLength,
                        Int(first[position - segmentStart]) < lengths.count
                    {
                        skipUntil = position + Int(longest)
                    }
                }
            }
            first[count] = Int32(lengths.count)
            var costs = CostModel.initial
            var path: [UInt32] = []
            for pass in 0..<passes {
                path = CostModel.shortestPath(
                    finder.base + segmentStart, count: count, first: first, lengths: lengths, distances: distances,
                    costs: costs)
                if pass + 1 < passes { costs = CostModel(path: path, base: finder.base + segmentStart) }
            }
            var position = segmentStart
            for item in path {
                if item < 1 << 16 {
                    emitLiteral(finder.base[position])
                    position += 1
                } else {
                    let length = Int(item >> 16)
                    emitMatch(length: length, distance: Int(item & 0xFFFF) + 1)
                    position += length
                }
            }
            flushBlock(input, from: segmentStart, to: segmentEnd, final: final && segmentEnd == end)
            segmentStart = segmentEnd
        }
        if start == end { flushBlock(input, from: start, to: end, final: final) }
    }

    /// Writes `input[from..<to]` as stored blocks of at most 65,535 bytes (§3.2.4).
    mutating func writeStored(_ input: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, final: Bool) {
        var position = start
        repeat {
            let count = min(65535, end - position)
            let last = final && position + count == end
            writer.write(last ? 1 : 0, width: 3)
            writer.alignToByte()
            writer.write(UInt32(count) | UInt32(~count & 0xFFFF) << 16, width: 32)
            writer.appendAligned(UnsafeBufferPointer(rebasing: input[position..<position + count]))
            position += count
        } while position < end
    }

    /// Writes the buffered symbols, which encode `input[from..<to]`, as one or more blocks, each
    /// of the cheapest type: stored, fixed Huffman or dynamic Huffman (exact bit counts, §3.2.3).
    ///
    /// Block splitting (levels 4–12): the symbols are cut into chunks; where the literal/length and distance
    /// statistics before and after a chunk boundary differ enough that two Huffman codes are
    /// estimated to beat one, the exact sizes decide, and the split is kept only when it is
    /// smaller. Each part may split again, up to eight blocks per flush.
    private mutating func flushBlock(_ input: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, final: Bool) {
        let chunks = splitsBlocks ? BlockChunks(symbols, size: DeflateEncoder.splitChunkSize) : nil
        var boundaries: [Int] = [0]
        if let chunks, chunks.count >= 2 {
            split(chunks, 0..<chunks.count, depth: 3, bitOffset: writer.bitCount, into: &boundaries)
        } else {
            boundaries.append(1)
        }
        if boundaries.count == 2 {
            literalFrequencies[256] += 1
            let plan = BlockPlan(
                literal: literalFrequencies, distance: distanceFrequencies, byteCount: end - start,
                bitOffset: writer.bitCount)
            write(plan, input, symbols: 0..<symbols.count, bytes: start..<end, final: final)
        } else if let chunks {
            var byteStart = start
            for index in 1..<boundaries.count {
                let range = boundaries[index - 1]..<boundaries[index]
                var (literal, distance) = chunks.histogram(range)
                literal[256] += 1
                let byteEnd = byteStart + chunks.byteCount(range)
                let plan = BlockPlan(
                    literal: literal, distance: distance, byteCount: byteEnd - byteStart, bitOffset: writer.bitCount)
                write(
                    plan, input, symbols: chunks.symbolRange(range), bytes: byteStart..<byteEnd,
                    final: final && index == boundaries.count - 1)
                byteStart = byteEnd
            }
        }
        symbols.removeAll(keepingCapacity: true)
        for index in literalFrequencies.indices { literalFrequencies[index] = 0 }
        for index in distanceFrequencies.indices { distanceFrequencies[index] = 0 }
    }

    /// Symbols per chunk when looking for block boundaries.
    static let splitChunkSize = 1024

    /// Appends the ends of the blocks that `chunks[range]` is best written as (at least the end
    /// of `range` itself).
    private func split(
        _ chunks: BlockChunks, _ range: Range<Int>, depth: Int, bitOffset: Int, into boundaries: inout [Int]
    ) {
        guard depth > 0, range.count >= 2, let cut = chunks.bestCut(range) else {
            boundaries.append(range.upperBound)
            return
        }
        let whole = chunks.plan(range, bitOffset: bitOffset)
        let left = chunks.plan(range.lowerBound..<cut, bitOffset: bitOffset)
        let right = chunks.plan(cut..<range.upperBound, bitOffset: bitOffset + left.bits)
        guard left.bits + right.bits < whole.bits else {
            boundaries.append(range.upperBound)
            return
        }
        split(chunks, range.lowerBound..<cut, depth: depth - 1, bitOffset: bitOffset, into: &boundaries)
        split(chunks, cut..<range.upperBound, depth: depth - 1, bitOffset: bitOffset + left.bits, into: &boundaries)
    }

    private mutating func write(
        _ plan: BlockPlan, _ input: UnsafeBufferPointer<UInt8>, symbols range: Range<Int>, bytes: Range<Int>,
        final: Bool
    ) {
        switch plan.kind {
        case .stored:
            writeStored(input, from: bytes.lowerBound, to: bytes.upperBound, final: final)
        case .fixed:
            writer.write(final ? 0b011 : 0b010, width: 3)
            writeSymbols(
                range, literalLengths: DeflateTables.fixedLiteralLengths,
                distanceLengths: DeflateTables.fixedDistanceLengths)
        case .dynamic(let header):
            writer.write(final ? 0b101 : 0b100, width: 3)
            header.write(to: &writer)
            writeSymbols(range, literalLengths: plan.literalLengths, distanceLengths: plan.distanceLengths)
        }
    }

    private mutating func writeSymbols(_ range: Range<Int>, literalLengths: [UInt8], distanceLengths: [UInt8]) {
        let literalCodes = HuffmanCode.reversedCodes(literalLengths)
        let distanceCodes = HuffmanCode.reversedCodes(distanceLengths)
        // Local copies keep the static tables' lazy initialisation checks out of the loop.
        let lengthCodes = DeflateTables.lengthCode
        let lengthBase = DeflateTables.lengthBase
        let lengthExtra = DeflateTables.lengthExtra
        let distanceCodeTable = DeflateTables.distanceCode
        let distanceBase = DeflateTables.distanceBase
        let distanceExtra = DeflateTables.distanceExtra
        for item in symbols[range] {
            if item < 1 << 16 {
                writer.write(literalCodes[Int(item)], width: Int(literalLengths[Int(item)]))
            } else {
                let length = Int(item >> 16)
                let distance = Int(item & 0xFFFF) + 1
                let lengthCode = Int(lengthCodes[length - 3])
                let symbol = 257 + lengthCode
                writer.write(literalCodes[symbol], width: Int(literalLengths[symbol]))
                writer.write(UInt32(length) - UInt32(lengthBase[lengthCode]), width: Int(lengthExtra[lengthCode]))
                let distanceCode = Int(
                    distance <= 256 ? distanceCodeTable[distance - 1] : distanceCodeTable[256 + (distance - 1) >> 7])
                writer.write(distanceCodes[distanceCode], width: Int(distanceLengths[distanceCode]))
                writer.write(
                    UInt32(distance) - UInt32(distanceBase[distanceCode]), width: Int(distanceExtra[distanceCode]))
            }
        }
        writer.write(literalCodes[256], width: Int(literalLengths[256]))
    }
}

/// Estimated bit costs of literals, lengths and distances for the near-optimal parser.
struct CostModel {
    var literal: [UInt32]
    /// Indexed by match length (0...258); entries below 3 are unused.
    var length: [UInt32]
    var distance: [UInt32]

    /// Costs before any statistics: roughly the fixed code of RFC 1951 §3.2.6.
    static let initial: CostModel = {
        let literal = [UInt32](repeating: 8, count: 256)
        var length = [UInt32](repeating: 0, count: 259)
        for value in 3...258 {
            let code = Int(DeflateTables.lengthCode[value - 3])
            length[value] = (code < 22 ? 7 : 8) + UInt32(DeflateTables.lengthExtra[code])
        }
        let distance = (0..<30).map { 5 + UInt32(DeflateTables.distanceExtra[$0]) }
        return CostModel(literal: literal, length: length, distance: distance)
    }()

    init(literal: [UInt32], length: [UInt32], distance: [UInt32]) {
        (self.literal, self.length, self.distance) = (literal, length, distance)
    }

    /// Costs from the Huffman code that `path` would produce; unused symbols cost 15 bits.
    init(path: [UInt32], base: UnsafePointer<UInt8>) {
        var literalFrequencies = [UInt32](repeating: 0, count: 286)
        var distanceFrequencies = [UInt32](repeating: 0, count: 30)
        var position = 0
        for item in path {
            if item < 1 << 16 {
                literalFrequencies[Int(base[position])] += 1
                position += 1
            } else {
                let length = Int(item >> 16)
                literalFrequencies[257 + Int(DeflateTables.lengthCode[length - 3])] += 1
                distanceFrequencies[DeflateTables.distanceCode(of: Int(item & 0xFFFF) + 1)] += 1
                position += length
            }
        }
        literalFrequencies[256] = 1
        let literalLengths = HuffmanCode.lengths(literalFrequencies, limit: 15).map { $0 == 0 ? 15 : UInt32($0) }
        let distanceLengths = HuffmanCode.lengths(distanceFrequencies, limit: 15).map { $0 == 0 ? 15 : UInt32($0) }
        literal = Array(literalLengths[0..<256])
        length = [UInt32](repeating: 0, count: 259)
        for value in 3...258 {
            let code = Int(DeflateTables.lengthCode[value - 3])
            length[value] = literalLengths[257 + code] + UInt32(DeflateTables.lengthExtra[code])
        }
        distance = (0..<30).map { distanceLengths[$0] + UInt32(DeflateTables.distanceExtra[$0]) }
    }

    /// The cheapest sequence of literals and matches covering `count` bytes at `base`, as encoder
    /// symbols. `first[i]..<first[i + 1]` index the matches found at offset i.
    static func shortestPath(
        _ base: UnsafePointer<UInt8>, count: Int, first: [Int32], lengths: [UInt16], distances: [UInt16],
        costs: CostModel
    ) -> [UInt32] {
        var cost = [UInt32](repeating: .max, count: count + 1)
        var choice = [UInt32](repeating: 0, count: count + 1)
        cost[0] = 0
        for position in 0..<count {
            let here = cost[position]
            let literal = here + costs.literal[Int(base[position])]
            if literal < cost[position + 1] {
                cost[position + 1] = literal
                choice[position + 1] = UInt32(base[position])
            }
            var length = 3
            for index in Int(first[position])..<Int(first[position + 1]) {
                let longest = Int(lengths[index])
                let distance = Int(distances[index])
                let distanceCost = here + costs.distance[DeflateTables.distanceCode(of: distance)]
                // Long matches: try every length up to 64, then only the full length; splitting a
                // long match rarely pays and trying all 258 lengths would dominate the run time.
                if longest > 64 && length <= 64 {
                    while length <= 64 {
                        let total = distanceCost + costs.length[length]
                        if total < cost[position + length] {
                            cost[position + length] = total
                            choice[position + length] = UInt32(length) << 16 | UInt32(distance - 1)
                        }
                        length += 1
                    }
                    length = longest
                } else if longest > 64 {
                    length = max(length, longest)
                }
                while length <= longest {
                    let total = distanceCost + costs.length[length]
                    if total < cost[position + length] {
                        cost[position + length] = total
                        choice[position + length] = UInt32(length) << 16 | UInt32(distance - 1)
                    }
                    length += 1
                }
            }
        }
        var path: [UInt32] = []
        var position = count
        while position > 0 {
            let item = choice[position]
            path.append(item)
            position -= item < 1 << 16 ? 1 : Int(item >> 16)
        }
        return path.reversed()
    }
}

/// The header of a dynamic-Huffman block (RFC 1951 §3.2.7): HLIT, HDIST, HCLEN, the code-length
/// code, and the run-length-encoded code lengths of both alphabets.
struct DynamicHeader {
    private var literalCount = 286
    private var distanceCount = 30
    private var codeLengthCount = 19
    /// Code-length symbols (0...18) with their extra-bit values.
    private var runs: [(symbol: Int, extra: UInt32)] = []
    private var codeLengthLengths: [UInt8] = []
    private static let repeatExtra = [16: 2, 17: 3, 18: 7]

    init(literalLengths: [UInt8], distanceLengths: [UInt8]) {
        while literalCount > 257 && literalLengths[literalCount - 1] == 0 { literalCount -= 1 }
        while distanceCount > 1 && distanceLengths[distanceCount - 1] == 0 { distanceCount -= 1 }
        let all = Array(literalLengths[0..<literalCount]) + Array(distanceLengths[0..<distanceCount])
        var index = 0
        while index < all.count {
            let value = all[index]
            var run = 1
            while index + run < all.count && all[index + run] == value { run += 1 }
            index += run
            if value == 0 {
                while run >= 11 {
                    let take = min(run, 138)
                    runs.append((18, UInt32(take - 11)))
                    run -= take
                }
                if run >= 3 {
                    runs.append((17, UInt32(run - 3)))
                    run = 0
                }
            } else {
                runs.append((Int(value), 0))
                run -= 1
                while run >= 3 {
                    let take = min(run, 6)
                    runs.append((16, UInt32(take - 3)))
                    run -= take
                }
            }
            for _ in 0..<run { runs.append((Int(value), 0)) }
        }
        var frequencies = [UInt32](repeating: 0, count: 19)
        for run in runs { frequencies[run.symbol] += 1 }
        codeLengthLengths = HuffmanCode.lengths(frequencies, limit: 7)
        while codeLengthCount > 4 && codeLengthLengths[DeflateTables.codeLengthOrder[codeLengthCount - 1]] == 0 {
            codeLengthCount -= 1
        }
    }

    /// Size of the header in bits, after the three block-header bits.
    var bitCount: Int {
        var bits = 14 + 3 * codeLengthCount
        for run in runs { bits += Int(codeLengthLengths[run.symbol]) + (DynamicHeader.repeatExtra[run.symbol] ?? 0) }
        return bits
    }

    func write(to writer: inout BitWriter) {
        writer.write(UInt32(literalCount - 257), width: 5)
        writer.write(UInt32(distanceCount - 1), width: 5)
        writer.write(UInt32(codeLengthCount - 4), width: 4)
        for index in 0..<codeLengthCount {
            writer.write(UInt32(codeLengthLengths[DeflateTables.codeLengthOrder[index]]), width: 3)
        }
        let codes = HuffmanCode.reversedCodes(codeLengthLengths)
        for run in runs {
            writer.write(codes[run.symbol], width: Int(codeLengthLengths[run.symbol]))
            if let extra = DynamicHeader.repeatExtra[run.symbol] { writer.write(run.extra, width: extra) }
        }
    }
}
