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
    /// Buffered symbols of the block being built (see the type's discussion for the layout).
    private(set) var symbols: [UInt32] = []
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
    mutating func emitLiteral(_ byte: UInt8) {
        symbols.append(UInt32(byte))
        literalFrequencies[Int(byte)] &+= 1
    }

    @inline(__always)
    mutating func emitMatch(length: Int, distance: Int) {
        symbols.append(UInt32(length) << 16 | UInt32(distance - 1))
        literalFrequencies[257 + Int(lengthCodes[length - 3])] &+= 1
        let distanceCode = distance <= 256 ? distanceCodes[distance - 1] : distanceCodes[256 + (distance - 1) >> 7]
        distanceFrequencies[Int(distanceCode)] &+= 1
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
    mutating func flushBlock(_ input: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, final: Bool) {
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
