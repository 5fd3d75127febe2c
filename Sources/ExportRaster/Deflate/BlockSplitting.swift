/// The cheapest way to write one block (RFC 1951 §3.2.3), with its exact size in bits.
struct BlockPlan {
    enum Kind {
        case stored
        case fixed
        case dynamic(DynamicHeader)
    }

    private(set) var kind: Kind
    /// Size including the 3 header bits (and, for stored blocks, the padding to a byte boundary).
    private(set) var bits: Int
    let literalLengths: [UInt8]
    let distanceLengths: [UInt8]
    /// The dynamic block's header, and its size and that of the fixed-code block, none of which
    /// depend on where the block starts.
    private let header: DynamicHeader
    private let dynamicBits: Int
    private let fixedBits: Int
    /// Input bytes the block covers.
    private let byteCount: Int

    /// Plans a block with these symbol counts (`literal[256]`, end-of-block, included) covering
    /// `byteCount` input bytes, starting `bitOffset` bits into the output.
    /// - Complexity: O(symbols of the two alphabets), three Huffman code constructions.
    init(literal: [UInt32], distance: [UInt32], byteCount: Int, bitOffset: Int) {
        literalLengths = HuffmanCode.lengths(literal, limit: 15)
        distanceLengths = HuffmanCode.lengths(distance, limit: 15)
        header = DynamicHeader(literalLengths: literalLengths, distanceLengths: distanceLengths)
        var extraBits = 0
        for code in 0..<29 { extraBits += Int(literal[257 + code]) * Int(DeflateTables.lengthExtra[code]) }
        for code in 0..<30 { extraBits += Int(distance[code]) * Int(DeflateTables.distanceExtra[code]) }
        var dynamicBits = 3 + header.bitCount + extraBits
        var fixedBits = 3 + extraBits
        for symbol in 0..<286 {
            let frequency = Int(literal[symbol])
            dynamicBits += frequency * Int(literalLengths[symbol])
            fixedBits += frequency * Int(DeflateTables.fixedLiteralLengths[symbol])
        }
        for symbol in 0..<30 {
            let frequency = Int(distance[symbol])
            dynamicBits += frequency * Int(distanceLengths[symbol])
            fixedBits += frequency * 5
        }
        (self.dynamicBits, self.fixedBits, self.byteCount) = (dynamicBits, fixedBits, byteCount)
        (kind, bits) = BlockPlan.choice(
            header: header, dynamicBits: dynamicBits, fixedBits: fixedBits, byteCount: byteCount,
            bitOffset: bitOffset)
    }

    /// This plan for the same symbols starting `bitOffset` bits into the output: only a stored
    /// block's padding depends on where it starts, so the codes are kept and only the choice of
    /// block type is made again. Block splitting plans each part before it knows where the parts
    /// before it end; with this, the plans it made are written without building their codes
    /// again.
    /// - Complexity: O(1).
    func starting(atBitOffset bitOffset: Int) -> BlockPlan {
        var moved = self
        (moved.kind, moved.bits) = BlockPlan.choice(
            header: header, dynamicBits: dynamicBits, fixedBits: fixedBits, byteCount: byteCount,
            bitOffset: bitOffset)
        return moved
    }

    /// The smallest of the three block types and its size: stored (its padding set by
    /// `bitOffset`), then fixed, then dynamic, ties going to the earlier.
    private static func choice(
        header: DynamicHeader, dynamicBits: Int, fixedBits: Int, byteCount: Int, bitOffset: Int
    ) -> (Kind, Int) {
        let padding = (8 - (bitOffset + 3) % 8) % 8
        let storedBlocks = max(1, (byteCount + 65534) / 65535)
        let storedBits = 3 + padding + 32 + 8 * byteCount + (storedBlocks - 1) * 40
        if storedBits <= min(fixedBits, dynamicBits) { return (.stored, storedBits) }
        if fixedBits <= dynamicBits { return (.fixed, fixedBits) }
        return (.dynamic(header), dynamicBits)
    }
}

/// Buffered encoder symbols cut into fixed-size chunks, with each chunk's literal/length and
/// distance histogram and input byte count, for choosing block boundaries.
struct BlockChunks {
    private static let literalCount = 286
    private static let width = 316
    let count: Int
    private let size: Int
    private let symbolCount: Int
    /// `count × 316` counters: 286 literal/length symbols, then 30 distance symbols.
    private var histograms: [UInt32]
    private var bytes: [Int]

    init(_ symbols: SymbolBuffer, size: Int) {
        self.size = size
        let symbolCount = symbols.count
        let count = (symbolCount + size - 1) / size
        self.symbolCount = symbolCount
        self.count = count
        var histograms = [UInt32](repeating: 0, count: count * BlockChunks.width)
        var bytes = [Int](repeating: 0, count: count)
        // Local copies keep the static tables' lazy initialisation checks out of the loop.
        let itemSymbols = SymbolBuffer.indexSymbols
        let distanceSlots = BlockChunks.distanceSlots
        // Unchecked reads and writes: chunk `c` covers the items `c * size..<min(c * size + size,
        // symbolCount)` and its histogram row `c * width..<(c + 1) * width`; an item's nine-bit
        // index selects one of the 512 ``SymbolBuffer/indexSymbols`` and its five-bit distance
        // code plus one selects one of the 32 ``distanceSlots``; those symbols and slots lie
        // inside a row.
        withMutableElementHandles(&histograms, &bytes) { histogram, chunkBytes in
            symbols.withItems { items in
                precondition(
                    items.count == symbolCount && itemSymbols.count == 512 && distanceSlots.count == 32,
                    "symbol count changed")
                withElementHandles(itemSymbols, distanceSlots) { itemSymbol, distanceSlot in
                    for chunk in 0..<count {
                        let row = chunk * BlockChunks.width
                        var covered = 0
                        for index in chunk * size..<min(chunk * size + size, symbolCount) {
                            // The same two counts for every item, without a branch on its kind,
                            // which noisy data makes unpredictable: a literal's second count goes
                            // to the end-of-block slot, cleared below.
                            let item = items[unchecked: index]
                            let symbol = itemSymbol[unchecked: SymbolBuffer.index(item)]
                            let slot = distanceSlot[unchecked: SymbolBuffer.distanceCodePlusOne(item)]
                            histogram[unchecked: row + Int(symbol & 0xFFFF)] &+= 1
                            histogram[unchecked: row + Int(slot)] &+= 1
                            covered &+= Int(symbol &>> 16)
                        }
                        histogram[unchecked: row + 256] = 0
                        chunkBytes[unchecked: chunk] = covered
                    }
                }
            }
        }
        self.histograms = histograms
        self.bytes = bytes
    }

    /// For each distance code plus one, its slot in a histogram row: the end-of-block slot (256),
    /// which no item counts, for a literal's zero, else `literalCount` plus the code.
    private static let distanceSlots: [UInt16] = (0..<32).map { UInt16($0 == 0 ? 256 : literalCount + $0 - 1) }

    /// The symbols of `chunks`, as indices into the encoder's buffer.
    func symbolRange(_ chunks: Range<Int>) -> Range<Int> {
        chunks.lowerBound * size..<min(chunks.upperBound * size, symbolCount)
    }

    /// Input bytes the symbols of `chunks` cover.
    func byteCount(_ chunks: Range<Int>) -> Int { bytes[chunks].reduce(0, +) }

    /// Literal/length and distance counts over `chunks` (without the end-of-block symbol).
    func histogram(_ chunks: Range<Int>) -> (literal: [UInt32], distance: [UInt32]) {
        let sum = sums(chunks)
        return (Array(sum[0..<BlockChunks.literalCount]), Array(sum[BlockChunks.literalCount...]))
    }

    /// The exact plan for one block holding `chunks`.
    func plan(_ chunks: Range<Int>, bitOffset: Int) -> BlockPlan {
        var (literal, distance) = histogram(chunks)
        literal[256] += 1
        return BlockPlan(literal: literal, distance: distance, byteCount: byteCount(chunks), bitOffset: bitOffset)
    }

    private func sums(_ chunks: Range<Int>) -> [UInt32] {
        var sum = [UInt32](repeating: 0, count: BlockChunks.width)
        for chunk in chunks {
            let row = chunk * BlockChunks.width
            for symbol in 0..<BlockChunks.width { sum[symbol] &+= histograms[row + symbol] }
        }
        return sum
    }

    /// Estimated savings below this many bits are not worth checking exactly.
    static let minimumSaving = 64.0

    /// The chunk boundary inside `chunks` where splitting saves the most by the entropy estimate,
    /// or nil when no boundary is estimated to save at least ``minimumSaving`` bits.
    func bestCut(_ chunks: Range<Int>) -> Int? {
        let total = sums(chunks)
        let wholeCost = BlockChunks.estimatedBits(total)
        var left = [UInt32](repeating: 0, count: BlockChunks.width)
        var right = total
        var best: (cut: Int, saving: Double)?
        for cut in (chunks.lowerBound + 1)..<chunks.upperBound {
            moveChunk(cut - 1, from: &right, to: &left)
            let saving = wholeCost - BlockChunks.estimatedBits(left) - BlockChunks.estimatedBits(right)
            if saving > (best?.saving ?? BlockChunks.minimumSaving) { best = (cut, saving) }
        }
        return best?.cut
    }

    /// Moves the counts of `chunk` from the histogram `source` to `target` (both 316 wide).
    /// - Complexity: O(316).
    private func moveChunk(_ chunk: Int, from source: inout [UInt32], to target: inout [UInt32]) {
        precondition(
            chunk >= 0 && chunk < count && source.count == BlockChunks.width && target.count == BlockChunks.width,
            "a chunk moves between two histograms")
        let row = chunk * BlockChunks.width
        // Unchecked: the chunk's row lies inside `histograms`, and both histograms are one row wide.
        histograms.withElementHandle { histograms in
            withMutableElementHandles(&source, &target) { source, target in
                for symbol in 0..<BlockChunks.width {
                    let count = histograms[unchecked: row + symbol]
                    source[unchecked: symbol] &-= count
                    target[unchecked: symbol] &+= count
                }
            }
        }
    }

    /// Shannon bits of the literal/length and distance parts of `histogram`, plus about four bits
    /// per used symbol for the code lengths in a dynamic block header.
    ///
    /// The term `c · log2(c)` of a count below ``weightedLogCount`` comes from
    /// ``weightedLogs``, which holds the same products computed once, so the estimate is the
    /// same to the bit: on the rows of 256 px icons this function took a tenth of a PNG encode's
    /// instructions, most of them in taking each count's exponent and significand apart.
    /// - Complexity: O(316), the histogram's width.
    static func estimatedBits(_ histogram: [UInt32]) -> Double {
        let weightedLogs = BlockChunks.weightedLogs
        precondition(histogram.count == width && weightedLogs.count == weightedLogCount, "fixed table sizes")
        // Unchecked: symbols index the 316-entry histogram, and a count below
        // `weightedLogCount` indexes the table.
        return withElementHandles(histogram, weightedLogs) { histogram, weightedLogs in
            func part(_ range: Range<Int>) -> Double {
                var total = 0.0
                var weighted = 0.0
                var used = 0.0
                for symbol in range {
                    let count = histogram[unchecked: symbol]
                    guard count > 0 else { continue }
                    let frequency = Double(count)
                    total += frequency
                    weighted +=
                        count < weightedLogCount
                        ? weightedLogs[unchecked: Int(count)] : frequency * log2Estimate(frequency)
                    used += 1
                }
                return total > 0 ? total * log2Estimate(total) - weighted + 4 * used : 0
            }
            return part(0..<literalCount) + part(literalCount..<width)
        }
    }

    /// Counts below this take their `c · log2(c)` from ``weightedLogs``.
    static let weightedLogCount: UInt32 = 4096

    /// `c · log2Estimate(c)` for each count `c` below ``weightedLogCount`` (0 for 0), computed
    /// once, exactly as ``estimatedBits(_:)`` would compute it.
    static let weightedLogs: [Double] = (0..<Int(weightedLogCount)).map { count in
        count == 0 ? 0 : Double(count) * log2Estimate(Double(count))
    }

    /// log2(x) for x ≥ 1, within about 0.005: the binary exponent plus a quadratic fit of log2 on
    /// the significand's range [1, 2).
    static func log2Estimate(_ x: Double) -> Double {
        let m = x.significand
        return Double(x.exponent) + (-0.344_848_43 * m + 2.024_665_78) * m - 1.674_877_59
    }
}
