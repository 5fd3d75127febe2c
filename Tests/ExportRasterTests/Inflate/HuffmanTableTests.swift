import TestSupport
import Testing

@testable import ExportRaster

@Suite("Huffman decoding tables")
struct HuffmanTableTests {
    /// Every code of `lengths` decodes, whatever bits follow it, to its symbol and length in
    /// `table`: the codes come from the encoder's canonical-code routine (RFC 1951 §3.2.2), not
    /// from the table builder.
    func expectDecodes(_ table: HuffmanTable, _ lengths: [UInt8], random: inout SplitMix64) {
        let codes = HuffmanCode.reversedCodes(lengths)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            for _ in 0..<3 {
                let following = UInt64.random(in: 0..<(1 << 16), using: &random)
                let (entry, codeLength) = table.lookup(UInt64(codes[symbol]) | following << UInt64(length))
                #expect(codeLength == Int(length))
                switch symbol {
                case ..<256:
                    #expect(entry & HuffmanTable.literalFlag != 0 && HuffmanTable.value(entry) & 0xFF == symbol)
                case 256:
                    #expect(entry & HuffmanTable.exceptionalFlag != 0)
                default:
                    #expect(HuffmanTable.value(entry) == Int(DeflateTables.lengthBase[symbol - 257]))
                }
            }
        }
    }

    @Test("a table rebuilt in place decodes every code as a freshly built one, long codes included")
    func rebuiltTablesDecodeEveryCode() throws {
        var random = SplitMix64(seed: 0x7AB1E)
        var reused = HuffmanTable()
        for _ in 0..<40 {
            // Frequencies spread over many powers of two give codes up to the 15-bit limit.
            let frequencies = (0..<286).map { _ in UInt32(1) << UInt32.random(in: 0..<22, using: &random) }
            let lengths = HuffmanCode.lengths(frequencies, limit: 15)
            let fresh = try HuffmanTable(
                lengths: lengths, primaryBits: HuffmanFastLoop.literalTableBits, alphabet: .literalLength,
                fullWidth: true)
            try lengths.withElementHandle { (handle) throws(HuffmanTable.BuildError) in
                try reused.rebuild(
                    lengths: handle, primaryBits: HuffmanFastLoop.literalTableBits, alphabet: .literalLength,
                    fullWidth: true)
            }
            #expect(reused.primaryBits == HuffmanFastLoop.literalTableBits)
            expectDecodes(fresh, lengths, random: &random)
            expectDecodes(reused, lengths, random: &random)
        }
    }

    @Test("a lone one-bit code decodes its pattern and leaves the other invalid, after a longer code")
    func singleCodeAfterLongCodes() throws {
        var table = try HuffmanTable(
            lengths: DeflateTables.fixedDistanceLengths, primaryBits: 8, alphabet: .distance, fullWidth: true)
        var lone = [UInt8](repeating: 0, count: 30)
        lone[3] = 1
        try lone.withElementHandle { (handle) throws(HuffmanTable.BuildError) in
            try table.rebuild(lengths: handle, primaryBits: 8, alphabet: .distance, fullWidth: true)
        }
        for bits: UInt64 in [0, 2, 0xFE] {
            let (entry, length) = table.lookup(bits)
            #expect(length == 1 && HuffmanTable.value(entry) == Int(DeflateTables.distanceBase[3]))
        }
        for bits: UInt64 in [1, 3, 0xFF] { #expect(table.lookup(bits).codeLength == 0) }
    }
}
