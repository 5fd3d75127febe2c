import Testing

@testable import ExportRaster

/// The expected bytes are written out by hand: 0x0102_0304 is 01 02 03 04 most significant byte
/// first (PNG §7.1, RFC 1950 §2.2) and 04 03 02 01 least significant byte first (APPNOTE §4.3.1,
/// RFC 1952 §2.1).
@Suite("Byte order")
struct ByteOrderTests {
    @Test("integers are appended most or least significant byte first")
    func appending() {
        var bytes: [UInt8] = []
        bytes.append(bigEndian: UInt32(0x0102_0304))
        bytes.append(littleEndian: UInt32(0x0102_0304))
        bytes.append(bigEndian: UInt16(0xABCD))
        bytes.append(littleEndian: UInt16(0xABCD))
        bytes.append(littleEndian: UInt64(0x0102_0304_0506_0708))
        #expect(bytes == [1, 2, 3, 4, 4, 3, 2, 1, 0xAB, 0xCD, 0xCD, 0xAB, 8, 7, 6, 5, 4, 3, 2, 1])
        #expect([UInt8](bigEndian: UInt64(0x0102_0304_0506_0708)) == [1, 2, 3, 4, 5, 6, 7, 8])
        #expect([UInt8](littleEndian: UInt16(0x0102)) == [2, 1])
        #expect([UInt8](bigEndian: UInt8(9)) == [9])
    }

    @Test("integers are read back in either order at any offset")
    func reading() {
        let bytes: [UInt8] = [0xFF, 1, 2, 3, 4, 5, 6, 7, 8]
        #expect(bytes.bigEndian(UInt32.self, at: 1) == 0x0102_0304)
        #expect(bytes.littleEndian(UInt32.self, at: 1) == 0x0403_0201)
        #expect(bytes.bigEndian(UInt16.self, at: 7) == 0x0708)
        #expect(bytes.littleEndian(UInt64.self, at: 1) == 0x0807_0605_0403_0201)
        #expect(bytes.bigEndian(UInt8.self, at: 0) == 0xFF)
        // Offsets count from the start of a slice, not from the array it was cut from.
        let slice = bytes[3...]
        #expect(slice.bigEndian(UInt16.self, at: 0) == 0x0304)
        #expect(slice.littleEndian(UInt32.self, at: 2) == 0x0807_0605)
    }

    @Test(
        "reads that would run past either end give nil, whatever the offset",
        arguments: [-1, 6, 7, 100, Int.min, Int.max, Int.max - 3])
    func outOfRange(offset: Int) {
        let bytes: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8, 9]
        #expect(bytes.bigEndian(UInt32.self, at: offset) == nil)
        #expect(bytes.littleEndian(UInt32.self, at: offset) == nil)
        #expect(bytes[2...].littleEndian(UInt64.self, at: 0) == nil)
        #expect([UInt8]().bigEndian(UInt8.self, at: 0) == nil)
    }

    @Test("the throwing reads throw the caller's error")
    func throwing() throws {
        struct Short: Error, Equatable { let offset: Int }
        let bytes: [UInt8] = [0x12, 0x34]
        #expect(try bytes.bigEndian(UInt16.self, at: 0, orThrow: Short(offset: 0)) == 0x1234)
        #expect(throws: Short(offset: 1)) { try bytes.littleEndian(UInt16.self, at: 1, orThrow: Short(offset: 1)) }
        #expect(throws: Short(offset: 2)) { try bytes.bigEndian(UInt32.self, at: 0, orThrow: Short(offset: 2)) }
    }

    @Test("unchecked loads and stores use the same orders as the checked reads and appends")
    func rawPointers() {
        var buffer = [UInt8](repeating: 0, count: 11)
        buffer.withUnsafeMutableBytes { raw in
            raw.storeLittleEndian(UInt32(0x0102_0304), at: 1)
            // swift-format-ignore: NeverForceUnwrap
            raw.baseAddress!.storeLittleEndian(UInt16(0x0506), at: 5)
        }
        #expect(buffer == [0, 4, 3, 2, 1, 6, 5, 0, 0, 0, 0])
        let loaded = buffer.withUnsafeBytes { raw in
            // swift-format-ignore: NeverForceUnwrap
            (raw.loadLittleEndian(UInt32.self, at: 1), raw.baseAddress!.loadLittleEndian(UInt64.self, at: 3))
        }
        #expect(loaded.0 == 0x0102_0304)
        #expect(loaded.1 == 0x0000_0000_0506_0102)
        for value in [UInt64(0), 1, 0x0102_0304_0506_0708, .max] {
            var stored = [UInt8](repeating: 0, count: 8)
            stored.withUnsafeMutableBytes { $0.storeLittleEndian(value, at: 0) }
            #expect(stored == [UInt8](littleEndian: value))
            #expect(stored.littleEndian(UInt64.self, at: 0) == value)
        }
    }
}
