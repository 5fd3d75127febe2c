extension QRCode {
    /// Sets the data modules of `codewords` in placement order (ISO/IEC 18004:2015 §7.7.3), unmasked;
    /// remainder bits stay light.
    static func placeData(
        _ codewords: [UInt8],
        template: SymbolTemplate,
        rows: inout [UInt64],
        columns: inout [UInt64]
    ) {
        let words = template.words
        let count = min(template.dataX.count, codewords.count * 8)
        codewords.withUnsafeBufferPointer { codewords in
            template.dataX.withUnsafeBufferPointer { xs in
                template.dataY.withUnsafeBufferPointer { ys in
                    rows.withUnsafeMutableBufferPointer { rows in
                        columns.withUnsafeMutableBufferPointer { columns in
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
        }
    }
}
