/// The distances at which the run-length parse (``DeflateEncoder/parseRuns(_:from:final:distances:)``)
/// looks for matches, and no others.
///
/// Filtered image rows (PNG §9) repeat at a few natural distances: the previous byte (runs of
/// one value, such as the zeros that flat areas filter to), the previous pixel, and the same
/// place in the previous row. Looking only there needs no hash table, and the near distances
/// have cheap distance codes (RFC 1951 §3.2.5: none or one extra bit for distances up to 8).
struct RepeatDistances: Sendable, Equatable {
    /// The pixel distance, 1...8: 1 when pixels take a byte or less. Distance 1 is always
    /// searched.
    let pixel: Int
    /// The row distance, or 0 when the rows are not to be searched.
    let row: Int

    /// Repeats at 1, `bytesPerPixel` (capped at ``nearLimit``) and `rowBytes` bytes back. A
    /// `rowBytes` outside the DEFLATE window (RFC 1951 §2: 32 KiB) or not beyond the pixel
    /// distance is left out.
    init(bytesPerPixel: Int, rowBytes: Int) {
        pixel = min(max(bytesPerPixel, 1), RepeatDistances.nearLimit)
        row = rowBytes > pixel && rowBytes <= MatchFinder.windowSize ? rowBytes : 0
    }

    /// The largest pixel distance: eight bytes (16-bit RGBA), whose distance code has one extra bit.
    static let nearLimit = 8
}

extension DeflateEncoder {
    /// The run-length parse: matches only at `distances`, chosen greedily, and a block ends
    /// whenever the symbol buffer is full; block types and splitting are the level's.
    ///
    /// At each position the longer match at the byte or pixel distance is the candidate (ties go
    /// to the byte distance), else a literal. A longer match at the row distance, of at least
    /// ``RunLengthParse/rowMinimum`` bytes, replaces it only if covering the same bytes with
    /// byte and pixel repeats would take at least ``RunLengthParse/rowWorth`` symbols: a row
    /// distance code carries up to 13 extra bits (RFC 1951 §3.2.5), which a couple of cheap near
    /// symbols undercut. Requires `start < input.count`.
    /// - Complexity: O(n), no tables.
    mutating func parseRuns(
        _ input: ElementHandle<UInt8>, from start: Int, final: Bool, distances: RepeatDistances
    ) {
        let parse = RunLengthParse(input: input, distances: distances)
        var position = start
        var blockStart = start
        while true {
            // Each item covers a byte at least, so the input's rest never needs more room.
            let room = min(DeflateEncoder.blockSymbolLimit - symbols.count, input.count - position)
            symbols.appendUnchecked(room: room) { appender in
                let (next, count) = parse.parse(from: position, room: room, into: appender)
                position = next
                return count
            }
            guard position < input.count else { break }
            flushBlock(input, from: blockStart, to: position, final: false)
            if exceededLimit { return }
            blockStart = position
        }
        flushBlock(input, from: blockStart, to: input.count, final: final)
    }
}

/// The inner loop of ``DeflateEncoder/parseRuns(_:from:final:distances:)`` over one buffer:
/// compares each position with the bytes one byte, one pixel and one row back, eight bytes a
/// step, and appends the chosen literals and matches to the symbol buffer.
///
/// Its input reads are unchecked: every position read is below `end`, by the loop conditions
/// and match limits stated beside them, and at or above 0, as a distance is at most the position.
struct RunLengthParse {
    /// The input; positions are offsets into it.
    let input: ElementHandle<UInt8>
    /// The pixel distance (1...8).
    let pixel: Int
    /// The row distance, or 0.
    let row: Int

    /// One past the last readable byte.
    @inline(__always)
    var end: Int { input.count }

    /// A row-distance match is taken only where the greedy byte- and pixel-distance parse of
    /// the same bytes needs at least this many symbols.
    static let rowWorth = 3
    /// The shortest match taken at the row distance. Short row repeats, such as the pieces of
    /// a QR code row that did not change across a module edge, cost more in distance codes than
    /// the runs that would cover them.
    static let rowMinimum = 32

    /// A parse of `input` at `distances`.
    init(input: ElementHandle<UInt8>, distances: RepeatDistances) {
        self.input = input
        pixel = distances.pixel
        row = distances.row
    }

    /// Number of equal bytes at `position - distance` and `position`, at most `limit`.
    /// Requires `distance <= position` and `position + limit <= end`.
    @inline(__always)
    func matchLength(at position: Int, distance: Int, limit: Int) -> Int {
        input.matchLength(position &- distance, position, limit: limit)
    }

    /// The longer match at the byte or pixel distance at `position` (length 0 when neither
    /// reaches three bytes), at most `limit` long. Requires `1 <= limit` and
    /// `position + limit <= end`.
    @inline(__always)
    func nearMatch(at position: Int, limit: Int) -> (length: Int, distance: Int) {
        // `position < end` (required), and each distance is tested to be at most `position`.
        var best = (length: 0, distance: 0)
        if position >= 1 && input[unchecked: position &- 1] == input[unchecked: position] {
            best = (matchLength(at: position, distance: 1, limit: limit), 1)
        }
        if pixel > 1 && best.length < limit && position >= pixel
            && input[unchecked: position &- pixel] == input[unchecked: position]
        {
            let length = matchLength(at: position, distance: pixel, limit: limit)
            if length > best.length { best = (length, pixel) }
        }
        return best.length >= 3 ? best : (0, 0)
    }

    /// Whether the greedy near parse needs at least ``rowWorth`` symbols for the `length` bytes
    /// at `position`; it stops counting there, so the check costs at most ``rowWorth`` steps.
    @inline(__always)
    func nearParseIsLonger(at position: Int, length: Int) -> Bool {
        var covered = 0
        var symbols = 0
        while covered < length {
            guard symbols < RunLengthParse.rowWorth - 1 else { return true }
            let step = nearMatch(at: position &+ covered, limit: min(MatchFinder.maxMatch, length &- covered)).length
            covered &+= max(step, 1)
            symbols &+= 1
        }
        return false
    }

    /// Parses from `start` until `room` items are appended or the input ends; returns the next
    /// position and the number of items appended.
    /// - Complexity: O(bytes parsed): each comparison step covers eight bytes of a match, and
    ///   the row check stops after ``rowWorth`` near symbols.
    func parse(from start: Int, room: Int, into symbols: SymbolBuffer.Appender) -> (position: Int, count: Int) {
        var position = start
        var count = 0
        // `position < end` and `limit` bytes from it lie before `end`; a distance is at most `position`.
        while count < room && position < end {
            let limit = min(MatchFinder.maxMatch, end &- position)
            var best = nearMatch(at: position, limit: limit)
            if row > 0 && position >= row && best.length < limit
                && input[unchecked: position &- row] == input[unchecked: position]
            {
                let length = matchLength(at: position, distance: row, limit: limit)
                if length > best.length && length >= RunLengthParse.rowMinimum
                    && nearParseIsLonger(at: position, length: length)
                {
                    best = (length, row)
                }
            }
            if best.length > 0 {
                symbols.match(length: best.length, distance: best.distance, at: count)
                position &+= best.length
            } else {
                symbols.literal(input[unchecked: position], at: count)
                position &+= 1
            }
            count &+= 1
        }
        return (position, count)
    }
}
