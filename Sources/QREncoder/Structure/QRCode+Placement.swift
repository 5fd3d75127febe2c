extension QRCode {
    /// Sets the data modules of `codewords` in placement order (ISO/IEC 18004:2015 §7.7.3), unmasked;
    /// remainder bits stay light.
    ///
    /// Bit k of the codeword stream (most significant bit of each codeword first) goes to module
    /// (`template.dataX[k]`, `template.dataY[k]`), set in both packings: by row and by column.
    ///
    /// - Complexity: O(number of data modules).
    static func placeData(
        _ codewords: [UInt8],
        template: SymbolTemplate,
        rows: inout [UInt64],
        columns: inout [UInt64]
    ) {
        let words = template.words
        let count = min(template.dataX.count, codewords.count * 8)
        BufferHandle.withHandles(on: codewords, template.dataX, template.dataY) { codewords, dataX, dataY in
            // Coordinates for exactly the bits placed, so that the loop bound covers their range checks.
            let xs = dataX.extracting(0..<count)
            let ys = dataY.extracting(0..<count)
            MutableBufferHandle.withHandles(on: &rows, &columns) { rows, columns in
                // Unchecked access below: k < count ≤ 8 × codewords.count and ≤ the extracted
                // coordinate counts; every template coordinate is below `size` (SymbolTemplate
                // builds them modulo the size), so a packed index is below size × words, which
                // both packings hold.
                let packed = template.size * words
                precondition(rows.count >= packed && columns.count >= packed, "packed module buffers too short")
                for k in 0..<count where (codewords[unchecked: k >> 3] >> (7 - UInt8(k & 7))) & 1 != 0 {
                    let x = Int(xs[unchecked: k])
                    let y = Int(ys[unchecked: k])
                    rows[unchecked: y &* words &+ x >> 6] |= 1 << UInt64(x & 63)
                    columns[unchecked: x &* words &+ y >> 6] |= 1 << UInt64(y & 63)
                }
            }
        }
    }
}
