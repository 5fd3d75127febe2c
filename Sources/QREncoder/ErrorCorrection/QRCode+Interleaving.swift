extension QRCode {
    /// Splits data into blocks, appends each block's error correction, and interleaves
    /// (ISO/IEC 18004:2015 §7.5.2, §7.6).
    ///
    /// - Complexity: O(data.count × error correction codewords per block).
    static func interleavedCodewords(_ data: [UInt8], version: Int, correction: QRErrorCorrection) -> [UInt8] {
        let layout = BlockLayout(version: version, correction: correction)
        var result = [UInt8](repeating: 0, count: layout.totalCodewords)
        var parity = [UInt8](repeating: 0, count: layout.parityPerBlock)
        BufferHandle.withHandle(on: data) { data in
            MutableBufferHandle.withHandles(on: &result, &parity) { result, parity in
                var start = 0
                for block in 0..<layout.blockCount {
                    let length = layout.dataLength(block: block)
                    let blockData = data.extracting(start..<(start + length))
                    ReedSolomon.remainder(of: blockData, degree: layout.parityPerBlock, into: parity)
                    for i in 0..<length { result[layout.dataIndex(block: block, offset: i)] = blockData[i] }
                    for i in 0..<layout.parityPerBlock {
                        result[layout.parityIndex(block: block, offset: i)] = parity[i]
                    }
                    start += length
                }
            }
        }
        return result
    }
}
