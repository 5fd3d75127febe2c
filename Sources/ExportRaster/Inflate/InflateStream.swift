/// An incremental DEFLATE, zlib or gzip decoder: feed compressed bytes in chunks of any size and
/// receive the decompressed bytes as they become available (RFC 1951 §3.2, RFC 1950, RFC 1952).
///
/// Memory stays bounded whatever the stream's size: the decoder keeps the 32 KiB window that
/// matches may reach into, at most 64 KiB of output not yet handed to the caller, and the input
/// of one unfinished step (at most one block header or one symbol). Stored blocks are copied
/// piece by piece as their bytes arrive.
///
/// The hostile-input guarantees of ``Inflate`` hold here too: every malformed stream throws an
/// ``InflateError`` whose offsets count bytes from the first byte ever fed, and a stream that
/// stops early is reported by ``finish()`` as ``InflateError/truncated(offset:)``.
///
/// ```swift
/// let packed = Zlib.compress(Array(repeating: 42, count: 100_000), level: 6)
/// var stream = InflateStream(format: .zlib)
/// var restored: [UInt8] = []
/// for start in stride(from: 0, to: packed.count, by: 100) {
///     restored += try stream.feed(packed[start..<min(start + 100, packed.count)])
/// }
/// try stream.finish()
/// ```
public struct InflateStream: Sendable {
    /// The container around the DEFLATE data.
    public enum Format: Sendable, Equatable {
        /// Raw DEFLATE (RFC 1951).
        case deflate
        /// A zlib stream (RFC 1950); the Adler-32 trailer is verified.
        case zlib
        /// A gzip file (RFC 1952) of one or more members; each CRC-32 and size is verified.
        case gzip
    }

    private enum Phase: Sendable {
        case zlibHeader
        case gzipHeader
        case blockHeader
        case stored(remaining: Int, final: Bool)
        case huffman(literal: HuffmanTable, distance: HuffmanTable, final: Bool)
        case trailer
        /// A gzip member ended; more input starts another member.
        case memberEnd
        case done
    }

    /// Thrown inside one step: either more input is needed (the step is retried when it arrives)
    /// or the stream is malformed.
    private enum Stop: Error {
        case needInput
        case failure(InflateError)
    }

    /// Output kept after a flush so later matches can reach back 32 KiB (RFC 1951 §3.2.3).
    private static let windowSize = 32_768
    /// Output held before it is handed to the caller.
    private static let flushThreshold = 65_536

    private let format: Format
    private let limit: Int
    private var phase: Phase
    /// Unconsumed input; `pending[0]` is byte `base` of the whole stream.
    private var pending: [UInt8] = []
    private var base = 0
    /// Bit position of the next unread bit inside `pending`.
    private var bitPosition = 0
    /// Recent output: the window followed by bytes not yet handed out (from `emitted` on).
    private var history: [UInt8] = []
    private var emitted = 0
    /// Bytes of `history` before this index are already in the running checksum.
    private var checksummed = 0
    private var produced = 0
    private var memberSize = 0
    private var adler = Adler32.Running()
    private var crc = CRC32.Running()

    /// A decoder for one stream in `format`.
    public init(format: Format = .deflate, options: Inflate.Options = .init()) {
        self.format = format
        limit = options.outputLimit
        switch format {
        case .deflate: phase = .blockHeader
        case .zlib: phase = .zlibHeader
        case .gzip: phase = .gzipHeader
        }
    }

    /// Whether the stream's end (the final block and any trailer) has been decoded.
    public var isFinished: Bool {
        switch phase {
        case .done, .memberEnd: true
        default: false
        }
    }

    /// Decodes `chunk` and returns the output it completes.
    ///
    /// - Complexity: O(chunk + output).
    public mutating func feed(_ chunk: some Collection<UInt8>) throws(InflateError) -> [UInt8] {
        var output: [UInt8] = []
        try feed(chunk) { output.append(contentsOf: $0) }
        return output
    }

    /// Decodes `chunk`, handing output to `sink` in pieces of at most 64 KiB (plus one match).
    ///
    /// - Complexity: O(chunk + output).
    public mutating func feed(
        _ chunk: some Collection<UInt8>, into sink: (UnsafeBufferPointer<UInt8>) -> Void
    ) throws(InflateError) {
        pending.append(contentsOf: chunk)
        try run(sink)
        flush(sink)
        compact()
    }

    /// Declares the end of the input; throws ``InflateError/truncated(offset:)`` if the stream
    /// stopped before its end.
    ///
    /// - Complexity: O(1).
    public mutating func finish() throws(InflateError) {
        if !isFinished { throw .truncated(offset: base + pending.count) }
    }

    // MARK: Driving the steps

    private mutating func run(_ sink: (UnsafeBufferPointer<UInt8>) -> Void) throws(InflateError) {
        while true {
            let saved = bitPosition
            do throws(Stop) {
                if try !step() { return }
            } catch {
                switch error {
                case .needInput:
                    bitPosition = saved
                    return
                case .failure(let failure): throw failure
                }
            }
            if history.count - emitted >= InflateStream.flushThreshold { flush(sink) }
        }
    }

    /// Performs one indivisible step; returns false when there is nothing left to do.
    private mutating func step() throws(Stop) -> Bool {
        switch phase {
        case .zlibHeader:
            let cmf = UInt8(try bits(8))
            let flg = UInt8(try bits(8))
            do throws(InflateError) { try Zlib.checkHeader(cmf: cmf, flg: flg) } catch {
                throw .failure(error.shifted(by: base))
            }
            phase = .blockHeader
        case .gzipHeader:
            try gzipHeader()
        case .blockHeader:
            try blockHeader()
        case .stored(let remaining, let final):
            try storedBytes(remaining: remaining, final: final)
        case .huffman(let literal, let distance, let final):
            try symbol(literal: literal, distance: distance, final: final)
        case .trailer:
            try trailer()
        case .memberEnd:
            if bitPosition / 8 >= pending.count { return false }
            phase = .gzipHeader
        case .done:
            if bitPosition / 8 < pending.count { throw .failure(.trailingData(offset: base + bitPosition / 8)) }
            return false
        }
        return true
    }

    // MARK: Bits

    private var byteOffset: Int { base + bitPosition / 8 }

    /// Reads `count` bits (0...16), least significant first (RFC 1951 §3.1.1).
    private mutating func bits(_ count: Int) throws(Stop) -> Int {
        let value = peek(count)
        if bitPosition + count > pending.count * 8 { throw .needInput }
        bitPosition += count
        return value
    }

    /// The next `count` bits (at most 24), with zeros past the end of the input.
    private func peek(_ count: Int) -> Int {
        var word = 0
        let first = bitPosition / 8
        for index in 0..<4 where first + index < pending.count {
            word |= Int(pending[first + index]) << (8 * index)
        }
        return (word >> (bitPosition % 8)) & ((1 << count) - 1)
    }

    private mutating func decode(_ table: HuffmanTable) throws(Stop) -> Int {
        let window = peek(15)
        var entry = table.entries[window & ((1 << table.primaryBits) - 1)]
        if entry & 0x100 != 0 {
            let sub = (window >> table.primaryBits) & ((1 << Int(entry & 0xFF)) - 1)
            entry = table.entries[Int(entry >> 16) + sub]
        }
        let length = Int(entry & 0xFF)
        let available = pending.count * 8 - bitPosition
        // Bits past the end read as zeros: only a code that fits in the bits present is real.
        if length > available || (length == 0 && available < 15) { throw .needInput }
        if length == 0 { throw .failure(.invalidCode(offset: byteOffset)) }
        bitPosition += length
        return Int(entry >> 16)
    }

    // MARK: Blocks

    private mutating func blockHeader() throws(Stop) {
        let blockOffset = byteOffset
        let final = try bits(1) == 1
        switch try bits(2) {
        case 0:
            bitPosition = (bitPosition + 7) / 8 * 8
            let headerOffset = byteOffset
            let length = try bits(16)
            let complement = try bits(16)
            if length != ~complement & 0xFFFF { throw .failure(.storedLengthMismatch(offset: headerOffset)) }
            phase = .stored(remaining: length, final: final)
        case 1:
            phase = .huffman(literal: .fixedLiteral, distance: .fixedDistance, final: final)
        case 2:
            let (literal, distance) = try dynamicTables()
            phase = .huffman(literal: literal, distance: distance, final: final)
        default:
            throw .failure(.invalidBlockType(offset: blockOffset))
        }
    }

    /// §3.2.7, read in one step so a block's tables are built only once all their bits are here.
    private mutating func dynamicTables() throws(Stop) -> (HuffmanTable, HuffmanTable) {
        let headerOffset = byteOffset
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        if literalCount > 286 || distanceCount > 30 { throw .failure(.tooManyCodes(offset: headerOffset)) }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for index in 0..<codeLengthCount {
            codeLengthLengths[DeflateTables.codeLengthOrder[index]] = UInt8(try bits(3))
        }
        let codeLengthTable = try table(codeLengthLengths, primaryBits: 7, allowSingleCode: false, at: headerOffset)
        let total = literalCount + distanceCount
        var lengths: [UInt8] = []
        lengths.reserveCapacity(total)
        while lengths.count < total {
            let symbolOffset = byteOffset
            let symbol = try decode(codeLengthTable)
            var value: UInt8 = 0
            var count = 1
            switch symbol {
            case 16:
                guard let last = lengths.last else { throw .failure(.invalidRepeat(offset: symbolOffset)) }
                value = last
                count = 3 + (try bits(2))
            case 17: count = 3 + (try bits(3))
            case 18: count = 11 + (try bits(7))
            default: value = UInt8(symbol)
            }
            if lengths.count + count > total { throw .failure(.invalidRepeat(offset: symbolOffset)) }
            lengths.append(contentsOf: repeatElement(value, count: count))
        }
        if lengths[256] == 0 { throw .failure(.missingEndOfBlock(offset: headerOffset)) }
        let literal = try table(
            Array(lengths[0..<literalCount]), primaryBits: 10, allowSingleCode: true, at: headerOffset)
        let distance = try table(
            Array(lengths[literalCount...]), primaryBits: 8, allowSingleCode: true, at: headerOffset)
        return (literal, distance)
    }

    private func table(
        _ lengths: [UInt8], primaryBits: Int, allowSingleCode: Bool, at headerOffset: Int
    ) throws(Stop) -> HuffmanTable {
        do {
            return try HuffmanTable(lengths: lengths, primaryBits: primaryBits, allowSingleCode: allowSingleCode)
        } catch .oversubscribed {
            throw .failure(.oversubscribedCode(offset: headerOffset))
        } catch {
            throw .failure(.incompleteCode(offset: headerOffset))
        }
    }

    /// §3.2.4: copies whatever part of the stored block's bytes has arrived.
    private mutating func storedBytes(remaining: Int, final: Bool) throws(Stop) {
        if remaining == 0 {
            phase = final ? endOfData() : .blockHeader
            return
        }
        let start = bitPosition / 8
        let available = min(remaining, pending.count - start)
        if available == 0 { throw .needInput }
        try append(pending[start..<start + available])
        bitPosition += available * 8
        phase = .stored(remaining: remaining - available, final: final)
    }

    /// §3.2.5: one literal, one (length, distance) pair, or the end of the block.
    private mutating func symbol(literal: HuffmanTable, distance: HuffmanTable, final: Bool) throws(Stop) {
        let symbol = try decode(literal)
        if symbol < 256 {
            try checkLimit(1)
            history.append(UInt8(truncatingIfNeeded: symbol))
            account(1)
            return
        }
        if symbol == 256 {
            phase = final ? endOfData() : .blockHeader
            return
        }
        if symbol > 285 { throw .failure(.invalidCode(offset: byteOffset)) }
        let lengthCode = symbol - 257
        let length = Int(DeflateTables.lengthBase[lengthCode]) + (try bits(Int(DeflateTables.lengthExtra[lengthCode])))
        let distanceSymbol = try decode(distance)
        if distanceSymbol > 29 { throw .failure(.invalidCode(offset: byteOffset)) }
        let matchDistance =
            Int(DeflateTables.distanceBase[distanceSymbol])
            + (try bits(Int(DeflateTables.distanceExtra[distanceSymbol])))
        if matchDistance > memberSize {
            throw .failure(
                .distanceTooFarBack(offset: byteOffset, distance: matchDistance, available: memberSize))
        }
        try checkLimit(length)
        let start = history.count - matchDistance
        for index in 0..<length { history.append(history[start + index]) }
        account(length)
    }

    /// The phase after a final block: the container's trailer, or the end.
    private mutating func endOfData() -> Phase {
        bitPosition = (bitPosition + 7) / 8 * 8
        return format == .deflate ? .done : .trailer
    }

    // MARK: Containers

    private mutating func trailer() throws(Stop) {
        updateChecksum()
        let start = bitPosition / 8
        let size = format == .zlib ? 4 : 8
        if pending.count - start < size { throw .needInput }
        func word(_ at: Int) -> UInt32 {
            (0..<4).reduce(0) { $0 | UInt32(pending[start + at + $1]) << (8 * $1) }
        }
        if format == .zlib {
            let expected = word(0).byteSwapped
            if expected != adler.value {
                throw .failure(.checksumMismatch(offset: base + start, expected: expected, actual: adler.value))
            }
            phase = .done
        } else {
            if word(0) != crc.value {
                throw .failure(.checksumMismatch(offset: base + start, expected: word(0), actual: crc.value))
            }
            let actualSize = UInt32(truncatingIfNeeded: memberSize)
            if word(4) != actualSize {
                throw .failure(.checksumMismatch(offset: base + start + 4, expected: word(4), actual: actualSize))
            }
            phase = .memberEnd
        }
        bitPosition += size * 8
    }

    /// RFC 1952 §2.3.1: validated once the whole member header has arrived.
    private mutating func gzipHeader() throws(Stop) {
        let start = bitPosition / 8
        let end: Int
        do throws(InflateError) {
            end = try pending.withUnsafeBufferPointer { buffer throws(InflateError) in
                try Gzip.headerEnd(buffer, from: start)
            }
        } catch .truncated {
            throw .needInput
        } catch {
            throw .failure(error.shifted(by: base))
        }
        bitPosition = end * 8
        crc = CRC32.Running()
        memberSize = 0
        phase = .blockHeader
    }

    // MARK: Output

    private func checkLimit(_ count: Int) throws(Stop) {
        if count > limit - produced { throw .failure(.outputLimitExceeded(limit: limit)) }
    }

    private mutating func append(_ bytes: ArraySlice<UInt8>) throws(Stop) {
        try checkLimit(bytes.count)
        history.append(contentsOf: bytes)
        account(bytes.count)
    }

    private mutating func account(_ count: Int) {
        produced += count
        memberSize += count
    }

    /// Adds the output not yet checksummed to the container's running checksum; done in bulk,
    /// before a flush and before a trailer is checked, rather than per symbol.
    private mutating func updateChecksum() {
        guard checksummed < history.count else { return }
        switch format {
        case .deflate: break
        case .zlib: adler.update(history[checksummed...])
        case .gzip: crc.update(history[checksummed...])
        }
        checksummed = history.count
    }

    /// Hands out the bytes not yet emitted, then trims the history to the window.
    private mutating func flush(_ sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        updateChecksum()
        if emitted < history.count {
            history.withUnsafeBufferPointer { sink(UnsafeBufferPointer(rebasing: $0[emitted...])) }
        }
        let drop = history.count - InflateStream.windowSize
        if drop > 0 { history.removeFirst(drop) }
        emitted = history.count
        checksummed = history.count
    }

    /// Drops fully consumed input bytes.
    private mutating func compact() {
        let consumed = min(bitPosition / 8, pending.count)
        if consumed > 0 {
            pending.removeFirst(consumed)
            base += consumed
            bitPosition -= consumed * 8
        }
    }
}

extension InflateError {
    /// The same error with every byte offset moved by `delta`.
    func shifted(by delta: Int) -> InflateError {
        switch self {
        case .truncated(let offset): .truncated(offset: offset + delta)
        case .invalidBlockType(let offset): .invalidBlockType(offset: offset + delta)
        case .storedLengthMismatch(let offset): .storedLengthMismatch(offset: offset + delta)
        case .tooManyCodes(let offset): .tooManyCodes(offset: offset + delta)
        case .oversubscribedCode(let offset): .oversubscribedCode(offset: offset + delta)
        case .incompleteCode(let offset): .incompleteCode(offset: offset + delta)
        case .invalidRepeat(let offset): .invalidRepeat(offset: offset + delta)
        case .missingEndOfBlock(let offset): .missingEndOfBlock(offset: offset + delta)
        case .invalidCode(let offset): .invalidCode(offset: offset + delta)
        case .distanceTooFarBack(let offset, let distance, let available):
            .distanceTooFarBack(offset: offset + delta, distance: distance, available: available)
        case .outputLimitExceeded: self
        case .invalidHeader(let offset, let reason): .invalidHeader(offset: offset + delta, reason: reason)
        case .checksumMismatch(let offset, let expected, let actual):
            .checksumMismatch(offset: offset + delta, expected: expected, actual: actual)
        case .trailingData(let offset): .trailingData(offset: offset + delta)
        }
    }
}
