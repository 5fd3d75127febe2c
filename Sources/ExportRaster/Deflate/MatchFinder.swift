/// What the match finders of levels 4–12 borrow for one parse: the input and the encoder's two
/// position tables, as handles (RFC 1951 §4: "the compressor uses a chained hash table to find
/// duplicated strings").
///
/// ``ChainMatchFinder`` and ``BinaryTreeMatchFinder`` each lay their own tables out over `head`
/// and `previous`; -1 marks an empty entry, and positions are offsets into `input`, so that the
/// encoder's window slide and reset treat every entry alike. The handles are valid only for the
/// duration of one parse.
struct MatchFinder {
    /// The DEFLATE window (RFC 1951 §2): matches reach at most this many bytes back.
    static let windowSize = 32768
    /// `windowSize - 1`: a position's slot in a table of one entry per window position.
    static let windowMask = 32767
    /// The longest match (RFC 1951 §3.2.5).
    static let maxMatch = 258
    /// The multiplier of the chain finders' four-byte and three-byte hashes and of the tree
    /// finder's three-byte hash (its trees' hash uses another): the top bits of the 32-bit
    /// product depend on every bit of the bytes hashed (multiplicative hashing), and a hash
    /// keeps as many of them as its table needs.
    static let hashMultiplier: UInt32 = 0x1E35_A7BD

    /// The input: history already seen, then the bytes to compress.
    let input: ElementHandle<UInt8>
    /// The encoder's head table.
    let head: MutableElementHandle<Int32>
    /// The encoder's previous table.
    let previous: MutableElementHandle<Int32>

    /// One past the last readable byte; matches never extend beyond it.
    @inline(__always)
    var end: Int { input.count }
}

/// A hash-chain match finder that links one position at a time into its tables
/// (``ChainMatchFinder``, ``HashChainMatchFinder``).
protocol PositionLinking {
    /// What linking a position returns: the heads its tables had.
    associatedtype Candidates
    /// One past the last readable byte.
    var end: Int { get }
    /// Links `position` into the tables; requires `position + 4 <= end`.
    func insert(_ position: Int) -> Candidates
}

extension PositionLinking {
    /// Inserts every position of `range` whose four bytes lie before `end`, in order.
    /// - Complexity: O(range.count).
    @inline(__always)
    func insert(_ range: Range<Int>) {
        var position = range.lowerBound
        let stop = min(range.upperBound, end - 3)
        while position < stop {
            _ = insert(position)
            position += 1
        }
    }
}
