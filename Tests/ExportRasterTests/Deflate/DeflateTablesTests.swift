import Testing

@testable import ExportRaster

@Suite("Deflate: the length and distance code tables of RFC 1951 §3.2.5")
struct DeflateTablesTests {
    /// Rows of the RFC's length table: code (as a symbol), its extra bits and its lengths.
    static let lengthRows: [(symbol: Int, extra: Int, lengths: ClosedRange<Int>)] = [
        (257, 0, 3...3), (264, 0, 10...10), (265, 1, 11...12), (268, 1, 17...18), (269, 2, 19...22),
        (273, 3, 35...42), (277, 4, 67...82), (281, 5, 131...162), (284, 5, 227...257), (285, 0, 258...258),
    ]

    /// Rows of the RFC's distance table: code, extra bits and distances.
    static let distanceRows: [(code: Int, extra: Int, distances: ClosedRange<Int>)] = [
        (0, 0, 1...1), (3, 0, 4...4), (4, 1, 5...6), (9, 3, 25...32), (15, 6, 193...256), (16, 7, 257...384),
        (17, 7, 385...512), (22, 10, 2049...3072), (28, 13, 16385...24576), (29, 13, 24577...32768),
    ]

    @Test("each length code stands for the lengths the RFC lists")
    func lengthRowsMatchTheRFC() {
        for row in Self.lengthRows {
            let code = row.symbol - 257
            #expect(DeflateTables.lengths(ofCode: code) == row.lengths, "symbol \(row.symbol)")
            #expect(Int(DeflateTables.lengthExtra[code]) == row.extra, "symbol \(row.symbol)")
        }
    }

    @Test("the length codes cover 3...258 once, in order, and agree with the lookup table")
    func lengthCodesPartitionTheLengths() {
        var next = 3
        for code in 0..<29 {
            let lengths = DeflateTables.lengths(ofCode: code)
            #expect(lengths.lowerBound == next, "code \(code)")
            for length in lengths {
                #expect(Int(DeflateTables.lengthCode[length - 3]) == code, "length \(length)")
            }
            next = lengths.upperBound + 1
        }
        #expect(next == 259)
    }

    @Test("every distance 1...32768 maps to the code whose range holds it")
    func distanceCodesMatchTheRFC() {
        for row in Self.distanceRows {
            #expect(Int(DeflateTables.distanceExtra[row.code]) == row.extra, "code \(row.code)")
            for distance in [row.distances.lowerBound, row.distances.upperBound] {
                #expect(DeflateTables.distanceCode(of: distance) == row.code, "distance \(distance)")
            }
        }
        var wrong = 0
        for distance in 1...32768 {
            let code = DeflateTables.distanceCode(of: distance)
            let base = Int(DeflateTables.distanceBase[code])
            let span = 1 << Int(DeflateTables.distanceExtra[code])
            let index = DeflateTables.distanceCodeIndex(of: distance)
            if !(base..<(base + span)).contains(distance) || !(0..<512).contains(index) { wrong += 1 }
        }
        #expect(wrong == 0)
    }
}
