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
}
