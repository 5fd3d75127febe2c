/// The DEFLATE decoder state (RFC 1951 §3.2.3): a 64-bit bit reader over a borrowed input
/// buffer and a growable output buffer.
///
/// Reading past the end of the input supplies zero bytes and counts them in `paddingBits`; any
/// step that consumes one of those bits throws ``InflateError/truncated(offset:)``, so the fast
/// loops never need to check the remaining length.
struct Inflater {
    private let input: UnsafeBufferPointer<UInt8>
    private var position: Int
    private var bitBuffer: UInt64 = 0
    private var bitCount = 0
    private var paddingBits = 0
    private var output: [UInt8] = []
    private var outputCount = 0
    private let limit: Int
    /// Room kept free at the end of `output` so a match of 258 bytes can be copied in 8-byte steps.
    private static let slack = 266

    init(input: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int, expectedSize: Int) {
        self.input = input
        position = start
        self.limit = limit
        output = [UInt8](repeating: 0, count: min(max(expectedSize, 1024), limit) + Inflater.slack)
    }

    /// Byte offset of the next unread bit.
    var offset: Int { ((position * 8 + paddingBits) - bitCount) / 8 }

    /// Offset just past the last byte any consumed bit came from.
    var endOffset: Int { ((position * 8 + paddingBits) - bitCount + 7) / 8 }

    /// Decodes blocks until the one with BFINAL set; returns the output.
    mutating func run() throws(InflateError) -> [UInt8] {
        var final = false
        while !final {
            let blockOffset = offset
            final = try bits(1) == 1
            switch try bits(2) {
            case 0: try storedBlock()
            case 1: try huffmanBlock(literal: .fixedLiteral, distance: .fixedDistance)
            case 2:
                let (literal, distance) = try dynamicTables()
                try huffmanBlock(literal: literal, distance: distance)
            default: throw .invalidBlockType(offset: blockOffset)
            }
        }
        output.removeLast(output.count - outputCount)
        return output
    }

    // MARK: Bits

    @inline(__always)
    private mutating func refill() {
        if position + 8 <= input.count {
            let word = UInt64(
                littleEndian: UnsafeRawPointer(input.baseAddress! + position).loadUnaligned(as: UInt64.self))
            bitBuffer |= word << UInt64(bitCount)
            position += (63 - bitCount) >> 3
            bitCount |= 56
        } else {
            while bitCount <= 56 {
                if position < input.count {
                    bitBuffer |= UInt64(input[position]) << UInt64(bitCount)
                    position += 1
                } else {
                    paddingBits += 8
                }
                bitCount += 8
            }
        }
    }

    @inline(__always)
    private mutating func consume(_ count: Int) throws(InflateError) {
        bitBuffer >>= UInt64(count)
        bitCount -= count
        if bitCount < paddingBits { throw .truncated(offset: input.count) }
    }

    private mutating func bits(_ count: Int) throws(InflateError) -> Int {
        if bitCount < count { refill() }
        let value = Int(bitBuffer & ((1 << UInt64(count)) - 1))
        try consume(count)
        return value
    }

    private mutating func decodeSymbol(_ table: HuffmanTable) throws(InflateError) -> Int {
        if bitCount < 15 { refill() }
        var entry = table.entries[Int(bitBuffer & ((1 << UInt64(table.primaryBits)) - 1))]
        if entry & 0x100 != 0 {
            let sub = Int((bitBuffer >> UInt64(table.primaryBits)) & ((1 << UInt64(entry & 0xFF)) - 1))
            entry = table.entries[Int(entry >> 16) + sub]
        }
        let length = Int(entry & 0xFF)
        if length == 0 { throw .invalidCode(offset: offset) }
        try consume(length)
        return Int(entry >> 16)
    }

    // MARK: Output

    /// Checks that `count` more bytes stay within the limit, then makes room for them.
    private mutating func reserve(_ count: Int) throws(InflateError) {
        if outputCount + count > limit { throw .outputLimitExceeded(limit: limit) }
        ensureCapacity(count)
    }

    /// Grows the buffer so `count` more bytes plus the copy slack fit. Growth doubles but stays
    /// near the limit; the limit itself is enforced per symbol.
    private mutating func ensureCapacity(_ count: Int) {
        let needed = outputCount + count + Inflater.slack
        if needed > output.count {
            let ceiling = limit > Int.max / 2 ? Int.max / 2 : limit + 2 * Inflater.slack
            let grown = max(needed, min(output.count * 2, ceiling))
            output.append(contentsOf: repeatElement(0, count: grown - output.count))
        }
    }

    // MARK: Blocks

    /// §3.2.4: skip to a byte boundary, read LEN and NLEN, copy LEN bytes.
    private mutating func storedBlock() throws(InflateError) {
        try consume(bitCount % 8)
        let headerOffset = offset
        let length = try bits(16)
        let complement = try bits(16)
        if length != ~complement & 0xFFFF { throw .storedLengthMismatch(offset: headerOffset) }
        // Rewind the reader to the byte boundary; the bit buffer holds whole bytes only.
        position = offset
        bitBuffer = 0
        bitCount = 0
        paddingBits = 0
        if position + length > input.count { throw .truncated(offset: input.count) }
        try reserve(length)
        for index in 0..<length { output[outputCount + index] = input[position + index] }
        outputCount += length
        position += length
    }

    /// §3.2.7: the code-length code, then the literal/length and distance code lengths.
    private mutating func dynamicTables() throws(InflateError) -> (HuffmanTable, HuffmanTable) {
        let headerOffset = offset
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        if literalCount > 286 || distanceCount > 30 { throw .tooManyCodes(offset: headerOffset) }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for index in 0..<codeLengthCount {
            codeLengthLengths[DeflateTables.codeLengthOrder[index]] = UInt8(try bits(3))
        }
        let codeLengthTable = try table(codeLengthLengths, primaryBits: 7, allowSingleCode: false, at: headerOffset)
        let total = literalCount + distanceCount
        var lengths: [UInt8] = []
        lengths.reserveCapacity(total)
        while lengths.count < total {
            let symbolOffset = offset
            let symbol = try decodeSymbol(codeLengthTable)
            var value: UInt8 = 0
            var count = 1
            switch symbol {
            case 16:
                guard let last = lengths.last else { throw .invalidRepeat(offset: symbolOffset) }
                value = last
                count = 3 + (try bits(2))
            case 17: count = 3 + (try bits(3))
            case 18: count = 11 + (try bits(7))
            default: value = UInt8(symbol)
            }
            if lengths.count + count > total { throw .invalidRepeat(offset: symbolOffset) }
            lengths.append(contentsOf: repeatElement(value, count: count))
        }
        if lengths[256] == 0 { throw .missingEndOfBlock(offset: headerOffset) }
        let literal = try table(
            Array(lengths[0..<literalCount]), primaryBits: 10, allowSingleCode: true, at: headerOffset)
        let distance = try table(
            Array(lengths[literalCount...]), primaryBits: 8, allowSingleCode: true, at: headerOffset)
        return (literal, distance)
    }

    private func table(
        _ lengths: [UInt8], primaryBits: Int, allowSingleCode: Bool, at headerOffset: Int
    ) throws(InflateError) -> HuffmanTable {
        do {
            return try HuffmanTable(lengths: lengths, primaryBits: primaryBits, allowSingleCode: allowSingleCode)
        } catch .oversubscribed {
            throw .oversubscribedCode(offset: headerOffset)
        } catch {
            throw .incompleteCode(offset: headerOffset)
        }
    }

    private enum LoopStatus {
        case endOfBlock
        case needSpace
        case failure(InflateError)
    }

    /// §3.2.5: decode literals and (length, distance) pairs until end-of-block.
    private mutating func huffmanBlock(literal: HuffmanTable, distance: HuffmanTable) throws(InflateError) {
        while true {
            ensureCapacity(Inflater.slack)
            var buffer = output
            output = []
            let status = buffer.withUnsafeMutableBufferPointer { out in
                literal.entries.withUnsafeBufferPointer { literalEntries in
                    distance.entries.withUnsafeBufferPointer { distanceEntries in
                        fastLoop(
                            out, literalEntries, literal.primaryBits, distanceEntries, distance.primaryBits)
                    }
                }
            }
            output = buffer
            switch status {
            case .endOfBlock: return
            case .needSpace: continue
            case .failure(let error): throw error
            }
        }
    }

    // swift-format-ignore: NeverForceUnwrap
    private mutating func fastLoop(
        _ out: UnsafeMutableBufferPointer<UInt8>,
        _ literalEntries: UnsafeBufferPointer<UInt32>, _ literalBits: Int,
        _ distanceEntries: UnsafeBufferPointer<UInt32>, _ distanceBits: Int
    ) -> LoopStatus {
        let literalMask = (UInt64(1) << UInt64(literalBits)) - 1
        let distanceMask = (UInt64(1) << UInt64(distanceBits)) - 1
        let capacity = out.count - Inflater.slack
        let limit = self.limit
        var count = outputCount
        defer { outputCount = count }
        while count <= capacity {
            if bitCount < 48 { refill() }
            var entry = literalEntries[Int(bitBuffer & literalMask)]
            if entry & 0x100 != 0 {
                let sub = Int((bitBuffer >> UInt64(literalBits)) & ((1 << UInt64(entry & 0xFF)) - 1))
                entry = literalEntries[Int(entry >> 16) + sub]
            }
            let codeLength = Int(entry & 0xFF)
            if codeLength == 0 { return .failure(.invalidCode(offset: offset)) }
            bitBuffer >>= UInt64(codeLength)
            bitCount -= codeLength
            if bitCount < paddingBits { return .failure(.truncated(offset: input.count)) }
            let symbol = Int(entry >> 16)
            if symbol < 256 {
                if count >= limit { return .failure(.outputLimitExceeded(limit: limit)) }
                out[count] = UInt8(truncatingIfNeeded: symbol)
                count += 1
                continue
            }
            if symbol == 256 { return .endOfBlock }
            if symbol > 285 { return .failure(.invalidCode(offset: offset)) }
            let lengthCode = symbol - 257
            let lengthExtra = UInt64(DeflateTables.lengthExtra[lengthCode])
            let length = Int(DeflateTables.lengthBase[lengthCode]) + Int(bitBuffer & ((1 << lengthExtra) - 1))
            bitBuffer >>= lengthExtra
            bitCount -= Int(lengthExtra)

            var distanceEntry = distanceEntries[Int(bitBuffer & distanceMask)]
            if distanceEntry & 0x100 != 0 {
                let sub = Int((bitBuffer >> UInt64(distanceBits)) & ((1 << UInt64(distanceEntry & 0xFF)) - 1))
                distanceEntry = distanceEntries[Int(distanceEntry >> 16) + sub]
            }
            let distanceLength = Int(distanceEntry & 0xFF)
            let distanceSymbol = Int(distanceEntry >> 16)
            if distanceLength == 0 || distanceSymbol > 29 { return .failure(.invalidCode(offset: offset)) }
            bitBuffer >>= UInt64(distanceLength)
            bitCount -= distanceLength
            let distanceExtra = UInt64(DeflateTables.distanceExtra[distanceSymbol])
            let distance =
                Int(DeflateTables.distanceBase[distanceSymbol]) + Int(bitBuffer & ((1 << distanceExtra) - 1))
            bitBuffer >>= distanceExtra
            bitCount -= Int(distanceExtra)
            if bitCount < paddingBits { return .failure(.truncated(offset: input.count)) }
            if distance > count {
                return .failure(.distanceTooFarBack(offset: offset, distance: distance, available: count))
            }
            if count + length > limit { return .failure(.outputLimitExceeded(limit: limit)) }
            copyMatch(out, at: count, distance: distance, length: length)
            count += length
        }
        return .needSpace
    }

    /// Copies `length` bytes from `distance` back; overlapping copies repeat the pattern (§3.2.3).
    /// May write up to 7 bytes past the match, inside the slack.
    @inline(__always)
    private func copyMatch(_ out: UnsafeMutableBufferPointer<UInt8>, at start: Int, distance: Int, length: Int) {
        let base = out.baseAddress!
        var destination = start
        var source = start - distance
        let end = start + length
        if distance >= 8 {
            while destination < end {
                let word = UnsafeRawPointer(base + source).loadUnaligned(as: UInt64.self)
                UnsafeMutableRawPointer(base + destination).storeBytes(of: word, as: UInt64.self)
                destination += 8
                source += 8
            }
        } else {
            while destination < end {
                base[destination] = base[source]
                destination += 1
                source += 1
            }
        }
    }
}
