import TestSupport
import Testing

@testable import ExportRaster

@Suite("Adler-32")
struct Adler32Tests {
    /// Values from RFC 1950's definition as computed by zlib and published widely.
    @Test(
        "published check values",
        arguments: [
            ("", 0x0000_0001 as UInt32),
            ("123456789", 0x091E_01DE),
            ("Wikipedia", 0x11E6_0398),
            ("a", 0x0062_0062),
            ("abc", 0x024D_0127),
        ])
    func publishedVectors(text: String, expected: UInt32) {
        #expect(Adler32.checksum(Array(text.utf8)) == expected)
    }

    @Test("long inputs reduce modulo 65521 correctly against a bit-at-a-time reference")
    func longInput() {
        var random = SplitMix64(seed: 42)
        let bytes = random.bytes(20_000) + [UInt8](repeating: 255, count: 12_000)
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        #expect(Adler32.checksum(bytes) == b << 16 | a)
    }

    @Test("incremental updates equal one pass; non-contiguous input is accepted")
    func incremental() {
        let bytes = Array("The quick brown fox jumps over the lazy dog".utf8)
        var running = Adler32.Running()
        running.update(bytes[..<10])
        running.update(bytes[10...].lazy.map { $0 })
        #expect(running.value == Adler32.checksum(bytes))
        #expect(Adler32.checksum(bytes) == 0x5BDC_0FDA)
    }
}

@Suite("Adler-32, vector path")
struct Adler32WideTests {
    /// Sums at their largest legal values, so every deferred-modulo bound is exercised.
    static let startingSums: [(UInt32, UInt32)] = [(1, 0), (65520, 65520), (12345, 54321)]

    @Test("the vector path equals the byte-at-a-time reference for every length 0…300 and offset 0…17")
    func smallLengthsAndOffsets() {
        var random = SplitMix64(seed: 2024)
        let bytes = random.bytes(320)
        for (a, b) in Adler32WideTests.startingSums {
            for offset in 0...17 {
                for length in 0...min(300, bytes.count - offset) {
                    let slice = bytes[offset..<offset + length]
                    let wide = slice.withByteHandle { Adler32.wide(a, b, $0) }
                    let reference = Adler32.scalar(a, b, slice)
                    #expect(wide == reference, "offset \(offset), length \(length)")
                    if wide != reference { return }
                }
            }
        }
    }

    @Test(
        "runs around NMAX of all-0xFF bytes (the overflow worst case) match the reference",
        arguments: [5551, 5552, 5553, 5552 * 2 + 15, 5552 * 3 + 16, 70_001])
    func worstCaseRuns(length: Int) {
        let bytes = [UInt8](repeating: 255, count: length)
        for (a, b) in Adler32WideTests.startingSums {
            #expect(bytes.withByteHandle { Adler32.wide(a, b, $0) } == Adler32.scalar(a, b, bytes))
        }
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        #expect(Adler32.checksum(bytes) == b << 16 | a)
    }

    @Test("seeded buffers of random lengths match the reference, whole and split at random points")
    func seededBuffers() {
        var random = SplitMix64(seed: 77)
        for _ in 0..<40 {
            let bytes = random.bytes(Int.random(in: 0...20_000, using: &random))
            let expected = Adler32.scalar(1, 0, bytes)
            #expect(Adler32.checksum(bytes) == expected.b << 16 | expected.a)
            let cut = Int.random(in: 0...bytes.count, using: &random)
            var running = Adler32.Running()
            running.update(bytes[..<cut])
            running.update(bytes[cut...])
            #expect(running.value == expected.b << 16 | expected.a)
        }
    }

    /// Lengths and expected values from Python's
    /// `zlib.adler32(bytes(((i*i + 7*i) >> 3) & 0xFF for i in range(n)))`: runs that end inside and
    /// across the 16-chunk widening steps and NMAX.
    static let zlibValues: [(length: Int, adler: UInt32)] = [
        (2047, 0x144C_FB2F), (2048, 0x1089_FC2E), (2049, 0x0CC6_FC2E), (4111, 0x9228_F93F), (6151, 0x7D7B_F4C1),
        (65536, 0xA580_8772), (100_003, 0xCC8B_9F2A),
    ]

    @Test("patterned buffers match zlib at every listed length")
    func zlibVectors() {
        for (length, adler) in Adler32WideTests.zlibValues {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: ($0 * $0 + 7 * $0) >> 3) }
            #expect(Adler32.checksum(bytes) == adler, "length \(length)")
        }
    }
}
