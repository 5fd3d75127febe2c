extension QRCode {
    /// The data codewords: segments, terminator, bit padding and pad codewords (ISO/IEC 18004:2015 §7.4.10).
    static func dataCodewords(_ segments: [QRSegment], version: Int, correction: QRErrorCorrection) -> [UInt8] {
        let capacity = SymbolGeometry.dataCodewords(version: version, correction: correction) * 8
        var bits = BitBuffer(minimumCapacity: capacity)
        for segment in segments {
            bits.append(segment.mode.indicator, width: 4)
            bits.append(segment.characterCount, width: segment.mode.countBits(version: version))
            bits.append(segment.data)
        }
        bits.append(0, width: min(4, capacity - bits.count))
        bits.append(0, width: (8 - bits.count % 8) % 8)
        var padByte = 0xEC
        while bits.count < capacity {
            bits.append(padByte, width: 8)
            padByte ^= 0xEC ^ 0x11
        }
        return bits.bytes
    }
}
