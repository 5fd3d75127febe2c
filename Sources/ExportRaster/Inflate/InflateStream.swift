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

    /// Output kept after a flush so later matches can reach back 32 KiB (RFC 1951 §3.2.3).
    private static let windowSize = 32_768
    /// Output held before it is handed to the caller.
    private static let flushThreshold = 65_536
    /// The history buffer: the window, a flush's worth of output, and room for one step.
    private static let historyCapacity = windowSize + flushThreshold + HuffmanFastLoop.outputMargin
    /// Steps start only below this index of `history`, so each fits.
    private static let writeEnd = historyCapacity - HuffmanFastLoop.outputMargin

    private let format: Format
    private let limit: Int
    private var phase: Phase
    private var input = StreamInput()
    /// The tables of dynamic blocks, rebuilt in place for each one: the phase holds them only
    /// while their block lasts, so a rebuild finds their storage unshared.
    private var tables = DynamicTables()
    /// Recent output in `history[0..<filled]`: the window followed by bytes not yet handed out
    /// (from `emitted` on). Allocated at the first feed, then never resized.
    private var history: [UInt8] = []
    private var filled = 0
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
        if history.isEmpty { history = InflateStream.zeroedHistory() }
        let appended: Void? = chunk.withContiguousStorageIfAvailable { input.bytes.append(contentsOf: $0) }
        if appended == nil { input.bytes.append(contentsOf: chunk) }
        try run(sink)
        flush(sink)
        input.compact()
    }

    /// A zeroed history buffer, cleared in one bulk fill.
    private static func zeroedHistory() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: historyCapacity) { buffer, initialized in
            buffer.initialize(repeating: 0)
            initialized = historyCapacity
        }
    }

    /// Declares the end of the input; throws ``InflateError/truncated(offset:)`` if the stream
    /// stopped before its end.
    ///
    /// - Complexity: O(1).
    public mutating func finish() throws(InflateError) {
        if !isFinished { throw .truncated(offset: input.base + input.bytes.count) }
    }

    // MARK: Driving the steps

    private mutating func run(_ sink: (UnsafeBufferPointer<UInt8>) -> Void) throws(InflateError) {
        while true {
            let saved = input.bitPosition
            do throws(StreamStop) {
                if try !step() { return }
            } catch {
                switch error {
                case .needInput:
                    input.bitPosition = saved
                    return
                case .failure(let failure): throw failure
                }
            }
            if filled - emitted >= InflateStream.flushThreshold || filled >= InflateStream.writeEnd { flush(sink) }
        }
    }

    /// Performs one indivisible step; returns false when there is nothing left to do.
    ///
    /// On entry fewer than `flushThreshold` bytes wait to be handed out and `filled` is below
    /// `writeEnd`, so one step (a run of the fast loop, which stops there, or one careful symbol)
    /// fits in `history`.
    private mutating func step() throws(StreamStop) -> Bool {
        switch phase {
        case .zlibHeader:
            let cmf = UInt8(try input.bits(8))
            let flg = UInt8(try input.bits(8))
            do throws(InflateError) { try Zlib.checkHeader(cmf: cmf, flg: flg) } catch {
                throw .failure(error.shifted(by: input.base))
            }
            phase = .blockHeader
        case .gzipHeader:
            try gzipHeader()
        case .blockHeader:
            try blockHeader()
        case .stored(let remaining, let final):
            try storedBytes(remaining: remaining, final: final)
        case .huffman(let literal, let distance, let final):
            if try huffmanSymbols(literal: literal, distance: distance) {
                phase = final ? endOfData() : .blockHeader
            }
        case .trailer:
            try trailer()
        case .memberEnd:
            if input.bitPosition / 8 >= input.bytes.count { return false }
            phase = .gzipHeader
        case .done:
            if input.bitPosition / 8 < input.bytes.count {
                throw .failure(.trailingData(offset: input.byteOffset))
            }
            return false
        }
        return true
    }

    // MARK: Blocks

    private mutating func blockHeader() throws(StreamStop) {
        let blockOffset = input.byteOffset
        let final = try input.bits(1) == 1
        switch try input.bits(2) {
        case 0:
            input.bitPosition = (input.bitPosition + 7) / 8 * 8
            let headerOffset = input.byteOffset
            let length = try input.bits(16)
            let complement = try input.bits(16)
            if length != ~complement & 0xFFFF { throw .failure(.storedLengthMismatch(offset: headerOffset)) }
            phase = .stored(remaining: length, final: final)
        case 1:
            phase = .huffman(literal: .fixedLiteral, distance: .fixedDistance, final: final)
        case 2:
            // Read in one step, so a block's tables are built only once all their bits are here.
            try input.dynamicTables(into: &tables)
            phase = .huffman(literal: tables.literal, distance: tables.distance, final: final)
        default:
            throw .failure(.invalidBlockType(offset: blockOffset))
        }
    }

    /// §3.2.4: copies whatever part of the stored block's bytes has arrived, up to the flush.
    private mutating func storedBytes(remaining: Int, final: Bool) throws(StreamStop) {
        if remaining == 0 {
            phase = final ? endOfData() : .blockHeader
            return
        }
        let start = input.bitPosition / 8
        let available = min(
            remaining, input.bytes.count - start, InflateStream.flushThreshold - (filled - emitted),
            InflateStream.writeEnd - filled)
        if available == 0 { throw .needInput }
        try checkLimit(available)
        history.replaceSubrange(filled..<filled + available, with: input.bytes[start..<start + available])
        filled += available
        account(available)
        input.bitPosition += available * 8
        phase = .stored(remaining: remaining - available, final: final)
    }

    /// §3.2.5: a run of the fast loop when input and output room allow, else one careful symbol.
    /// Returns whether the block ended.
    ///
    /// The fast loop runs up to the output limit: its last step may pass the limit (by a match,
    /// inside the history's margin), which is then reported as the careful reader would have
    /// reported that step.
    private mutating func huffmanSymbols(literal: HuffmanTable, distance: HuffmanTable) throws(StreamStop) -> Bool {
        let room = limit - produced
        let stop = min(
            emitted + InflateStream.flushThreshold, InflateStream.writeEnd,
            room > Int.max / 2 ? Int.max : filled + room)
        if input.bitPosition / 8 + StreamInput.cursorMargin <= input.bytes.count && filled < stop {
            let before = filled
            let status = fastLoop(literal: literal, distance: distance, stop: stop)
            account(filled - before)
            // Nothing more to write: the output so far must be within the limit.
            try checkLimit(0)
            switch status {
            case .endOfBlock: return true
            case .failure(let error): throw .failure(error.shifted(by: input.base))
            case .needMore: if filled > before { return false }
            }
        }
        switch try input.readSymbol(literal: literal, distance: distance) {
        case .literal(let byte):
            try checkLimit(1)
            history[filled] = byte
            filled += 1
            account(1)
        case .endOfBlock:
            return true
        case .match(let length, let distance):
            if distance > memberSize {
                throw .failure(
                    .distanceTooFarBack(offset: input.byteOffset, distance: distance, available: memberSize))
            }
            try checkLimit(length)
            for index in filled..<filled + length { history[index] = history[index - distance] }
            filled += length
            account(length)
        }
        return false
    }

    /// Runs ``HuffmanFastLoop`` from the input's bit position into `history`.
    private mutating func fastLoop(literal: HuffmanTable, distance: HuffmanTable, stop: Int) -> HuffmanFastLoop.Stop {
        var buffer = history
        history = []
        defer { history = buffer }
        let windowStart = filled - memberSize
        var count = filled
        defer { filled = count }
        return input.withCursor { bytes, cursor in
            HuffmanFastLoop.run(
                input: bytes, cursor: &cursor, literal: literal, distance: distance, output: &buffer, count: &count,
                stop: stop, windowStart: windowStart)
        }
    }

    /// The phase after a final block: the container's trailer, or the end.
    private mutating func endOfData() -> Phase {
        input.bitPosition = (input.bitPosition + 7) / 8 * 8
        return format == .deflate ? .done : .trailer
    }

    // MARK: Containers

    private mutating func trailer() throws(StreamStop) {
        updateChecksum()
        let start = input.bitPosition / 8
        let bytes = input.bytes
        let offset = input.base + start
        if format == .zlib {
            // RFC 1950 §2.2: ADLER32, most significant byte first.
            guard let expected = bytes.bigEndian(UInt32.self, at: start) else { throw .needInput }
            if expected != adler.value {
                throw .failure(.checksumMismatch(offset: offset, expected: expected, actual: adler.value))
            }
            phase = .done
        } else {
            // RFC 1952 §2.3.1: CRC32 and ISIZE, least significant byte first.
            guard let expected = bytes.littleEndian(UInt32.self, at: start),
                let storedSize = bytes.littleEndian(UInt32.self, at: start + 4)
            else { throw .needInput }
            if expected != crc.value {
                throw .failure(.checksumMismatch(offset: offset, expected: expected, actual: crc.value))
            }
            let actualSize = UInt32(truncatingIfNeeded: memberSize)
            if storedSize != actualSize {
                throw .failure(.checksumMismatch(offset: offset + 4, expected: storedSize, actual: actualSize))
            }
            phase = .memberEnd
        }
        input.bitPosition += (format == .zlib ? 4 : 8) * 8
    }

    /// RFC 1952 §2.3.1: validated once the whole member header has arrived.
    private mutating func gzipHeader() throws(StreamStop) {
        let start = input.bitPosition / 8
        let end: Int
        do throws(InflateError) {
            end = try input.bytes.withUnsafeBufferPointer { buffer throws(InflateError) in
                try Gzip.headerEnd(buffer, from: start)
            }
        } catch .truncated {
            throw .needInput
        } catch {
            throw .failure(error.shifted(by: input.base))
        }
        input.bitPosition = end * 8
        crc = CRC32.Running()
        memberSize = 0
        phase = .blockHeader
    }

    // MARK: Output

    private func checkLimit(_ count: Int) throws(StreamStop) {
        if count > limit - produced { throw .failure(.outputLimitExceeded(limit: limit)) }
    }

    private mutating func account(_ count: Int) {
        produced += count
        memberSize += count
    }

    /// Adds the output not yet checksummed to the container's running checksum; done in bulk,
    /// before a flush and before a trailer is checked, rather than per symbol.
    private mutating func updateChecksum() {
        guard checksummed < filled else { return }
        switch format {
        case .deflate: break
        case .zlib: adler.update(history[checksummed..<filled])
        case .gzip: crc.update(history[checksummed..<filled])
        }
        checksummed = filled
    }

    /// Hands out the bytes not yet emitted; when less than half a flush's worth of room is left,
    /// slides the last 32 KiB to the front.
    private mutating func flush(_ sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        updateChecksum()
        if emitted < filled {
            history.withElementHandle { $0.slice(emitted..<filled).withBuffer(sink) }
        }
        let drop = filled - InflateStream.windowSize
        if drop > 0 && InflateStream.writeEnd - filled < InflateStream.flushThreshold / 2 {
            history.withMutableElementHandle { buffer in
                buffer.copyElements(from: drop..<drop + InflateStream.windowSize, to: 0)
            }
            filled = InflateStream.windowSize
        }
        emitted = filled
        checksummed = filled
    }
}

/// Why a streaming step stopped early: more input is needed (the step is retried when it
/// arrives), or the stream is malformed.
enum StreamStop: Error {
    case needInput
    case failure(InflateError)
}

/// The input of an ``InflateStream`` not yet consumed, read bit by bit for headers and the
/// symbols near a chunk's end.
struct StreamInput: DeflateBitReader {
    /// Unconsumed input; `bytes[0]` is byte `base` of the whole stream.
    var bytes: [UInt8] = []
    var base = 0
    /// Bit position of the next unread bit inside `bytes`.
    var bitPosition = 0

    var byteOffset: Int { base + bitPosition / 8 }

    static func failure(_ error: InflateError) -> StreamStop { .failure(error) }

    /// Reads `count` bits (0...16), least significant first (RFC 1951 §3.1.1).
    mutating func bits(_ count: Int) throws(StreamStop) -> Int {
        let value = peek(count)
        if bitPosition + count > bytes.count * 8 { throw .needInput }
        bitPosition += count
        return value
    }

    /// The next `count` bits (at most 24), with zeros past the end of the input.
    private func peek(_ count: Int) -> Int {
        var word = 0
        let first = bitPosition / 8
        for index in 0..<4 where first + index < bytes.count {
            word |= Int(bytes[first + index]) << (8 * index)
        }
        return (word >> (bitPosition % 8)) & ((1 << count) - 1)
    }

    mutating func decodeEntry(_ table: HuffmanTable) throws(StreamStop) -> UInt32 {
        let (entry, length) = table.lookup(UInt64(peek(15)))
        let available = bytes.count * 8 - bitPosition
        // Bits past the end read as zeros: only a code that fits in the bits present is real.
        if length > available || (length == 0 && available < 15) { throw .needInput }
        if length == 0 { throw .failure(.invalidCode(offset: byteOffset)) }
        bitPosition += length
        return entry
    }

    /// §3.2.7 through the whole-buffer reader over the bytes at hand, which reads whole words;
    /// running out of them means the header is not complete yet. Rebuilds `tables` in place.
    mutating func dynamicTables(into tables: inout DynamicTables) throws(StreamStop) {
        let start = bitPosition / 8
        let skip = bitPosition % 8
        let outcome = bytes.withElementHandle { buffer in
            var reader = Inflater(headerAt: start, in: buffer)
            return Result { () throws(InflateError) in
                _ = try reader.bits(skip)
                try reader.readDynamicTables(into: &tables)
                return reader.bitPosition
            }
        }
        switch outcome {
        case .success(let end):
            bitPosition = end
        case .failure(.truncated): throw .needInput
        case .failure(let error): throw .failure(error.shifted(by: base))
        }
    }

    /// Bytes from the bit position that ``withCursor(_:)`` needs for its first load and the fast
    /// loop's first refill after it.
    static let cursorMargin = 7 + HuffmanFastLoop.inputMargin

    /// Lends the bytes and a word-wide cursor at the bit position to the fast loop, then takes
    /// the cursor's position back. Requires ``cursorMargin`` bytes from the position.
    mutating func withCursor<Result>(
        _ body: (ElementHandle<UInt8>, inout BitCursor) -> Result
    ) -> Result {
        let skip = bitPosition % 8
        var cursor = BitCursor(position: bitPosition / 8)
        let result = bytes.withElementHandle { buffer in
            let word = buffer.littleEndian(UInt64.self, at: cursor.position)
            // Seven whole bytes count as loaded (the fast loop's refill wants at most 63 bits);
            // the eighth rides along above them.
            cursor.bitBuffer = word >> UInt64(skip)
            cursor.bitCount = 56 - skip
            cursor.position += 7
            return body(buffer, &cursor)
        }
        bitPosition = cursor.position * 8 - cursor.bitCount
        return result
    }

    /// Drops fully consumed input bytes.
    mutating func compact() {
        let consumed = min(bitPosition / 8, bytes.count)
        if consumed > 0 {
            bytes.removeFirst(consumed)
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
