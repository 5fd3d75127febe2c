/// The match finder of levels 1–3: a hash table of small buckets without chains.
///
/// The first four bytes at a position are hashed multiplicatively; the bucket of that hash keeps
/// the last ``ways`` positions that hashed to it, most recent first. A search compares the
/// position with each of them only (no chain walk), so the cost per byte is fixed, and a match is
/// at least four bytes long (shorter ones rarely pay for their length and distance codes), or
/// longer where the data uses few byte values (see ``Variety``).
///
/// A slot holds the low 16 bits of `position + bias`, as libdeflate's tables hold 16-bit
/// positions: the distance to a slot's position is the difference of the two, modulo 2^16, and
/// a slot counts only where that lies in the window (32 KiB, RFC 1951 §2). A slot written 64 KiB
/// or more earlier may so name a nearer position than its own; that candidate is compared like
/// any other, and only a match of its bytes is taken, so the output stays valid. Sliding a
/// stream's window raises `bias` by the slide. A new stream clears the slots written since the
/// last one (``forgetHistory()``), so that a reused encoder writes the same bytes as a fresh one.
///
/// Against slots of 32 bits, the table of level 3 takes 256 KiB instead of 512 KiB, which fits
/// beside the window in the 512 KiB second-level cache of the machine measured. On the photograph
/// `path` of the peer corpus, whose bytes are mostly literals and whose searches missed that
/// cache, level 3 ran 13% faster, for 11% more instructions (the 16-bit distances); over the
/// corpus levels 1, 2 and 3 ran 1.2%, 4.9% and 7.9% faster (the fastest of six alternating
/// runs), with the same output.
struct BucketTable: Sendable {
    /// log2 of the number of buckets.
    let hashBits: Int
    /// Positions kept per bucket.
    let ways: Int
    /// Matches up to this long have all their positions added to the table; longer ones only
    /// their last position (adding every position of long runs would leave only near, short
    /// candidates in the buckets). Data of few byte values uses ``sparseInsertLimit`` instead.
    let insertLimit: Int
    /// The ``insertLimit`` for data of fewer than ``Variety/fewValues`` byte values.
    let sparseInsertLimit: Int
    /// Whether the shortest match taken follows the data's ``Variety`` (levels 2 and 3), rather
    /// than staying at four bytes. At level 1, whose buckets keep two positions, the positions
    /// of the matches it then passed over, added one by one as literals, pushed the row above
    /// out of the buckets of generated QR rows, and made them 62% larger.
    var adaptsMinimumLength: Bool { ways > 2 }
    /// log2 of the buckets in use: ``hashBits``, or fewer for a small input compressed whole
    /// (``size(forInputCount:)``).
    private(set) var usedBits: Int
    /// `ways` slots per bucket, of the buckets used so far: empty until the first parse, which
    /// grows it to the buckets in use (``grow(_:to:)``). Every slot from ``dirtySlots`` on is 0.
    private var slots: [UInt16]
    /// Slots allocated so far (see ``slots``).
    var allocatedSlots: Int { slots.count }
    /// Slots written since the last ``forgetHistory()``: all of those in use, as positions land
    /// in any bucket.
    private var dirtySlots = 0
    /// Added to a position before its low 16 bits are stored: the sum of the window's slides,
    /// modulo 2^16.
    private(set) var bias = 0
    /// Where the last parse stopped: every stored position lies before it.
    private var frontier = 0
    /// Whether the window slid since the last ``forgetHistory()``.
    private var slid = false

    /// The table for `level` (1...3); any other level gets an empty table.
    ///
    /// Level 1 has 2^14 buckets of two slots (64 KiB); libdeflate's level-1 table has 2^15 buckets
    /// of two 16-bit positions (128 KiB). With 2^12 its output was 1.4% larger on the peer corpus
    /// for the same speed; 2^15 took 0.35% more off for 2.1% more time, and at level 2 0.13% for
    /// 4.4% (`Benchmarks/Peers/compare_flate.py --levels 1`, and six alternating runs). Level 2
    /// with eight slots per bucket and 2^13 buckets (the same 128 KiB) came out 1.55% smaller,
    /// nearly level 3's output, for 34% more time.
    ///
    /// Every level adds the inner positions of matches up to 16 bytes long (were 4, 5 and 8
    /// bytes at levels 1, 2 and 3): a later copy of a phrase is then found from any of its
    /// positions, not only from the ends of earlier matches. With the longer shortest matches of
    /// levels 2 and 3 on data of few byte values (``Variety``), that took 2.3%, 2.4% and 1.0% off
    /// the peer corpus at levels 1, 2 and 3, to 1.000, 1.020 and 1.020 of libdeflate's output,
    /// for 6%, 8% and 3% more instructions (callgrind). Data of fewer than 8 byte values, such as
    /// generated QR rows, keeps the former limits at levels 1 and 2: its four-byte sequences take
    /// only a few values, so the positions of each row fill the few buckets in use and push the
    /// row above out of them (level 2 made those rows three times larger). Level 3's buckets of
    /// eight slots keep the row above, and there adding every inner position of every match took
    /// 15% off the generated QR rows (1.213 → 1.032 of libdeflate's level 3) and 0.07% off real
    /// icon rows, for 67% more instructions on the QR rows (callgrind, without process start-up).
    init(level: Int) {
        switch level {
        case 1: (hashBits, ways, insertLimit, sparseInsertLimit) = (14, 2, 16, 4)
        case 2: (hashBits, ways, insertLimit, sparseInsertLimit) = (14, 4, 16, 5)
        case 3: (hashBits, ways, insertLimit, sparseInsertLimit) = (14, 8, 16, MatchFinder.maxMatch)
        default: (hashBits, ways, insertLimit, sparseInsertLimit) = (0, 0, 0, 0)
        }
        usedBits = hashBits
        slots = []
    }

    /// Uses only as many buckets as an input of `count` bytes, compressed whole right after
    /// ``forgetHistory()``, needs: four slots per position, as level 3's full table has for a
    /// window (at least 16 buckets, at most the level's). The next ``forgetHistory()`` then
    /// clears only those, so compressing many small inputs with one encoder does not clear the
    /// whole table for each. On the first 1 KiB and 8 KiB of the text references the output
    /// stayed within 3 bytes of the full table's, and a reused compressor ran 3% to 13% faster.
    /// - Precondition: no slot was written since the last ``forgetHistory()``.
    mutating func size(forInputCount count: Int) {
        precondition(dirtySlots == 0, "size(forInputCount:) after input")
        let positionBits = Int.bitWidth - (max(count, 1) - 1).leadingZeroBitCount
        usedBits = min(hashBits, max(4, positionBits + 2 - ways.trailingZeroBitCount))
    }

    /// Makes every stored position unreachable from any later one, and uses all buckets again.
    /// - Complexity: O(slots written since the last call).
    mutating func forgetHistory() {
        slots.withMutableElementHandle { $0.update(repeating: 0, in: 0..<dirtySlots) }
        dirtySlots = 0
        bias = 0
        frontier = 0
        slid = false
        usedBits = hashBits
    }

    /// Extends `slots` with empty slots to `count`, reserving exactly that much: the table is
    /// allocated on first use, and only as far as the buckets in use reach, so a new encoder
    /// for a small input clears a few KiB instead of the level's whole table (up to 256 KiB).
    /// Kept out of line, so that it does not change the code of ``parse(_:from:room:into:)``.
    /// - Complexity: O(`count`).
    @inline(never)
    private static func grow(_ slots: inout [UInt16], to count: Int) {
        if slots.isEmpty {
            slots = [UInt16](repeating: 0, count: count)
        } else {
            slots.reserveCapacity(count)
            slots.append(contentsOf: repeatElement(0, count: count - slots.count))
        }
    }

    /// Moves every stored position `shift` bytes back.
    mutating func slide(by shift: Int) {
        bias = (bias &+ shift) & 0xFFFF
        frontier -= shift
        slid = true
    }

    /// Parses `input[position...]` greedily into at most `room` items of `symbols`, stopping
    /// early when the buffer has room for no more; returns the position reached.
    ///
    /// Positions before `position` that were added earlier serve as history. The shortest match
    /// taken and the inner positions added follow the ``Variety`` of the next 4 KiB.
    ///
    /// A candidate at most a window back from a position at least a window into the input lies
    /// inside it. Nearer the start, the search takes any slot whose distance lies in the window
    /// without testing that the candidate is not before the input, which is 3% of level 1's
    /// instructions on noisy data: the precondition makes every slot hold a position parsed
    /// before, or 0 as it was cleared.
    /// - Precondition: `position` is not before where the last parse since ``forgetHistory()``
    ///   stopped, and is at least a window into the input if the window slid since then (a
    ///   stream keeps a window of history; see ``Deflate/Stream``).
    /// - Complexity: O(n · ways).
    mutating func parse(
        _ input: ElementHandle<UInt8>, from position: Int, room: Int, into symbols: inout SymbolBuffer
    ) -> Int {
        precondition(
            position >= frontier && (!slid || position >= MatchFinder.windowSize),
            "a parse after the last one, and a window into the input after a slide")
        let ways = self.ways
        let shift = UInt32(32 - usedBits)
        let bias = self.bias
        let slotsInUse = ways << usedBits
        if slots.count < slotsInUse { BucketTable.grow(&slots, to: slotsInUse) }
        dirtySlots = max(dirtySlots, slotsInUse)
        let variety = Variety(of: input, from: position)
        let insertLimit = variety.isFew ? sparseInsertLimit : self.insertLimit
        let minimumLength = adaptsMinimumLength ? variety.minimumLength : 4
        let insertsWholeCopies = adaptsMinimumLength && variety.isMany
        var reached = position
        symbols.appendUnchecked(room: room) { appender in
            slots.withMutableElementHandle { slots in
                let run = BucketRun(
                    input: input, slots: slots, shift: shift, bias: bias, insertLimit: insertLimit,
                    insertsWholeCopies: insertsWholeCopies, minimumLength: minimumLength)
                let (position, count) =
                    switch ways {
                    case 2: run.parse(TwoWays.self, from: position, room: room, into: appender)
                    case 4: run.parse(FourWays.self, from: position, room: room, into: appender)
                    default: run.parse(EightWays.self, from: position, room: room, into: appender)
                    }
                reached = position
                return count
            }
        }
        frontier = reached
        return reached
    }
}

extension BucketTable {
    /// How many byte values the data about to be parsed uses, and what that makes worth a match.
    ///
    /// Where the data uses few byte values, each literal costs few bits, and a match of four
    /// bytes, with its length and distance codes, saves nothing or costs more. As libdeflate
    /// does for its greedy and lazy levels, the shortest match taken then grows: eight bytes
    /// below 8 values, seven below 10, six below 16, five below 45, else four. On the peer
    /// corpus the first three bands took 19% off generated QR rows and 2.5% off generated icon
    /// rows at level 2, and changed no other file by more than 0.2%; for the fourth, see
    /// ``minimumLength``.
    struct Variety {
        /// Distinct byte values among the bytes sampled.
        let count: Int

        /// Below this many values the data counts as few-valued (``isFew``).
        static let fewValues = 8
        /// From this many values on, four-byte matches pay (``minimumLength``) and long copies
        /// enter the table whole (``isMany``).
        static let manyValues = 45
        /// Bytes sampled from the parse position on.
        static let sampleLength = 4096

        /// The variety of up to ``sampleLength`` bytes of `input` from `position`.
        ///
        /// Each byte marks its value in a table of 256 flags, with one store and no branch. A
        /// 256-bit set updated through a switch on the value's top two bits, which noisy bytes
        /// make unpredictable, took 9% and 15% of level 1's time on generated icon and QR rows,
        /// which it compresses at over 1 GB/s (`deflate.level1.icon`, `deflate.level1.qr`).
        /// - Complexity: O(``sampleLength``).
        init(of input: ElementHandle<UInt8>, from position: Int) {
            let start = max(position, 0)
            let stop = min(input.count, start + Variety.sampleLength)
            count = withTemporaryElementHandle(count: 256, repeating: UInt8(0)) { seen in
                // Unchecked: a byte value is below 256, and `start..<stop` lies inside `input`.
                for index in start..<max(start, stop) { seen[unchecked: Int(input[unchecked: index])] = 1 }
                var total = 0
                for value in 0..<256 { total += Int(seen[unchecked: value]) }
                return total
            }
        }

        /// Whether the data uses fewer than ``fewValues`` byte values: its four-byte sequences
        /// take so few values that adding every inner position of a match would flood the
        /// buckets in use (see ``BucketTable/sparseInsertLimit``).
        var isFew: Bool { count < Variety.fewValues }

        /// Whether the data uses at least ``manyValues`` byte values: its four-byte sequences
        /// vary so much that adding every inner position of a long match still leaves the
        /// buckets' other candidates in place.
        var isMany: Bool { count >= Variety.manyValues }

        /// The shortest match worth taking, 4 to 8 bytes: libdeflate's table
        /// (`choose_min_match_len`), whose three-byte matches at 80 values and more our
        /// four-byte hash cannot find.
        ///
        /// Five bytes from 16 to 44 values (was four) took 5.5% off the peer corpus's generated
        /// photo rows at levels 2 and 3 (25 values: 1.061 → 1.003 of libdeflate's level 2) and
        /// 0.2% off the kite photograph's rows (16 to 90 values), and made the generated text of
        /// 26 values 1.5% and 0.5% larger at levels 2 and 3, where libdeflate's chains find more
        /// matches of five bytes than four slots of a bucket hold.
        var minimumLength: Int {
            switch count {
            case ..<8: 8
            case ..<10: 7
            case ..<16: 6
            case ..<Variety.manyValues: 5
            default: 4
            }
        }
    }
}

/// The number of slots per bucket, as a type so the search loop is specialised for it, and how
/// a bucket takes a new position.
protocol BucketWays {
    static var count: Int { get }
    /// Puts `stored` at the front of the bucket whose first slot is `bucket`, dropping its oldest
    /// slot. Unchecked: the caller proves that the bucket's slots lie inside `slots`.
    static func push(_ stored: UInt16, into bucket: Int, of slots: MutableElementHandle<UInt16>)
}

/// Level 1's buckets: two slots, moved as two stores.
enum TwoWays: BucketWays {
    static var count: Int { 2 }
    @inline(__always)
    static func push(_ stored: UInt16, into bucket: Int, of slots: MutableElementHandle<UInt16>) {
        slots[unchecked: bucket &+ 1] = slots[unchecked: bucket]
        slots[unchecked: bucket] = stored
    }
}

/// Level 2's buckets: four slots, moved as one 64-bit word.
enum FourWays: BucketWays {
    static var count: Int { 4 }
    @inline(__always)
    static func push(_ stored: UInt16, into bucket: Int, of slots: MutableElementHandle<UInt16>) {
        // Slot 0 holds the word's low 16 bits on a little-endian machine, its high ones on a
        // big-endian one.
        let row = slots.load(UInt64.self, unchecked: bucket)
        #if _endian(big)
            slots.store(row >> 16 | UInt64(stored) << 48, unchecked: bucket)
        #else
            slots.store(row << 16 | UInt64(stored), unchecked: bucket)
        #endif
    }
}

/// Level 3's buckets: eight slots, moved as one vector.
enum EightWays: BucketWays {
    static var count: Int { 8 }
    @inline(__always)
    static func push(_ stored: UInt16, into bucket: Int, of slots: MutableElementHandle<UInt16>) {
        let row = slots.load(SIMD8<UInt16>.self, unchecked: bucket)
        slots.store(SIMD8(stored, row[0], row[1], row[2], row[3], row[4], row[5], row[6]), unchecked: bucket)
    }
}

/// One greedy parse over borrowed handles (see ``BucketTable/parse(_:from:room:into:)``).
///
/// Its accesses are unchecked, by these invariants: a slot index is a bucket's first slot, a
/// hash shifted down to the bits in use times the ways, plus a way, below the `ways << hashBits`
/// slots, which ``parse(_:from:room:into:)`` checks the table holds; input reads lie
/// before `end` by the loop bounds stated beside them, and at or above 0: a candidate is at most a
/// window back, other candidates are replaced by the position itself, and a position within a
/// window of the input's start sees only slots of earlier positions or of position 0 (see
/// ``BucketTable/parse(_:from:room:into:)``).
struct BucketRun {
    /// The input; positions are offsets into it.
    let input: ElementHandle<UInt8>
    /// The table's slots, ``BucketTable/ways`` per bucket.
    let slots: MutableElementHandle<UInt16>
    /// 32 minus ``BucketTable/usedBits``: shifts a 32-bit hash down to a bucket number.
    let shift: UInt32
    /// ``BucketTable/bias``, added to a position before its low 16 bits are stored.
    let bias: Int
    /// Matches up to this long have their inner positions added (``BucketTable/insertLimit``).
    let insertLimit: Int
    /// Whether longer matches that do not overlap their source have them added too (levels 2
    /// and 3 on data of ``BucketTable/Variety/isMany`` byte values; see
    /// ``insertInner(_:matchStart:length:distance:)``).
    let insertsWholeCopies: Bool
    /// The shortest match taken, 4 to 8 bytes (``BucketTable/Variety/minimumLength``).
    let minimumLength: Int

    /// One past the last readable byte; matches never extend beyond it.
    @inline(__always)
    var end: Int { input.count }

    /// The first slot of the bucket of the four bytes `value` (Fibonacci-style multiplicative hash).
    @inline(__always)
    func bucket<Ways: BucketWays>(_: Ways.Type, of value: UInt32) -> Int {
        Int(truncatingIfNeeded: (value &* 0x9E37_79B1) &>> shift) &* Ways.count
    }

    /// Puts `stored` at the front of the bucket, dropping its oldest slot.
    ///
    /// Each bucket moves in one piece (``BucketWays/push(_:into:of:)``), where a loop moved one
    /// slot at a time. With the same output, over the peer corpus
    /// (`Benchmarks/Peers/compare_flate.py`'s inputs; callgrind, and the sum over the files of
    /// the fastest of five alternating runs):
    /// - level 3, eight slots as one vector: 9.1% fewer instructions, 14.5% less time;
    /// - level 2, four slots as one 64-bit word: 9.2% fewer instructions, 10.2% less time (as a
    ///   vector, 2.8% fewer instructions but 2% to 5% more time on photo rows);
    /// - level 1, two slots as two stores: 1.1% fewer instructions, 5% less time (as one 32-bit
    ///   word, 2.7% more instructions).
    ///
    /// Loading the bucket as a vector for the search too, and taking each lane's distance and
    /// window test from it, took 24% more instructions at level 3.
    @inline(__always)
    func insert<Ways: BucketWays>(_: Ways.Type, _ stored: UInt16, into bucket: Int) {
        Ways.push(stored, into: bucket, of: slots)
    }

    /// The greedy parse: at each position, the longest match among the bucket's candidates
    /// within the window, or a literal.
    ///
    /// While eight bytes remain, each candidate is first compared as one 64-bit word without
    /// branching on the outcome (noisy data makes those branches unpredictable): the number of
    /// equal leading bytes falls out of the XOR's trailing zero count. Only a candidate that
    /// matches all eight bytes is extended further. Reading the next position's first slot one
    /// position ahead, to start its cache miss early, made level 3 8% slower; folding each
    /// candidate's length and distance into one score to keep the best took more instructions.
    ///
    /// - Precondition: `slots` holds `Ways.count` slots for each of the `1 << (32 - shift)`
    ///   buckets.
    @inline(__always)
    func parse<Ways: BucketWays>(
        _ ways: Ways.Type, from start: Int, room: Int, into symbols: SymbolBuffer.Appender
    ) -> (position: Int, count: Int) {
        precondition(slots.count >= Ways.count << (32 - Int(shift)), "a bucket for every hash")
        var position = start
        var count = 0
        let lastWide = end &- 8
        // `position <= end - 8`: the eight bytes there are readable, and so are those at a
        // candidate, which lies before it.
        while count < room && position <= lastWide {
            let word = input.littleEndian(UInt64.self, unchecked: position)
            let current = UInt32(truncatingIfNeeded: word)
            let home = bucket(Ways.self, of: current)
            let stored = UInt16(truncatingIfNeeded: position &+ bias)
            var bestLength = 0
            var bestDistance = 0
            for way in 0..<Ways.count {
                // The distance modulo 2^16, 0...65535.
                let distance = Int(stored &- slots[unchecked: home &+ way])
                // All ones for a distance in the window, 1...32768 (unsigned: a distance of 0
                // gives a lag above it), else zero. Such a candidate lies at or after 0 (see
                // ``BucketTable/parse(_:from:room:into:)``).
                let keep = UInt(bitPattern: distance &- 1) < UInt(MatchFinder.windowSize) ? -1 : 0
                // Elsewhere, compare the position with itself and ignore the result.
                let candidate = position &- (distance & keep)
                let length =
                    (input.littleEndian(UInt64.self, unchecked: candidate) ^ word).trailingZeroBitCount &>> 3 & keep
                bestDistance = length > bestLength ? distance : bestDistance
                bestLength = length > bestLength ? length : bestLength
            }
            if bestLength == 8 {
                (bestLength, bestDistance) = longest(Ways.self, at: position, stored: stored, bucket: home)
            }
            insert(Ways.self, stored, into: home)
            position = emit(
                Ways.self, at: position, literal: UInt8(truncatingIfNeeded: word), length: bestLength,
                distance: bestDistance, into: symbols, count: &count)
        }
        // The last few positions: four bytes to hash, matches checked byte by byte at the end.
        let lastHashed = end &- 4
        // `position < end`; four bytes are read only where `position <= end - 4`.
        while count < room && position < end {
            var bestLength = 0
            var bestDistance = 0
            if position <= lastHashed {
                let current = input.littleEndian(UInt32.self, unchecked: position)
                let home = bucket(Ways.self, of: current)
                let stored = UInt16(truncatingIfNeeded: position &+ bias)
                let reach = min(position, MatchFinder.windowSize)
                let limit = end &- position
                for way in 0..<Ways.count {
                    let distance = Int(stored &- slots[unchecked: home &+ way])
                    guard distance >= 1 && distance <= reach else { continue }
                    let candidate = position &- distance
                    guard input.littleEndian(UInt32.self, unchecked: candidate) == current else { continue }
                    let length = input.matchLength(candidate, position, known: 4, limit: limit)
                    if length > bestLength {
                        bestLength = length
                        bestDistance = distance
                    }
                }
                insert(Ways.self, stored, into: home)
            }
            position = emit(
                Ways.self, at: position, literal: input[unchecked: position], length: bestLength,
                distance: bestDistance,
                into: symbols, count: &count)
        }
        return (position, count)
    }

    /// Appends the best match found for `position` as item `count`, or the literal byte there
    /// when the match is shorter than ``minimumLength``, and returns the position after it; a
    /// match's inner positions are inserted on the way.
    ///
    /// Four-byte matches are taken at any distance in the window. Dropping those beyond 8 KiB at
    /// levels 2 and 3 (zlib drops three-byte matches beyond 4 KiB, as their distance codes can
    /// cost more than the literals) made the output of the peer corpus 0.3% larger, not smaller,
    /// and slower (`Benchmarks/Peers/compare_flate.py --levels 2,3`).
    @inline(__always)
    private func emit<Ways: BucketWays>(
        _ ways: Ways.Type, at position: Int, literal byte: UInt8, length: Int, distance: Int,
        into symbols: SymbolBuffer.Appender, count: inout Int
    ) -> Int {
        guard length >= minimumLength else {
            symbols.literal(byte, at: count)
            count &+= 1
            return position &+ 1
        }
        symbols.match(length: length, distance: distance, at: count)
        count &+= 1
        return insertInner(Ways.self, matchStart: position, length: length, distance: distance)
    }

    /// The longest match among the bucket's candidates for `position`, which has at least eight
    /// readable bytes and a candidate matching all eight.
    @inline(never)
    func longest<Ways: BucketWays>(
        _ ways: Ways.Type, at position: Int, stored: UInt16, bucket: Int
    ) -> (length: Int, distance: Int) {
        // Eight bytes remain at `position` (required), and a candidate lies before it.
        let limit = min(MatchFinder.maxMatch, end &- position)
        let reach = min(position, MatchFinder.windowSize)
        var bestLength = 0
        var bestDistance = 0
        for way in 0..<Ways.count {
            let distance = Int(stored &- slots[unchecked: bucket &+ way])
            guard distance >= 1 && distance <= reach else { continue }
            let candidate = position &- distance
            guard
                input.littleEndian(UInt64.self, unchecked: candidate)
                    == input.littleEndian(UInt64.self, unchecked: position)
            else { continue }
            let length = input.matchLength(candidate, position, known: 8, limit: limit)
            if length > bestLength {
                bestLength = length
                bestDistance = distance
            }
        }
        return (bestLength, bestDistance)
    }

    /// Adds the positions inside the match at `matchStart` to the table as ``BucketTable``'s
    /// `insertLimit` allows, and returns the position after the match.
    ///
    /// With ``insertsWholeCopies``, a longer match that does not overlap its source (`distance`
    /// at least its `length`) has every inner position added too, as libdeflate's chains add
    /// every position: a later copy of any part of it is then found at the nearer place. A match
    /// that overlaps its source is a run of period `distance`, whose positions would fill the
    /// buckets of only `distance` hashes and push out the row above; it keeps adding its last
    /// position only. On the peer corpus's real text and icon rows this took 0.4% to 3.8% off
    /// levels 2 and 3 (the HTML reference 3.8% and 4.8%, for 26% more instructions on that file
    /// at level 3; callgrind); on data of fewer values it made generated icon rows 3.7% larger at level 2 and
    /// level 3 several times slower, so it stays off there. Level 1, the fastest, does without:
    /// there it took 2.5% off the HTML reference (1.022 → 0.996 of libdeflate's) but only 0.07%
    /// off the corpus, for 2.7% more time over it and 24% more on that file (the fastest of six
    /// alternating runs).
    @inline(__always)
    func insertInner<Ways: BucketWays>(_ ways: Ways.Type, matchStart: Int, length: Int, distance: Int) -> Int {
        let matchEnd = matchStart &+ length
        let whole = length <= insertLimit || (insertsWholeCopies && distance >= length)
        var inner = whole ? matchStart &+ 1 : matchEnd &- 1
        let stop = min(matchEnd, end &- 3)
        // `inner < end - 3`: its four bytes are readable.
        while inner < stop {
            insert(
                Ways.self, UInt16(truncatingIfNeeded: inner &+ bias),
                into: bucket(Ways.self, of: input.littleEndian(UInt32.self, unchecked: inner)))
            inner &+= 1
        }
        return matchEnd
    }
}
