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
        var random = SeededRandom(seed: 42)
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
