/// The literals and matches of the block being built, with their symbol frequencies.
///
/// An item is a `UInt32` whose low nine bits are its *index*: a literal's byte value (0...255),
/// or `253 + length` for a match (256...511). A match keeps its distance code plus one
/// (RFC 1951 §3.2.5) in bits 9...13 and the distance's extra-bit value in bits 14...26; a
/// literal's upper bits are zero, so both kinds are written by the same branch-free code.
/// The storage only grows, so the buffer is allocated once per encoder, and the fast parsers
/// fill it through an unchecked ``Appender``.
struct SymbolBuffer {
    /// Items; only the first `count` are meaningful.
    private var storage: [UInt32]
    /// Number of buffered items.
    private(set) var count = 0
    /// Counts of the literal/length symbols 0...285 (end-of-block excluded) of the buffered items.
    private(set) var literalFrequencies = [UInt32](repeating: 0, count: 286)
    /// Counts of the distance symbols 0...29 of the buffered items.
    private(set) var distanceFrequencies = [UInt32](repeating: 0, count: 30)
    /// ``DeflateTables/lengthCode`` and ``DeflateTables/distanceCode``, held here so the hot
    /// loops skip the static tables' lazy initialisation checks.
    private let lengthCodes = DeflateTables.lengthCode
    private let distanceCodes = DeflateTables.distanceCode
    private let distanceBases = DeflateTables.distanceBase

    init(capacity: Int) {
        storage = [UInt32](repeating: 0, count: capacity)
    }

    var isEmpty: Bool { count == 0 }

    /// Makes room for `capacity` items in all, so that an input's symbols are stored without
    /// growing on the way.
    mutating func reserve(_ capacity: Int) {
        if storage.count < capacity { grow(by: capacity - storage.count) }
    }

    /// The item of a match of `length` (3...258) bytes at `distance` (1...32768), whose
    /// distance code is `code` with base distance `base`.
    @inline(__always)
    static func match(length: Int, distance: Int, code: Int, base: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: (253 &+ length) | (code &+ 1) &<< 9 | (distance &- base) &<< 14)
    }

    /// An item's index: the literal byte, or `253 + length` for a match.
    @inline(__always)
    static func index(_ item: UInt32) -> Int { Int(item & 0x1FF) }

    /// A match item's length.
    @inline(__always)
    static func length(_ item: UInt32) -> Int { Int(item & 0x1FF) &- 253 }

    /// A match item's distance code plus one (zero for a literal).
    @inline(__always)
    static func distanceCodePlusOne(_ item: UInt32) -> Int { Int(item &>> 9 & 31) }

    /// For each item index (a literal byte, or `253 + length`), its literal/length symbol
    /// (RFC 1951 §3.2.5) in the low 16 bits and the input bytes the item covers above them (1 for
    /// a literal, the length for a match): counts an item's symbols without a branch on its kind,
    /// which noisy data makes unpredictable.
    ///
    /// Block splitting (``BlockChunks``) and the lazy levels' ``MatchWorth`` count every item
    /// through it. Against a branch per item, that took 12% and 11% off the mispredicted branches
    /// of levels 4 and 6 over the peer corpus (cachegrind's branch simulation: 7.64 M → 6.69 M and
    /// 8.88 M → 7.89 M) and 8% off those of the PNG encodes of its images, for 1.3% and 1.2% fewer
    /// instructions at levels 4 and 6 (0.2% more for the PNG encodes), and 4% to 7% less time at
    /// level 4 in paired runs; the output is the same to the byte.
    static let indexSymbols: [UInt32] = (0..<512).map { index in
        guard index >= 256 else { return UInt32(index) | 1 << 16 }
        let length = index - 253
        return UInt32(257 + Int(DeflateTables.lengthCode[length - 3])) | UInt32(length) << 16
    }

    subscript(index: Int) -> UInt32 { storage[index] }

    /// Calls `body` with a handle on the buffered items from `start` on, read-only.
    ///
    /// - Precondition: `0 <= start <= count`.
    func withItems<Result>(from start: Int, _ body: (ElementHandle<UInt32>) -> Result) -> Result {
        storage.withElementHandle { body($0.slice(start..<count)) }
    }

    /// Buffers a literal byte.
    @inline(__always)
    mutating func appendLiteral(_ byte: UInt8) {
        if count == storage.count { grow(by: 1) }
        storage[count] = UInt32(byte)
        count += 1
        literalFrequencies[Int(byte)] &+= 1
    }

    /// Forgets the items and their frequencies, keeping the storage.
    mutating func removeAll() {
        count = 0
        for index in literalFrequencies.indices { literalFrequencies[index] = 0 }
        for index in distanceFrequencies.indices { distanceFrequencies[index] = 0 }
    }

    private mutating func grow(by extra: Int) {
        storage.append(contentsOf: repeatElement(0, count: max(extra, storage.count)))
    }

    /// Calls `body` with a handle on the buffered items, read-only.
    func withItems<Result>(_ body: (ElementHandle<UInt32>) -> Result) -> Result {
        withItems(from: 0, body)
    }

    /// Lets `body` append up to `room` items and count their symbols without checks; `body`
    /// returns how many items it appended.
    @inline(__always)
    mutating func appendUnchecked(room: Int, _ body: (Appender) -> Int) {
        if storage.count - count < room { grow(by: room - (storage.count - count)) }
        let start = count
        let added = withMutableElementHandles(&storage, &literalFrequencies) { items, literal in
            distanceFrequencies.withMutableElementHandle { distance in
                withElementHandles(lengthCodes, distanceCodes, distanceBases) {
                    lengthCode, distanceCode, distanceBase in
                    body(
                        Appender(
                            items: items, start: start, frequencies: (literal, distance),
                            codes: (lengthCode, distanceCode, distanceBase)))
                }
            }
        }
        count = start + added
    }

    /// Unchecked access for ``appendUnchecked(room:_:)``: item `i` of this call goes to
    /// `items[start + i]`.
    ///
    /// The writes are unchecked because their bounds are proven before the loop runs:
    /// ``appendUnchecked(room:_:)`` grows the storage so that `start + room` items fit and the
    /// parser writes at most `room` items; a literal byte indexes the 286 literal/length counts,
    /// a length (3...258) the 256-entry length-code table, a distance (1...32768) the 512-entry
    /// distance-code table, whose codes (0...29) index the 30 distance counts and bases.
    struct Appender {
        /// The whole item storage.
        let items: MutableElementHandle<UInt32>
        /// Where this call's items begin in `items`.
        let start: Int
        /// The buffer's ``SymbolBuffer/literalFrequencies`` and ``SymbolBuffer/distanceFrequencies``.
        let frequencies: (literal: MutableElementHandle<UInt32>, distance: MutableElementHandle<UInt32>)
        /// ``DeflateTables/lengthCode``, ``DeflateTables/distanceCode`` and
        /// ``DeflateTables/distanceBase``.
        let codes: (length: ElementHandle<UInt8>, distance: ElementHandle<UInt8>, distanceBase: ElementHandle<UInt16>)

        /// Writes the literal `byte` as item `index` of this call and counts it.
        @inline(__always)
        func literal(_ byte: UInt8, at index: Int) {
            items[unchecked: start &+ index] = UInt32(byte)
            frequencies.literal[unchecked: Int(byte)] &+= 1
        }

        /// Writes a match of `length` (3...258) at `distance` (1...32768) as item `index` of this
        /// call and counts its symbols.
        @inline(__always)
        func match(length: Int, distance: Int, at index: Int) {
            let code = Int(codes.distance[unchecked: DeflateTables.distanceCodeIndex(of: distance)])
            items[unchecked: start &+ index] = SymbolBuffer.match(
                length: length, distance: distance, code: code, base: Int(codes.distanceBase[unchecked: code]))
            frequencies.literal[unchecked: 257 &+ Int(codes.length[unchecked: length &- 3])] &+= 1
            frequencies.distance[unchecked: code] &+= 1
        }
    }
}
