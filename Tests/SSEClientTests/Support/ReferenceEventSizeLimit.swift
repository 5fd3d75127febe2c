/// A second, byte-at-a-time statement of the parser's one limit, written from the documentation of
/// `SSEParser.Configuration.maximumEventSize`, used as an oracle for property tests.
///
/// The size of the event being read, at any byte of a line, is the data its earlier lines gathered
/// (each `data` value plus one LF) plus the bytes of the current line up to and including that
/// byte. The answer is the stream offset of the first byte at which the size exceeds the limit.
enum ReferenceEventSizeLimit {
    static func firstByteOverLimit(in bytes: [UInt8], limit: Int) -> Int? {
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        // A stream that is only the start of a byte order mark has not shown whether it is one.
        if bytes.count < 3, bytes.elementsEqual(byteOrderMark.prefix(bytes.count)) { return nil }
        var index = bytes.starts(with: byteOrderMark) ? 3 : 0
        var line: [UInt8] = []
        var gathered = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                if line.isEmpty {
                    gathered = 0  // A blank line ends the event.
                } else if let colon = line.firstIndex(of: 0x3A), line[..<colon].elementsEqual("data".utf8) {
                    var value = line[(colon + 1)...]
                    if value.first == 0x20 { value = value.dropFirst() }
                    gathered += value.count + 1
                } else if line.elementsEqual("data".utf8) {
                    gathered += 1  // `data` with no colon: an empty value and its LF.
                }
                line = []
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            } else {
                line.append(byte)
                if gathered + line.count > limit { return index }
            }
            index += 1
        }
        return nil
    }
}
