extension QRDecoder {
    /// Parses the data codewords into segments (ISO/IEC 18004:2015 §7.4).
    static func parseSegments(_ data: [UInt8], version: Int) throws(QRCodeError) -> [QRDecodedSegment] {
        var reader = BitReader(data)
        var segments: [QRDecodedSegment] = []
        func need(_ bits: Int, _ what: String) throws(QRCodeError) {
            if reader.remaining < bits {
                throw .malformedData(bitOffset: reader.position, reason: "\(what) is cut short")
            }
        }
        while reader.remaining >= 4 {
            let indicator = reader.read(4)
            if indicator == 0 { break }
            guard let mode = QRSegment.Mode.allCases.first(where: { $0.indicator == indicator }) else {
                throw .malformedData(bitOffset: reader.position - 4, reason: "unsupported mode indicator \(indicator)")
            }
            if mode == .structuredAppend {
                try need(16, "structured append header")
                let header = QRStructuredAppend(
                    index: reader.read(4), total: reader.read(4) + 1, parity: UInt8(reader.read(8)))
                segments.append(QRDecodedSegment(mode: mode, bytes: [], eciAssignment: nil, structuredAppend: header))
                continue
            }
            if mode == .eci {
                try need(8, "ECI designator")
                var value = reader.read(8)
                if value & 0x80 != 0 {
                    if value & 0x40 == 0 {
                        try need(8, "ECI designator")
                        value = (value & 0x3F) << 8 | reader.read(8)
                    } else {
                        try need(16, "ECI designator")
                        value = (value & 0x1F) << 16 | reader.read(16)
                    }
                }
                segments.append(QRDecodedSegment(mode: .eci, bytes: [], eciAssignment: value))
                continue
            }
            let countBits = mode.countBits(version: version)
            try need(countBits, "character count")
            var remaining = reader.read(countBits)
            var bytes: [UInt8] = []
            let start = reader.position
            switch mode {
            case .numeric:
                while remaining > 0 {
                    let take = min(3, remaining)
                    let width = take * 3 + 1
                    try need(width, "numeric data")
                    let value = reader.read(width)
                    guard value < [1, 10, 100, 1000][take] else {
                        throw .malformedData(
                            bitOffset: reader.position - width, reason: "numeric group \(value) too large")
                    }
                    var digits: [UInt8] = []
                    var rest = value
                    for _ in 0..<take {
                        digits.append(UInt8(0x30 + rest % 10))
                        rest /= 10
                    }
                    bytes += digits.reversed()
                    remaining -= take
                }
            case .alphanumeric:
                while remaining > 0 {
                    let width = remaining >= 2 ? 11 : 6
                    try need(width, "alphanumeric data")
                    let value = reader.read(width)
                    if width == 11 {
                        guard value < 45 * 45 else {
                            throw .malformedData(bitOffset: start, reason: "alphanumeric pair \(value) too large")
                        }
                        bytes.append(QRSegment.alphanumericCharset[value / 45])
                        bytes.append(QRSegment.alphanumericCharset[value % 45])
                        remaining -= 2
                    } else {
                        guard value < 45 else {
                            throw .malformedData(bitOffset: start, reason: "alphanumeric value \(value) too large")
                        }
                        bytes.append(QRSegment.alphanumericCharset[value])
                        remaining -= 1
                    }
                }
            case .byte:
                try need(remaining * 8, "byte data")
                for _ in 0..<remaining { bytes.append(UInt8(reader.read(8))) }
            default:
                try need(remaining * 13, "Kanji data")
                for _ in 0..<remaining {
                    let value = reader.read(13)
                    let folded = (value / 0xC0) << 8 | (value % 0xC0)
                    let code = folded + 0x8140 <= 0x9FFC ? folded + 0x8140 : folded + 0xC140
                    bytes.append(UInt8(truncatingIfNeeded: code >> 8))
                    bytes.append(UInt8(truncatingIfNeeded: code))
                }
            }
            segments.append(QRDecodedSegment(mode: mode, bytes: bytes, eciAssignment: nil))
        }
        return segments
    }
}
