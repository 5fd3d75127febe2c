extension QRCode {
    /// Splits data into blocks, appends each block's error correction, and interleaves
    /// (ISO/IEC 18004:2015 §7.5.2, §7.6).
    static func interleavedCodewords(_ data: [UInt8], version: Int, correction: QRErrorCorrection) -> [UInt8] {
        let layout = BlockLayout(version: version, correction: correction)
        var result = [UInt8](repeating: 0, count: layout.totalCodewords)
        var parity = [UInt8](repeating: 0, count: layout.parityPerBlock)
        data.withUnsafeBufferPointer { data in
            result.withUnsafeMutableBufferPointer { result in
                parity.withUnsafeMutableBufferPointer { parity in
                    var start = 0
                    for block in 0..<layout.blockCount {
                        let length = layout.dataLength(block: block)
                        let slice = UnsafeBufferPointer(rebasing: data[start..<(start + length)])
                        ReedSolomon.remainder(of: slice, degree: layout.parityPerBlock, into: parity)
                        for i in 0..<length { result[layout.dataIndex(block: block, offset: i)] = slice[i] }
                        for i in 0..<layout.parityPerBlock {
                            result[layout.parityIndex(block: block, offset: i)] = parity[i]
                        }
                        start += length
                    }
                }
            }
        }
        return result
    }
}
