import TestSupport
import Testing

@testable import ExportRaster

@Suite("CRC-32")
struct CRC32Tests {
    /// Check values from the CRC catalogue (CRC-32/ISO-HDLC) and RFC 3720 Appendix B.4 style vectors.
    @Test(
        "published check values",
        arguments: [
            ("", 0x0000_0000 as UInt32),
            ("123456789", 0xCBF4_3926),
            ("a", 0xE8B7_BE43),
            ("abc", 0x3524_41C2),
            ("The quick brown fox jumps over the lazy dog", 0x414F_A339),
        ])
    func publishedVectors(text: String, expected: UInt32) {
        #expect(CRC32.checksum(Array(text.utf8)) == expected)
    }

    @Test("32 zero bytes give the RFC 3720 B.4 value for CRC-32 zeros")
    func zeros() {
        // The IEEE CRC-32 of 32 zero bytes is 0x190A55AD (widely published test vector).
        #expect(CRC32.checksum([UInt8](repeating: 0, count: 32)) == 0x190A_55AD)
    }

    @Test("incremental updates equal one pass, for every split point")
    func incremental() {
        let bytes = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let whole = CRC32.checksum(bytes)
        for split in 0...bytes.count {
            var running = CRC32.Running()
            running.update(bytes[..<split])
            running.update(bytes[split...])
            #expect(running.value == whole)
        }
    }

    @Test("non-contiguous sequences are accepted")
    func nonContiguous() {
        #expect(CRC32.checksum("123456789".utf8.lazy.map { $0 }) == 0xCBF4_3926)
    }

    /// `(i² + 7i) >> 3` truncated to a byte: a pattern Python can regenerate.
    static func pattern(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: ($0 * $0 + 7 * $0) >> 3) }
    }

    /// Expected values from Python's `zlib.crc32(bytes(((i*i + 7*i) >> 3) & 0xFF for i in range(n)))`:
    /// lengths from under one to many thousand words.
    @Test(
        "lengths of many words match zlib",
        arguments: [
            (2047, 0xEA2E_B949 as UInt32), (2048, 0xF0EA_D78D), (2049, 0x41FB_FAC7), (4111, 0x7450_8C2F),
            (6151, 0x8617_0ABF), (65536, 0x77CD_99BB), (100_003, 0xC67F_A49A),
        ])
    func zlibVectors(count: Int, expected: UInt32) {
        #expect(CRC32.checksum(CRC32Tests.pattern(count)) == expected)
    }

    /// Lengths under 64 take the table look-ups alone; from 64 on, the sparse reduction runs first.
    @Test("both ways equal the bit-at-a-time definition for every length 0…300 and offset 0…17")
    func smallLengthsAndOffsets() {
        var random = SplitMix64(seed: 2026)
        let bytes = random.bytes(320)
        for offset in 0...17 {
            for length in 0...min(300, bytes.count - offset) {
                let slice = bytes[offset..<offset + length]
                let expected = ~CRC32.bitwise(0xFFFF_FFFF, Array(slice))
                #expect(CRC32.checksum(slice) == expected, "offset \(offset), length \(length)")
                if CRC32.checksum(slice) != expected { return }
            }
        }
    }

    @Test("seeded buffers of random lengths and offsets equal the definition, whole and split")
    func seededBuffers() {
        var random = SplitMix64(seed: 91)
        for _ in 0..<30 {
            let bytes = random.bytes(Int.random(in: 0...12_000, using: &random))
            let offset = Int.random(in: 0...min(7, bytes.count), using: &random)
            let slice = bytes[offset...]
            let expected = ~CRC32.bitwise(0xFFFF_FFFF, Array(slice))
            #expect(CRC32.checksum(slice) == expected)
            let cut = Int.random(in: offset...bytes.count, using: &random)
            var running = CRC32.Running()
            running.update(bytes[offset..<cut])
            running.update(bytes[cut...])
            #expect(running.value == expected)
        }
    }

    /// Chorba's reduction is right only if its multiple x^300 + x^155 + x^117 + x^89 + 1 is one:
    /// divided by the CRC polynomial in its normal (unreflected) form, 0x104C11DB7 (ISO 3309),
    /// one bit at a time, nothing may remain.
    @Test("the sparse multiple of the reduction is divisible by the CRC-32 polynomial")
    func sparseMultipleDividesEvenly() {
        /// The remainder of the polynomial with these exponents, divided bit by bit.
        func remainder(_ exponents: [Int]) -> UInt64 {
            var remainder: UInt64 = 0
            for degree in stride(from: exponents.max() ?? 0, through: 0, by: -1) {
                remainder = remainder << 1 | (exponents.contains(degree) ? 1 : 0)
                if remainder >> 32 != 0 { remainder ^= 0x1_04C1_1DB7 }
            }
            return remainder
        }
        #expect(remainder([300, 155, 117, 89, 0]) == 0)
        // And it is not trivially so: another sparse polynomial of the same degree leaves a
        // remainder, so the division above does reduce.
        #expect(remainder([300, 155, 117, 88, 0]) != 0)
    }

    @Test("the lane shift tables move a register past a lane of zero bytes")
    func laneShiftTables() {
        var random = SplitMix64(seed: 5)
        let zeros = [UInt8](repeating: 0, count: CRC32.laneLength)
        for _ in 0..<20 {
            let register = UInt32(truncatingIfNeeded: random.next())
            let viaTables = CRC32.laneShiftTables.withElementHandle { CRC32.shifted(register, $0) }
            #expect(viaTables == CRC32.bitwise(register, zeros))
        }
    }

    @Test("a register multiplied by x^(8n) is the register after n zero bytes", arguments: [0, 1, 2, 3, 100, 4097])
    func shiftByMultiplying(count: Int) {
        var random = SplitMix64(seed: UInt64(count))
        let register = UInt32(truncatingIfNeeded: random.next())
        let zeros = [UInt8](repeating: 0, count: count)
        #expect(CRC32.shiftedByZeros(register, count: count) == CRC32.bitwise(register, zeros))
    }

    @Test("inputs of one to three two-lane blocks, with and without a remainder, equal the definition")
    func twoLaneBlocks() {
        var random = SplitMix64(seed: 8192)
        let block = 2 * CRC32.laneLength
        let bytes = random.bytes(3 * block + 100)
        for length in [block - 1, block, block + 7, block + 63, block + 64, 2 * block + 99, 3 * block + 100] {
            let slice = bytes[(bytes.count - length)...]
            #expect(CRC32.checksum(slice) == ~CRC32.bitwise(0xFFFF_FFFF, Array(slice)), "length \(length)")
        }
    }
}
