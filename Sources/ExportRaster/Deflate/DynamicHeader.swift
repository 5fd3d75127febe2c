/// The header of a dynamic-Huffman block (RFC 1951 §3.2.7): HLIT, HDIST, HCLEN, the code-length
/// code, and the run-length-encoded code lengths of both alphabets.
///
/// A header is made for every block plan, written or not (``BlockPlan``, ``PixelRunBlock``), so
/// on small inputs its cost is a large share of the work: the lengths are run-length encoded
/// through handles into one array sized for the most runs they can make, and the size in bits
/// is summed once, per code-length symbol rather than per run.
struct DynamicHeader {
    private let literalCount: Int
    private let distanceCount: Int
    private var codeLengthCount = 19
    /// The code-length symbols (0...18) in stream order, each in the low five bits of its entry
    /// with the value of its extra bits above; the first ``runCount`` entries are used.
    private var runs: [UInt16]
    private var runCount = 0
    private var codeLengthLengths: [UInt8] = []
    /// Size of the header in bits, after the three block-header bits.
    private(set) var bitCount = 0

    /// Extra bits after code-length symbols 16, 17 and 18 (§3.2.7); none after 0...15.
    private static func repeatExtra(_ symbol: Int) -> Int {
        switch symbol {
        case 16: 2
        case 17: 3
        case 18: 7
        default: 0
        }
    }

    /// The header for the code lengths of a block: HLIT and HDIST drop the trailing zero lengths
    /// (keeping at least 257 and 1), and the lengths of both alphabets are encoded as one
    /// sequence, so a run may cross from the literal/length lengths into the distance lengths.
    ///
    /// - Precondition: at least 286 literal/length and 30 distance lengths (programmer errors).
    /// - Complexity: O(286 + 30).
    init(literalLengths: [UInt8], distanceLengths: [UInt8]) {
        precondition(literalLengths.count >= 286 && distanceLengths.count >= 30, "one length per symbol")
        var literalCount = 286
        var distanceCount = 30
        while literalCount > 257 && literalLengths[literalCount - 1] == 0 { literalCount -= 1 }
        while distanceCount > 1 && distanceLengths[distanceCount - 1] == 0 { distanceCount -= 1 }
        (self.literalCount, self.distanceCount) = (literalCount, distanceCount)
        let total = literalCount + distanceCount
        // Each code-length symbol stands for at least one length, so `total` entries are enough;
        // every entry below `runCount` is written before it is read.
        runs = [UInt16](unfilledCount: total)
        var frequencies = [UInt32](repeating: 0, count: 19)
        runCount = withTemporaryElementHandle(uninitializedCount: total) { (all: MutableElementHandle<UInt8>) in
            literalLengths.withElementHandle { all.copy($0.slice(0..<literalCount), to: 0) }
            distanceLengths.withElementHandle { all.copy($0.slice(0..<distanceCount), to: literalCount) }
            return withMutableElementHandles(&runs, &frequencies) { runs, frequencies in
                DynamicHeader.encodeRuns(of: all.readOnly, into: runs, counting: frequencies)
            }
        }
        codeLengthLengths = HuffmanCode.lengths(frequencies, limit: 7)
        while codeLengthCount > 4 && codeLengthLengths[DeflateTables.codeLengthOrder[codeLengthCount - 1]] == 0 {
            codeLengthCount -= 1
        }
        var bits = 14 + 3 * codeLengthCount
        for symbol in 0..<19 {
            bits += Int(frequencies[symbol]) * (Int(codeLengthLengths[symbol]) + DynamicHeader.repeatExtra(symbol))
        }
        bitCount = bits
    }

    /// Encodes `lengths` as code-length symbols (§3.2.7) into `runs` (laid out as ``runs``),
    /// counting each symbol in `frequencies` (19 entries); returns the number of runs written.
    ///
    /// A run of zeros takes symbol 18 (11 to 138 zeros) while 11 or more are left, then 17 (3
    /// to 10); a run of another length writes the length once, then 16 (repeat 3 to 6 times)
    /// while 3 or more repeats are left; what is left goes out as plain lengths.
    /// - Precondition: `runs` holds at least `lengths.count` entries, and every length is 0...15.
    /// - Complexity: O(`lengths.count`).
    private static func encodeRuns(
        of lengths: ElementHandle<UInt8>, into runs: MutableElementHandle<UInt16>,
        counting frequencies: MutableElementHandle<UInt32>
    ) -> Int {
        precondition(runs.count >= lengths.count && frequencies.count == 19, "room for the runs")
        var count = 0
        // Unchecked: every run covers at least one length, so `count` stays below
        // `lengths.count`. The count of a symbol is checked: a length above 18 would be a
        // caller's error, and traps here.
        func append(_ symbol: Int, extra: Int = 0) {
            runs[unchecked: count] = UInt16(truncatingIfNeeded: symbol | extra << 5)
            frequencies[symbol] &+= 1
            count &+= 1
        }
        let end = lengths.count
        var index = 0
        while index < end {
            let value = lengths[unchecked: index]
            var run = 1
            while index + run < end && lengths[unchecked: index + run] == value { run += 1 }
            index += run
            if value == 0 {
                while run >= 11 {
                    let take = min(run, 138)
                    append(18, extra: take - 11)
                    run -= take
                }
                if run >= 3 {
                    append(17, extra: run - 3)
                    run = 0
                }
            } else {
                append(Int(value))
                run -= 1
                while run >= 3 {
                    let take = min(run, 6)
                    append(16, extra: take - 3)
                    run -= take
                }
            }
            for _ in 0..<run { append(Int(value)) }
        }
        return count
    }

    /// Writes the header (HLIT onwards) to `writer`.
    ///
    /// The runs go through one ``BitWriteCursor``, one store per run, rather than through
    /// `writer.write(_:width:)`, whose check for room runs for every field.
    /// - Complexity: O(``runCount``).
    func write(to writer: inout BitWriter) {
        let codes = HuffmanCode.reversedCodes(codeLengthLengths)
        // The counts, the code-length lengths and the runs as ``bitCount`` sums them, with room
        // for the cursor's last whole-word store.
        writer.withCursor(capacity: bitCount / 8 + 16) { cursor in
            cursor.add(UInt64(literalCount - 257), width: 5)
            cursor.add(UInt64(distanceCount - 1), width: 5)
            cursor.add(UInt64(codeLengthCount - 4), width: 4)
            cursor.flush()
            for index in 0..<codeLengthCount {
                cursor.add(UInt64(codeLengthLengths[DeflateTables.codeLengthOrder[index]]), width: 3)
                cursor.flush()
            }
            withElementHandles(runs, codes, codeLengthLengths) { runs, codes, widths in
                // Unchecked: `runCount` is at most the runs' count, and a run's symbol (0...18)
                // indexes the 19 codes and lengths.
                for index in 0..<runCount {
                    let run = runs[unchecked: index]
                    let symbol = Int(run & 0x1F)
                    // A code of at most 7 bits and at most 7 extra bits, after at most 7 pending.
                    cursor.add(UInt64(codes[unchecked: symbol]), width: Int(widths[unchecked: symbol]))
                    let extra = DynamicHeader.repeatExtra(symbol)
                    if extra > 0 { cursor.add(UInt64(run >> 5), width: extra) }
                    cursor.flush()
                }
            }
        }
    }
}
