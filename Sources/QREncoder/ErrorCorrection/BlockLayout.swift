/// Where each block's data and error correction codewords go in the interleaved sequence
/// (ISO/IEC 18004:2015 §7.6): short blocks first, each one data codeword shorter than the long ones.
struct BlockLayout {
    let blockCount: Int
    let parityPerBlock: Int
    let totalCodewords: Int
    let shortBlockCount: Int
    let shortDataLength: Int
    let totalData: Int

    init(version: Int, correction: QRErrorCorrection) {
        blockCount = ErrorCorrectionTables.blockCount[correction.rawValue][version]
        parityPerBlock = ErrorCorrectionTables.codewordsPerBlock[correction.rawValue][version]
        totalCodewords = SymbolGeometry.totalCodewords(version: version)
        shortBlockCount = blockCount - totalCodewords % blockCount
        shortDataLength = totalCodewords / blockCount - parityPerBlock
        totalData = totalCodewords - parityPerBlock * blockCount
    }

    /// Data codewords in `block`.
    func dataLength(block: Int) -> Int { shortDataLength + (block < shortBlockCount ? 0 : 1) }

    /// Position of data codeword `offset` of `block` in the interleaved sequence.
    func dataIndex(block: Int, offset: Int) -> Int {
        if offset < shortDataLength { return offset * blockCount + block }
        // The extra codeword of a long block follows all the full columns.
        return shortDataLength * blockCount + (block - shortBlockCount)
    }

    /// Position of error correction codeword `offset` of `block` in the interleaved sequence.
    func parityIndex(block: Int, offset: Int) -> Int { totalData + offset * blockCount + block }
}
