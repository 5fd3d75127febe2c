/// The header of a dynamic-Huffman block (RFC 1951 §3.2.7): HLIT, HDIST, HCLEN, the code-length
/// code, and the run-length-encoded code lengths of both alphabets.
struct DynamicHeader {
    private var literalCount = 286
    private var distanceCount = 30
    private var codeLengthCount = 19
    /// Code-length symbols (0...18) with their extra-bit values.
    private var runs: [(symbol: Int, extra: UInt32)] = []
    private var codeLengthLengths: [UInt8] = []
    /// Extra bits after code-length symbols 16, 17 and 18 (§3.2.7); none after 0...15.
    private static func repeatExtra(_ symbol: Int) -> Int {
        switch symbol {
        case 16: 2
        case 17: 3
        case 18: 7
        default: 0
        }
    }

    init(literalLengths: [UInt8], distanceLengths: [UInt8]) {
        while literalCount > 257 && literalLengths[literalCount - 1] == 0 { literalCount -= 1 }
        while distanceCount > 1 && distanceLengths[distanceCount - 1] == 0 { distanceCount -= 1 }
        // Built once at its final size, and `runs` reserved for the most it can hold (one run
        // per length), so that neither grows by copying.
        var all = [UInt8]()
        all.reserveCapacity(literalCount + distanceCount)
        all += literalLengths[0..<literalCount]
        all += distanceLengths[0..<distanceCount]
        runs.reserveCapacity(all.count)
        var index = 0
        while index < all.count {
            let value = all[index]
            var run = 1
            while index + run < all.count && all[index + run] == value { run += 1 }
            index += run
            if value == 0 {
                while run >= 11 {
                    let take = min(run, 138)
                    runs.append((18, UInt32(take - 11)))
                    run -= take
                }
                if run >= 3 {
                    runs.append((17, UInt32(run - 3)))
                    run = 0
                }
            } else {
                runs.append((Int(value), 0))
                run -= 1
                while run >= 3 {
                    let take = min(run, 6)
                    runs.append((16, UInt32(take - 3)))
                    run -= take
                }
            }
            for _ in 0..<run { runs.append((Int(value), 0)) }
        }
        var frequencies = [UInt32](repeating: 0, count: 19)
        for run in runs { frequencies[run.symbol] += 1 }
        codeLengthLengths = HuffmanCode.lengths(frequencies, limit: 7)
        while codeLengthCount > 4 && codeLengthLengths[DeflateTables.codeLengthOrder[codeLengthCount - 1]] == 0 {
            codeLengthCount -= 1
        }
    }

    /// Size of the header in bits, after the three block-header bits.
    var bitCount: Int {
        var bits = 14 + 3 * codeLengthCount
        for run in runs { bits += Int(codeLengthLengths[run.symbol]) + DynamicHeader.repeatExtra(run.symbol) }
        return bits
    }

    func write(to writer: inout BitWriter) {
        writer.write(UInt32(literalCount - 257), width: 5)
        writer.write(UInt32(distanceCount - 1), width: 5)
        writer.write(UInt32(codeLengthCount - 4), width: 4)
        for index in 0..<codeLengthCount {
            writer.write(UInt32(codeLengthLengths[DeflateTables.codeLengthOrder[index]]), width: 3)
        }
        let codes = HuffmanCode.reversedCodes(codeLengthLengths)
        for run in runs {
            writer.write(codes[run.symbol], width: Int(codeLengthLengths[run.symbol]))
            let extra = DynamicHeader.repeatExtra(run.symbol)
            if extra > 0 { writer.write(run.extra, width: extra) }
        }
    }
}
