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
                for k in 0..<count where (codewords[k >> 3] >> (7 - UInt8(k & 7))) & 1 != 0 {
                    let x = Int(xs[k])
                    let y = Int(ys[k])
                    rows[y * words + x >> 6] |= 1 << UInt64(x & 63)
                    columns[x * words + y >> 6] |= 1 << UInt64(y & 63)
                }
            }
        }
    }
}
